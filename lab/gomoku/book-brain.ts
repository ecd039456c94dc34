// A Gomocup brain for `qipan gomoku match` that plays the opening book deeper than the
// shipped one: at its turn it answers from the book (the AI's own bookMove), then the labels
// of --labels), and a position in neither is sent to an analysing brain (Rapfi, built
// outside the repository as opponents.md says) at --time ms; that answer is appended to
// --labels in build-book.ts's label format, so `build-book.ts --write` turns it into
// book entries. Matched against the opponent the book is for, it grows the book along the
// lines that opponent really plays (opponents.md, "Session 18: deep lines"):
//
//   Q="node apps/cli/bin/qipan.js"
//   $Q gomoku match --black "node lab/dist/gomoku/book-brain.js --time 3000" \
//     --white /work/opp/rapfi/rapfi-brain.py --games 16 --time-a 4000 --time-b 1000 \
//     --openings lab/gomoku/openings-freestyle.txt
//
// It reads START, INFO (ignored: the time is --time), BEGIN, TURN, BOARD … DONE, RESTART,
// ABOUT and END; anything else gets `ERROR unknown command`.
import type { Point } from '@qipan/core';
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import {
  evalLabel,
  readLabels,
  requireBrain,
  startBrain,
  takeOption,
  type Brain,
} from './brain-client.js';
import { fromSetup } from '@qipan/gomoku';
import { bookMove, canonicalKey, transformPoint, untransformPoint } from '@qipan/gomoku/ai';
import { LAB } from '../paths.js';
import { SIZE } from './records.js';

const args = process.argv.slice(2);
const analyst = takeOption(args, '--brain', '/work/opp/rapfi/pbrain-rapfi');
const timeMs = Number(takeOption(args, '--time', '3000'));
const labelsFile = takeOption(args, '--labels', join(LAB, 'gomoku/book-deep-labels.txt'));
requireBrain(analyst);

/** The labels of --labels but proven losses: canonical key → move (canonical frame). */
const table = new Map<string, string>();
for (const [key, { e, move }] of readLabels(labelsFile)) if (e !== 'L') table.set(key, move);

const out = (s: string): boolean => process.stdout.write(s + '\n');
const parsePoint = (s: string): Point | undefined => {
  const [x, y] = s.split(',').map(Number);
  return x !== undefined && y !== undefined && Number.isInteger(x) && Number.isInteger(y)
    ? { x, y }
    : undefined;
};

let black: Point[] = [];
let white: Point[] = [];
/** The stones of a BOARD block being read. */
let board: { own: Point[]; opp: Point[] } | null = null;
let brain: Brain | null = null;

async function analyse(
  moves: readonly Point[],
): Promise<{ e: string; move: Point | undefined } | undefined> {
  if (brain === null || brain.dead) {
    brain = startBrain(analyst, timeMs);
    await brain.init();
  }
  const e = await brain.label(moves);
  // null: an answer with no evaluation (an instant move, such as the first one)
  return e === undefined ? undefined : { e: e ?? '0', move: parsePoint(brain.lastMove) };
}

/** Chooses, plays and prints the move of the side to move. */
async function move(): Promise<void> {
  const blackToMove = black.length === white.length;
  const { key, symmetry } = canonicalKey(black, white, SIZE);
  const taken = (p: Point): boolean => [...black, ...white].some((q) => q.x === p.x && q.y === p.y);
  // The shipped book first (the AI's own lookup), then the labels kept so far.
  const state = fromSetup({
    size: SIZE,
    rule: 'freestyle',
    black,
    white,
    turn: blackToMove ? 'black' : 'white',
  });
  let p = state.ok ? bookMove(state.value) : undefined;
  const known = table.get(key);
  if (p === undefined && known !== undefined) {
    p = untransformPoint(
      { x: known.charCodeAt(0) - 97, y: known.charCodeAt(1) - 97 },
      symmetry,
      SIZE,
    );
  }
  if (p === undefined || taken(p)) {
    // In playing order, Black's stones first of each pair (the order does not matter to
    // the analyst, only the colours).
    const moves: Point[] = [];
    for (let k = 0; k < Math.max(black.length, white.length); k++) {
      const b = black[k];
      const w = white[k];
      if (b) moves.push(b);
      if (w) moves.push(w);
    }
    const r = await analyse(moves);
    p = r?.move;
    if (r && p && !taken(p)) {
      const c = transformPoint(p, symmetry, SIZE);
      const m = String.fromCharCode(97 + c.x, 97 + c.y);
      if (!table.has(key)) table.set(key, m);
      appendFileSync(labelsFile, `${key} ${evalLabel(r.e)} ${m}\n`);
    }
  }
  if (p === undefined || taken(p)) {
    out('ERROR no move');
    return;
  }
  (blackToMove ? black : white).push(p);
  out(`${p.x},${p.y}`);
}

const rl = createInterface({ input: process.stdin });
const queue: string[] = [];
let busy = false;
rl.on('line', (raw) => {
  queue.push(raw.trim());
  void pump();
});
rl.on('close', () => {
  queue.push('END');
  void pump();
});

async function pump(): Promise<void> {
  if (busy) return;
  busy = true;
  while (queue.length > 0) await handle(queue.shift() as string);
  busy = false;
}

async function handle(line: string): Promise<void> {
  if (board !== null) {
    if (line.toUpperCase() === 'DONE') {
      const ownBlack = board.own.length === board.opp.length;
      black = ownBlack ? board.own : board.opp;
      white = ownBlack ? board.opp : board.own;
      board = null;
      await move();
    } else {
      const [x = NaN, y = NaN, c] = line.split(',').map(Number);
      (c === 1 ? board.own : board.opp).push({ x, y });
    }
    return;
  }
  const [cmd = '', rest = ''] = line.split(/\s+(.*)/);
  switch (cmd.toUpperCase()) {
    case 'START':
    case 'RESTART':
      black = [];
      white = [];
      out('OK');
      break;
    case 'INFO':
    case '':
      break;
    case 'ABOUT':
      out('name="qipan-book-brain", version="1"');
      break;
    case 'BEGIN':
      await move();
      break;
    case 'TURN': {
      const p = parsePoint(rest);
      if (p === undefined) {
        out(`ERROR bad point ${rest}`);
        break;
      }
      (black.length === white.length ? black : white).push(p);
      await move();
      break;
    }
    case 'BOARD':
      board = { own: [], opp: [] };
      break;
    case 'END':
      brain?.close();
      process.exit(0);
      break;
    default:
      out(`ERROR unknown command ${cmd}`);
      console.error(`book-brain: unknown command ${line}`);
  }
}
