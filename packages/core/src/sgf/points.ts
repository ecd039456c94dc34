/**
 * SGF points and compressed point lists: `dd` is `{ x: 3, y: 3 }` (letters `a`–`z`
 * are 0–25, `A`–`Z` are 26–51, from the top-left); `aa:cc` is the rectangle between
 * two corners, inclusive.
 *
 * @example
 * ```ts
 * import { parseSgfPoint, formatSgfPoint, expandSgfPoints } from '@qipan/core';
 * parseSgfPoint('dp'); // { x: 3, y: 15 }
 * formatSgfPoint({ x: 3, y: 15 }); // 'dp'
 * expandSgfPoints(['aa:bb', 'dd']); // 5 points (ok result)
 * ```
 */
import type { Point } from '../point.js';
import { err, ok, type Result } from '../result.js';

function letterValue(c: number): number | undefined {
  if (c >= 97 && c <= 122) return c - 97;
  if (c >= 65 && c <= 90) return c - 65 + 26;
  return undefined;
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** `dd` → `{ x: 3, y: 3 }`; undefined when not two SGF letters. */
export function parseSgfPoint(text: string): Point | undefined {
  if (text.length !== 2) return undefined;
  const x = letterValue(text.charCodeAt(0));
  const y = letterValue(text.charCodeAt(1));
  return x === undefined || y === undefined ? undefined : { x, y };
}

/** `{ x: 3, y: 3 }` → `dd`; throws a RangeError outside 0..51 (a programming error). */
export function formatSgfPoint(p: Point): string {
  const a = LETTERS[p.x];
  const b = LETTERS[p.y];
  if (a === undefined || b === undefined)
    throw new RangeError(`point ${p.x},${p.y} has no SGF letters`);
  return a + b;
}

/** Expands point-list values (`dd`, `aa:cc`) into points, in order, duplicates kept. */
export function expandSgfPoints(
  values: readonly string[],
): Result<Point[], { value: string; message: string }> {
  const out: Point[] = [];
  for (const v of values) {
    const colon = v.indexOf(':');
    if (colon < 0) {
      const p = parseSgfPoint(v);
      if (!p) return err({ value: v, message: `"${v}" is not an SGF point` });
      out.push(p);
      continue;
    }
    const a = parseSgfPoint(v.slice(0, colon));
    const b = parseSgfPoint(v.slice(colon + 1));
    if (!a || !b) return err({ value: v, message: `"${v}" is not an SGF rectangle` });
    const [x0, x1] = a.x <= b.x ? [a.x, b.x] : [b.x, a.x];
    const [y0, y1] = a.y <= b.y ? [a.y, b.y] : [b.y, a.y];
    for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) out.push({ x, y });
  }
  return ok(out);
}

/** Splits a compose value `a:b` at its first colon; undefined when there is none. */
export function splitSgfCompose(value: string): [string, string] | undefined {
  const colon = value.indexOf(':');
  return colon < 0 ? undefined : [value.slice(0, colon), value.slice(colon + 1)];
}
