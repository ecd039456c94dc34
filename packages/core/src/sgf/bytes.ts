/**
 * Bytes → collection in one step: decode (see {@link decodeSgf}) then parse.
 *
 * @example
 * ```ts
 * import { parseSgfBytes } from '@qipan/core';
 * const r = parseSgfBytes(new Uint8Array([0x28, 0x3b, 0x42, 0x5b, 0x5d, 0x29])); // "(;B[])"
 * if (r.ok) r.value.encoding; // 'utf-8'
 * ```
 */
import { err, ok, type Result } from '../result.js';
import { decodeSgf, strictUtf8, type DecodedSgf } from './encoding.js';
import { parseSgf, type SgfParseOptions } from './parse.js';
import type { SgfCollection, SgfError } from './types.js';

export interface ParsedSgf {
  readonly collection: SgfCollection;
  readonly encoding: string;
  readonly by: DecodedSgf['by'];
  readonly text: string;
  /** Set when the declared `CA` was unknown or did not fit the bytes (see {@link DecodedSgf}). */
  readonly warning?: string;
}

/**
 * Parses a string, or bytes in any supported encoding. When the chosen legacy
 * encoding gives text that does not parse (a multi-byte character swallowed a `\\`
 * or `]`) but the bytes are valid UTF-8 that does, the UTF-8 reading wins, with a
 * warning. `options.maxNodes` limits the nodes (see {@link parseSgf}); a file over it
 * is refused once, not read again as UTF-8.
 */
export function parseSgfBytes(
  input: Uint8Array | string,
  options: SgfParseOptions = {},
): Result<ParsedSgf, SgfError> {
  const decoded: DecodedSgf =
    typeof input === 'string'
      ? { text: input, encoding: 'utf-16', by: 'string' }
      : decodeSgf(input);
  const r = parseSgf(decoded.text, options);
  if (!r.ok) {
    const retry =
      typeof input === 'string' || r.error.reason === 'too-many-nodes'
        ? undefined
        : utf8Retry(input, decoded, options);
    return retry ?? err(r.error);
  }
  return ok({
    collection: r.value,
    encoding: decoded.encoding,
    by: decoded.by,
    text: decoded.text,
    ...(decoded.warning === undefined ? {} : { warning: decoded.warning }),
  });
}

function utf8Retry(
  bytes: Uint8Array,
  decoded: DecodedSgf,
  options: SgfParseOptions,
): Result<ParsedSgf, SgfError> | undefined {
  if (decoded.encoding === 'utf-8') return undefined;
  const text = strictUtf8(bytes);
  if (text === undefined) return undefined;
  const r = parseSgf(text, options);
  if (!r.ok) return undefined;
  const was =
    decoded.declared === undefined
      ? decoded.encoding
      : `CA[${JSON.stringify(decoded.declared).slice(1, -1)}] (${decoded.encoding})`;
  return ok({
    collection: r.value,
    encoding: 'utf-8',
    by: 'utf-8',
    text,
    warning: `${was} gives text that does not parse; read as utf-8`,
  });
}
