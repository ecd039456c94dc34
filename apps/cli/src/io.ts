/**
 * The streams a command writes to, exit statuses, and the one-line refusal helper.
 *
 * @example
 * ```ts
 * import { processIo, refuse, EXIT } from './io.js';
 * const io = processIo();
 * if (bad) return refuse(io, "N must be at least 1, got 0"); // "qipan: N must ..." on stderr, 2
 * return EXIT.ok;
 * ```
 */
import type { Readable, Writable } from 'node:stream';

export const EXIT = { ok: 0, failure: 1, usage: 2, interrupted: 130 } as const;

export interface Io {
  /** Read by the engine protocols (gtp, pbrain) and `-` file arguments. */
  readonly stdin: Readable;
  readonly stdout: Writable;
  readonly stderr: Writable & { readonly isTTY?: boolean; readonly columns?: number };
}

export const processIo = (): Io => ({
  // A getter: process.stdin is only opened by the commands that read it.
  get stdin() {
    return process.stdin;
  },
  stdout: process.stdout,
  stderr: process.stderr,
});

/** Writes `qipan: <reason>` on stderr and returns the usage status, 2. */
export function refuse(io: Io, reason: string): number {
  io.stderr.write(`qipan: ${reason}\n`);
  return EXIT.usage;
}

/** Writes `qipan: <reason>` on stderr and returns the failure status, 1. */
export function fail(io: Io, reason: string): number {
  io.stderr.write(`qipan: ${reason}\n`);
  return EXIT.failure;
}
