/**
 * A Gomocup brain run as a child process (a shell command): lines to its stdin,
 * answers read from its stdout with a time limit. Used by the match referee.
 *
 * @example
 * ```ts
 * import { ProcessBrain } from './process-brain.js';
 * const brain = ProcessBrain.spawn('node apps/cli/bin/qipan.js pbrain');
 * brain.send('START 15');
 * await brain.answer(10_000); // { ok: true, value: 'OK' }
 * await brain.close();
 * ```
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { err, ok, type Result } from '@qipan/core';

/** Why no answer came: the time ran out or the process ended (crashed or exited). */
export type NoAnswer =
  | { readonly reason: 'timeout'; readonly ms: number }
  | { readonly reason: 'exited'; readonly code: number | null; readonly stderr: string };

/** Lines that carry no answer (brains may send them at any time). */
const CHATTER = /^(MESSAGE|DEBUG)(\s|$)/i;

export class ProcessBrain {
  private readonly queue: string[] = [];
  private waiter: (() => void) | undefined;
  private exited = false;
  private exitCode: number | null = null;
  private stderrTail = '';

  private constructor(private readonly child: ChildProcess) {
    const out = child.stdout;
    if (out) {
      const lines = createInterface({ input: out, crlfDelay: Infinity, terminal: false });
      lines.on('line', (line) => {
        const text = line.trim();
        if (text === '' || CHATTER.test(text)) return;
        this.queue.push(text);
        this.wake();
      });
    }
    child.stderr?.on('data', (chunk: Buffer) => {
      this.stderrTail = (this.stderrTail + chunk.toString('utf8')).slice(-400);
    });
    child.stdin?.on('error', () => {}); // writing to a brain that died: noticed via 'exit'
    child.on('error', () => this.onExit(null));
    child.on('exit', (code) => this.onExit(code));
  }

  /** Starts `command` through the shell, with pipes for stdin/stdout/stderr. */
  static spawn(command: string): ProcessBrain {
    // Its own process group, so that closing also ends what the shell started.
    const child = spawn(command, { shell: true, detached: true, stdio: ['pipe', 'pipe', 'pipe'] });
    return new ProcessBrain(child);
  }

  private onExit(code: number | null): void {
    this.exited = true;
    this.exitCode = code;
    this.wake();
  }

  private wake(): void {
    const w = this.waiter;
    this.waiter = undefined;
    w?.();
  }

  /** Sends one line; unread answers from before are dropped. */
  send(line: string): void {
    this.queue.length = 0;
    if (!this.exited) this.child.stdin?.write(`${line}\n`);
  }

  /** The next answer line (MESSAGE and DEBUG lines skipped), or why none came within `ms`. */
  async answer(ms: number): Promise<Result<string, NoAnswer>> {
    const deadline = Date.now() + ms;
    for (;;) {
      const line = this.queue.shift();
      if (line !== undefined) return ok(line);
      if (this.exited)
        return err({ reason: 'exited', code: this.exitCode, stderr: this.stderrTail.trim() });
      const left = deadline - Date.now();
      if (left <= 0) return err({ reason: 'timeout', ms });
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiter = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  /** Sends END, waits up to `graceMs` for the process to exit, then kills it. */
  async close(graceMs = 1000): Promise<void> {
    if (this.exited) return;
    this.send('END');
    this.child.stdin?.end();
    const deadline = Date.now() + graceMs;
    while (!this.exited && Date.now() < deadline)
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.max(1, deadline - Date.now()));
        this.waiter = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    if (this.exited) return;
    const pid = this.child.pid;
    try {
      if (pid !== undefined) process.kill(-pid, 'SIGKILL');
      else this.child.kill('SIGKILL');
    } catch {
      this.child.kill('SIGKILL');
    }
  }
}
