import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseSgf } from '@qipan/core';
import { goRecordToSgf, loadGoRecord } from './sgf.js';
import { positionAt } from './record.js';

const prop = fc.oneof(
  fc.tuple(
    fc.constantFrom('B', 'W', 'AB', 'AW', 'AE'),
    fc.constantFrom('', 'aa', 'ab', 'ba', 'bb', 'cc', 'tt', 'zz', 'a', 'aa:bb', 'aa:zz'),
  ),
  fc.tuple(
    fc.constantFrom('SZ', 'HA', 'KM', 'PL', 'RU', 'GM'),
    fc.constantFrom('', '1', '2', '3', '19', '0', 'x', '2:3', 'B', 'W', 'Chinese'),
  ),
);
const node = fc
  .array(prop, { maxLength: 3 })
  .map((ps) => `;${ps.map(([id, v]) => `${id}[${v}]`).join('')}`);
const line = fc.array(node, { minLength: 1, maxLength: 12 }).map((ns) => ns.join(''));
const record = fc
  .tuple(line, fc.array(line, { maxLength: 3 }))
  .map(([main, vars]) => `(${main}${vars.map((v) => `(${v})`).join('')})`);

describe('loadGoRecord on random records', () => {
  it('never throws: a record, or a typed error; loaded nodes write back', () => {
    fc.assert(
      fc.property(record, (text) => {
        const parsed = parseSgf(text);
        expect(parsed.ok).toBe(true);
        if (!parsed.ok) return;
        const r = loadGoRecord(parsed.value[0]!);
        if (r.ok) {
          expect(r.value.tree.size).toBeGreaterThan(0);
          for (const n of r.value.tree.walk())
            expect(positionAt(r.value, n.id).rules).toBe(r.value.rules);
          expect(goRecordToSgf(r.value).nodes.length).toBeGreaterThan(0);
          for (const e of r.value.errors) expect(e.message).toMatch(/^move \d+/);
        } else expect(r.error.message.length).toBeGreaterThan(0);
      }),
      { numRuns: 1000 },
    );
  });
});
