// The two Gomoku searches against each other (issue 30): the pattern engine (engine.ts on
// pattern-board.ts: what chooseMove plays at every rule and level) and the window search
// (search.ts, vcf.ts, vct.ts on search-board.ts: what renju, standard and levels 1–4 played
// before), the latter with level 5's old settings, rebuilt here from the search internals
// as chooseMove had it (win, block, VCF, VCT, PVS, then the VCF/VCT guard). The opening
// book is freestyle-only and is left out, so that the searches are compared and not the
// book. Fresh random openings for every run (the seed is printed; give it to replay):
// three stones (Black, White, Black) in the 7×7 square round the centre, each played
// twice with colours swapped. Run after `npx tsc -b`:
//   node lab/dist/gomoku/search-ab.js [ms-per-move=150] [opening-pairs=20] [rules=standard,renju] [seed]
import { type Point } from '@qipan/core';
import {
  checkMove,
  GomocupSession,
  playMatch,
  RULE_SETS,
  type GomokuState,
  type RuleSet,
} from '@qipan/gomoku';
import {
  candidates,
  findVcf,
  findVct,
  gomocupBrain,
  searchMove,
  SearchBoard,
  WIN,
} from '@qipan/gomoku/ai';

const [ms = '150', pairs = '20', rulesArg = 'standard,renju', seedArg] = process.argv.slice(2);
const seed = Number(seedArg ?? String(Date.now() % 1_000_000)) || 1;
const rules = rulesArg.split(',') as RuleSet[];
for (const r of rules)
  if (!(RULE_SETS as readonly string[]).includes(r)) throw new Error(`rule ${r}`);

/** The window search at level 5 as chooseMove played it: its move for the side to move. */
function windowMove(state: GomokuState, asked: number): Point {
  const now = Date.now;
  const deadline = asked - Math.min(50, Math.max(0, asked - now()) * 0.05);
  const b = SearchBoard.fromState(state);
  const me = b.toMove;
  const opp = me === 1 ? 2 : 1;
  const pt = (i: number): Point => b.point(i);
  const allowsVcf = (m: number, until: number): boolean => {
    b.play(m);
    const line = findVcf(b, { deadline: until, now, maxFours: 30 });
    b.undo();
    return line !== undefined;
  };
  const wins = b.fivePointsOf(me);
  if (wins[0] !== undefined) return pt(wins[0]);
  const blocks = b.fivePointsOf(opp).filter((i) => b.legalFor(i, me));
  if (blocks[0] !== undefined) return pt(blocks[0]);
  let budget = Math.max(0, deadline - now());
  const line = findVcf(b, { deadline: now() + budget * 0.15, now });
  if (line?.[0] !== undefined) return pt(line[0]);
  budget = Math.max(0, deadline - now());
  const vct = findVct(b, { deadline: now() + budget * 0.15, now, maxThreats: 2 });
  if (vct !== undefined && !allowsVcf(vct, now() + budget * 0.05)) return pt(vct);
  const r = searchMove(b, {
    deadline: now() + Math.max(0, deadline - now()) * 0.6,
    now,
    maxDepth: 64,
    width: 14,
  });
  if (r.move < 0) return { x: -1, y: -1 };
  if (r.score >= WIN - 100) return pt(r.move);
  // The guard: a move that allows no VCF, and no VCT of three threats, as time allows.
  const theirVct = (m: number, until: number): number | undefined => {
    b.play(m);
    const first = findVct(b, { deadline: until, now, maxThreats: 3, maxNodes: 20_000 });
    b.undo();
    return first;
  };
  if (allowsVcf(r.move, deadline)) {
    for (const c of candidates(b, 24)) {
      if (now() > deadline) break;
      if (c !== r.move && !allowsVcf(c, deadline)) return pt(c);
    }
    return pt(r.move);
  }
  const half = (): number => now() + Math.max(0, deadline - now()) * 0.5;
  const threat = theirVct(r.move, half());
  if (threat === undefined) return pt(r.move);
  const tried = new Set<number>([r.move]);
  for (const c of [threat, ...r.order, ...candidates(b, 24)]) {
    if (now() > deadline) break;
    if (tried.has(c) || !b.legalFor(c, b.toMove)) continue;
    tried.add(c);
    if (allowsVcf(c, deadline)) continue;
    if (theirVct(c, half()) === undefined && now() <= deadline) return pt(c);
  }
  return pt(r.move);
}

let s = seed;
const rnd = (): number => (s = (s * 48271) % 2147483647) / 2147483647;
const openings: Point[][] = [];
for (let k = 0; k < Number(pairs); k++) {
  const seen = new Set<number>();
  const o: Point[] = [];
  while (o.length < 3) {
    const x = 4 + Math.floor(rnd() * 7);
    const y = 4 + Math.floor(rnd() * 7);
    if (!seen.has(x * 15 + y)) {
      seen.add(x * 15 + y);
      o.push({ x, y });
    }
  }
  openings.push(o);
}

const engine = (): GomocupSession => new GomocupSession({ chooseMove: gomocupBrain(5) });
const window = (): GomocupSession =>
  new GomocupSession({
    chooseMove: (state, deadline) => {
      const p = windowMove(state, deadline);
      return checkMove(state, p) === undefined ? p : { x: -1, y: -1 };
    },
  });
console.log(`seed ${seed}, ${ms} ms a move, ${pairs} opening pairs, rules ${rules.join(', ')}`);
for (const rule of rules) {
  const t0 = Date.now();
  const r = playMatch(engine, window, openings, { size: 15, rule, timeoutTurn: Number(ms) });
  const tally = { win: 0, loss: 0, draw: 0, winBlack: 0, winWhite: 0 };
  r.games.forEach((g, k) => {
    const engineColour = k % 2 === 0 ? 'black' : 'white';
    if (g.winner === undefined) tally.draw++;
    else if (g.winner === engineColour) {
      tally.win++;
      if (engineColour === 'black') tally.winBlack++;
      else tally.winWhite++;
    } else tally.loss++;
    console.log(
      `${rule} game ${k + 1}: pattern engine ${engineColour}, ${g.moves.length} moves, ${g.end}, winner ${g.winner ?? 'none'}`,
    );
  });
  console.log(
    `${rule}: pattern engine vs window search ${tally.win}-${tally.loss}-${tally.draw} (wins/losses/draws; ` +
      `wins as black ${tally.winBlack}, as white ${tally.winWhite}) of ${r.games.length}, seed ${seed}, ` +
      `${ms} ms/move, ${((Date.now() - t0) / 1000).toFixed(0)} s`,
  );
}
