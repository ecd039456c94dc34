/**
 * `qipan queens check LIST`: is a one-queen-per-row placement a solution?
 *
 * @example
 * ```ts
 * import { parsePlacement, describePair } from './check.js';
 * parsePlacement('0,4,7,5,2,6,1,3'); // ok([0, 4, 7, 5, 2, 6, 1, 3])
 * describePair([{ x: 1, y: 0 }, { x: 3, y: 2 }]); // "row 1 col 2 — row 3 col 4 (diagonal)"
 * ```
 */
import { err, ok, type Point, type Result } from '@qipan/core';
import { attackingPairs, isSolution, puzzleFromSolution } from '@qipan/queens';
import { parseCommand } from '../command.js';
import { EXIT, refuse, type Command } from '../io.js';
import { USAGE } from '../usage.js';

/** Pairs are found by comparing queens two by two: keep that affordable. */
export const CHECK_MAX_N = 10_000;
/** At most this many pairs are listed; the rest are counted. */
const MAX_PAIRS_SHOWN = 100;

const SPEC = { help: { kind: 'boolean', short: 'h' } } as const;

export type PlacementError =
  | { readonly reason: 'empty' }
  | { readonly reason: 'not-a-column'; readonly row: number; readonly text: string }
  | {
      readonly reason: 'off-board';
      readonly row: number;
      readonly column: number;
      readonly n: number;
    }
  | { readonly reason: 'too-large'; readonly n: number };

/** Parses `c0,c1,...` (0-based columns, separated by commas, spaces or both). */
export function parsePlacement(text: string): Result<number[], PlacementError> {
  if (text.trim() === '') return err({ reason: 'empty' });
  const items = text.trim().split(/\s*,\s*|\s+/);
  if (items.length > CHECK_MAX_N) return err({ reason: 'too-large', n: items.length });
  const columns: number[] = [];
  for (const [row, item] of items.entries()) {
    const t = item.trim();
    if (!/^\d+$/.test(t)) return err({ reason: 'not-a-column', row, text: t });
    const column = Number(t);
    if (column >= items.length) return err({ reason: 'off-board', row, column, n: items.length });
    columns.push(column);
  }
  return ok(columns);
}

export function describePlacementError(e: PlacementError): string {
  switch (e.reason) {
    case 'empty':
      return 'the list is empty (expected 0-based columns like 0,4,7,5,2,6,1,3)';
    case 'not-a-column':
      return `item ${e.row + 1} of the list is '${e.text}', not a column number (0-based, comma-separated)`;
    case 'off-board':
      return `column ${e.column} in row ${e.row + 1} is off the board: ${e.n} rows means columns 0 to ${e.n - 1}`;
    case 'too-large':
      return `the list has ${e.n} rows; check takes at most ${CHECK_MAX_N}`;
  }
}

/** `row 1 col 2 — row 3 col 4 (diagonal)`: 1-based, with the line of attack. */
export function describePair([a, b]: readonly [Point, Point]): string {
  const kind = a.x === b.x ? 'column' : a.y === b.y ? 'row' : 'diagonal';
  return `row ${a.y + 1} col ${a.x + 1} — row ${b.y + 1} col ${b.x + 1} (${kind})`;
}

export const checkCommand: Command = async (args, io) => {
  const parsed = parseCommand(io, 'queens check', args, SPEC, USAGE.check, {
    positionals: Infinity,
  });
  if (typeof parsed === 'number') return parsed;
  const { positionals } = parsed;
  if (positionals.length === 0)
    return refuse(io, 'queens check', 'missing LIST (e.g. 0,4,7,5,2,6,1,3)');
  // Accept "0,4,7" as well as "0, 4, 7" split by the shell into several words.
  const placement = parsePlacement(positionals.join(' '));
  if (!placement.ok) return refuse(io, 'queens check', describePlacementError(placement.error));
  const columns = placement.value;
  if (isSolution(columns)) {
    io.stdout.write('valid\n');
    return EXIT.ok;
  }
  const pairs = attackingPairs(puzzleFromSolution(columns.length, columns));
  const lines = ['invalid'];
  const noun = pairs.length === 1 ? 'pair' : 'pairs';
  lines.push(`${pairs.length} attacking ${noun} (rows and columns counted from 1):`);
  for (const pair of pairs.slice(0, MAX_PAIRS_SHOWN)) lines.push(describePair(pair));
  if (pairs.length > MAX_PAIRS_SHOWN) lines.push(`… and ${pairs.length - MAX_PAIRS_SHOWN} more`);
  io.stdout.write(lines.join('\n') + '\n');
  return EXIT.failure;
};
