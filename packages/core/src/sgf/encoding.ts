/**
 * Bytes → text for SGF files: a byte order mark wins; then the root node's `CA[]`
 * (read from the bytes' ASCII structure, never from inside a value) when it decodes
 * cleanly (unless the bytes are clearly UTF-8: a single-byte declaration
 * loses to any valid UTF-8, a multi-byte one to valid UTF-8 with three or more
 * non-ASCII characters, as writers often label UTF-8 files wrongly); then strict
 * UTF-8; then the most plausible of GB18030, Big5, Shift-JIS, EUC-KR and
 * Windows-1252 (Latin-1). A declared charset that is unknown, or that does not fit
 * the bytes (a UTF-16 label on bytes that are not UTF-16), is set aside with a
 * `warning`. Uses the standard `TextDecoder` (ES2022 hosts have it).
 *
 * @example
 * ```ts
 * import { decodeSgf } from '@qipan/core';
 * const d = decodeSgf(new Uint8Array([0x28, 0x3b, 0x29])); // "(;)"
 * d.text; d.encoding; // '(;)', 'utf-8'
 * ```
 */
import { findRootProperty } from './locate.js';
import { plausibility } from './sniff.js';

/** The part of the standard TextDecoder we use (lib ES2022 does not declare it). */
interface Decoder {
  decode(input: Uint8Array): string;
}
type DecoderConstructor = new (
  label: string,
  options?: { fatal?: boolean; ignoreBOM?: boolean },
) => Decoder;

function decoderClass(): DecoderConstructor {
  const ctor = (globalThis as unknown as { TextDecoder?: DecoderConstructor }).TextDecoder;
  if (!ctor) throw new Error('TextDecoder is not available in this JavaScript environment');
  return ctor;
}

/** How the text was obtained. */
export interface DecodedSgf {
  readonly text: string;
  /** The WHATWG name of the encoding used, e.g. 'utf-8', 'gb18030', 'shift_jis'. */
  readonly encoding: string;
  /** The raw `CA` value of the first root node, if any. */
  readonly declared?: string;
  /** How the encoding was chosen. */
  readonly by: 'string' | 'bom' | 'ascii' | 'declared' | 'utf-8' | 'guess';
  /** Why the declared charset was not used, e.g. `CA[ucs-2] (utf-16le) does not fit the bytes; read as utf-8`. */
  readonly warning?: string;
}

/** SGF `CA` spellings → WHATWG names (a Map: labels like `constructor` are just unknown). */
const ALIASES: ReadonlyMap<string, string> = new Map(
  Object.entries({
    utf8: 'utf-8',
    'utf-8': 'utf-8',
    utf16: 'utf-16le',
    'utf-16': 'utf-16le',
    utf16le: 'utf-16le',
    'utf-16le': 'utf-16le',
    utf16be: 'utf-16be',
    'utf-16be': 'utf-16be',
    gb2312: 'gb18030',
    gbk: 'gb18030',
    gb18030: 'gb18030',
    cp936: 'gb18030',
    'euc-cn': 'gb18030',
    hz: 'gb18030',
    big5: 'big5',
    'big-5': 'big5',
    cp950: 'big5',
    'big5-hkscs': 'big5',
    shift_jis: 'shift_jis',
    'shift-jis': 'shift_jis',
    sjis: 'shift_jis',
    ms_kanji: 'shift_jis',
    cp932: 'shift_jis',
    'windows-31j': 'shift_jis',
    'euc-jp': 'euc-jp',
    'euc-kr': 'euc-kr',
    cp949: 'euc-kr',
    uhc: 'euc-kr',
    'ks_c_5601-1987': 'euc-kr',
    'iso-8859-1': 'windows-1252',
    latin1: 'windows-1252',
    'latin-1': 'windows-1252',
  }),
);

/**
 * The WHATWG name for an SGF `CA` value (`ucs-2` → `utf-16le`), or undefined when no
 * decoder knows it.
 */
export function normaliseCharset(ca: string): string | undefined {
  const key = ca.trim().toLowerCase();
  const alias = ALIASES.get(key);
  if (alias !== undefined) return alias;
  if (key === '' || key.length > 64) return undefined;
  try {
    const d = new (decoderClass())(key) as Decoder & { encoding?: unknown };
    return typeof d.encoding === 'string' ? d.encoding : key;
  } catch {
    return undefined;
  }
}

/** The bytes as strict UTF-8, or undefined when they are not valid UTF-8. */
export const strictUtf8 = (bytes: Uint8Array): string | undefined => tryDecode(bytes, 'utf-8');

function tryDecode(bytes: Uint8Array, label: string): string | undefined {
  try {
    return new (decoderClass())(label, { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

/**
 * The `CA` value of the first game tree's root node, read from the bytes' ASCII
 * structure without decoding them (see {@link findRootProperty}), so a `CA[...]`
 * written inside a comment or in a later node does not count. Undefined when the root
 * has no `CA` or is malformed before it.
 */
export function findDeclaredCharset(bytes: Uint8Array): string | undefined {
  return findRootProperty(bytes, 'CA', 0, 65)?.value;
}

const SINGLE_BYTE = new Set([
  'windows-1252',
  'iso-8859-2',
  'iso-8859-15',
  'windows-1251',
  'windows-1250',
]);
const CANDIDATES = ['gb18030', 'big5', 'shift_jis', 'euc-kr', 'windows-1252'] as const;

function utf16Without(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | undefined {
  const m = Math.min(bytes.length, 256) & ~1;
  if (m < 4) return undefined;
  let evenZero = 0;
  let oddZero = 0;
  for (let i = 0; i < m; i += 2) {
    if (bytes[i] === 0) evenZero++;
    if (bytes[i + 1] === 0) oddZero++;
  }
  const half = m / 2;
  if (oddZero > half * 0.6 && evenZero < half * 0.1) return 'utf-16le';
  if (evenZero > half * 0.6 && oddZero < half * 0.1) return 'utf-16be';
  return undefined;
}

/** Decodes SGF bytes, choosing the encoding as described in the module comment. */
export function decodeSgf(bytes: Uint8Array): DecodedSgf {
  const lenient = (label: string): string =>
    new (decoderClass())(label, { ignoreBOM: true }).decode(bytes);
  const b0 = bytes[0];
  const b1 = bytes[1];
  if (b0 === 0xef && b1 === 0xbb && bytes[2] === 0xbf)
    return finish(lenient('utf-8').slice(1), 'utf-8', 'bom');
  if ((b0 === 0xff && b1 === 0xfe) || (b0 === 0xfe && b1 === 0xff)) {
    const label = b0 === 0xff ? 'utf-16le' : 'utf-16be';
    return finish(lenient(label).slice(1), label, 'bom');
  }
  const wide = utf16Without(bytes);
  if (wide) return finish(lenient(wide), wide, 'bom');

  let ascii = true;
  for (let i = 0; i < bytes.length; i++) {
    if ((bytes[i] as number) >= 0x80) {
      ascii = false;
      break;
    }
  }
  const declared = findDeclaredCharset(bytes);
  if (ascii) return finish(lenient('utf-8'), 'utf-8', 'ascii', declared);

  const utf8 = tryDecode(bytes, 'utf-8');
  const label = declared === undefined ? undefined : normaliseCharset(declared);
  // Real UTF-16 was found above (a BOM, or the zero bytes of its ASCII structure).
  if (label !== undefined && !label.startsWith('utf-16')) {
    const text = tryDecode(bytes, label);
    // Valid UTF-8 beats a single-byte declaration, and a multi-byte one when it has
    // at least three non-ASCII characters (legacy text is rarely valid UTF-8 by chance).
    const utf8Wins = utf8 !== undefined && (SINGLE_BYTE.has(label) || nonAscii(utf8) >= 3);
    if (text !== undefined && !utf8Wins) {
      return finish(text, label, 'declared', declared);
    }
  }
  if (utf8 !== undefined) return finish(utf8, 'utf-8', 'utf-8', declared, label);

  let best: { text: string; label: string; score: number } | undefined;
  for (const cand of CANDIDATES) {
    const text = tryDecode(bytes, cand);
    if (text === undefined) continue;
    const score = plausibility(text, cand);
    if (!best || score > best.score) best = { text, label: cand, score };
  }
  if (best) return finish(best.text, best.label, 'guess', declared, label);
  return finish(lenient('windows-1252'), 'windows-1252', 'guess', declared, label);
}

function nonAscii(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) >= 0x80) n++;
  return n;
}

function finish(
  text: string,
  encoding: string,
  by: DecodedSgf['by'],
  declared?: string,
  label?: string,
): DecodedSgf {
  if (declared === undefined) return { text, encoding, by };
  if (by === 'declared' || by === 'ascii' || label === encoding)
    return { text, encoding, by, declared };
  const shown = JSON.stringify(declared).slice(1, -1);
  const warning =
    label === undefined
      ? `unknown charset CA[${shown}]; read as ${encoding}`
      : `CA[${shown}] (${label}) does not fit the bytes; read as ${encoding}`;
  return { text, encoding, by, declared, warning };
}
