/**
 * Go rule options and the named presets (Chinese, Japanese, Korean, AGA, New
 * Zealand, Tromp-Taylor). A preset is a plain options object; any field can be
 * overridden.
 *
 * @example
 * ```ts
 * import { resolveRules } from '@qipan/go';
 * const r = resolveRules({ preset: 'japanese', size: 9 });
 * r.ko; // 'simple'
 * r.scoring; // 'territory'
 * r.komi; // 6.5
 * ```
 */
import { err, ok, type Result } from '@qipan/core';

export const KO_RULES = ['simple', 'positional-superko', 'situational-superko'] as const;
export type KoRule = (typeof KO_RULES)[number];

export const SUICIDE_RULES = ['forbidden', 'allowed'] as const;
export type SuicideRule = (typeof SUICIDE_RULES)[number];

export const SCORING_RULES = ['area', 'territory'] as const;
export type ScoringRule = (typeof SCORING_RULES)[number];

/** Where handicap stones go: the fixed star points, or wherever Black chooses. */
export const HANDICAP_PLACEMENTS = ['fixed', 'free'] as const;
export type HandicapPlacement = (typeof HANDICAP_PLACEMENTS)[number];

/** Points White receives for Black's handicap stones under area scoring. */
export const HANDICAP_COMPENSATIONS = ['none', 'n', 'n-1'] as const;
export type HandicapCompensation = (typeof HANDICAP_COMPENSATIONS)[number];

export const PRESETS = [
  'chinese',
  'japanese',
  'korean',
  'aga',
  'new-zealand',
  'tromp-taylor',
] as const;
export type Preset = (typeof PRESETS)[number];

/** Every rule of a game, fully resolved. */
export interface GoRules {
  readonly preset: Preset | 'custom';
  readonly size: number;
  readonly komi: number;
  readonly ko: KoRule;
  readonly suicide: SuicideRule;
  readonly scoring: ScoringRule;
  readonly handicap: number;
  readonly handicapPlacement: HandicapPlacement;
  readonly handicapCompensation: HandicapCompensation;
}

/** What `initial()` accepts: a preset name and/or any overrides. */
export type GoOptions = Partial<GoRules>;

/** A preset's rules: everything but the size, the handicap and the preset name. @inline */
type RuleSet = Omit<GoRules, 'size' | 'handicap' | 'preset'>;

/** The presets as option sets (komi for an even game). */
export const PRESET_RULES: Readonly<Record<Preset, RuleSet>> = {
  chinese: {
    komi: 7.5,
    ko: 'positional-superko',
    suicide: 'forbidden',
    scoring: 'area',
    handicapPlacement: 'free',
    handicapCompensation: 'n',
  },
  japanese: {
    komi: 6.5,
    ko: 'simple',
    suicide: 'forbidden',
    scoring: 'territory',
    handicapPlacement: 'fixed',
    handicapCompensation: 'none',
  },
  korean: {
    komi: 6.5,
    ko: 'simple',
    suicide: 'forbidden',
    scoring: 'territory',
    handicapPlacement: 'fixed',
    handicapCompensation: 'none',
  },
  aga: {
    komi: 7.5,
    ko: 'situational-superko',
    suicide: 'forbidden',
    scoring: 'area',
    handicapPlacement: 'fixed',
    handicapCompensation: 'n-1',
  },
  'new-zealand': {
    komi: 7,
    ko: 'situational-superko',
    suicide: 'allowed',
    scoring: 'area',
    handicapPlacement: 'free',
    handicapCompensation: 'none',
  },
  'tromp-taylor': {
    komi: 7.5,
    ko: 'positional-superko',
    suicide: 'allowed',
    scoring: 'area',
    handicapPlacement: 'free',
    handicapCompensation: 'none',
  },
};

export const MIN_SIZE = 2;
export const MAX_SIZE = 25;

/** Why options were refused. */
export interface BadOptions {
  /** `bad-rule`: not an options object, or a preset or rule value that does not exist. */
  readonly reason: 'bad-size' | 'bad-handicap' | 'bad-komi' | 'bad-rule';
  readonly message: string;
}

/** Validates options from users or files: a full rule set or the reason it is impossible. */
export function checkOptions(options: GoOptions = {}): Result<GoRules, BadOptions> {
  if (typeof options !== 'object' || options === null)
    return err({ reason: 'bad-rule', message: 'the options must be an object' });
  const badRule = unknownRule(options);
  if (badRule) return err({ reason: 'bad-rule', message: badRule });
  const size = options.size ?? 19;
  if (!Number.isInteger(size) || size < MIN_SIZE || size > MAX_SIZE) {
    return err({
      reason: 'bad-size',
      message: `board size ${size} is outside ${MIN_SIZE}..${MAX_SIZE}`,
    });
  }
  const handicap = options.handicap ?? 0;
  const placement =
    options.handicapPlacement ?? PRESET_RULES[basePreset(options)].handicapPlacement;
  const max = placement === 'fixed' ? maxFixedHandicap(size) : size * size - 1;
  if (!Number.isInteger(handicap) || handicap < 0 || (handicap > 1 && handicap > max)) {
    return err({
      reason: 'bad-handicap',
      message: `a ${placement} handicap of ${handicap} is not possible on ${size}×${size}`,
    });
  }
  if (options.komi !== undefined && !Number.isFinite(options.komi)) {
    return err({ reason: 'bad-komi', message: `komi ${options.komi} is not a number` });
  }
  return ok(resolveRules(options));
}

const RULE_VALUES: readonly [keyof GoOptions, readonly unknown[]][] = [
  ['preset', [...PRESETS, 'custom']],
  ['ko', KO_RULES],
  ['suicide', SUICIDE_RULES],
  ['scoring', SCORING_RULES],
  ['handicapPlacement', HANDICAP_PLACEMENTS],
  ['handicapCompensation', HANDICAP_COMPENSATIONS],
];

/** Why a named rule value does not exist, or undefined when every given one does. */
function unknownRule(options: GoOptions): string | undefined {
  for (const [key, values] of RULE_VALUES) {
    const v = options[key];
    if (v !== undefined && !values.includes(v))
      return `${key} ${JSON.stringify(v)} is not one of ${values.join(', ')}`;
  }
  return undefined;
}

const basePreset = (options: GoOptions): Preset =>
  options.preset === undefined || options.preset === 'custom' ? 'japanese' : options.preset;

/** Fixed handicap stones a board allows (GTP convention): none below 7×7, 4 on even sizes and 7×7, else 9. */
export function maxFixedHandicap(size: number): number {
  if (size < 7) return 0;
  return size % 2 === 0 || size === 7 ? 4 : 9;
}

/**
 * Fills in a full rule set: the preset (default Japanese), then the overrides.
 * Throws a RangeError for an impossible size (validate user input with {@link checkOptions}).
 */
export function resolveRules(options: GoOptions = {}): GoRules {
  const preset = options.preset ?? 'japanese';
  const base = PRESET_RULES[basePreset(options)];
  const size = options.size ?? 19;
  if (!Number.isInteger(size) || size < MIN_SIZE || size > MAX_SIZE) {
    throw new RangeError(`board size ${size} is outside ${MIN_SIZE}..${MAX_SIZE}`);
  }
  const handicap = options.handicap ?? 0;
  return {
    preset,
    size,
    handicap,
    komi: options.komi ?? (handicap > 1 ? 0.5 : base.komi),
    ko: options.ko ?? base.ko,
    suicide: options.suicide ?? base.suicide,
    scoring: options.scoring ?? base.scoring,
    handicapPlacement: options.handicapPlacement ?? base.handicapPlacement,
    handicapCompensation: options.handicapCompensation ?? base.handicapCompensation,
  };
}

/** The preset named by an SGF `RU` value (case-insensitive, common spellings). */
export function presetFromSgf(ru: string | undefined): Preset | undefined {
  const k = (ru ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  if (k === 'chinese' || k === 'cn') return 'chinese';
  if (k === 'japanese' || k === 'jp') return 'japanese';
  if (k === 'korean' || k === 'kr') return 'korean';
  if (k === 'aga' || k === 'bga') return 'aga';
  if (k === 'nz' || k === 'new-zealand') return 'new-zealand';
  if (k === 'tromp-taylor' || k === 'tt' || k === 'tromptaylor') return 'tromp-taylor';
  return undefined;
}

/** The `RU` value written to SGF for a preset. */
export const SGF_RULE_NAMES: Readonly<Record<Preset, string>> = {
  chinese: 'Chinese',
  japanese: 'Japanese',
  korean: 'Korean',
  aga: 'AGA',
  'new-zealand': 'NZ',
  'tromp-taylor': 'Tromp-Taylor',
};
