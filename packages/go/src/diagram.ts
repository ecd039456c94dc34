/**
 * Text diagrams of positions, for tests, docs and the CLI: one row per line, `X`
 * black, `O` white, `.` or `+` empty, spaces ignored. Parsing gives an unchecked
 * setup; {@link fromDiagram} turns it into a state (no captures are made).
 *
 * @example
 * ```ts
 * import { fromDiagram, toDiagram } from '@qipan/go';
 * const r = fromDiagram(`
 *   . X .
 *   X O X
 *   . . .`, { turn: 'black' });
 * if (r.ok) toDiagram(r.value); // '. X .\nX O X\n. . .'
 * ```
 */
import { err, ok, type Color, type Point, type Result } from '@qipan/core';
import { resolveRules, type GoOptions } from './rules.js';
import { initialState, stoneRows, withSetup, type GoState } from './state.js';

export interface DiagramSetup {
  readonly size: number;
  readonly stones: readonly { point: Point; color: Color }[];
}

export interface DiagramError {
  readonly reason: 'not-square' | 'bad-char' | 'bad-size';
  readonly message: string;
}

export function parseDiagram(text: string): Result<DiagramSetup, DiagramError> {
  const rows = text
    .split(/\r?\n/)
    .map((l) => l.replace(/\s+/g, ''))
    .filter((l) => l.length > 0);
  const size = rows.length;
  if (size < 2 || size > 25)
    return err({ reason: 'bad-size', message: `${size} rows: a board has 2..25` });
  const stones: { point: Point; color: Color }[] = [];
  for (let y = 0; y < size; y++) {
    const row = rows[y] as string;
    if (row.length !== size)
      return err({
        reason: 'not-square',
        message: `row ${y + 1} has ${row.length} points, not ${size}`,
      });
    for (let x = 0; x < size; x++) {
      const ch = row[x];
      if (ch === 'X' || ch === 'x') stones.push({ point: { x, y }, color: 'black' });
      else if (ch === 'O' || ch === 'o') stones.push({ point: { x, y }, color: 'white' });
      else if (ch !== '.' && ch !== '+')
        return err({ reason: 'bad-char', message: `${JSON.stringify(ch)} at row ${y + 1}` });
    }
  }
  return ok({ size, stones });
}

/** A state with the diagram's stones and `turn` to move (default black); options give the rules. */
export function fromDiagram(
  text: string,
  options: Omit<GoOptions, 'size'> & { readonly turn?: Color } = {},
): Result<GoState, DiagramError> {
  const r = parseDiagram(text);
  if (!r.ok) return r;
  const { turn = 'black', ...rules } = options;
  const start = initialState(resolveRules({ ...rules, size: r.value.size, handicap: 0 }));
  return ok(withSetup(start, r.value.stones, turn));
}

/** The stones as a diagram (rows joined by newlines). */
export function toDiagram(state: GoState): string {
  return stoneRows(state)
    .map((row) => row.map((c) => (c === 'black' ? 'X' : c === 'white' ? 'O' : '.')).join(' '))
    .join('\n');
}
