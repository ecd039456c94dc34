import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseSgf } from './parse.js';
import { parseSgfBytes } from './bytes.js';
import { formatSgf } from './format.js';

/** Strings made mostly of SGF punctuation, so the parser reaches its error paths. */
const sgfish = fc.string({
  unit: fc.constantFrom(
    '(',
    ')',
    ';',
    '[',
    ']',
    '\\',
    'B',
    'W',
    'a',
    'C',
    'A',
    ':',
    ' ',
    '\n',
    '\r',
    'é',
    '棋',
    'x',
  ),
  maxLength: 60,
});

describe('SGF reader on garbage', () => {
  it('never throws on text; errors have a position inside the text', () => {
    fc.assert(
      fc.property(fc.oneof(sgfish, fc.string()), (text) => {
        const r = parseSgf(text);
        if (r.ok) {
          expect(parseSgf(formatSgf(r.value))).toEqual(r);
        } else {
          expect(r.error.line).toBeGreaterThanOrEqual(1);
          expect(r.error.column).toBeGreaterThanOrEqual(1);
          expect(r.error.offset).toBeLessThanOrEqual(text.length);
        }
      }),
      { numRuns: 2000 },
    );
  });
  it('never throws on bytes in any encoding', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 80 }),
        fc.constantFrom('', '(;CA[Shift_JIS]', '(;CA[nonsense]', '(;CA[UTF-16]'),
        (bytes, prefix) => {
          const head = new TextEncoder().encode(prefix);
          const all = new Uint8Array(head.length + bytes.length);
          all.set(head);
          all.set(bytes, head.length);
          const r = parseSgfBytes(all);
          expect(typeof r.ok).toBe('boolean');
        },
      ),
      { numRuns: 1000 },
    );
  });
});
