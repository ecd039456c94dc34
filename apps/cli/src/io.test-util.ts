/**
 * For the command tests: an {@link Io} with `input` on stdin, capturing what the
 * command writes; signals are sent by hand.
 *
 * @example
 * ```ts
 * const { status, out, err } = await capture(sgfCommand, ['check', 'game.sgf']);
 * const t = testIo({ stdin: 'START 15\n' }); await pbrainCommand([], t.io); t.out();
 * ```
 */
import { Readable, Writable } from 'node:stream';
import type { Io, Signal } from './io.js';

export interface TestIoOptions {
  readonly stdin?: string | Readable;
  readonly env?: Readonly<Record<string, string | undefined>>;
  readonly stderrIsTTY?: boolean;
}

export interface TestIo {
  readonly io: Io;
  out(): string;
  err(): string;
  /** Delivers a signal to the handlers the command registered. */
  signal(s: Signal): void;
}

const sink = (add: (text: string) => void): Writable =>
  new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      add(typeof chunk === 'string' ? chunk : chunk.toString('utf8'));
      done();
    },
  });

export function testIo(options: TestIoOptions = {}): TestIo {
  let out = '';
  let err = '';
  const handlers = new Set<(s: Signal) => void>();
  const input = options.stdin ?? '';
  const io: Io = {
    stdin: typeof input === 'string' ? Readable.from(input === '' ? [] : [input]) : input,
    stdout: sink((t) => (out += t)),
    stderr: sink((t) => (err += t)),
    isTTY: { stdin: false, stdout: false, stderr: options.stderrIsTTY === true },
    columns: 80,
    env: options.env ?? {},
    onSignal(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
  };
  return {
    io,
    out: () => out,
    err: () => err,
    signal: (s) => handlers.forEach((h) => h(s)),
  };
}

/** Runs `command` with `input` on stdin: its status and everything it wrote. */
export async function capture(
  command: (args: readonly string[], io: Io) => Promise<number>,
  args: readonly string[],
  input?: string,
): Promise<{ status: number; out: string; err: string }> {
  const t = testIo(input === undefined ? {} : { stdin: input });
  const status = await command(args, t.io);
  return { status, out: t.out(), err: t.err() };
}
