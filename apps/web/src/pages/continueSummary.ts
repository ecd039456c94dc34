/**
 * The one-line summary of a saved game for the home page's Continue list, rebuilt
 * from the saved payload in the reader's language (a match record: board size, rule
 * or start, move number, opponent; N-Queens: queens placed), or the stored text when
 * the payload is not one this module reads.
 *
 * @example
 * ```ts
 * continueSummary(entry, t); // '15×15 renju · move 3 · two players' / '15×15 连珠（有禁手） · 第 3 手 · 双人对弈'
 * ```
 */
import type { Language } from '../i18n/languages.js';
import { formatNumber } from '../i18n/format.js';
import { say, type Tr } from '../i18n/say.js';
import type { SavedEntry } from '../storage/saved.js';

type Obj = Readonly<Record<string, unknown>>;
const obj = (v: unknown): Obj | undefined =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Obj) : undefined;
const int = (v: unknown): number | undefined =>
  typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : undefined;

/** The opponent in words: an AI seat with its level, else two players. */
function opponent(seats: Obj | undefined, tr: Tr, lang: Language): string | undefined {
  const t = say(tr);
  const black = obj(seats?.black);
  const white = obj(seats?.white);
  if (!black || !white) return undefined;
  const ai = black.kind === 'ai' ? black : white.kind === 'ai' ? white : undefined;
  if (!ai) return t('match:continue.twoPlayers');
  const level = int(ai.level);
  return level === undefined
    ? undefined
    : t('match:continue.vsAi', { level: formatNumber(level, lang) });
}

function matchSummary(e: SavedEntry, tr: Tr, lang: Language): string | undefined {
  const t = say(tr);
  const record = obj(obj(e.payload)?.record);
  const options = obj(record?.options);
  const moves = record?.moves;
  if (!record || !options || !Array.isArray(moves) || record.game !== e.game) return undefined;
  const size = int(options.size);
  const who = opponent(obj(record.seats), tr, lang);
  if (size === undefined || who === undefined) return undefined;
  const n = formatNumber(moves.length, lang);
  const s = formatNumber(size, lang);
  if (e.game === 'gomoku') {
    const rule = options.rule ?? 'freestyle';
    if (rule !== 'freestyle' && rule !== 'standard' && rule !== 'renju') return undefined;
    return t('match:continue.gomoku', {
      size: s,
      rule: t(`match:continue.rule.${rule}`),
      n,
      who,
    });
  }
  if (e.game === 'chongzi') {
    const start = options.start;
    if (start !== 'fixed' && start !== 'empty') return undefined;
    return t('match:continue.chongzi', {
      size: s,
      start: t(`match:continue.start.${start}`),
      n,
      who,
    });
  }
  return t('match:continue.go', { size: s, n, who });
}

function queensSummary(e: SavedEntry, tr: Tr, lang: Language): string | undefined {
  const p = obj(e.payload);
  const n = int(p?.n);
  if (n === undefined || !Array.isArray(p?.queens)) return undefined;
  return say(tr)('match:continue.queens', {
    n: formatNumber(n, lang),
    placed: formatNumber(p.queens.length, lang),
  });
}

export function continueSummary(e: SavedEntry, t: Tr, lang: Language): string {
  const rebuilt = e.game === 'queens' ? queensSummary(e, t, lang) : matchSummary(e, t, lang);
  return rebuilt ?? e.summary;
}
