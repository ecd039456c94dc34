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
import { spawn } from 'node:child_process';
import { EventEmitter } from 'node:events';
import type { Readable, Writable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import { err, ok, type Result } from '@qipan/core';
import type { EngineError } from './errors.js';

/** How to start the engine: words run directly, or a line for `/bin/sh -c`. */
export type Launch = { readonly argv: readonly string[] } | { readonly shell: string };

/**
 * An engine that is a JavaScript program run in a worker thread of this process: its
 * `process.stdin`, `process.stdout` and `process.stderr` are the pipes, `process.argv`
 * after the script is `argv`, and `process.exit(n)` ends the thread with status n.
 */
export interface ThreadLaunch {
  /** The program's file (an ES module or a CommonJS script). */
  readonly script: string;
  readonly argv: readonly string[];
}

/** What an engine process needs of what runs the engine: a child process or a worker. */
interface Running {
  readonly stdin: Writable | null;
  readonly stdout: Readable | null;
  readonly stderr: Readable | null;
  /** The process id (a child process only). */
  readonly pid: number | undefined;
  on(event: 'error', listener: (e: Error) => void): unknown;
  on(
    event: 'exit' | 'close',
    listener: (code: number | null, signal: string | null) => void,
  ): unknown;
  /** Stops it at once, and what it started. */
  stop(): void;
}

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
    private readonly child: Running,
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
    const [file = '', ...args] = 'argv' in launch ? launch.argv : [];
    const child =
      'shell' in launch
        ? spawn(launch.shell, { ...how, shell: true })
        : spawn(file, args, { ...how, shell: false });
    const running: Running = {
      stdin: child.stdin,
      stdout: child.stdout,
      stderr: child.stderr,
      get pid() {
        return child.pid;
      },
      on: (event: string, listener: (...a: never[]) => void) =>
        child.on(event, listener as unknown as (...a: unknown[]) => void),
      stop() {
        const pid = child.pid;
        if (pid !== undefined) {
          try {
            process.kill(-pid, 'SIGKILL');
            return;
          } catch {
            // the group is gone already
          }
        }
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      },
    };
    return new EngineProcess(
      running,
      'shell' in launch ? launch.shell : launch.argv.join(' '),
      options,
    );
  }

  /**
   * Starts a JavaScript engine in a worker thread of this process (no new process: the
   * runtime, its modules and native addons are shared); a kill terminates the thread.
   */
  static thread(launch: ThreadLaunch, options: EngineProcessOptions = {}): EngineProcess {
    const events = new EventEmitter();
    const command = [launch.script, ...launch.argv].join(' ');
    let worker: Worker | undefined;
    try {
      worker = new Worker(launch.script, {
        argv: [...launch.argv],
        stdin: true,
        stdout: true,
        stderr: true,
      });
    } catch (e) {
      // Reported as the first read's 'spawn-failed', as for a program that cannot start.
      setTimeout(() => events.emit('error', e instanceof Error ? e : new Error(String(e))), 0);
    }
    let closed = false;
    const close = (code: number | null): void => {
      if (closed) return;
      closed = true;
      events.emit('close', code, null);
    };
    worker?.on('error', (e) => events.emit('error', e));
    worker?.on('exit', (code) => {
      events.emit('exit', code, null);
      // What the thread wrote last may still be on its way: close when its stdout ends.
      const out = worker?.stdout;
      if (!out || out.readableEnded) close(code);
      else {
        out.once('end', () => close(code));
        setTimeout(() => close(code), 100).unref();
      }
    });
    const running: Running = {
      stdin: worker?.stdin ?? null,
      stdout: worker?.stdout ?? null,
      stderr: worker?.stderr ?? null,
      pid: undefined,
      on: (event: string, listener: (...a: never[]) => void) =>
        events.on(event, listener as unknown as (...a: unknown[]) => void),
      stop() {
        void worker?.terminate();
      },
    };
    return new EngineProcess(running, command, options);
  }

  /** The process id; undefined for a worker thread. */
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
    this.child.stop();
  }
}
