/**
 * One external engine as a child process: lines to its stdin, lines from its stdout
 * with a deadline, the end of its stderr kept for crash reports. The first failure
 * (the program cannot start, a timeout, a crash, a protocol error found by the layer
 * above) stops the engine — killed with its whole process group — and every later
 * read returns that same error. Writing to an engine that
 * has gone (EPIPE) is quiet: the next read reports the crash.
 *
 * @example
 * ```ts
 * import { EngineProcess, deadlineIn } from '@qipan/engine-process';
 * const engine = EngineProcess.spawn({ argv: ['/usr/games/gnugo', '--mode', 'gtp'] });
 * engine.writeLine('1 name');
 * const line = await engine.nextLine(deadlineIn(5000, 'name')); // ok('=1 GNU Go')
 * await engine.close({ graceMs: 1000, goodbye: 'quit' });
 * ```
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { err, ok, type Result } from '@qipan/core';
import type { EngineError } from './errors.js';

/** How to start the engine: words run directly, or a line for `/bin/sh -c`. */
export type Launch = { readonly argv: readonly string[] } | { readonly shell: string };

export interface EngineProcessOptions {
  /** Receives the engine's stderr text as it comes (default: only the end is kept). */
  readonly onStderr?: (text: string) => void;
}

/** When a read gives up: an instant (`Date.now()` clock), its length and what was asked. */
export interface Deadline {
  readonly at: number;
  readonly ms: number;
  /** Named in the timeout message: `no answer to "genmove" within 5.0 s`. */
  readonly waitingFor?: string;
}

export const deadlineIn = (ms: number, waitingFor?: string): Deadline => ({
  at: Date.now() + ms,
  ms,
  ...(waitingFor === undefined ? {} : { waitingFor }),
});

/** How much of stderr is kept for crash messages. */
const STDERR_KEPT = 2000;
/** After the process exits, how long its output may stay open (a grandchild holding it). */
const CLOSE_AFTER_EXIT_MS = 500;

export class EngineProcess {
  private readonly lines: string[] = [];
  private partial = '';
  private stderrTail = '';
  private failure: EngineError | undefined;
  private wake: (() => void) | undefined;
  private exit: { code: number | null; signal: string | null } | undefined;
  /** Resolves once the process has exited (or could not start). */
  readonly exited: Promise<void>;

  private constructor(
    private readonly child: ChildProcess,
    /** For messages: the command as given. */
    readonly command: string,
    options: EngineProcessOptions,
  ) {
    child.stdout?.setEncoding('utf8');
    child.stdout?.on('data', (chunk: string) => this.onData(chunk));
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (text: string) => {
      this.stderrTail = (this.stderrTail + text).slice(-STDERR_KEPT);
      options.onStderr?.(text);
    });
    // EPIPE when the engine has gone: the 'close' below reports it as a crash.
    child.stdin?.on('error', () => undefined);
    this.exited = new Promise((resolve) => {
      child.on('error', (e) => {
        this.fail({ reason: 'spawn-failed', message: `${command}: ${e.message}` });
        resolve();
      });
      child.on('exit', (code, signal) => {
        this.exit = { code, signal };
        resolve();
        // Normally 'close' follows at once; a grandchild may keep the output open.
        setTimeout(() => this.crashed(), CLOSE_AFTER_EXIT_MS).unref();
      });
      child.on('close', (code: number | null, signal: string | null) => {
        this.exit ??= { code, signal };
        if (this.partial !== '' && !this.failure) this.lines.push(this.partial); // no final \n
        this.partial = '';
        this.crashed();
        resolve();
      });
    });
  }

  /** Starts the engine; a program that cannot start fails its first read ('spawn-failed'). */
  static spawn(launch: Launch, options: EngineProcessOptions = {}): EngineProcess {
    // Its own process group, so that a kill also ends what it started (a shell's
    // command, npx's node): a timed-out engine must not go on thinking.
    const how = { detached: true, stdio: 'pipe' } as const;
    if ('shell' in launch) {
      const child = spawn(launch.shell, { ...how, shell: true });
      return new EngineProcess(child, launch.shell, options);
    }
    const [file = '', ...args] = launch.argv;
    const child = spawn(file, args, { ...how, shell: false });
    return new EngineProcess(child, launch.argv.join(' '), options);
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  /** The error that stopped the engine, if any. */
  get error(): EngineError | undefined {
    return this.failure;
  }

  /** The last non-empty line the engine wrote on stderr (its dying words), or ''. */
  lastWords(): string {
    const said = this.stderrTail.split('\n').map((l) => l.trim());
    return (said.filter((l) => l !== '').pop() ?? '').slice(0, 300);
  }

  /** Sends one line (a newline is added); nothing happens once the engine has failed. */
  writeLine(line: string): void {
    const stdin = this.child.stdin;
    if (this.failure || !stdin || stdin.destroyed || stdin.writableEnded) return;
    stdin.write(`${line}\n`);
  }

  /** Drops the lines received and not read yet (answers to earlier questions). */
  discardLines(): void {
    this.lines.length = 0;
  }

  /**
   * The next line of output (without its line break; `\r` removed), or the error:
   * lines already received come first, then the failure, then a timeout at `deadline`
   * (which stops the engine).
   */
  async nextLine(deadline: Deadline): Promise<Result<string, EngineError>> {
    for (;;) {
      const line = this.lines.shift();
      if (line !== undefined) return ok(line);
      if (this.failure) return err(this.failure);
      const left = deadline.at - Date.now();
      if (left <= 0) {
        const { ms, waitingFor } = deadline;
        const message =
          waitingFor === undefined
            ? `no answer within ${ms} ms`
            : `no answer to "${waitingFor}" within ${(ms / 1000).toFixed(1)} s`;
        this.fail({ reason: 'timeout', message, ms });
        continue;
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  /** Stops the engine with `error` (a protocol error found by the layer above). */
  abort(error: EngineError): void {
    this.fail(error);
  }

  /**
   * Ends the engine: sends `goodbye` (e.g. `quit`, `END`) unless it has failed, closes
   * its stdin, waits up to `graceMs` for it to exit, then kills it.
   */
  async close(
    options: { readonly graceMs?: number; readonly goodbye?: string } = {},
  ): Promise<void> {
    if (options.goodbye !== undefined) this.writeLine(options.goodbye);
    this.child.stdin?.end();
    if (!this.exit) {
      const timer = setTimeout(() => this.kill(), options.graceMs ?? 1000);
      await this.exited;
      clearTimeout(timer);
    }
    // Its own exit status first: 'exit' can come before 'close', which would report it.
    this.crashed();
    this.kill(); // what it started may still run
    this.fail({
      reason: 'crashed',
      message: 'engine closed',
      code: null,
      signal: null,
      stderr: '',
    });
  }

  private onData(chunk: string): void {
    if (this.failure) return;
    const parts = (this.partial + chunk).replace(/\r/g, '').split('\n');
    this.partial = parts.pop() ?? '';
    if (parts.length === 0) return;
    this.lines.push(...parts);
    this.notify();
  }

  private crashed(): void {
    if (this.failure || !this.exit) return;
    const { code, signal } = this.exit;
    const said = this.lastWords();
    const how = signal ? `signal ${signal}` : `status ${code}`;
    this.fail({
      reason: 'crashed',
      message: `engine exited with ${how}${said ? `: ${said}` : ''}`,
      code,
      signal,
      stderr: this.stderrTail.trim(),
    });
  }

  private fail(e: EngineError): void {
    if (this.failure) return;
    this.failure = e;
    if (e.reason !== 'crashed' && e.reason !== 'spawn-failed') this.kill();
    this.notify();
  }

  private notify(): void {
    const w = this.wake;
    this.wake = undefined;
    w?.();
  }

  private kill(): void {
    const pid = this.child.pid;
    if (pid !== undefined) {
      try {
        process.kill(-pid, 'SIGKILL');
        return;
      } catch {
        // the group is gone already
      }
    }
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
  }
}
