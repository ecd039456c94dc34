/**
 * What every `qipan` command gets and gives back: one {@link Io} (streams, terminals,
 * environment, signals), one table of exit statuses, and one way to refuse or fail
 * with a single line `qipan: <command>: <reason>` on stderr.
 *
 * @example
 * ```ts
 * import { EXIT, processIo, refuse, type Command } from './io.js';
 * const hello: Command = async (args, io) => {
 *   if (args.length > 0) return refuse(io, 'hello', `unexpected argument '${args[0]}'`); // 2
 *   io.stdout.write('hello\n');
 *   return EXIT.ok;
 * };
 * process.exitCode = await hello([], processIo());
 * ```
 */
import { readFile } from 'node:fs/promises';
import type { Readable, Writable } from 'node:stream';
import { err, ok, type Result } from '@qipan/core';

/** Exit statuses: 1 is also "the answer is no" (`queens check` of an invalid placement). */
export const EXIT = { ok: 0, failure: 1, usage: 2, interrupted: 130 } as const;
export type ExitStatus = (typeof EXIT)[keyof typeof EXIT];

export const SIGNALS = ['SIGINT', 'SIGTERM'] as const;
export type Signal = (typeof SIGNALS)[number];

export interface Io {
  /** Read by the engine protocols (gtp, pbrain), `gomoku play` and `-` file arguments. */
  readonly stdin: Readable;
  readonly stdout: Writable;
  readonly stderr: Writable;
  /** Which streams are terminals (a progress bar is drawn only on a terminal). */
  readonly isTTY: { readonly stdin: boolean; readonly stdout: boolean; readonly stderr: boolean };
  /** Width of the terminal in characters (80 when unknown). */
  readonly columns: number;
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Calls `handler` on Ctrl-C (SIGINT) or SIGTERM until the returned function is called. */
  onSignal(handler: (signal: Signal) => void): () => void;
}

/** A command: its arguments (after the command's name) in, the exit status out. */
export type Command = (args: readonly string[], io: Io) => Promise<ExitStatus>;

/** The real process: stdin is only opened by the commands that read it. */
export const processIo = (): Io => ({
  get stdin() {
    return process.stdin;
  },
  stdout: process.stdout,
  stderr: process.stderr,
  isTTY: {
    get stdin() {
      return process.stdin.isTTY === true;
    },
    stdout: process.stdout.isTTY === true,
    stderr: process.stderr.isTTY === true,
  },
  get columns() {
    return process.stderr.columns || process.stdout.columns || 80;
  },
  env: process.env,
  onSignal(handler) {
    for (const s of SIGNALS) process.on(s, handler);
    return () => {
      for (const s of SIGNALS) process.off(s, handler);
    };
  },
});

function say(io: Io, command: string, reason: string): void {
  io.stderr.write(`qipan: ${command === '' ? '' : `${command}: `}${reason}\n`);
}

/**
 * Refuses bad usage or bad input: `qipan: <command>: <reason>` on stderr (`qipan:
 * <reason>` when `command` is '', the top level), status 2.
 */
export function refuse(io: Io, command: string, reason: string): ExitStatus {
  say(io, command, reason);
  return EXIT.usage;
}

/** The same line for a failure that is not the user's usage (a file, an engine): status 1. */
export function fail(io: Io, command: string, reason: string): ExitStatus {
  say(io, command, reason);
  return EXIT.failure;
}

/** After Ctrl-C (or SIGTERM) stopped the work: `qipan: <command>: interrupted`, status 130. */
export function interrupted(io: Io, command: string): ExitStatus {
  say(io, command, 'interrupted');
  return EXIT.interrupted;
}

/** Everything a readable stream gives, as UTF-8 text. */
export async function readAll(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream)
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

/** The text of `path`, or of stdin when `path` is `-` or absent; a reason when it cannot be read. */
export async function readInput(
  path: string | undefined,
  io: Pick<Io, 'stdin'>,
): Promise<Result<string, string>> {
  if (path === undefined || path === '-') return ok(await readAll(io.stdin));
  try {
    return ok(await readFile(path, 'utf8'));
  } catch (e) {
    const code = (e as { code?: unknown }).code;
    return err(`cannot read '${path}'${typeof code === 'string' ? ` (${code})` : ''}`);
  }
}
