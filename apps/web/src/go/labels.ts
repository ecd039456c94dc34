/**
 * Words of the Go page: refusal reasons, results, coordinate labels and what the
 * live region says after a move.
 *
 * @example
 * ```ts
 * refusalText('ko'); // 'Ko: you cannot retake immediately'
 * resultText('B+3.5'); // 'Black wins by 3.5 points'
 * columnLabels(9); // ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'J']
 * ```
 */
import { columnLetter, type Color } from '@qipan/core';
import { captures, formatVertex, type GoMove, type GoRefusal, type GoState } from '@qipan/go';

const REFUSALS: Record<GoRefusal | 'bad-point', string> = {
  occupied: 'Occupied: there is already a stone on that point',
  suicide: 'Suicide: the stone would have no liberties and capture nothing',
  ko: 'Ko: you cannot retake immediately',
  superko: 'Superko: the move would repeat an earlier position',
  'game-over': 'The game is over',
  'not-your-turn': 'Not your turn',
  'off-board': 'That point is not on the board',
  malformed: 'That is not a move',
  'bad-point': 'That is not a point on the board',
};

export const refusalText = (reason: GoRefusal | 'bad-point'): string => REFUSALS[reason];

export const colorName = (c: Color): string => (c === 'black' ? 'Black' : 'White');

/** 'B+3.5' → 'Black wins by 3.5 points'; 'W+R' → 'White wins by resignation'; '0' → 'Draw'. */
export function resultText(re: string): string {
  const m = /^([BW])\+(.*)$/i.exec(re.trim());
  if (!m) return re.trim() === '0' || /^draw$/i.test(re.trim()) ? 'Draw (jigo)' : re;
  const who = (m[1] as string).toUpperCase() === 'B' ? 'Black' : 'White';
  const how = (m[2] as string).trim();
  if (/^r(esign)?$/i.test(how)) return `${who} wins by resignation`;
  if (/^t(ime)?$/i.test(how)) return `${who} wins on time`;
  if (/^f(orfeit)?$/i.test(how)) return `${who} wins by forfeit`;
  if (how === '') return `${who} wins`;
  const n = Number(how);
  return Number.isFinite(n) ? `${who} wins by ${how} point${n === 1 ? '' : 's'}` : `${who}+${how}`;
}

/** Column letters A…Z without I. */
export const columnLabels = (size: number): string[] =>
  Array.from({ length: size }, (_, x) => columnLetter(x, { skipI: true }).toUpperCase());

/** Row numbers top to bottom (size … 1). */
export const rowLabels = (size: number): string[] =>
  Array.from({ length: size }, (_, y) => String(size - y));

/** Star points (hoshi) of the usual board sizes, as `x,y` keys. */
export function starPoints(size: number): Set<string> {
  const out = new Set<string>();
  if (size < 7) return out;
  const lo = size >= 13 ? 3 : 2;
  const hi = size - 1 - lo;
  const cs = size % 2 === 1 && size >= 9 ? [lo, (size - 1) / 2, hi] : [lo, hi];
  for (const x of cs) for (const y of cs) out.add(`${x},${y}`);
  if (size % 2 === 1 && size < 13) {
    // 9×9 and 11×11: corners and centre only.
    const mid = (size - 1) / 2;
    for (const k of [`${lo},${mid}`, `${hi},${mid}`, `${mid},${lo}`, `${mid},${hi}`]) out.delete(k);
  }
  return out;
}

export const plural = (n: number, one: string, many = `${one}s`): string =>
  `${n} ${n === 1 ? one : many}`;

export const moveWords = (color: Color, move: GoMove, size: number): string =>
  `${colorName(color)} ${move.type === 'play' ? formatVertex(move.point, size) : move.type === 'pass' ? 'passes' : 'resigns'}`;

/** The sentence after a move: who played where, captures, what comes next. */
export function moveText(before: GoState, move: GoMove, after: GoState, by: string): string {
  const color = before.turn;
  let text = `${by ? `${by}: ` : ''}${moveWords(color, move, before.rules.size)}.`;
  const taken = captures(after)[color] - captures(before)[color];
  if (taken > 0) text += ` ${plural(taken, 'stone')} captured.`;
  if (after.passes >= 2) text += ' Both passed: mark the dead stones, then accept the score.';
  else if (after.handicapToPlace > 0)
    text += ` Black places ${plural(after.handicapToPlace, 'more handicap stone')}.`;
  return text;
}
