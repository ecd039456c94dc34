/**
 * The streams a chongzi command writes to, and its one-line refusal.
 *
 * @example
 * ```ts
 * import { refuseWith, type ChongziIo } from './io.js';
 * const io: ChongziIo = { stdout: process.stdout, stderr: process.stderr };
 * return refuseWith(io, 'chongzi perft: missing --depth'); // "qipan: …" on stderr, 2
 * ```
 */

export interface ChongziIo {
  readonly stdout: NodeJS.WritableStream;
  readonly stderr: NodeJS.WritableStream;
}

export const STATUS = { ok: 0, failure: 1, usage: 2 } as const;

/** Writes `qipan: <reason>` on stderr and returns the usage status, 2. */
export function refuseWith(io: ChongziIo, reason: string): number {
  io.stderr.write(`qipan: ${reason}\n`);
  return STATUS.usage;
}
