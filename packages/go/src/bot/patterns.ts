/**
 * 3×3 shape patterns for the playouts (the hane, cut and edge shapes described in
 * the MoGo paper, Gelly et al. 2006): a move at the centre of a matching
 * neighbourhood is a good local reply. Each pattern is expanded over the 8
 * symmetries and both colour assignments into a 65,536-entry table indexed by the
 * 8 neighbours' cell values (2 bits each), so a match is one lookup.
 *
 * @example
 * ```ts
 * import { FastBoard } from '@qipan/go/bot';
 * import { matchesPattern } from './patterns.js';
 * const b = FastBoard.create(9);
 * matchesPattern(b, b.index(4, 4)); // false on an empty board
 * ```
 */
import { BLACK, EDGE, EMPTY, WHITE, type FastBoard } from '../board.js';

/**
 * Rows top to bottom; the centre is the move. `X`/`O` the two colours (either way
 * round), `x`/`o` anything but X/O, `.` empty, `#` edge, `?` anything.
 */
const PATTERNS: readonly string[] = [
  'XOX...???', // hane: enclosing
  'XO....?.?', // hane: non-cutting
  'XO?X..x.?', // hane: magari
  'XOO...?.?', // hane: thin
  '.O.X.....', // diagonal attachment
  'XO?O.o?o?', // cut: unprotected
  'XO?O.X???', // cut: peeped
  '?X?O.Oooo', // cut: de
  'OX?o.O???', // cut: keima
  'X.?O.?##?', // edge: chase
  'OX?X.O###', // edge: block the side cut
  '?X?x.O###', // edge: block the side connection
  '?XOx.x###', // edge: sagari
  '?OXX.O###', // edge: cut
];

/** Neighbour order of the code: NW N NE W E SW S SE (two bits each). */
const CELLS = [0, 1, 2, 3, 5, 6, 7, 8];

/** The 8 symmetries of the 3×3 square as maps of position indices (0..8). */
function symmetries(): number[][] {
  const out: number[][] = [];
  for (let s = 0; s < 8; s++) {
    const map: number[] = [];
    for (let i = 0; i < 9; i++) {
      let r = Math.floor(i / 3) - 1;
      let c = (i % 3) - 1;
      if (s & 1) c = -c;
      if (s & 2) r = -r;
      if (s & 4) [r, c] = [c, r];
      map.push((r + 1) * 3 + c + 1);
    }
    out.push(map);
  }
  return out;
}

function allowed(ch: string, x: number, o: number): readonly number[] {
  switch (ch) {
    case 'X':
      return [x];
    case 'O':
      return [o];
    case 'x':
      return [EMPTY, o, EDGE];
    case 'o':
      return [EMPTY, x, EDGE];
    case '.':
      return [EMPTY];
    case '#':
      return [EDGE];
    default:
      return [EMPTY, BLACK, WHITE, EDGE];
  }
}

function buildTable(): Uint8Array {
  const table = new Uint8Array(1 << 16);
  for (const pattern of PATTERNS) {
    for (const map of symmetries()) {
      const cells: string[] = [];
      for (let i = 0; i < 9; i++) cells[map[i] as number] = pattern[i] as string;
      for (const [x, o] of [
        [BLACK, WHITE],
        [WHITE, BLACK],
      ] as const) {
        // Enumerate every code the pattern allows, one neighbour at a time.
        let codes = [0];
        CELLS.forEach((pos, k) => {
          const next: number[] = [];
          for (const code of codes)
            for (const v of allowed(cells[pos] as string, x, o)) next.push(code | (v << (2 * k)));
          codes = next;
        });
        for (const code of codes) table[code] = 1;
      }
    }
  }
  return table;
}

let table: Uint8Array | undefined;

/** The 16-bit code of the 8 neighbours of `p`. */
export function neighbourhoodCode(b: FastBoard, p: number): number {
  const cells = b.cells;
  const s = b.size + 2;
  return (
    (cells[p - s - 1] as number) |
    ((cells[p - s] as number) << 2) |
    ((cells[p - s + 1] as number) << 4) |
    ((cells[p - 1] as number) << 6) |
    ((cells[p + 1] as number) << 8) |
    ((cells[p + s - 1] as number) << 10) |
    ((cells[p + s] as number) << 12) |
    ((cells[p + s + 1] as number) << 14)
  );
}

/** True when empty `p`'s neighbourhood matches one of the patterns (for either side). */
export function matchesPattern(b: FastBoard, p: number): boolean {
  table ??= buildTable();
  return table[neighbourhoodCode(b, p)] === 1;
}
