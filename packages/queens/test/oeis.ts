/**
 * Known answers for tests: OEIS A000170 (all solutions) and A002562 (fundamental ones),
 * read from the repository's testdata/queens/oeis.json.
 *
 * @example
 * ```ts
 * import { OEIS } from '../test/oeis.js';
 * OEIS.total[8]; // 92
 * ```
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const file = fileURLToPath(
  new URL('../../../testdata/queens/oeis.json', import.meta.url),
);
const raw = JSON.parse(readFileSync(file, 'utf8')) as {
  total: Record<string, number>;
  unique: Record<string, number>;
};

export const OEIS = {
  total: (n: number): number => {
    const v = raw.total[String(n)];
    if (v === undefined) throw new Error(`no A000170 value for ${n}`);
    return v;
  },
  unique: (n: number): number => {
    const v = raw.unique[String(n)];
    if (v === undefined) throw new Error(`no A002562 value for ${n}`);
    return v;
  },
};
