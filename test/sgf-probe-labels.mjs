// CA (charset) labels found by probing the SGF reader (issue 12): object-prototype
// names, the WHATWG labels of UTF-16 and its aliases, other real charsets, and junk.
// Both the SGF fuzz test and the longer fuzz bench (lab/bench/fuzz.ts) draw from it.
//
// Example:
//   import { SGF_PROBE_LABELS } from '../../test/sgf-probe-labels.mjs';
//   fc.constantFrom(...SGF_PROBE_LABELS);

export const SGF_PROBE_LABELS = Object.freeze([
  'constructor',
  '__proto__',
  'toString',
  'hasOwnProperty',
  'ucs-2',
  'unicode',
  'csunicode',
  'iso-10646-ucs-2',
  'unicodefeff',
  'unicodefffe',
  'UTF-16',
  'utf-16be',
  'Big5',
  'GB2312',
  'Shift_JIS',
  'EUC-KR',
  'ISO-8859-1',
  'UTF-8',
  'replacement',
  'x-user-defined',
  '',
  ' ',
  'nonsense',
]);
