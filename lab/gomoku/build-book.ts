// Builds the freestyle opening book (packages/gomoku/src/ai/freestyle-book.json, read by
// book-data.ts) from game records: every distinct
// early position of the records (3 to --max-stones stones, up to the board's eight
// symmetries, no five point for either side) is sent to an analysing Gomocup brain at
// --time ms a position, and the brain's move becomes the book move, unless the brain
// reports the position as a proven loss for the side to move (no move saves it, so the
// book leaves it to the search). The brain used for the shipped book is Rapfi, built
// outside the repository as opponents.md says; only its answers (a move per position)
// are used.
//
// Labels are cached in --labels (book-labels.txt beside this script by default:
// `<canonical key> <eval> <move>` lines, the eval from the side to move's view, W / L for a
// proven win / loss, the move in the canonical frame), so a rerun only analyses new
// positions and an interrupted run resumes.
//
// With --expand OPENINGS (a file in the Gomocup opening-line format, as openings-freestyle.txt),
// the positions come from a tree grown forward from each opening, once for each colour the
// book may play: at the book's own turn one child, the analysing brain's move (the book
// move); at the other side's turn --replies children, the brain's move and our own engine's
// next best root moves from a --reply-ms search, so the book answers plausible replies and
// not just one line. A proven win or loss is not grown further. Game records given beside
// --expand add every early position of theirs as a root (the book playing the side to move
// there), so played games teach the book the replies it did not know.
//
// The shipped book (session 17, opponents.md "An opening book"):
//   npx tsc -b && node lab/dist/gomoku/build-book.js \
//     --brain /work/opp/rapfi/pbrain-rapfi --time 1000 --jobs 2 --max-stones 15 --replies 3 \
//     --expand lab/gomoku/openings-freestyle.txt \
//     lab/gomoku/games/rapfi-2026-11-29-s17-learn.txt
// and then, from the centre stone, a tree of up to 9 stones (the centre start of the web
// app and most human games):
//   node lab/dist/gomoku/build-book.js --brain /work/opp/rapfi/pbrain-rapfi \
//     --time 1000 --jobs 2 --max-stones 9 --replies 3 --expand lab/gomoku/book-centre.txt
// Without --expand, the early positions of the records alone are analysed (--dry counts
// them). --write only writes the book from the labels. The book holds every analysed
// position but proven losses, whatever --max-stones a run had, up to --book-max-stones.
// The deep lines that book-brain.ts analysed (--deep, book-deep-labels.txt) are added to
// it, where --labels does not know the position (session 18, opponents.md).
import type { Point } from '@qipan/core';
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  labelAll,
  brainStats,
  evalLabel,
  readLabels,
  requireBrain,
  takeOption,
  type Label,
} from './brain-client.js';
import {
  BOOK_SIZE,
  FIVE,
  PatternBoard,
  canonicalKey,
  engineMove,
  transformPoint,
  untransformPoint,
} from '@qipan/gomoku/ai';
import { LAB, ROOT } from '../paths.js';
import { SIZE, readRecords } from './records.js';

const args = process.argv.slice(2);
const opt = <D extends string | undefined>(name: string, dflt: D): string | D =>
  takeOption(args, name, dflt);
const brain = opt('--brain', '/work/opp/rapfi/pbrain-rapfi');
const timeMs = Number(opt('--time', '1000'));
const jobs = Number(opt('--jobs', '2'));
const maxStones = Number(opt('--max-stones', '12'));
const labelsFile = opt('--labels', join(LAB, 'gomoku/book-labels.txt'));
// Deep lines (book-brain.ts): read, never written here; an analysed key of --labels wins.
const deepFile = opt('--deep', join(LAB, 'gomoku/book-deep-labels.txt'));
// The book keeps positions of at most this many stones (a deep line may run to a full board).
const bookMaxStones = Number(opt('--book-max-stones', '100'));
const outFile = opt('--out', join(ROOT, 'packages/gomoku/src/ai/freestyle-book.json'));
const expand = opt('--expand', undefined);
const replies = Number(opt('--replies', '3'));
const replyMs = Number(opt('--reply-ms', '300'));
const dry = args.includes('--dry');
const writeOnly = args.includes('--write');
const files = args.filter((a) => a !== '--dry' && a !== '--write');
if ((files.length === 0 && expand === undefined && !writeOnly) || SIZE !== BOOK_SIZE) {
  console.error(
    'usage: node lab/dist/gomoku/build-book.js [--brain CMD] [--time MS] [--jobs N] [--max-stones N] [--labels FILE] [--out FILE] [--dry] GAMES.txt... | --write | --expand OPENINGS [--replies N] [--reply-ms MS]',
  );
  process.exit(2);
}

const code = (p: Point): string => String.fromCharCode(97 + p.x, 97 + p.y);

/** Labels so far: canonical key → { e, move }. */
const labels = readLabels(labelsFile);

/** The deep lines' labels, for the book only (the tree growth above stays within --labels). */
function withDeep(): Map<string, Label> {
  const all = new Map(labels);
  for (const [key, l] of readLabels(deepFile)) if (!all.has(key)) all.set(key, l);
  return all;
}

/** Analyses every position of `list` (move lists) not yet labelled, on `jobs` brains. */
async function analyse(list: readonly (readonly Point[])[]): Promise<void> {
  const todo = new Map<string, Point[]>();
  for (const moves of list) {
    const { key, symmetry } = keyOf(moves);
    if (!labels.has(key) && !todo.has(key))
      todo.set(
        key,
        moves.map((p) => transformPoint(p, symmetry, SIZE)),
      );
  }
  if (todo.size === 0) return;
  requireBrain(brain);
  const keys = new Map([...todo].map(([k, moves]) => [moves, k]));
  let done = 0;
  const t0 = Date.now();
  await labelAll(brain, timeMs, jobs, [...todo.values()], (moves, e, move) => {
    if (e === null || e === undefined || !move) return;
    const [mx = -1, my = -1] = move.split(',').map(Number);
    const key = keys.get(moves as Point[]);
    if (key === undefined) return;
    const entry = { e: evalLabel(e), move: code({ x: mx, y: my }) };
    labels.set(key, entry);
    appendFileSync(labelsFile, `${key} ${entry.e} ${entry.move}\n`);
    if (++done % 100 === 0) {
      const s = (Date.now() - t0) / 1000;
      console.log(
        `${done}/${todo.size} in ${s.toFixed(0)} s (${(((todo.size - done) * s) / done / 60).toFixed(1)} min left)`,
      );
    }
  });
  console.log(
    `analysed ${done} of ${todo.size} positions (${brainStats.resent} BOARD blocks sent twice)`,
  );
}

function keyOf(moves: readonly Point[]): { key: string; symmetry: number } {
  return canonicalKey(
    moves.filter((_, k) => k % 2 === 0),
    moves.filter((_, k) => k % 2 === 1),
    SIZE,
  );
}

/** The brain's move for `moves` in the board's own frame, or undefined. */
function brainMove(moves: readonly Point[]): Point | undefined {
  const { key, symmetry } = keyOf(moves);
  const l = labels.get(key);
  if (!l) return undefined;
  return untransformPoint(
    { x: l.move.charCodeAt(0) - 97, y: l.move.charCodeAt(1) - 97 },
    symmetry,
    SIZE,
  );
}

/**
 * The early positions of the records (3 to maxStones stones, no five point for either
 * side), each as its moves in playing order.
 */
function recordPositions(): Point[][] {
  const out: Point[][] = [];
  for (const { points } of readRecords(files)) {
    const b = new PatternBoard(SIZE);
    for (let i = 0; i < points.length && i <= maxStones; i++) {
      const me = b.toMove;
      const opp = me === 1 ? 2 : 1;
      if (i >= 3 && b.count(me, FIVE) === 0 && b.count(opp, FIVE) === 0)
        out.push(points.slice(0, i));
      const p = points[i] as Point;
      b.play(b.index(p.x, p.y));
    }
  }
  return out;
}

if (expand !== undefined) {
  const c = (SIZE - 1) / 2;
  const openings = readFileSync(expand, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '' && !l.startsWith('#'))
    .map((l) => {
      const v = l.split(',').map((t) => Number(t.trim()));
      const pts: Point[] = [];
      for (let i = 0; i + 1 < v.length; i += 2)
        pts.push({ x: c + (v[i] as number), y: c + (v[i + 1] as number) });
      return pts;
    });
  // Nodes: { moves, owner } with owner 0 (Black) or 1 (White), the colour the book plays.
  // Positions of game records given beside --expand are roots too, the book playing the
  // side to move there: so the games played teach the book the replies it did not know.
  let level: { moves: readonly Point[]; owner: number }[] = [
    ...openings.flatMap((moves) => [0, 1].map((owner) => ({ moves, owner }))),
    ...recordPositions().map((moves) => ({ moves, owner: moves.length % 2 })),
  ];
  const grown = new Set();
  while (level.length > 0) {
    level = level.filter(({ moves, owner }) => {
      const id = `${keyOf(moves).key} ${owner}`;
      if (grown.has(id) || moves.length > maxStones) return false;
      grown.add(id);
      return true;
    });
    // The last ply of the other side needs no analysis: nothing of the owner follows it.
    const toAnalyse = level.filter(
      ({ moves, owner }) => moves.length % 2 === owner || moves.length < maxStones,
    );
    const sizes = level.map((n) => n.moves.length);
    console.log(`${level.length} positions of ${Math.min(...sizes)}–${Math.max(...sizes)} stones`);
    if (dry) break;
    await analyse(toAnalyse.map((n) => n.moves));
    const next: { moves: readonly Point[]; owner: number }[] = [];
    for (const { moves, owner } of level) {
      const l = labels.get(keyOf(moves).key);
      if (!l || l.e === 'W' || l.e === 'L' || moves.length >= maxStones) continue;
      const b = new PatternBoard(SIZE);
      for (const p of moves) b.play(b.index(p.x, p.y));
      const children: Point[] = [];
      const best = brainMove(moves);
      if (best) children.push(best);
      if (moves.length % 2 !== owner) {
        const r = engineMove(b, { deadline: Date.now() + replyMs });
        for (const i of r.order) {
          if (children.length >= replies) break;
          const p = b.point(i);
          if (!children.some((q) => q.x === p.x && q.y === p.y)) children.push(p);
        }
      }
      for (const p of children) {
        if (b.cells[b.index(p.x, p.y)] !== 0) continue;
        b.play(b.index(p.x, p.y));
        const me = b.toMove;
        const quiet = b.count(me, FIVE) === 0 && b.count(me === 1 ? 2 : 1, FIVE) === 0;
        b.undo();
        if (quiet) next.push({ moves: [...moves, p], owner });
      }
    }
    level = next;
  }
}

if (expand === undefined && !writeOnly) {
  const list = recordPositions();
  console.log(`${labels.size} positions analysed before, ${list.length} positions in the records`);
  if (!dry) await analyse(list);
}

if (!dry) {
  // Every analysed position goes in (--max-stones bounds what is analysed, not the book),
  // but a proven loss, which no move saves.
  const entries = [...withDeep()].filter(([key, { e, move }]) => {
    const stones: string[] = key.replace('/', '').match(/../g) ?? [];
    return e !== 'L' && stones.length <= bookMaxStones && !stones.includes(move);
  });
  const most = Math.max(0, ...entries.map(([key]) => key.replace('/', '').length / 2));
  const lines = entries.map(([key, { move }]) => `${key} ${move}`).sort();
  // The data file book-data.ts reads (format qipan-opening-book, version 1): one entry
  // a line, as prettier formats it.
  const about =
    'Written by lab/gomoku/build-book.ts: do not edit. Canonical key: black then white stones as column-row letter pairs (a = 0), under the symmetry that makes the key smallest, then a space and the move of the analysing brain in the same frame. How it was made: lab/gomoku/opponents.md, "An opening book" and "Session 18".';
  const head = {
    format: 'qipan-opening-book',
    version: 1,
    rule: 'freestyle',
    size: SIZE,
    maxStones: most,
    about,
  };
  const fields = Object.entries(head).map(
    ([k, v]) => `  ${JSON.stringify(k)}: ${JSON.stringify(v)},`,
  );
  const body = lines.map((l) => `    ${JSON.stringify(l)}`).join(',\n');
  writeFileSync(outFile, `{\n${fields.join('\n')}\n  "entries": [\n${body}\n  ]\n}\n`);
  console.log(`wrote ${lines.length} positions to ${outFile}`);
}
