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
import { decodeSgf, type DecodedSgf } from './encoding.js';
import { parseSgf } from './parse.js';
import type { SgfCollection, SgfError } from './types.js';

export interface ParsedSgf {
  readonly collection: SgfCollection;
  readonly encoding: string;
  readonly by: DecodedSgf['by'];
  readonly text: string;
  /** Set when the declared `CA` was unknown or did not fit the bytes (see {@link DecodedSgf}). */
  readonly warning?: string;
}

/** Parses a string, or bytes in any supported encoding. */
export function parseSgfBytes(input: Uint8Array | string): Result<ParsedSgf, SgfError> {
  const decoded: DecodedSgf =
    typeof input === 'string'
      ? { text: input, encoding: 'utf-16', by: 'string' }
      : decodeSgf(input);
  const r = parseSgf(decoded.text);
  if (!r.ok) return err(r.error);
  return ok({
    collection: r.value,
    encoding: decoded.encoding,
    by: decoded.by,
    text: decoded.text,
    ...(decoded.warning === undefined ? {} : { warning: decoded.warning }),
  });
}
