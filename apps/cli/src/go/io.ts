/**
 * The streams a Go command uses, its exit statuses and one-line refusals.
 *
 * @example
 * ```ts
 * import { refuseGo, type GoIo } from './io.js';
 * const io: GoIo = { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr };
 * return refuseGo(io, 'sgf: missing subcommand'); // "qipan: …" on stderr, 2
 * ```
 */

export interface GoIo {
  readonly stdin: NodeJS.ReadableStream;
  readonly stdout: NodeJS.WritableStream;
  readonly stderr: NodeJS.WritableStream;
}

export const GO_STATUS = { ok: 0, failure: 1, usage: 2 } as const;

/** Writes `qipan: <reason>` on stderr and returns the usage status, 2. */
export function refuseGo(io: GoIo, reason: string): number {
  io.stderr.write(`qipan: ${reason}\n`);
  return GO_STATUS.usage;
}
