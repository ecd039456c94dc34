/**
 * The result table of `qipan go match`: wins per engine, by colour, draws, average
 * game length.
 *
 * @example
 * ```ts
 * import { resultTable } from './table.js';
 * resultTable(['gnugo', 'qipan'], [{ black: 0, winner: 0, moves: 81 }]);
 * // engine  wins  as black  as white\n gnugo  1/1  1/1  0/0 ...
 * ```
 */

export interface TableGame {
  /** Which engine (0 or 1) had Black. */
  readonly black: 0 | 1;
  /** The winning engine, or undefined for a draw. */
  readonly winner: 0 | 1 | undefined;
  readonly moves: number;
}

const pad = (s: string, n: number): string => s + ' '.repeat(Math.max(0, n - s.length));

export function resultTable(names: readonly [string, string], games: readonly TableGame[]): string {
  const rows = [['engine', 'wins', 'as black', 'as white']];
  for (const e of [0, 1] as const) {
    const asBlack = games.filter((g) => g.black === e);
    const asWhite = games.filter((g) => g.black !== e);
    const won = (gs: readonly TableGame[]): number => gs.filter((g) => g.winner === e).length;
    rows.push([
      names[e],
      `${won(games)}/${games.length}`,
      `${won(asBlack)}/${asBlack.length}`,
      `${won(asWhite)}/${asWhite.length}`,
    ]);
  }
  const widths = [0, 1, 2, 3].map((i) => Math.max(...rows.map((r) => (r[i] as string).length)));
  const lines = rows.map((r) =>
    r
      .map((c, i) => pad(c, (widths[i] as number) + 2))
      .join('')
      .trimEnd(),
  );
  const draws = games.filter((g) => g.winner === undefined).length;
  const avg = games.length === 0 ? 0 : games.reduce((n, g) => n + g.moves, 0) / games.length;
  lines.push(`games ${games.length}, draws ${draws}, average moves ${avg.toFixed(1)}`);
  return `${lines.join('\n')}\n`;
}
