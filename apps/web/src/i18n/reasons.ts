/**
 * A message for every reason code the engines and a match give, in the reader's
 * language: refusals (`ko`, `forbidden-double-three`, `not-adjacent`, …), end reasons
 * (`five`, `no-moves`, `score`, …) and match outcomes (`resign`, `timeout`, …).
 * Colour codes in `winner` / `loser` are translated too.
 *
 * @example
 * ```ts
 * const { t } = useTranslation();
 * reasonMessage(t, 'go', 'ko'); // 'Ko: the stone cannot be retaken at once; play elsewhere first.'
 * reasonMessage(t, 'match', 'timeout', { winner: 'white', loser: 'black' });
 * // zh: '黑方超时，白方胜。'
 * ```
 */
import type { CommonRefusal } from '@qipan/core';
import type { ChongziEndReason, ChongziRefusal } from '@qipan/chongzi';
import type { GoEndReason, GoRefusal } from '@qipan/go';
import type { GomokuEndReason, GomokuRefusal } from '@qipan/gomoku';
import { MATCH_REFUSALS } from '@qipan/match';
// Only the English reasons table (the key list), not every catalogue.
import { reasons as enReasons } from './locales/en/reasons.js';

/** Go's end reasons (the engine has the type, not a list). */
export const GO_END_REASONS = ['resign', 'score'] as const satisfies readonly GoEndReason[];

/** How a match ends beyond the engines' own reasons (`MatchResult.reason`). */
export const MATCH_OUTCOMES = [
  'resign',
  'timeout',
  'timeout-draw',
  'draw-agreed',
  'aborted',
  'abandon',
  'score',
] as const;

/** Reasons a match gives beyond the engines': outcomes and refused actions (from `@qipan/match`). */
export const MATCH_REASONS = [...MATCH_OUTCOMES, ...MATCH_REFUSALS] as const;
export type MatchReason = (typeof MATCH_REASONS)[number];

export const REASON_GAMES = ['go', 'gomoku', 'chongzi', 'match'] as const;
export type ReasonGame = (typeof REASON_GAMES)[number];

/** The codes `reasonMessage` knows for each game. */
export interface ReasonCodes {
  go: GoRefusal | GoEndReason | CommonRefusal | MatchReason;
  gomoku: GomokuRefusal | GomokuEndReason | CommonRefusal | MatchReason;
  chongzi: ChongziRefusal | ChongziEndReason | CommonRefusal | MatchReason;
  match: MatchReason | CommonRefusal;
}

export type ReasonParams = Readonly<Record<string, string | number>>;

/** Any `t`, from `useTranslation(ns)` of any namespace or `i18n.t`: keys are built here. */
export type AnyTranslate = (...args: never[]) => unknown;
type Translate = (key: string, options?: Record<string, unknown>) => string;

const COLORS = ['black', 'white', 'red', 'blue'] as const;
const isColor = (v: unknown): v is (typeof COLORS)[number] =>
  typeof v === 'string' && (COLORS as readonly string[]).includes(v);

const has = (table: object, code: string): boolean => Object.hasOwn(table, code);

/** The catalogue key of `code`: the game's own table first, then the shared ones. */
export function reasonKey(game: ReasonGame, code: string): string | undefined {
  if (has(enReasons[game], code)) return `${game}.${code}`;
  if (has(enReasons.common, code)) return `common.${code}`;
  if (has(enReasons.match, code)) return `match.${code}`;
  return undefined;
}

export function reasonMessage<G extends ReasonGame>(
  anyT: AnyTranslate,
  game: G,
  code: ReasonCodes[G],
  params: ReasonParams = {},
): string {
  const t = anyT as unknown as Translate;
  const values: Record<string, unknown> = { ...params, ns: 'reasons' };
  for (const k of ['winner', 'loser'] as const) {
    const v = params[k];
    if (isColor(v)) values[k] = t(`color.${v}`, { ns: 'common' });
  }
  const key = reasonKey(game, code);
  return key ? t(key, values) : t('unknown', { ns: 'reasons', code });
}
