/**
 * A GTP controller: spawns an engine process (its command line split like a shell
 * does, but run without one), sends numbered commands one at a time and parses the
 * responses. Time limits, crashes and protocol errors come back as typed values;
 * after a timeout, a crash or garbage the engine is stopped and every later command
 * fails with the same error.
 *
 * @example
 * ```ts
 * import { GtpProcess } from '@qipan/server';
 * const started = GtpProcess.start('/usr/games/gnugo --mode gtp --level 1');
 * if (started.ok) {
 *   const engine = started.value;
 *   const r = await engine.send('genmove', ['black'], 5000);
 *   if (r.ok) console.log(r.value); // 'C3'
 *   else console.log(r.error.reason); // 'refused' | 'timeout' | 'crashed' | ...
 *   await engine.close();
 * }
 * ```
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { err, ok, type Result } from '@qipan/core';
import { parseGtpResponse } from '@qipan/go';

export type GtpControllerError =
  | { readonly reason: 'bad-command-line'; readonly message: string }
  | { readonly reason: 'spawn-failed'; readonly message: string }
  /** The engine exited (or closed its output) while a command was pending or before it. */
  | { readonly reason: 'crashed'; readonly message: string }
  | { readonly reason: 'timeout'; readonly message: string }
  /** The engine answered something that is not a GTP response to this command. */
  | { readonly reason: 'protocol'; readonly message: string }
  /** A `?` answer: the engine refused the command. */
  | { readonly reason: 'refused'; readonly message: string };

/** Splits a command line into words: spaces separate, quotes ('…' "…") and backslashes group. */
export function splitCommandLine(text: string): Result<string[], GtpControllerError> {
  const words: string[] = [];
  let word = '';
  let inWord = false;
  let quote: '"' | "'" | undefined;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (quote === "'") {
      if (ch === "'") quote = undefined;
      else word += ch;
    } else if (quote === '"') {
      if (ch === '"') quote = undefined;
      else if (ch === '\\' && i + 1 < text.length && '"\\$`'.includes(text[i + 1] as string))
        word += text[++i];
      else word += ch;
    } else if (ch === "'" || ch === '"') {
      quote = ch;
      inWord = true;
    } else if (ch === '\\') {
      if (i + 1 < text.length) word += text[++i];
      inWord = true;
    } else if (/\s/.test(ch)) {
      if (inWord) words.push(word);
      word = '';
      inWord = false;
    } else {
      word += ch;
      inWord = true;
    }
  }
  if (quote) return err({ reason: 'bad-command-line', message: `unclosed ${quote} quote` });
  if (inWord) words.push(word);
  if (words.length === 0) return err({ reason: 'bad-command-line', message: 'empty command' });
  return ok(words);
}

/** How much of the engine's stderr is kept for crash messages. */
const STDERR_KEPT = 2000;

interface Pending {
  readonly id: number;
  readonly command: string;
  resolve(r: Result<string, GtpControllerError>): void;
  timer: ReturnType<typeof setTimeout> | undefined;
}

export interface GtpProcessOptions {
  /** Default time limit per command in milliseconds (default 60 s). */
  readonly timeoutMs?: number;
  /** Receives the engine's stderr text (default: dropped). */
  readonly onStderr?: (text: string) => void;
}

export class GtpProcess {
  private nextId = 1;
  private buffer = '';
  private pending: Pending | undefined;
  private queue: Promise<unknown> = Promise.resolve();
  private failure: GtpControllerError | undefined;
  private readonly exited: Promise<void>;

  private stderrTail = '';

  private constructor(
    private readonly child: ChildProcess,
    readonly commandLine: string,
    private readonly timeoutMs: number,
    onStderr: ((text: string) => void) | undefined,
  ) {
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (t: string) => {
      this.stderrTail = (this.stderrTail + t).slice(-STDERR_KEPT);
      onStderr?.(t);
    });
    child.stdout?.setEncoding('utf8');
    child.stdout?.on('data', (chunk: string) => this.onData(chunk));
    child.stdin?.on('error', () => undefined); // EPIPE after a crash: reported by 'exit'
    this.exited = new Promise((resolve) => {
      child.on('error', (e) => {
        this.fail({ reason: 'spawn-failed', message: `${commandLine}: ${e.message}` });
        resolve();
      });
      child.on('close', (code: number | null, signal: NodeJS.Signals | null) => {
        const how = signal ? `signal ${signal}` : `status ${code}`;
        const said = this.lastWords();
        this.fail({
          reason: 'crashed',
          message: `engine exited with ${how}${said ? `: ${said}` : ''}`,
        });
        resolve();
      });
    });
  }

  /** Spawns `commandLine` (no shell). Spawn failures also arrive on the first command. */
  static start(
    commandLine: string,
    options: GtpProcessOptions = {},
  ): Result<GtpProcess, GtpControllerError> {
    const words = splitCommandLine(commandLine);
    if (!words.ok) return words;
    const [file, ...args] = words.value as [string, ...string[]];
    const child = spawn(file, args, { stdio: ['pipe', 'pipe', 'pipe'], shell: false });
    return ok(new GtpProcess(child, commandLine, options.timeoutMs ?? 60_000, options.onStderr));
  }

  /** The last non-empty line the engine wrote to stderr (its dying words), if any. */
  lastWords(): string {
    const lines = this.stderrTail.split('\n').map((l) => l.trim());
    return (
      lines
        .filter((l) => l !== '')
        .pop()
        ?.slice(0, 300) ?? ''
    );
  }

  /** The error that stopped the engine, if any. */
  get error(): GtpControllerError | undefined {
    return this.failure;
  }

  /** Sends one command (after the previous ones are answered); the response text or an error. */
  send(
    name: string,
    args: readonly string[] = [],
    timeoutMs = this.timeoutMs,
  ): Promise<Result<string, GtpControllerError>> {
    const run = this.queue.then(() => this.sendNow(name, args, timeoutMs));
    this.queue = run;
    return run;
  }

  private sendNow(
    name: string,
    args: readonly string[],
    timeoutMs: number,
  ): Promise<Result<string, GtpControllerError>> {
    if (this.failure) return Promise.resolve(err(this.failure));
    const id = this.nextId++;
    const command = [String(id), name, ...args].join(' ');
    return new Promise((resolve) => {
      const p: Pending = { id, command, resolve, timer: undefined };
      p.timer = setTimeout(() => {
        this.fail({
          reason: 'timeout',
          message: `no answer to "${name}" within ${(timeoutMs / 1000).toFixed(1)} s`,
        });
      }, timeoutMs);
      this.pending = p;
      this.child.stdin?.write(`${command}\n`);
    });
  }

  private onData(chunk: string): void {
    this.buffer += chunk.replace(/\r/g, '');
    for (;;) {
      // Skip anything before a response line, then wait for the empty line ending it.
      const start = this.buffer.search(/^[=?]/m);
      if (start < 0) {
        this.buffer = this.buffer.slice(this.buffer.lastIndexOf('\n') + 1);
        return;
      }
      const end = this.buffer.indexOf('\n\n', start);
      if (end < 0) {
        this.buffer = this.buffer.slice(start);
        return;
      }
      const block = this.buffer.slice(start, end);
      this.buffer = this.buffer.slice(end + 2);
      this.answer(block);
    }
  }

  private answer(block: string): void {
    const p = this.pending;
    if (!p) return; // unsolicited output: ignored
    const r = parseGtpResponse(block);
    if (!r.ok || (r.value.id !== undefined && r.value.id !== p.id)) {
      this.fail({
        reason: 'protocol',
        message: r.ok ? `answer id ${r.value.id} to command ${p.id}` : r.error.message,
      });
      return;
    }
    this.settle(r.value.ok ? ok(r.value.text) : err({ reason: 'refused', message: r.value.text }));
  }

  private settle(r: Result<string, GtpControllerError>): void {
    const p = this.pending;
    if (!p) return;
    this.pending = undefined;
    if (p.timer) clearTimeout(p.timer);
    p.resolve(r);
  }

  private fail(e: GtpControllerError): void {
    if (!this.failure) this.failure = e;
    this.settle(err(this.failure));
    if (e.reason !== 'crashed' && e.reason !== 'spawn-failed') this.kill();
  }

  private kill(): void {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
  }

  /** Sends `quit`, waits up to `graceMs` for the exit, then kills the process. */
  async close(graceMs = 2000): Promise<void> {
    if (!this.failure) {
      await this.send('quit', [], graceMs);
      this.child.stdin?.end();
    }
    const timer = setTimeout(() => this.kill(), graceMs);
    await this.exited;
    clearTimeout(timer);
  }
}
