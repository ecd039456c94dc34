/**
 * The streams a gomoku command uses, its exit statuses, one-line refusals and
 * reading the `FILE|-` input.
 *
 * @example
 * ```ts
 * import { readInput, refuseGomoku, type GomokuIo } from './io.js';
 * const io: GomokuIo = { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr };
 * const text = await readInput('-', io); // all of stdin
 * if (!text.ok) return refuseGomoku(io, text.error); // "qipan: …" on stderr, 2
 * ```
 */
import { readFile } from 'node:fs/promises';
import { err, ok, type Result } from '@qipan/core';

export interface GomokuIo {
  readonly stdin: NodeJS.ReadableStream;
  readonly stdout: NodeJS.WritableStream;
  readonly stderr: NodeJS.WritableStream;
}

/** Streams as the dispatcher passes them; stdin defaults to the process's. */
export interface GomokuCommandIo {
  readonly stdin?: NodeJS.ReadableStream;
  readonly stdout: NodeJS.WritableStream;
  readonly stderr: NodeJS.WritableStream;
}

export const withStdin = (io: GomokuCommandIo): GomokuIo => ({
  stdin: io.stdin ?? process.stdin,
  stdout: io.stdout,
  stderr: io.stderr,
});

export const GOMOKU_STATUS = { ok: 0, failure: 1, usage: 2 } as const;

/** Writes `qipan: <reason>` on stderr and returns the usage status, 2. */
export function refuseGomoku(io: Pick<GomokuIo, 'stderr'>, reason: string): number {
  io.stderr.write(`qipan: ${reason}\n`);
  return GOMOKU_STATUS.usage;
}

/** Everything a readable stream gives, as UTF-8 text. */
export async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream)
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

/** The text of `path`, or of stdin when `path` is `-` or absent; a reason when it cannot be read. */
export async function readInput(
  path: string | undefined,
  io: Pick<GomokuIo, 'stdin'>,
): Promise<Result<string, string>> {
  if (path === undefined || path === '-') return ok(await readAll(io.stdin));
  try {
    return ok(await readFile(path, 'utf8'));
  } catch (e) {
    const code = (e as { code?: unknown }).code;
    return err(`cannot read '${path}'${typeof code === 'string' ? ` (${code})` : ''}`);
  }
}
