import { describe, expect, it } from 'vitest';
import { decodeSgf, findDeclaredCharset, normaliseCharset } from './encoding.js';
import { parseSgfBytes } from './bytes.js';

const hex = (h: string): Uint8Array => new Uint8Array(h.match(/../g)!.map((b) => parseInt(b, 16)));
const latin1 = (s: string): Uint8Array => new Uint8Array([...s].map((c) => c.charCodeAt(0)));
const utf8 = (s: string): Uint8Array => new TextEncoder().encode(s);
function utf16(s: string, be: boolean, bom: boolean): Uint8Array {
  const out: number[] = bom ? (be ? [0xfe, 0xff] : [0xff, 0xfe]) : [];
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (be) out.push(c >> 8, c & 0xff);
    else out.push(c & 0xff, c >> 8);
  }
  return new Uint8Array(out);
}

/** Records without CA, bytes made by Python's codecs (big5, gbk, euc-kr, shift_jis). */
const UNDECLARED: [string, string, string, string][] = [
  [
    'big5',
    '283b50425bc2bfbdc3a5ad5d50575bb1e4c2c8b9625d52455bb6c2b3d35d435bb3f2b4d1abdca6b3bdec5d29',
    '聶衛平',
    '圍棋很有趣',
  ],
  [
    'gb18030',
    '283b50425bc4f4cec0c6bd5d50575bc2edcffeb4ba5d435bbadac6e5caa45d29',
    '聂卫平',
    '黑棋胜',
  ],
  [
    'euc-kr',
    '283b50425bc1b6c8c6c7f65d50575bc0ccc3a2c8a35d435bc8e620bad2b0e8bdc25d29',
    '조훈현',
    '흑 불계승',
  ],
  [
    'shift_jis',
    '283b50425be6e28ea18c4d5d50575b8fac97d18cf588ea5d435b8d9582cc9286899f82b58f9f82bf5d29',
    '趙治勲',
    '黒の中押し勝ち',
  ],
];

describe('decodeSgf', () => {
  for (const [encoding, bytes, pb, c] of UNDECLARED) {
    it(`guesses ${encoding} without CA`, () => {
      const r = parseSgfBytes(hex(bytes));
      expect(r.ok && r.value.encoding).toBe(encoding);
      expect(r.ok && r.value.by).toBe('guess');
      const root = r.ok ? r.value.collection[0]!.nodes[0]! : {};
      expect(root.PB).toEqual([pb]);
      expect(root.C).toEqual([c]);
    });
  }

  it('reads Latin-1 without CA, and UTF-8 that claims ISO-8859-1', () => {
    const a = decodeSgf(latin1('(;PW[Ren\u00e9 Ma\u00eetre]C[Fran\u00e7ais])'));
    expect(a).toMatchObject({ encoding: 'windows-1252', text: '(;PW[René Maître]C[Français])' });
    const b = decodeSgf(utf8('(;CA[ISO-8859-1]PW[René])'));
    expect(b).toMatchObject({
      encoding: 'utf-8',
      by: 'utf-8',
      declared: 'ISO-8859-1',
      text: '(;CA[ISO-8859-1]PW[René])',
    });
    const c = decodeSgf(latin1('(;CA[ISO-8859-1]PW[Ren\u00e9])'));
    expect(c).toMatchObject({
      encoding: 'windows-1252',
      by: 'declared',
      text: '(;CA[ISO-8859-1]PW[René])',
    });
  });

  it('honours byte order marks and finds BOM-less UTF-16', () => {
    const s = '(;CA[UTF-16]PB[井山])';
    for (const be of [false, true]) {
      expect(decodeSgf(utf16(s, be, true))).toMatchObject({ text: s, by: 'bom' });
      expect(decodeSgf(utf16(s, be, false))).toMatchObject({
        text: s,
        encoding: be ? 'utf-16be' : 'utf-16le',
      });
    }
    expect(decodeSgf(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8('(;C[é])')]))).toMatchObject({
      text: '(;C[é])',
      by: 'bom',
    });
  });

  it('prefers UTF-8 when the declared multi-byte encoding does not fit', () => {
    const d = decodeSgf(utf8('(;CA[Shift_JIS]PB[\ufffd\ufffd])'));
    expect(d).toMatchObject({ encoding: 'utf-8', by: 'utf-8', declared: 'Shift_JIS' });
  });

  it('reads UTF-8 that claims GB2312, but trusts GB2312 bytes that say so', () => {
    const lie = decodeSgf(utf8('(;CA[GB2312]PB[聂卫平]PW[马晓春])'));
    expect(lie).toMatchObject({ encoding: 'utf-8', by: 'utf-8', declared: 'GB2312' });
    const gb = hex('283b43415b4742323331325d50425bc4f4cec0c6bd5d29'); // (;CA[GB2312]PB[聂卫平])
    expect(decodeSgf(gb)).toMatchObject({
      encoding: 'gb18030',
      by: 'declared',
      text: '(;CA[GB2312]PB[聂卫平])',
    });
  });

  it('finds and normalises CA labels', () => {
    expect(findDeclaredCharset(latin1('(;GM[1]CA [gb2312])'))).toBe('gb2312');
    expect(findDeclaredCharset(latin1('(;GM[1]DCA[x])'))).toBeUndefined();
    expect(normaliseCharset('MS_KANJI')).toBe('shift_jis');
    expect(normaliseCharset('GB2312')).toBe('gb18030');
    expect(normaliseCharset(' UTF8 ')).toBe('utf-8');
    expect(normaliseCharset('koi8-r')).toBe('koi8-r');
    expect(normaliseCharset('no-such-charset')).toBeUndefined();
  });

  it('treats CA[constructor] and CA[__proto__] as unknown labels, not as table entries (defect 1)', () => {
    for (const label of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      expect(normaliseCharset(label)).toBeUndefined();
      const d = decodeSgf(utf8(`(;GM[1]CA[${label}]C[café];B[dd])`));
      expect(d).toMatchObject({
        encoding: 'utf-8',
        text: `(;GM[1]CA[${label}]C[café];B[dd])`,
        declared: label,
        warning: `unknown charset CA[${label}]; read as utf-8`,
      });
    }
  });

  it('reads UTF-8 labelled with a WHATWG UTF-16 label as UTF-8, with a warning (defect 5)', () => {
    const labels: [string, string][] = [
      ['ucs-2', 'utf-16le'],
      ['unicode', 'utf-16le'],
      ['csunicode', 'utf-16le'],
      ['iso-10646-ucs-2', 'utf-16le'],
      ['unicodefeff', 'utf-16le'],
      ['unicodefffe', 'utf-16be'],
      ['UTF-16', 'utf-16le'],
    ];
    for (const [label, whatwg] of labels) {
      expect(normaliseCharset(label)).toBe(whatwg);
      // Odd and even byte counts: an even one decodes as UTF-16 without a fatal error.
      for (const tail of ['', '!']) {
        const text = `(;GM[1]CA[${label}]C[café${tail}];B[dd])`;
        const r = parseSgfBytes(utf8(text));
        expect(r.ok && r.value.text).toBe(text);
        expect(r.ok && r.value.warning).toBe(
          `CA[${label}] (${whatwg}) does not fit the bytes; read as utf-8`,
        );
      }
    }
    // Real UTF-16 with those labels still reads as UTF-16.
    const s = '(;CA[ucs-2]PB[井山])';
    expect(decodeSgf(utf16(s, false, false))).toMatchObject({ text: s, encoding: 'utf-16le' });
  });

  it("takes the charset from the root node's CA, not from text inside a value (defect 6)", () => {
    const text = '(;GM[1]C[old header said CA[Big5]CA[UTF-8]GN[café];B[dd])';
    expect(findDeclaredCharset(utf8(text))).toBe('UTF-8');
    expect(decodeSgf(utf8(text))).toMatchObject({ text, encoding: 'utf-8', declared: 'UTF-8' });
    const escaped = '(;GM[1]C[old header: CA[Big5\\]]GN[café];B[dd])';
    expect(findDeclaredCharset(utf8(escaped))).toBeUndefined();
    expect(decodeSgf(utf8(escaped))).toMatchObject({ text: escaped, encoding: 'utf-8' });
    // A CA in a later node does not count; lower-case letters of FF[3] ids are dropped.
    expect(findDeclaredCharset(latin1('(;GM[1];CA[Big5]B[dd])'))).toBeUndefined();
    expect(findDeclaredCharset(latin1('(;GM[1]CodedAs[Big5])'))).toBe('Big5');
    expect(findDeclaredCharset(latin1(' (\n GM [1] CA [gb2312] [x])'))).toBe('gb2312');
    expect(findDeclaredCharset(latin1('(;GM[1]C[never closed CA[Big5]'))).toBeUndefined();
    // Big5 bytes that say so are still read as Big5.
    const big5 = hex('283b43415b426967355d50425bc2bfbdc3a5ad5d29'); // (;CA[Big5]PB[聶衛平])
    expect(decodeSgf(big5)).toMatchObject({ encoding: 'big5', by: 'declared' });
  });

  it('reads UTF-8 whose declared Big5 decoding swallows an escape as UTF-8, with a warning', () => {
    // 棋 is E6 A3 8B in UTF-8; as Big5, 8B 5C is one character, so the escaping '\\' is lost.
    const text = '(;GM[1]CA[Big5]C[棋\\]];B[dd])';
    expect(decodeSgf(utf8(text))).toMatchObject({ encoding: 'big5', by: 'declared' });
    const r = parseSgfBytes(utf8(text));
    expect(r.ok && r.value).toMatchObject({
      encoding: 'utf-8',
      text,
      warning: 'CA[Big5] (big5) gives text that does not parse; read as utf-8',
    });
    expect(r.ok && r.value.collection[0]!.nodes[0]!.C).toEqual(['棋]']);
  });

  it('keeps a string input as it is', () => {
    const r = parseSgfBytes('(;C[棋])');
    expect(r.ok && r.value.collection[0]!.nodes[0]!.C).toEqual(['棋']);
  });
});
