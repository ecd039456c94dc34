import { readSgfFile } from './sgf.js';

/** Reads a file for `loadsgf` (at most MAX_SGF_BYTES): its bytes, or why not. */
export function readFileForGtp(path: string): Uint8Array | { readonly error: string } {
  const r = readSgfFile(path);
  return 'bytes' in r ? r.bytes : r;
}
