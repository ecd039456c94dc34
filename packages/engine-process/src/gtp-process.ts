/**
 * A GTP controller over an {@link EngineProcess}: the command line is split like a
 * shell does (and run without one); numbered commands are sent one at a time and
 * each answer is parsed. Lines before an answer (some engines chat on stdout) are
 * skipped. Refusals (`?`) come back as `refused`; a timeout, a crash or an answer that
 * is not GTP stops the engine, and every later command fails with that same error.
 *
 * @example
 * ```ts
 * import { GtpProcess } from '@qipan/engine-process';
 * const started = GtpProcess.start('/usr/games/gnugo --mode gtp --level 1');
 * if (started.ok) {
 *   const engine = started.value;
 *   const r = await engine.send('genmove', ['black'], 5000);
 *   if (r.ok) console.log(r.value); // 'C3'
 *   else console.log(r.error.reason); // 'refused' | 'timeout' | 'crashed' | 'protocol' | ...
 *   await engine.close();
 * }
 * ```
 */
import { err, ok, type Result } from '@qipan/core';
import { parseGtpResponse } from '@qipan/go';
import { splitCommandLine } from './command-line.js';
import { deadlineIn, EngineProcess, type Deadline, type ThreadLaunch } from './engine-process.js';
import { protocolError, type EngineError } from './errors.js';

export type GtpControllerError =
  | EngineError
  /** A `?` answer: the engine refused the command. */
  | { readonly reason: 'refused'; readonly message: string };

export interface GtpProcessOptions {
  /** Default time limit per command in milliseconds (default 60 s). */
  readonly timeoutMs?: number;
  /** Receives the engine's stderr text (default: only its end is kept). */
  readonly onStderr?: (text: string) => void;
  /**
   * Run this JavaScript program in a worker thread instead of spawning `commandLine`
   * (which then only names the engine in messages).
   */
  readonly thread?: ThreadLaunch;
}

export class GtpProcess {
  private nextId = 1;
  private queue: Promise<unknown> = Promise.resolve();

  private constructor(
    readonly child: EngineProcess,
    readonly commandLine: string,
    /** The default time limit per command (ms). */
    readonly timeoutMs: number,
  ) {}

  /**
   * Spawns `commandLine` (no shell), or runs `options.thread` in a worker thread; a program
   * that cannot start fails the first command.
   */
  static start(
    commandLine: string,
    options: GtpProcessOptions = {},
  ): Result<GtpProcess, GtpControllerError> {
    const how = options.onStderr ? { onStderr: options.onStderr } : {};
    let engine: EngineProcess;
    if (options.thread) engine = EngineProcess.thread(options.thread, how);
    else {
      const words = splitCommandLine(commandLine);
      if (!words.ok) return words;
      engine = EngineProcess.spawn({ argv: words.value }, how);
    }
    return ok(new GtpProcess(engine, commandLine, options.timeoutMs ?? 60_000));
  }

  /** The last non-empty line the engine wrote on stderr, if any. */
  lastWords(): string {
    return this.child.lastWords();
  }

  /** The error that stopped the engine, if any. */
  get error(): EngineError | undefined {
    return this.child.error;
  }

  /** Sends one command (after the previous ones are answered): the answer text or an error. */
  send(
    name: string,
    args: readonly string[] = [],
    timeoutMs = this.timeoutMs,
  ): Promise<Result<string, GtpControllerError>> {
    const run = this.queue.then(() => this.sendNow(name, args, deadlineIn(timeoutMs, name)));
    this.queue = run;
    return run;
  }

  private async sendNow(
    name: string,
    args: readonly string[],
    deadline: Deadline,
  ): Promise<Result<string, GtpControllerError>> {
    const engine = this.child;
    if (engine.error) return err(engine.error);
    const id = this.nextId++;
    engine.discardLines(); // unsolicited output from before
    engine.writeLine([String(id), name, ...args].join(' '));
    let first: string;
    do {
      const r = await engine.nextLine(deadline);
      if (!r.ok) return r;
      first = r.value;
    } while (!/^[=?]/.test(first));
    const block = [first];
    for (;;) {
      const r = await engine.nextLine(deadline);
      if (!r.ok) return r;
      if (r.value.trim() === '') break;
      block.push(r.value);
    }
    const parsed = parseGtpResponse(block.join('\n'));
    if (!parsed.ok || (parsed.value.id !== undefined && parsed.value.id !== id)) {
      const why = parsed.ok
        ? `answer id ${parsed.value.id} to command ${id} (${name})`
        : `not a GTP response to ${name}`;
      const e = protocolError(first, why);
      engine.abort(e);
      return err(e);
    }
    const { ok: accepted, text } = parsed.value;
    return accepted ? ok(text) : err({ reason: 'refused', message: text });
  }

  /** Kills the engine now, even in the middle of a command (which then fails as a crash). */
  async kill(): Promise<void> {
    await this.child.close({ graceMs: 0 });
  }

  /** Sends `quit` (after the pending commands), waits up to `graceMs` for the exit, then kills. */
  async close(graceMs = 2000): Promise<void> {
    if (!this.child.error) await this.send('quit', [], graceMs);
    await this.child.close({ graceMs });
  }
}
