import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseSgf } from '@qipan/core';
import { goRecordToSgf, loadGoRecord } from './sgf.js';
import { positionAt } from './record.js';
import { GtpEngine } from './gtp/engine.js';

const prop = fc.oneof(
  fc.tuple(
    fc.constantFrom('B', 'W', 'AB', 'AW', 'AE'),
    fc.constantFrom('', 'aa', 'ab', 'ba', 'bb', 'cc', 'tt', 'zz', 'a', 'aa:bb', 'aa:zz'),
  ),
  fc.tuple(
    fc.constantFrom('SZ', 'HA', 'KM', 'PL', 'RU', 'GM'),
    fc.constantFrom(
      ...['', '1', '2', '3', '19', '0', 'x', '2:3', 'B', 'W', 'Chinese'],
      // Probe values (issue 12): not SGF Numbers, or Numbers in unusual spellings.
      ...['1e1', '19.0', '0x13', ' 9', '+9', '9:9', 'Infinity', '.5', '6.5', '-3', '07'],
    ),
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

describe('SGF Number grammar for SZ (issue 12, defect 11)', () => {
  it('loads SZ[v] exactly when v is [+-]digits (or n:n) naming a size in 2..25', () => {
    const sz = fc.string({
      unit: fc.constantFrom('1', '9', '0', '5', 'e', '.', ' ', '+', '-', ':', 'x', '\u00a0'),
      maxLength: 6,
    });
    fc.assert(
      fc.property(sz, (v) => {
        const parsed = parseSgf(`(;GM[1]SZ[${v}];B[aa])`);
        expect(parsed.ok).toBe(true);
        if (!parsed.ok) return;
        const r = loadGoRecord(parsed.value[0]!);
        const parts = v.split(':');
        const number = /^[ \t\r\n]*[+-]?[0-9]+[ \t\r\n]*$/;
        const grammar = parts.length <= 2 && parts.every((p) => number.test(p));
        const size = Number(parts[0]);
        const square = parts.length === 1 || Number(parts[1]) === size;
        expect(r.ok).toBe(grammar && square && size >= 2 && size <= 25);
        if (!r.ok) expect(r.error.reason).toBe('bad-size');
      }),
      { numRuns: 1500 },
    );
  });
});

describe('GTP loadsgf on random records (issue 12, defect 2)', () => {
  it('answers = or ? for any record and move number, and the engine goes on', () => {
    fc.assert(
      fc.property(record, fc.integer({ min: -2, max: 14 }), (text, n) => {
        const e = new GtpEngine({ readFile: () => new TextEncoder().encode(text) });
        for (const cmd of [
          `loadsgf r.sgf ${n}`,
          'loadsgf r.sgf',
          'showboard',
          'list_stones black',
        ]) {
          const reply = e.handle(cmd)?.response ?? '';
          expect(reply).toMatch(/^[=?] /);
          expect(reply).not.toContain('internal error');
        }
      }),
      { numRuns: 500 },
    );
  });
});
