import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseSgf } from './parse.js';
import { parseSgfBytes } from './bytes.js';
import { formatSgf } from './format.js';
import { decodeSgf, findDeclaredCharset } from './encoding.js';
import { SGF_PROBE_LABELS as PROBE_LABELS } from '../../../../test/sgf-probe-labels.mjs';

const label = fc.oneof(fc.constantFrom(...PROBE_LABELS), fc.string({ maxLength: 12 }));
/** Text for values: ASCII, accents, CJK, and SGF punctuation that must be escaped. */
const valueText = fc.string({
  unit: fc.constantFrom(
    'a',
    'Z',
    ' ',
    'é',
    '棋',
    '围',
    'ß',
    '\\',
    ']',
    '[',
    'C',
    'A',
    ';',
    '(',
    '\n',
  ),
  maxLength: 12,
});
const escapeValue = (v: string): string => v.replace(/[\\\]]/g, (m) => `\\${m}`);

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

  it('valid UTF-8 with any CA label (probe labels included) reads back as the same text, never throws', () => {
    fc.assert(
      fc.property(label, valueText, valueText, fc.boolean(), (ca, comment, name, caFirst) => {
        // The root's CA first or after a comment that itself mentions a CA.
        const caProp = `CA[${escapeValue(ca)}]`;
        const c = `C[${escapeValue(`old header said CA[Big5] ${comment}`)}]`;
        const text = `(;GM[1]${caFirst ? caProp + c : c + caProp}GN[${escapeValue(name)}];B[dd]C[CA[Big5\\]])`;
        const bytes = new TextEncoder().encode(text);
        expect(findDeclaredCharset(bytes)).toBe(ca.slice(0, 65));
        const d = decodeSgf(bytes);
        // A UTF-8 text read as something else is only allowed for a declared legacy charset
        // that decodes the bytes (the writer said so); never for UTF-16 or unknown labels.
        if (d.encoding !== 'utf-8') expect(d.by).toBe('declared');
        if (d.encoding.startsWith('utf-16') || d.encoding === 'utf-8') expect(d.text).toBe(text);
        const r = parseSgfBytes(bytes);
        expect(r.ok).toBe(true);
        if (r.ok && d.encoding === 'utf-8')
          expect(r.value.collection[0]!.nodes[0]!.CA).toEqual([ca]);
      }),
      { numRuns: 1500 },
    );
  });

  it('never throws on random bytes after a probe CA label', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PROBE_LABELS),
        fc.uint8Array({ maxLength: 64 }),
        (ca, tail) => {
          const head = new TextEncoder().encode(`(;GM[1]CA[${ca}]C[`);
          const all = new Uint8Array(head.length + tail.length);
          all.set(head);
          all.set(tail, head.length);
          const r = parseSgfBytes(all);
          expect(typeof r.ok).toBe('boolean');
        },
      ),
      { numRuns: 1000 },
    );
  });
});
