/**
 * Opening files for `qipan gomoku match --openings FILE`, in the Gomocup
 * opening-line format: one opening per line, the stones in the order played
 * (Black first, then alternately) as comma-separated x, y offsets from the
 * centre of the board (x to the right, y down), e.g. `0, 0, 1, -1, -2, 2`.
 * Blank lines and lines starting with `#` are skipped.
 *
 * @example
 * ```ts
 * import { parseOpenings } from './openings.js';
 * const r = parseOpenings('0,0, 1,-1, -2,2\n', 15);
 * if (r.ok) r.value[0]; // [{ x: 7, y: 7 }, { x: 8, y: 6 }, { x: 5, y: 9 }]
 * ```
 */
import { err, ok, type Point, type Result } from '@qipan/core';
import { fromSetup } from '@qipan/gomoku';

export interface OpeningError {
  /** 1-based line of the file. */
  readonly line: number;
  readonly reason: string;
}

/** The openings of a file's text, placed around the centre of a `size` board. */
export function parseOpenings(text: string, size: number): Result<Point[][], OpeningError> {
  const out: Point[][] = [];
  const c = Math.floor(size / 2);
  const lines = text.split(/\r?\n/);
  for (let n = 0; n < lines.length; n++) {
    const raw = (lines[n] ?? '').trim();
    if (raw === '' || raw.startsWith('#')) continue;
    const line = n + 1;
    const fields = raw.split(',').map((f) => f.trim());
    if (fields.some((f) => !/^[+-]?\d+$/.test(f)))
      return err({ line, reason: `not a list of integers: '${raw}'` });
    if (fields.length % 2 !== 0)
      return err({ line, reason: `an odd number of coordinates (${fields.length})` });
    const stones: Point[] = [];
    for (let k = 0; k < fields.length; k += 2) {
      const p = { x: c + Number(fields[k]), y: c + Number(fields[k + 1]) };
      if (p.x < 0 || p.x >= size || p.y < 0 || p.y >= size)
        return err({ line, reason: `stone ${k / 2 + 1} is off the ${size}×${size} board` });
      if (stones.some((q) => q.x === p.x && q.y === p.y))
        return err({ line, reason: `stone ${k / 2 + 1} repeats a point` });
      stones.push(p);
    }
    const setup = fromSetup({
      size,
      rule: 'freestyle',
      black: stones.filter((_, k) => k % 2 === 0),
      white: stones.filter((_, k) => k % 2 === 1),
    });
    if (!setup.ok) return err({ line, reason: setup.error.message });
    if (setup.value.outcome) return err({ line, reason: 'the opening is already won' });
    out.push(stones);
  }
  if (out.length === 0) return err({ line: lines.length, reason: 'no opening in the file' });
  return ok(out);
}
