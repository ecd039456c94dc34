/**
 * Saving a finished online game as a file: the file's name
 * (game and id, so two records of one evening do not overwrite each other) and the
 * result in SGF's RE spelling for games without a score (Gomoku).
 *
 * @example
 * ```ts
 * recordFileName('gomoku', 'Ab3dE5gH7k', 'sgf'); // 'qipan-gomoku-Ab3dE5gH7k.sgf'
 * sgfOutcome({ winner: 'white', reason: 'resign' }); // 'W+R'
 * ```
 */
import type { MatchResult } from '@qipan/match';

/** 'qipan-gomoku-Ab3dE5gH7k.sgf'. */
export const recordFileName = (game: string, id: string, ext: string): string =>
  `qipan-${game}-${id}.${ext}`;

/** Today as SGF's DT (YYYY-MM-DD). */
export const sgfDate = (): string => new Date().toISOString().slice(0, 10);

/**
 * A result as SGF's RE without a score: 'B+R' (resignation), 'W+T' (time), 'B+F'
 * (forfeit: the other left), 'B+' (won on the board), '0' (draw), 'Void' (aborted).
 */
export function sgfOutcome(r: MatchResult): string {
  if (r.reason === 'aborted') return 'Void';
  const w = r.winner === 'black' ? 'B' : r.winner === 'white' ? 'W' : undefined;
  if (!w) return '0';
  if (r.reason === 'resign') return `${w}+R`;
  if (r.reason === 'timeout') return `${w}+T`;
  if (r.reason === 'abandon') return `${w}+F`;
  return `${w}+`;
}
