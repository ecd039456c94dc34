/**
 * `qipan pbrain`: a Gomocup (Piskvork) brain on stdin/stdout. Input is read while
 * the brain thinks: the {@link GomocupSession} runs in a worker thread (when the
 * compiled worker is there; in-thread otherwise, as under the test runner), so `END`
 * — also inside an unfinished `BOARD` block — is seen at once: it cuts the search
 * under way short (the AI's clock jumps past its deadline), the answers still owed
 * are written (for at most {@link END_GRACE_MS}) and the process ends. Answers are written in the order of the lines they answer,
 * each line at once. Lines (ended by CR, LF or CRLF) over 64 KiB are skipped and
 * answered with `ERROR`; answers that echo input are cut to a short excerpt. The AI
 * thinks within the budget of `INFO timeout_turn` / `time_left`, minus a safety
 * margin. `END` or the end of input (once every line is answered): status 0.
 *
 * @example
 * ```ts
 * import { Readable } from 'node:stream';
 * import { pbrainCommand } from './pbrain.js';
 * await pbrainCommand(['--level', '1'], {
 *   stdin: Readable.from(['START 15\nBEGIN\nEND\n']),
 *   stdout: process.stdout, // "OK", then "7,7"
 *   stderr: process.stderr,
 * }); // 0
 * ```
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Point } from '@qipan/core';
import { GomocupSession, gomocupReply, type AboutInfo, type GomokuState } from '@qipan/gomoku';
import { gomocupBrain, type AiLevel } from '@qipan/gomoku/ai';
import { parseCommand } from '../command.js';
import { EXIT, type Command } from '../io.js';
import { boundedLines, excerpt } from '../lines.js';
import { GOMOKU_USAGE } from './usage.js';

/** The longest input line read (64 KiB); a longer one is skipped and answered with ERROR. */
export const MAX_PBRAIN_LINE = 64 * 1024;
/** Answers that may echo input (ERROR, UNKNOWN, MESSAGE, DEBUG) are cut to this length. */
export const MAX_ECHO = 200;

const SPEC = {
  level: { kind: 'integer', min: 1, max: 5 },
  threads: { kind: 'integer', min: 1, max: 16 },
  help: { kind: 'boolean', short: 'h' },
} as const;

/** The version in apps/cli/package.json (the same path from src/ and dist/). */
function cliVersion(): string {
  try {
    const text = readFileSync(new URL('../../package.json', import.meta.url), 'utf8');
    const v = (JSON.parse(text) as { version?: unknown }).version;
    return typeof v === 'string' ? v : 'unknown';
  } catch {
    return 'unknown';
  }
}

/** The ABOUT answer's fields. */
export const pbrainAbout = (): AboutInfo => ({
  name: 'qipan',
  version: cliVersion(),
  author: 'Qipan contributors',
  country: 'International',
});

/** Threads that help with each move (`qipan pbrain --threads`, see smp-helpers.ts). */
export interface MoveHelpers {
  start(state: GomokuState, deadline: number): void;
  stop(): void;
}

/**
 * A session with the Qipan AI at `level` as its brain. Once `stopped()` says so (END
 * was read), the clock the AI sees jumps far ahead, so a search under way ends at its
 * next clock check, and a move asked for afterwards gets no thinking time. `helpers`
 * search each position beside the AI until its deadline.
 */
export function pbrainSession(
  level: AiLevel = 5,
  now: () => number = Date.now,
  stopped: () => boolean = () => false,
  helpers?: MoveHelpers,
): GomocupSession {
  const clock = (): number => (stopped() ? now() + STOPPED_CLOCK_JUMP : now());
  const brain = gomocupBrain(level, clock);
  const think = (state: GomokuState, deadline: number): Point => {
    if (!helpers || level < 5) return brain(state, deadline);
    helpers.start(state, deadline);
    try {
      return brain(state, deadline);
    } finally {
      helpers.stop();
    }
  };
  return new GomocupSession({
    chooseMove: (state, deadline) => think(state, stopped() ? clock() : deadline),
    now,
    about: pbrainAbout(),
  });
}

/** How far (ms) the AI's clock jumps after END: past any deadline it was given. */
const STOPPED_CLOCK_JUMP = 1e12;
/** After END, answers still owed get this long (ms) before the brain is stopped anyway. */
export const END_GRACE_MS = 500;

/** An answer line, cut to {@link MAX_ECHO} characters when it is one that echoes input. */
export function limitReply(reply: string): string {
  return /^(ERROR|UNKNOWN|MESSAGE|DEBUG) /.test(reply) ? excerpt(reply, MAX_ECHO) : reply;
}

/** One line through the session: its answers, an internal error as ERROR (never a throw). */
export function handleLine(session: GomocupSession, line: string): string[] {
  let replies: string[];
  try {
    replies = session.handle(line);
  } catch (e) {
    // A bug must not kill the brain in the middle of a tournament.
    replies = [gomocupReply.error(`internal error: ${e instanceof Error ? e.message : String(e)}`)];
  }
  return replies.map(limitReply);
}

/** `END` in any case and spacing: honoured anywhere, inside a BOARD block too. */
export const isEndLine = (line: string): boolean => /^\s*END\s*$/i.test(line);

/** The answer to an input line over {@link MAX_PBRAIN_LINE}. */
export const overlongReply = (length: number, head: string): string =>
  gomocupReply.error(
    `line too long (${length.toLocaleString('en')} characters, the limit is ${MAX_PBRAIN_LINE.toLocaleString('en')}): ${JSON.stringify(excerpt(head, 30))}`,
  );

/** Where the session runs: lines in, answers out in the same order. */
interface Brain {
  /** A line for the session. */
  send(line: string): void;
  /** Answer lines made here, written after the answers to every line sent before. */
  reply(lines: string[]): void;
  /** Resolves once every line sent is answered (or the brain has stopped). */
  idle(): Promise<void>;
  /**
   * END: cuts the search under way short, gives the answers still owed up to
   * {@link END_GRACE_MS}, then stops the brain.
   */
  end(): Promise<void>;
  /** Stops the brain at once. */
  close(): Promise<void>;
}

function inlineBrain(level: AiLevel, write: (lines: string[]) => void): Brain {
  const session = pbrainSession(level);
  return {
    send: (line) => write(handleLine(session, line)),
    reply: write,
    idle: () => Promise.resolve(),
    end: () => Promise.resolve(),
    close: () => Promise.resolve(),
  };
}

/** Data for pbrain-session-worker.js: the level, the threads, and a flag (Int32 0 → 1) set at END. */
export interface PbrainWorkerData {
  readonly level: AiLevel;
  readonly threads: number;
  readonly stop: SharedArrayBuffer;
}

function workerBrain(
  url: URL,
  level: AiLevel,
  threads: number,
  write: (lines: string[]) => void,
): Brain {
  const stop = new SharedArrayBuffer(4);
  const worker = new Worker(url, {
    workerData: { level, threads, stop } satisfies PbrainWorkerData,
  });
  // One slot per line sent (undefined until answered) or per local answer, in order.
  const slots: (string[] | undefined)[] = [];
  let waiting = 0;
  let stopped: string | undefined;
  let idle: (() => void)[] = [];
  const flush = (): void => {
    while (slots.length > 0 && slots[0] !== undefined) write(slots.shift() as string[]);
    if (waiting === 0) {
      const done = idle;
      idle = [];
      for (const f of done) f();
    }
  };
  const halt = (why: string): void => {
    if (stopped !== undefined) return;
    stopped = why;
    // Lines that will never be answered get an error in their place.
    for (let i = 0; i < slots.length; i++)
      if (slots[i] === undefined) slots[i] = [gomocupReply.error(`the brain stopped: ${why}`)];
    waiting = 0;
    flush();
  };
  worker.on('message', (replies: string[]) => {
    const i = slots.indexOf(undefined);
    if (i < 0) return;
    slots[i] = replies;
    waiting--;
    flush();
  });
  worker.on('error', (e) => halt(`internal error: ${e.message}`));
  worker.on('exit', (code) => halt(`its thread exited (${code})`));
  const brain: Brain = {
    send(line) {
      if (stopped !== undefined) {
        brain.reply([gomocupReply.error(`the brain stopped: ${stopped}`)]);
        return;
      }
      slots.push(undefined);
      waiting++;
      worker.postMessage(line);
    },
    reply(lines) {
      slots.push(lines);
      flush();
    },
    idle: () => (waiting === 0 ? Promise.resolve() : new Promise((resolve) => idle.push(resolve))),
    async end() {
      Atomics.store(new Int32Array(stop), 0, 1);
      let timer: ReturnType<typeof setTimeout> | undefined;
      const grace = new Promise<void>((resolve) => (timer = setTimeout(resolve, END_GRACE_MS)));
      await Promise.race([brain.idle(), grace]);
      clearTimeout(timer);
      // Answers not made in time are dropped, not replaced by errors.
      stopped ??= 'END';
      slots.length = 0;
      await worker.terminate();
    },
    async close() {
      stopped ??= 'closed';
      await worker.terminate();
    },
  };
  return brain;
}

/** The compiled worker next to this module (absent when run from TypeScript sources). */
const WORKER_URL = new URL('./pbrain-session-worker.js', import.meta.url);

export const pbrainCommand: Command = async (args, io) => {
  const parsed = parseCommand(io, 'pbrain', args, SPEC, GOMOKU_USAGE.pbrain);
  if (typeof parsed === 'number') return parsed;
  const level = (parsed.flags.level ?? 5) as AiLevel;
  const threads = parsed.flags.threads ?? 1;
  const write = (lines: string[]): void => {
    if (lines.length > 0) io.stdout.write(lines.map((r) => `${r}\n`).join(''));
  };
  const brain = existsSync(fileURLToPath(WORKER_URL))
    ? workerBrain(WORKER_URL, level, threads, write)
    : inlineBrain(level, write);
  let ended = false;
  try {
    const lines = boundedLines(io.stdin, { maxLength: MAX_PBRAIN_LINE, crEndsLine: true });
    for await (const line of lines) {
      if (line.kind === 'overlong') brain.reply([overlongReply(line.length, line.head)]);
      else if (isEndLine(line.text)) {
        ended = true;
        break;
      } else brain.send(line.text);
    }
    // END: cut the search short and exit; the end of input: every line gets its answer.
    if (ended) await brain.end();
    else await brain.idle();
  } finally {
    await brain.close();
  }
  // Stop reading so that a real stdin does not keep the process alive after END.
  io.stdin.destroy();
  return EXIT.ok;
};
