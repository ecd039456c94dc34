/**
 * Lines from a stream with a length cap, for the engine protocols (GTP, Gomocup): a
 * line longer than the cap is not kept — the rest of it is skipped up to its end and
 * it comes out as one `overlong` item with its length and first characters, so a
 * huge line costs neither memory nor time. GTP ends lines at LF only (a CR is left in
 * the line for the protocol's preprocessing to drop); Gomocup also at a lone CR, and
 * CRLF is one line end.
 *
 * @example
 * ```ts
 * import { Readable } from 'node:stream';
 * import { boundedLines } from './lines.js';
 * const input = Readable.from(['na\rme\nxxxxxxxxxx\n']);
 * for await (const l of boundedLines(input, { maxLength: 8, crEndsLine: false })) l;
 * // { kind: 'line', text: 'na\rme' }, then { kind: 'overlong', length: 10, head: 'xxxxxxxxxx' }
 * ```
 */
import { StringDecoder } from 'node:string_decoder';

export type BoundedLine =
  | { readonly kind: 'line'; readonly text: string }
  | {
      readonly kind: 'overlong';
      /** The whole line's length in UTF-16 code units (without its line end). */
      readonly length: number;
      /** Its first {@link HEAD_LENGTH} characters. */
      readonly head: string;
    };

export interface LineOptions {
  /** Longest line kept, in UTF-16 code units. */
  readonly maxLength: number;
  /** A lone CR ends a line too (and CRLF is one line end); otherwise only LF does. */
  readonly crEndsLine: boolean;
}

/** Characters of an overlong line kept for the error message. */
export const HEAD_LENGTH = 40;

const LF = 10;
const CR = 13;

/** `text` cut to `max` characters with an ellipsis, for echoing input back in errors. */
export function excerpt(text: string, max = HEAD_LENGTH): string {
  return text.length <= max ? text : `${text.slice(0, max)}…`;
}

/** Splits `input` into lines (see the module comment); the last line may lack its end. */
export async function* boundedLines(
  input: AsyncIterable<unknown>,
  options: LineOptions,
): AsyncGenerator<BoundedLine> {
  const { maxLength, crEndsLine } = options;
  const decoder = new StringDecoder('utf8');
  let kept = '';
  let length = 0;
  let overlong = false;
  let head = '';
  let afterCr = false; // the previous chunk ended with a CR that ended a line
  const finish = (): BoundedLine => {
    const out: BoundedLine = overlong
      ? { kind: 'overlong', length, head }
      : { kind: 'line', text: kept };
    kept = '';
    head = '';
    length = 0;
    overlong = false;
    return out;
  };
  const add = (piece: string): void => {
    length += piece.length;
    if (overlong) return;
    if (kept.length + piece.length > maxLength) {
      overlong = true;
      head = (kept + piece.slice(0, HEAD_LENGTH)).slice(0, HEAD_LENGTH);
      kept = '';
    } else kept += piece;
  };
  const lines = function* (chunk: string): Generator<BoundedLine> {
    let start = 0;
    if (afterCr && chunk.charCodeAt(0) === LF) start = 1;
    afterCr = false;
    const n = chunk.length;
    while (start <= n) {
      let end = chunk.indexOf('\n', start);
      if (crEndsLine) {
        const cr = chunk.indexOf('\r', start);
        if (cr >= 0 && (end < 0 || cr < end)) end = cr;
      }
      if (end < 0) {
        if (start < n) add(chunk.slice(start));
        return;
      }
      add(chunk.slice(start, end));
      yield finish();
      start = end + 1;
      if (crEndsLine && chunk.charCodeAt(end) === CR) {
        if (end + 1 === n) afterCr = true;
        else if (chunk.charCodeAt(end + 1) === LF) start++;
      }
    }
  };
  for await (const chunk of input) {
    const text =
      typeof chunk === 'string'
        ? chunk
        : decoder.write(chunk instanceof Uint8Array ? chunk : Buffer.from(String(chunk)));
    yield* lines(text);
  }
  const rest = decoder.end();
  if (rest !== '') yield* lines(rest);
  if (length > 0 || kept !== '') yield finish();
}
