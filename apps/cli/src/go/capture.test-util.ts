/**
 * For the Go command tests: runs a command in-process with `input` on stdin and
 * captures what it writes.
 *
 * @example
 * ```ts
 * const { status, out } = await capture(sgfCommand, ['check', 'game.sgf']);
 * ```
 */
import { PassThrough, Readable } from 'node:stream';
import type { GoIo } from './io.js';

export async function capture(
  command: (args: readonly string[], io: GoIo) => Promise<number>,
  args: readonly string[],
  input?: string,
): Promise<{ status: number; out: string; err: string }> {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = '';
  let err = '';
  stdout.on('data', (d: Buffer) => (out += d.toString()));
  stderr.on('data', (d: Buffer) => (err += d.toString()));
  const stdin = Readable.from(input === undefined ? [] : [input]);
  const status = await command(args, { stdin, stdout, stderr });
  return { status, out, err };
}
