// A Gomocup brain as an evaluator, for rapfi-label.ts and rapfi-judge.ts: label(moves)
// sends the position (BOARD … DONE, side to move = the colour after the last move) and
// resolves to the evaluation of the brain's last `MESSAGE … | Eval E |` report, from the
// side to move's view ('+M<n>' / '-M<n>' for a proven win / loss), or undefined when the
// brain did not answer within 20 turns (it is then killed: see `dead`); labelAll runs
// a list of positions on several brains at once.
import type { Point } from '@qipan/core';
import { spawn } from 'node:child_process';
import { accessSync, constants, existsSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { createInterface } from 'node:readline';

export const brainStats = { resent: 0 };

/** Removes `name VALUE` from the argument list `args` and returns VALUE, or `dflt` when absent. */
export function takeOption<D extends string | undefined>(
  args: string[],
  name: string,
  dflt: D,
): string | D {
  const i = args.indexOf(name);
  if (i < 0) return dflt;
  const v = args[i + 1];
  args.splice(i, 2);
  return v ?? dflt;
}

/** 1 for a proven win of the side to move (`+M<n>`, `M<n>`, W), -1 for a proven loss, else 0. */
function proven(e: string): number {
  if (e.startsWith('+M') || e.startsWith('M') || e === 'W') return 1;
  if (e.startsWith('-M') || e === 'L') return -1;
  return 0;
}

/** An evaluation as a number for the side to move: proven wins and losses as ±WIN. */
export const WIN = 10000;
export function evalValue(e: string): number {
  const p = proven(e);
  return p === 0 ? Number(e) : p * WIN;
}

/** An evaluation as a label of rapfi-label.ts's output: W / L for a proven win / loss, else the number. */
export function evalLabel(e: string): string {
  const p = proven(e);
  return p === 0 ? String(Number(e)) : p > 0 ? 'W' : 'L';
}

/**
 * The labels of a label file of build-book.ts or book-brain.ts (`<canonical key> <eval>
 * <move>` lines) as key → { e, move }; the first line of a key wins (two analyses running
 * at once may both label a position). Empty when the file does not exist.
 */
/** A label: the evaluation (a number, W or L) and the move in the canonical frame. */
export interface Label {
  readonly e: string;
  readonly move: string;
}

export function readLabels(file: string): Map<string, Label> {
  const out = new Map<string, Label>();
  if (!existsSync(file)) return out;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const [key, e, move] = line.split(' ');
    if (key && e && move && !out.has(key)) out.set(key, { e, move });
  }
  return out;
}

/** One brain process: label(moves) resolves to the last reported evaluation. */
/** A running brain (see startBrain). */
export interface Brain {
  init(): Promise<void>;
  /** The last evaluation the brain reported (null: none; undefined: it did not answer). */
  label(moves: readonly Point[]): Promise<string | null | undefined>;
  close(): void;
  readonly lastMove: string;
  readonly dead: boolean;
}

interface Waiter {
  readonly ok: boolean;
  readonly resolve: (v?: string | null) => void;
}

export function startBrain(brain: string, timeMs: number): Brain {
  const child = spawn(brain, [], { stdio: ['pipe', 'pipe', 'ignore'], cwd: dirname(brain) });
  const rl = createInterface({ input: child.stdout });
  let waiter: Waiter | null = null;
  let lastEval: string | null = null;
  let block = '';
  let lastMove = '';
  rl.on('line', (raw) => {
    const line = raw.trim();
    const m = /\| Eval ([-+]?M?\d+) \|/.exec(line);
    if (m) lastEval = m[1] as string;
    else if (line === 'ERROR Unknown command: DONE' && block !== '') {
      // Rapfi now and then reads a line that arrives while it finishes a search as
      // an argument-less command and drops it (the quirk rapfi-brain.py works around
      // for TURN): here it lost BOARD, so the whole block is sent again.
      brainStats.resent++;
      child.stdin.write(block);
    } else if (
      !line.startsWith('MESSAGE') &&
      line !== 'OK' &&
      !/^(\d+,\d+|ERROR Unknown command: \d+,\d+,\d)$/.test(line)
    )
      console.log(`brain: ${line}`);
    if (!waiter) return;
    if (line === 'OK' && waiter.ok) {
      const w = waiter;
      waiter = null;
      w.resolve();
    } else if (/^\d+,\d+$/.test(line) && !waiter.ok) {
      const w = waiter;
      waiter = null;
      lastMove = line;
      w.resolve(lastEval);
    }
  });
  const send = (s: string): boolean => child.stdin.write(s + '\n');
  // A brain that does not answer within 20 turns is stopped (the position is skipped).
  const until = (ok: boolean): Promise<string | null | undefined> =>
    new Promise((res) => {
      const timer = setTimeout(
        () => {
          console.log('brain: no answer, restarting it');
          waiter = null;
          child.kill();
          res(undefined);
        },
        timeMs * 20 + 2000,
      );
      waiter = { ok, resolve: (v) => (clearTimeout(timer), res(v)) };
    });
  return {
    async init() {
      send('START 15');
      await until(true);
      send(`INFO timeout_match 100000000`);
      send(`INFO time_left 100000000`);
      send(`INFO timeout_turn ${timeMs}`);
      send('INFO rule 0');
    },
    async label(moves) {
      lastEval = null;
      const me = moves.length % 2; // 0: Black to move
      block = [
        'BOARD',
        ...moves.map((p, k) => `${p.x},${p.y},${k % 2 === me ? 1 : 2}`),
        'DONE',
        '',
      ].join('\n');
      const p = until(false);
      child.stdin.write(block);
      return p;
    },
    close() {
      send('END');
    },
    /** The brain's last answer, as the Gomocup `x,y`. */
    get lastMove() {
      return lastMove;
    },
    get dead() {
      return child.exitCode !== null || child.killed;
    },
  };
}

/**
 * Exits with a message (status 2) when `brain` is no program this process may run; the
 * tools call it before their searches, so a missing brain costs no minutes of work.
 */
export function requireBrain(brain: string): void {
  try {
    accessSync(brain, constants.X_OK);
  } catch {
    console.error(`no brain to run at ${brain}: build Rapfi as opponents.md says, or pass --brain`);
    process.exit(2);
  }
}

/**
 * Labels every move list of `items` on `jobs` brains at once (in no set order):
 * onLabel(moves, evaluation, move) for each, with the brain's move as the Gomocup `x,y`;
 * the evaluation is undefined when the brain did not answer (that brain is restarted)
 * and null when it answered without one.
 */
export async function labelAll(
  brain: string,
  timeMs: number,
  jobs: number,
  items: readonly (readonly Point[])[],
  onLabel: (moves: readonly Point[], e: string | null | undefined, move: string) => void,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    let b = startBrain(brain, timeMs);
    await b.init();
    while (next < items.length) {
      const moves = items[next++] as readonly Point[];
      const e = await b.label(moves);
      const move = b.lastMove;
      if (b.dead) {
        b = startBrain(brain, timeMs);
        await b.init();
      }
      onLabel(moves, e, move);
    }
    b.close();
  };
  await Promise.all(Array.from({ length: jobs }, worker));
}
