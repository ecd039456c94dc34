// How closely each player of 19×19 games follows the large move model: for every move
// of the first N (default 60), the move's rank among all legal moves by the model's
// strength (1 = the model's favourite), summed up per player: median rank, moves ranked
// 1st, in the top 10, and below 50th. A professional or GNU Go plays mostly near the top;
// a search that overrides the model shows up as a high median. Also per player: how many
// of its first 12 moves are on the first two lines (issue 11 wants at most one).
//
// Run: npx tsc -b && node lab/dist/go/model-ranks.js [--moves N] FILE.sgf...
// e.g. node lab/dist/go/model-ranks.js lab/go/games/19x19-10s/*/*.sgf
import { readFileSync } from 'node:fs';
import { BLACK, WHITE, EMPTY, FastBoard, tacticFeature } from '@qipan/go/bot';
import { largeModel } from '@qipan/go/bot/large';

const args = process.argv.slice(2);
let moves = 60;
const files: string[] = [];
for (let i = 0; i < args.length; i++) {
  const a = args[i] as string;
  if (a === '--moves') moves = Number(args[++i]);
  else files.push(a);
}
if (files.length === 0 || !(moves > 0)) {
  console.error('usage: node lab/dist/go/model-ranks.js [--moves N] FILE.sgf...');
  process.exit(2);
}

const model = largeModel();
const median = (xs: readonly number[]): number =>
  [...xs].sort((a, b) => a - b)[xs.length >> 1] ?? 0;
const summary = (name: string, ranks: readonly number[], low: number): string =>
  `${name}: median rank ${median(ranks)}, 1st ${ranks.filter((r) => r === 1).length}, ` +
  `top 10 ${ranks.filter((r) => r <= 10).length}, below 50th ${ranks.filter((r) => r > 50).length} of ${ranks.length}, ` +
  `first two lines ${low} of the first 12`;

console.log(`file | Black | White (first ${moves} moves)`);
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  // SZ defaults to 19.
  if ((/SZ\[(\d+)\]/.exec(text)?.[1] ?? '19') !== '19') {
    console.log(`${file} | not 19×19, skipped`);
    continue;
  }
  /** The player's name, or "Qipan" / "GNU Go" for an engine's command line. */
  const player = (tag: string): string => {
    const name = new RegExp(`${tag}\\[([^\\]]*)\\]`).exec(text)?.[1] ?? '?';
    return /qipan/i.test(name) ? 'Qipan' : /gnugo/i.test(name) ? 'GNU Go' : name;
  };
  const b = FastBoard.create(19);
  const ranks: Record<string, number[]> = { B: [], W: [] };
  const low: Record<string, number> = { B: 0, W: 0 };
  let last = -1;
  let last2 = -1;
  for (const [, colour = 'B', at = ''] of [...text.matchAll(/;([BW])\[([a-s]{2})\]/g)].slice(
    0,
    moves,
  )) {
    const c = colour === 'B' ? BLACK : WHITE;
    const own = ranks[colour] as number[];
    const played = b.index(at.charCodeAt(0) - 97, at.charCodeAt(1) - 97);
    let gamma = -1;
    const all: number[] = [];
    for (let p = 0; p < b.cells.length; p++) {
      if (b.cells[p] !== EMPTY || b.check(c, p, 'forbidden') !== undefined) continue;
      const g = model.gamma(b, c, p, last, last2, tacticFeature(b, c, p));
      all.push(g);
      if (p === played) gamma = g;
    }
    if (gamma < 0) break; // an illegal move: the record stops here
    own.push(all.filter((g) => g > gamma).length + 1);
    const x = at.charCodeAt(0) - 97;
    const y = at.charCodeAt(1) - 97;
    if (own.length <= 12 && Math.min(x, y, 18 - x, 18 - y) <= 1)
      low[colour] = (low[colour] ?? 0) + 1;
    b.play(c, played);
    last2 = last;
    last = played;
  }
  console.log(
    `${file} | ${summary(player('PB'), ranks['B'] ?? [], low['B'] ?? 0)} | ${summary(player('PW'), ranks['W'] ?? [], low['W'] ?? 0)}`,
  );
}
