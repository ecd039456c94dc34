import { Rng } from '@qipan/core';
import {
  PASS,
  check,
  fromDiagram,
  go,
  initial,
  legalMoves,
  playAt,
  type GoMove,
  type GoState,
} from '@qipan/go';
import { describe, expect, it } from 'vitest';
import type { NetEvaluation, NetEvaluator } from '../evaluation.js';
import type { NetPosition } from '../position.js';
import { Node, stdevFactor } from './node.js';
import { NetSearchError, batchForVisits } from './options.js';
import { NetSearch } from './search.js';
import { netPosition } from '../from-go.js';

interface Fake {
  policy?: ArrayLike<number>;
  pass?: number;
  /** Win probability of the side to move. */
  win?: number;
  lead?: number;
  ownership?: ArrayLike<number>;
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** An evaluator whose answers a function gives; uniform policy over empty points by default. */
class FakeEvaluator implements NetEvaluator {
  readonly runtime = 'fake';
  readonly calls: NetPosition[][] = [];
  inFlight = 0;
  maxInFlight = 0;
  constructor(
    private readonly f: (p: NetPosition) => Fake = () => ({}),
    private readonly delayMs = 0,
  ) {}
  async evaluate(positions: readonly NetPosition[]): Promise<NetEvaluation[]> {
    this.calls.push([...positions]);
    this.inFlight++;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    try {
      if (this.delayMs > 0) await sleep(this.delayMs);
      else await Promise.resolve();
      return positions.map((p) => evaluation(p, this.f(p)));
    } finally {
      this.inFlight--;
    }
  }
  async dispose(): Promise<void> {}
  get evaluatedPositions(): number {
    return this.calls.reduce((a, c) => a + c.length, 0);
  }
}

function evaluation(p: NetPosition, f: Fake): NetEvaluation {
  const area = p.size * p.size;
  const policy = new Float32Array(area);
  if (f.policy) for (let i = 0; i < area; i++) policy[i] = f.policy[i] as number;
  else for (let i = 0; i < area; i++) policy[i] = p.stones[i] === 0 ? 1 : 0;
  const pass = f.pass ?? 0.01;
  let sum = pass;
  for (const v of policy) sum += v;
  for (let i = 0; i < area; i++) policy[i] = (policy[i] as number) / sum;
  const win = f.win ?? 0.5;
  return {
    size: p.size,
    policy,
    pass: pass / sum,
    win,
    loss: 1 - win,
    noResult: 0,
    scoreMean: f.lead ?? 0,
    scoreStdev: 10,
    lead: f.lead ?? 0,
    varTimeLeft: 0,
    ownership: Float32Array.from(f.ownership ?? new Float32Array(area)),
  };
}

const keyOf = (p: NetPosition) => `${p.toMove}:${Array.from(p.stones).join('')}`;

function diagram(text: string, options: Parameters<typeof fromDiagram>[1] = {}): GoState {
  const r = fromDiagram(text, options);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function playAll(s: GoState, moves: GoMove[]): GoState {
  for (const m of moves) {
    const r = go.play(s, m);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value;
  }
  return s;
}

const isAt = (m: GoMove, x: number, y: number) =>
  m.type === 'play' && m.point.x === x && m.point.y === y;

describe('NetSearch selection', () => {
  it('puts its visits on the one move whose value is clearly best', async () => {
    // The side owning the centre stone wins 90%.
    const ev = new FakeEvaluator((p) => {
      const c = p.stones[12];
      const mine = p.toMove === 'black' ? 1 : 2;
      return { win: c === 0 ? 0.5 : c === mine ? 0.9 : 0.1 };
    });
    const s = new NetSearch(ev, { batchSize: 4 });
    s.setRoot(initial({ preset: 'chinese', size: 5 }));
    const r = await s.search({ visits: 300 });
    expect(r.visits).toBe(300);
    const best = r.moves[0];
    expect(best && isAt(best.move, 2, 2)).toBe(true);
    expect(best?.visits).toBeGreaterThan(150);
    expect(best?.winrate).toBeGreaterThan(0.8);
    expect(r.moves[1]?.winrate ?? 0).toBeLessThan(0.6);
    expect(isAt(s.decide().move, 2, 2)).toBe(true);
  });

  it('follows the prior when the values are all alike', async () => {
    const policy = new Float32Array(25).fill(0.01);
    policy[6] = 5; // B4 on 5×5: (1, 1)
    const s = new NetSearch(new FakeEvaluator(() => ({ policy, pass: 0 })), { batchSize: 1 });
    s.setRoot(initial({ preset: 'chinese', size: 5 }));
    const r = await s.search({ visits: 60 });
    expect(isAt(r.moves[0]?.move as GoMove, 1, 1)).toBe(true);
    expect(r.moves[0]?.prior).toBeGreaterThan(0.8);
    expect(r.moves[0]?.pv[0]).toEqual(playAt(1, 1));
    expect(r.moves[0]?.pv.length).toBeGreaterThan(2);
    expect(r.rootWinrate).toBeCloseTo(0.5, 5);
  });

  it('reports winrate and scoreLead from the side to move, negated per ply', async () => {
    // Black to move always wins 80% by 6 points.
    const ev = new FakeEvaluator((p) =>
      p.toMove === 'black' ? { win: 0.8, lead: 6 } : { win: 0.2, lead: -6 },
    );
    const s = new NetSearch(ev);
    s.setRoot(initial({ preset: 'chinese', size: 5 }));
    const r = await s.search({ visits: 50 });
    expect(r.rootWinrate).toBeCloseTo(0.8, 5);
    expect(r.rootScoreLead).toBeCloseTo(6, 5);
    for (const m of r.moves) {
      expect(m.winrate).toBeCloseTo(0.8, 5);
      expect(m.scoreLead).toBeCloseTo(6, 5);
      // The fake's score head says 6 ± 10 everywhere: KataGo's scoreSelfplay and scoreStdev.
      expect(m.scoreSelfplay).toBeCloseTo(6, 5);
      expect(m.scoreStdev).toBeCloseTo(10, 5);
      expect(m.lcb).toBeLessThan(m.winrate);
    }
  });
});

describe('NetSearch batching', () => {
  it('spreads a batch over distinct leaves with virtual loss', async () => {
    // No pass prior: no finished games, every visit is an evaluation.
    const ev = new FakeEvaluator(() => ({ pass: 0 }));
    // Every value alike: without the spread scaling, exploration stays wide (no transpositions).
    const s = new NetSearch(ev, { batchSize: 8, utilityStdev: { scale: 0 } });
    s.setRoot(initial({ preset: 'chinese', size: 9 }));
    await s.search({ visits: 1 + 8 * 5 });
    expect(ev.calls[0]?.length).toBe(1); // the root alone first
    for (const batch of ev.calls.slice(1)) {
      expect(batch.length).toBe(8);
      expect(new Set(batch.map(keyOf)).size).toBe(8);
    }
    expect(ev.calls.length).toBe(6);
  });

  it('keeps `parallel` batches in flight', async () => {
    const ev = new FakeEvaluator(() => ({}), 5);
    const s = new NetSearch(ev, { batchSize: 4, parallel: 2 });
    s.setRoot(initial({ preset: 'chinese', size: 9 }));
    const r = await s.search({ visits: 60 });
    expect(ev.maxInFlight).toBe(2);
    expect(r.visits).toBe(60);
    expect(r.batches).toBe(ev.calls.length);
  });

  it('evaluates a position reached twice only once (the cache)', async () => {
    const ev = new FakeEvaluator();
    const s = new NetSearch(ev, { batchSize: 1 });
    s.setRoot(initial({ preset: 'chinese', size: 3 }));
    const r = await s.search({ visits: 400 });
    const keys = ev.calls.flat().map((p) => `${keyOf(p)}:${p.history.at(-1)?.point === 'pass'}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(r.cacheHits).toBeGreaterThan(0);
    expect(r.evaluated + r.cacheHits).toBeLessThanOrEqual(400);
    // A fresh tree on the same position is answered from the cache at first.
    s.clearTree();
    const before = ev.evaluatedPositions;
    const again = await s.search({ visits: 20 });
    expect(again.cacheHits).toBeGreaterThan(10);
    expect(ev.evaluatedPositions - before).toBeLessThan(10);
  });
});

describe('NetSearch tree reuse', () => {
  it('advance keeps the subtree and its visit counts', async () => {
    const s = new NetSearch(new FakeEvaluator());
    const start = initial({ preset: 'chinese', size: 7 });
    s.setRoot(start);
    const r = await s.search({ visits: 200 });
    const top = r.moves[0] as (typeof r.moves)[number];
    s.advance(top.move);
    expect(s.rootVisits).toBe(top.visits);
    expect(s.rootState?.moveNumber).toBe(1);
    const r2 = await s.search({ visits: top.visits + 50 });
    expect(r2.playouts).toBe(50);
    expect(r2.visits).toBe(top.visits + 50);
  });

  it('setRoot finds the position two moves below (own move and the answer)', async () => {
    const s = new NetSearch(new FakeEvaluator());
    const start = initial({ preset: 'chinese', size: 7 });
    s.setRoot(start);
    const r = await s.search({ visits: 300 });
    const mine = r.moves[0]?.move as GoMove;
    const reply = r.moves[0]?.pv[1] as GoMove;
    s.advance(mine);
    const replyVisits = (await s.search({ visits: s.rootVisits })).moves.find(
      (m) => JSON.stringify(m.move) === JSON.stringify(reply),
    )?.visits;
    // From the start again: the state two moves on is found in the tree.
    const s2 = new NetSearch(new FakeEvaluator());
    s2.setRoot(start);
    await s2.search({ visits: 300 });
    const target = playAll(start, [mine, reply]);
    // The search is deterministic: s2's tree is s's, so the kept node is the reply's.
    expect(replyVisits).toBeGreaterThan(0);
    expect(s2.setRoot(target)).toBe(true);
    expect(s2.rootVisits).toBe(replyVisits);
    expect(s2.rootState).toBe(target);
    // An unrelated position starts afresh.
    expect(s2.setRoot(playAll(start, [playAt(0, 0)]))).toBe(false);
    expect(s2.rootVisits).toBe(0);
  });
});

describe('NetSearch limits', () => {
  it('stops promptly on abort', async () => {
    const ev = new FakeEvaluator(() => ({}), 5);
    const s = new NetSearch(ev, { batchSize: 4 });
    s.setRoot(initial({ preset: 'chinese', size: 9 }));
    const ac = new AbortController();
    setTimeout(() => ac.abort(), 40);
    const t0 = Date.now();
    const r = await s.search({ signal: ac.signal });
    const took = Date.now() - t0;
    expect(r.stoppedBy).toBe('abort');
    expect(took).toBeLessThan(40 + 150);
    expect(r.visits).toBeGreaterThan(4);
  });

  it('returns on abort without waiting for a slow batch', async () => {
    const ev = new FakeEvaluator(() => ({}), 400);
    const s = new NetSearch(ev);
    s.setRoot(initial({ preset: 'chinese', size: 9 }));
    const ac = new AbortController();
    setTimeout(() => ac.abort(), 20);
    const t0 = Date.now();
    const r = await s.search({ signal: ac.signal, visits: 100 });
    expect(r.stoppedBy).toBe('abort');
    expect(Date.now() - t0).toBeLessThan(250);
  });

  it('resumes after an abort while a batch is still landing', async () => {
    const ev = new FakeEvaluator(() => ({}), 20);
    const s = new NetSearch(ev, { batchSize: 4 });
    s.setRoot(initial({ preset: 'chinese', size: 9 }));
    const ac = new AbortController();
    setTimeout(() => ac.abort(), 5);
    const first = await s.search({ signal: ac.signal });
    expect(first.stoppedBy).toBe('abort');
    expect(first.visits).toBe(0); // the root's evaluation is still in flight
    const again = await s.search({ visits: 30 });
    expect(again.stoppedBy).toBe('visits');
    expect(again.visits).toBe(30);
    expect(ev.calls[0]?.length).toBe(1);
  });

  it('stops at the time limit and reports progress on the way', async () => {
    const ev = new FakeEvaluator(() => ({}), 3);
    const s = new NetSearch(ev, { batchSize: 2 });
    s.setRoot(initial({ preset: 'chinese', size: 9 }));
    const seen: number[] = [];
    const t0 = Date.now();
    const r = await s.search({
      timeMs: 80,
      progressEveryMs: 15,
      onProgress: (a) => seen.push(a.visits),
    });
    expect(r.stoppedBy).toBe('time');
    expect(Date.now() - t0).toBeLessThan(80 + 150);
    expect(seen.length).toBeGreaterThanOrEqual(3);
    for (let i = 1; i < seen.length; i++)
      expect(seen[i] as number).toBeGreaterThanOrEqual(seen[i - 1] as number);
  });

  it('stops on time in a tree of finished games (nothing to evaluate)', async () => {
    // After White's pass the net only wants to pass: every visit ends the game.
    const st = playAll(initial({ preset: 'chinese', size: 5 }), [playAt(2, 2), PASS]);
    const s = new NetSearch(new FakeEvaluator(() => ({ policy: new Float32Array(25), pass: 1 })), {
      batchSize: 2,
    });
    s.setRoot(st);
    const r = await s.search({ timeMs: 30 });
    expect(r.stoppedBy).toBe('time');
    expect(r.evaluated).toBe(1);
    expect(r.moves[0]?.move).toEqual(PASS);
    expect(r.moves[0]?.visits).toBe(r.visits - 1);
    expect(r.moves[0]?.winrate).toBe(1); // B+17.5 by area
  });

  it('counts playouts apart from kept visits, and always evaluates the root', async () => {
    const s = new NetSearch(new FakeEvaluator());
    s.setRoot(initial({ preset: 'chinese', size: 5 }));
    const zero = await s.search({ timeMs: 0 });
    expect(zero.visits).toBe(1);
    const r = await s.search({ playouts: 30 });
    expect(r.playouts).toBe(30);
    expect(r.visits).toBe(31);
  });
});

describe('NetSearch legality', () => {
  // Black just took the ko at C3 (2,1): White may not retake at B3 (1,1) now.
  const ko = () =>
    playAll(
      diagram(
        `. X O . .
         X O . O .
         . X O . .
         . . . . .
         . . . . .`,
        { preset: 'chinese' },
      ),
      [playAt(2, 1)],
    );

  it('never plays the ko back, even when the net wants only that', async () => {
    const s0 = ko();
    expect(check(s0, playAt(1, 1))?.reason).toBe('ko');
    const policy = new Float32Array(25).fill(0);
    policy[6] = 1; // B3 (1, 1)
    // A net that does not see the ko ban, and puts its mass on occupied points too.
    const ev = new FakeEvaluator(() => ({ policy: policy.map((v, i) => (i < 3 ? 1 : v)) }));
    const s = new NetSearch(ev, {
      toNetPosition: (st, h) => ({ ...netPosition(st, h), koBanned: [] }),
    });
    s.setRoot(s0);
    await s.search({ visits: 30 });
    const d = s.decide();
    expect(check(s0, d.move)).toBeUndefined();
    expect(isAt(d.move, 1, 1)).toBe(false);
  });

  it('returns only legal moves in random positions with ko and superko', async () => {
    const rng = Rng.fromSeed(7);
    const bias = (p: NetPosition): Fake => {
      // Mass on occupied points and on random ones; the ko point the most.
      const policy = new Float32Array(p.size * p.size);
      for (let i = 0; i < policy.length; i++)
        policy[i] = (p.stones[i] !== 0 ? 2 : 0.1) + (i % 7 === 0 ? 1 : 0);
      for (const k of p.koBanned ?? []) policy[k] = 50;
      return { policy, win: 0.3 + 0.4 * ((p.stones.length + p.history.length) % 3) * 0.5 };
    };
    let kos = 0;
    for (let game = 0; game < 8; game++) {
      // Half the games start from the ko above (Chinese: positional superko).
      let st =
        game % 2 === 0
          ? ko()
          : initial({ preset: game % 4 === 1 ? 'chinese' : 'japanese', size: 4 + (game % 3) });
      const s = new NetSearch(new FakeEvaluator(bias), {
        batchSize: 4,
        toNetPosition: (x, h) => ({ ...netPosition(x, h), koBanned: [] }),
      });
      for (let ply = 0; ply < 30 && st.passes < 2; ply++) {
        if (game % 2 === 0 || ply % 3 === 0) {
          s.setRoot(st);
          await s.search({ visits: 12 });
          const d = s.decide();
          expect(d.move.type === 'resign' || check(st, d.move) === undefined).toBe(true);
          if (netPosition(st, []).koBanned?.length) kos++;
        }
        // Random play that takes a ko whenever it can.
        const moves = legalMoves(st).filter((m) => m.type === 'play');
        const takes = moves.filter((m) => {
          const r = go.play(st, m);
          return r.ok && (netPosition(r.value, []).koBanned?.length ?? 0) > 0;
        });
        const m = takes.length > 0 ? rng.pick(takes) : moves.length > 0 ? rng.pick(moves) : PASS;
        st = playAll(st, [m]);
      }
    }
    expect(kos).toBeGreaterThan(0);
  });

  it('does not fill its own true eye', async () => {
    const st = diagram(
      `. X . . .
       X X . . .
       . . . . .
       . . . . O
       . . . O .`,
      { preset: 'chinese' },
    );
    const policy = new Float32Array(25).fill(0.001);
    policy[0] = 10; // A5, Black's eye
    const s = new NetSearch(new FakeEvaluator(() => ({ policy, pass: 0 })));
    s.setRoot(st);
    await s.search({ visits: 40 });
    expect(isAt(s.analysis().moves[0]?.move as GoMove, 0, 0)).toBe(true);
    const d = s.decide();
    expect(isAt(d.move, 0, 0)).toBe(false);
    expect(d.move.type).toBe('play');
  });
});

describe('NetSearch passing and resigning', () => {
  // Black has three columns, White two: with komi 0.5 Black wins the count by 4.5.
  const afterWhitePass = (komi: number) =>
    playAll(
      diagram(
        `. . X O .
         . . X O .
         . . X O .
         . . X O .
         . . X O .`,
        { preset: 'chinese', komi, turn: 'white' },
      ),
      [PASS],
    );

  it('passes after the opponent passed when the count wins', async () => {
    const st = afterWhitePass(0.5);
    expect(st.turn).toBe('black');
    // The net would rather play on.
    const s = new NetSearch(new FakeEvaluator(() => ({ pass: 0.0001 })));
    s.setRoot(st);
    const r = await s.search({ visits: 60 });
    const d = s.decide();
    expect(d.move).toEqual(PASS);
    expect(d.reason).toBe('pass-wins');
    const pass = r.moves.find((m) => m.move.type === 'pass');
    if (pass) expect(pass.winrate).toBe(1);
  });

  it('does not pass after the opponent passed when the count loses', async () => {
    const st = afterWhitePass(7.5);
    const s = new NetSearch(new FakeEvaluator(() => ({ pass: 100 })));
    s.setRoot(st);
    const r = await s.search({ visits: 60 });
    const d = s.decide();
    expect(d.move.type).toBe('play');
    expect(check(st, d.move)).toBeUndefined();
    const pass = r.moves.find((m) => m.move.type === 'pass');
    expect(pass?.winrate ?? 0).toBe(0);
  });

  it('counts the stones the net says are dead when passing ends the game', async () => {
    // White's stone on A5 sits in Black's area: alive, it spoils Black's ten points.
    const st = playAll(
      diagram(
        `O . X O .
         . . X O .
         . . X O .
         . . X O .
         . . X O .`,
        { preset: 'chinese', komi: 0.5, turn: 'white' },
      ),
      [PASS],
    );
    // From Black's side (to move): columns A–C are Black's, D–E White's.
    const own = Float32Array.from({ length: 25 }, (_, i) => (i % 5 <= 2 ? 1 : -1));
    const sees = new NetSearch(new FakeEvaluator(() => ({ ownership: own, pass: 0.0001 })));
    sees.setRoot(st);
    await sees.search({ visits: 20 });
    expect(sees.decide()).toMatchObject({ move: PASS, reason: 'pass-wins' });
    // A net that sees nothing dead: passing now loses (White 10.5 to Black's 5).
    const blind = new NetSearch(new FakeEvaluator(() => ({ pass: 0.0001 })));
    blind.setRoot(st);
    await blind.search({ visits: 20 });
    expect(blind.decide().move.type).toBe('play');
  });

  it('passes when the search prefers it', async () => {
    const s = new NetSearch(new FakeEvaluator(() => ({ pass: 1000 })), { lcbSelection: false });
    s.setRoot(initial({ preset: 'chinese', size: 5 }));
    await s.search({ visits: 10 });
    expect(s.decide()).toMatchObject({ move: PASS, reason: 'search' });
  });

  it('resigns after the set number of hopeless moves past the minimum move', async () => {
    // Black loses whatever it does.
    const hopeless = new FakeEvaluator((p) =>
      p.toMove === 'black' ? { win: 0.01, lead: -40 } : { win: 0.99, lead: 40 },
    );
    const s = new NetSearch(hopeless, { resign: { below: 0.03, consecutive: 2, minMove: 2 } });
    let st = initial({ preset: 'chinese', size: 5 });
    const turn = async () => {
      const { decision } = await s.think(st, { visits: 8 });
      return decision;
    };
    expect((await turn()).reason).toBe('search'); // move 0 < minMove
    st = playAll(st, [playAt(0, 0), playAt(4, 4)]);
    expect((await turn()).reason).toBe('search'); // first hopeless move
    st = playAll(st, [playAt(0, 4), playAt(4, 0)]);
    const d = await turn();
    expect(d.reason).toBe('resign');
    expect(d.move).toEqual({ type: 'resign' });
    // Off with below 0; and a fair position never resigns.
    const never = new NetSearch(hopeless, { resign: { below: 0, minMove: 0, consecutive: 1 } });
    expect((await never.think(st, { visits: 8 })).decision.reason).toBe('search');
    const fair = new NetSearch(new FakeEvaluator(), {
      resign: { below: 0.03, minMove: 0, consecutive: 1 },
    });
    expect((await fair.think(st, { visits: 8 })).decision.reason).toBe('search');
  });
});

describe('NetSearch root priors', () => {
  const peaked = new Float32Array(25).fill(0.1 / 24);
  peaked[12] = 0.9;

  it('flattens the root policy with a temperature, keeping a reused subtree', async () => {
    const plain = new NetSearch(new FakeEvaluator(() => ({ policy: peaked, pass: 0 })));
    plain.setRoot(initial({ preset: 'chinese', size: 5 }));
    const a = await plain.search({ visits: 100 });
    const hot = new NetSearch(new FakeEvaluator(() => ({ policy: peaked, pass: 0 })), {
      rootPolicyTemperature: 3,
    });
    hot.setRoot(initial({ preset: 'chinese', size: 5 }));
    const b = await hot.search({ visits: 100 });
    expect(a.moves[0]?.prior).toBeCloseTo(0.9, 3);
    // 0.9^(1/3) against 24 × (0.1/24)^(1/3): 0.9655 / 4.826 = 0.2.
    const centre = b.moves.find((m) => isAt(m.move, 2, 2));
    expect(centre?.prior).toBeCloseTo(0.2, 3);
    expect(b.moves.length).toBeGreaterThan(a.moves.length);
    // After advancing, the new root's priors are flattened too and its visits stay.
    const side = b.moves.find((m) => !isAt(m.move, 2, 2)) as (typeof b.moves)[number];
    const kept = side.visits;
    expect(kept).toBeGreaterThan(1);
    hot.advance(side.move);
    const c = await hot.search({ visits: kept + 40 });
    expect(c.visits).toBe(kept + 40);
    expect(c.moves.reduce((t, m) => t + m.visits, 0)).toBe(kept + 40 - 1);
    const centreNow = c.moves.find((m) => isAt(m.move, 2, 2));
    // 0.9^(1/3) against 23 × (0.1/24)^(1/3): 0.9655 / 4.665.
    expect(centreNow?.prior).toBeCloseTo(0.207, 2);
  });

  it('adds Dirichlet noise to the root priors, the same for the same seed', async () => {
    const run = async (seed: number) => {
      const s = new NetSearch(new FakeEvaluator(() => ({ policy: peaked, pass: 0 })), {
        rootNoise: { alpha: 0.3, weight: 0.25 },
        rng: Rng.fromSeed(seed),
      });
      s.setRoot(initial({ preset: 'chinese', size: 5 }));
      const r = await s.search({ visits: 60 });
      return r.moves.map((m) => `${JSON.stringify(m.move)}:${m.prior.toFixed(6)}`);
    };
    const one = await run(1);
    expect(await run(1)).toEqual(one);
    expect(await run(2)).not.toEqual(one);
    const centre = one.find((m) => m.startsWith('{"type":"play","point":{"x":2,"y":2}}'));
    const p = Number(centre?.split(':').at(-1));
    expect(p).toBeGreaterThanOrEqual(0.9 * 0.75 - 1e-6);
    expect(p).toBeLessThan(0.9);
  });
});

describe('NetSearch temperature', () => {
  it('draws among good moves, never a far worse one', async () => {
    // Corners lose badly for the mover; everything else is even.
    const corner = new Set([0, 4, 20, 24]);
    const ev = new FakeEvaluator((p) => {
      const last = p.history.at(-1)?.point;
      return { win: typeof last === 'number' && corner.has(last) ? 0.9 : 0.5 };
    });
    const picks = new Set<string>();
    for (let seed = 0; seed < 12; seed++) {
      const s = new NetSearch(ev, { temperature: 1, rng: Rng.fromSeed(seed), batchSize: 2 });
      s.setRoot(initial({ preset: 'chinese', size: 5 }));
      await s.search({ visits: 120 });
      const d = s.decide();
      expect(d.move.type).toBe('play');
      if (d.move.type === 'play') {
        expect(corner.has(d.move.point.y * 5 + d.move.point.x)).toBe(false);
        picks.add(`${d.move.point.x},${d.move.point.y}`);
      }
    }
    expect(picks.size).toBeGreaterThan(2);
  });
});

describe('NetSearch bad input', () => {
  it('refuses bad options, limits, moves and evaluations with a typed error', async () => {
    expect(() => new NetSearch(new FakeEvaluator(), { batchSize: 0 })).toThrow(NetSearchError);
    expect(() => new NetSearch(new FakeEvaluator(), { cPuct: Number.NaN })).toThrow(/cPuct/);
    expect(() => new NetSearch(new FakeEvaluator(), { temperature: 1 })).toThrow(/rng/);
    const s = new NetSearch(new FakeEvaluator());
    await expect(s.search({ visits: 1 })).rejects.toMatchObject({ reason: 'no-position' });
    const st = initial({ preset: 'chinese', size: 5 });
    s.setRoot(st);
    await expect(s.search({})).rejects.toMatchObject({ reason: 'bad-limits' });
    await expect(s.search({ visits: -1 })).rejects.toMatchObject({ reason: 'bad-limits' });
    await s.search({ visits: 20 });
    const occupied = s.analysis().moves[0]?.move as GoMove;
    s.advance(occupied);
    const visits = s.rootVisits;
    const state = s.rootState;
    let e: unknown;
    try {
      s.advance(occupied);
    } catch (x) {
      e = x;
    }
    expect(e).toBeInstanceOf(NetSearchError);
    expect((e as NetSearchError).reason).toBe('illegal-move');
    expect((e as Error).message).toMatch(/occupied/);
    expect(s.rootVisits).toBe(visits);
    expect(s.rootState).toBe(state);
    const over = playAll(st, [PASS, PASS]);
    s.setRoot(over);
    await expect(s.search({ visits: 5 })).rejects.toMatchObject({ reason: 'game-over' });
  });

  it('rejects a wrong-sized evaluation and leaves the tree as it was', async () => {
    const bad: NetEvaluator = {
      runtime: 'bad',
      evaluate: async (ps) =>
        ps.map((p) => ({ ...evaluation(p, {}), policy: new Float32Array(3) })),
      dispose: async () => {},
    };
    const s = new NetSearch(bad);
    s.setRoot(initial({ preset: 'chinese', size: 5 }));
    await expect(s.search({ visits: 10 })).rejects.toMatchObject({ reason: 'bad-evaluation' });
    expect(s.rootVisits).toBe(0);
    // The root is not left waiting: a good evaluator can search it now.
    const failing: NetEvaluator = {
      runtime: 'failing',
      evaluate: () => Promise.reject(new Error('worker died')),
      dispose: async () => {},
    };
    const s2 = new NetSearch(failing);
    s2.setRoot(initial({ preset: 'chinese', size: 5 }));
    await expect(s2.search({ visits: 10 })).rejects.toThrow('worker died');
  });
});

describe('NetSearch speed', () => {
  it('keeps tree work small beside a ~10 ms evaluation (19×19)', async () => {
    const ev = new FakeEvaluator((p) => {
      const last = p.history.at(-1)?.point;
      return { win: typeof last === 'number' ? 0.4 + (last % 5) * 0.05 : 0.5 };
    });
    const s = new NetSearch(ev, { batchSize: 16 });
    s.setRoot(initial({ preset: 'chinese', size: 19 }));
    await s.search({ visits: 200 }); // warm up
    const t0 = performance.now();
    const r = await s.search({ visits: 2200 });
    const perLeaf = (performance.now() - t0) / r.playouts;
    // Fake evaluations included; a batch of 16 costs well under a 10 ms net call.
    expect(perLeaf * 16).toBeLessThan(10);
  });
});

describe('NetSearch as KataGo weighs moves', () => {
  // 5×5: the prior puts 90% on the centre and 10% on A5 (point 0). A black stone on A5
  // wins 75% for Black; the centre looks even until three stones are down, then it loses
  // (85% for White): a refutation found a few moves deep.
  const policy = new Float32Array(25).fill(0);
  policy[12] = 0.9;
  policy[0] = 0.1;
  const ev = (): FakeEvaluator =>
    new FakeEvaluator((p) => {
      let n = 0;
      for (let i = 0; i < p.stones.length; i++) if (p.stones[i] !== 0) n++;
      const black = p.stones[0] === 1 ? 0.75 : p.stones[12] === 1 && n >= 3 ? 0.15 : 0.5;
      return { policy, pass: 0, win: p.toMove === 'black' ? black : 1 - black };
    });

  it('plays the move with the best lower confidence bound, not the most visited, when it is well visited', async () => {
    const s = new NetSearch(ev(), { batchSize: 1 });
    s.setRoot(initial({ preset: 'chinese', size: 5 }));
    const r = await s.search({ visits: 12 });
    const centre = r.moves.find((m) => isAt(m.move, 2, 2));
    const corner = r.moves.find((m) => isAt(m.move, 0, 0));
    expect(centre && corner).toBeTruthy();
    // The prior keeps most visits on the centre at this budget …
    expect(centre?.visits ?? 0).toBeGreaterThan(corner?.visits ?? 0);
    expect(corner?.visits ?? 0).toBeGreaterThanOrEqual(2);
    expect(corner?.winrate ?? 0).toBeCloseTo(0.75, 6);
    expect(centre?.winrate ?? 1).toBeLessThan(0.3);
    // … the lower bound picks the corner; the old rule (most visits) the centre.
    expect(isAt(s.decide().move, 0, 0)).toBe(true);
    const plain = new NetSearch(ev(), { batchSize: 1, lcbSelection: false });
    plain.setRoot(initial({ preset: 'chinese', size: 5 }));
    await plain.search({ visits: 12 });
    expect(isAt(plain.decide().move, 2, 2)).toBe(true);
  });

  it('centres the dynamic score utility on the root lead, and recentres a kept tree', async () => {
    // Black to move always leads by 20 and wins 70%; White to move trails by 20.
    const lead = (p: NetPosition): Fake =>
      p.toMove === 'black' ? { win: 0.7, lead: 20 } : { win: 0.3, lead: -20 };
    const s = new NetSearch(new FakeEvaluator(lead), { batchSize: 1 });
    const start = initial({ preset: 'chinese', size: 9, komi: 0.5 });
    s.setRoot(start);
    const r = await s.search({ visits: 30 });
    // From Black's side: wl 0.4, static 0.1·2/π·atan(20/18), dynamic 0.3·2/π·atan((20 − 16)/6.75).
    const u = (l: number, centre: number): number =>
      0.4 +
      0.1 * (2 / Math.PI) * Math.atan(l / 18) +
      0.3 * (2 / Math.PI) * Math.atan((l - centre) / 6.75);
    for (const m of r.moves) expect(m.utility).toBeCloseTo(u(20, 16), 6);
    // A score utility centred on 0 would give 0.4 + 0.1·0.53 + 0.3·0.87: not what is seen.
    expect(Math.abs((r.moves[0]?.utility ?? 0) - u(20, 0))).toBeGreaterThan(0.1);
    // A root leading by 10: the centre follows (8).
    const s2 = new NetSearch(
      new FakeEvaluator((p) =>
        p.toMove === 'black' ? { win: 0.6, lead: 10 } : { win: 0.4, lead: -10 },
      ),
      { batchSize: 1 },
    );
    s2.setRoot(start);
    const r2 = await s2.search({ visits: 30 });
    for (const m of r2.moves)
      expect(m.utility).toBeCloseTo(
        0.2 + 0.1 * (2 / Math.PI) * Math.atan(10 / 18) + 0.3 * (2 / Math.PI) * Math.atan(2 / 6.75),
        6,
      );
  });

  it('recomputes a kept subtree under the new centre', async () => {
    // Black's lead is the number of black stones on the board; every game is even.
    const f = (p: NetPosition): Fake => {
      let b = 0;
      for (let i = 0; i < p.stones.length; i++) if (p.stones[i] === 1) b++;
      return { win: 0.5, lead: p.toMove === 'black' ? b : -b };
    };
    const s = new NetSearch(new FakeEvaluator(f), { batchSize: 1, lcbSelection: false });
    s.setRoot(initial({ preset: 'chinese', size: 5 }));
    await s.search({ visits: 300 }); // centred on the empty board's lead, 0
    const a1 = s.analysis().moves[0]?.move as GoMove;
    s.advance(a1);
    s.advance((s.analysis().moves[0]?.move as GoMove) ?? PASS);
    const before = s.analysis();
    const centre = 0.8 * before.rootScoreLead; // Black to move: Black's view
    expect(centre).toBeGreaterThan(0.5);
    const visitsBefore = new Map(before.moves.map((m) => [JSON.stringify(m.move), m.visits]));
    const after = await s.search({ playouts: 0 }); // recentres, adds nothing
    // 5×5: static scale 2·5 = 10 points, dynamic 0.75·5 = 3.75.
    const u = (l: number, c: number): number =>
      0.1 * (2 / Math.PI) * Math.atan(l / 10) + 0.3 * (2 / Math.PI) * Math.atan((l - c) / 3.75);
    let checked = 0;
    for (const m of after.moves) {
      expect(visitsBefore.get(JSON.stringify(m.move))).toBe(m.visits);
      expect(m.utility).toBeCloseTo(u(m.scoreLead, centre), 9);
      expect(Math.abs(m.utility - u(m.scoreLead, 0))).toBeGreaterThan(0.01);
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('caps the batch for small budgets (batchForVisits) and refuses a bad cap', async () => {
    expect([1, 100, 200, 299, 300, 500, 1000, 5000].map((v) => batchForVisits(v))).toEqual([
      1, 1, 1, 1, 2, 4, 8, 8,
    ]);
    expect(batchForVisits(5000, 16)).toBe(16);
    const e = new FakeEvaluator(() => ({ pass: 0 }));
    const s = new NetSearch(e, { batchSize: 8 });
    s.setRoot(initial({ preset: 'chinese', size: 9 }));
    await s.search({ visits: 40, batchSize: 2 });
    expect(Math.max(...e.calls.map((c) => c.length))).toBe(2);
    await expect(s.search({ visits: 80, batchSize: 0 })).rejects.toMatchObject({
      reason: 'bad-limits',
    });
    expect(() => new NetSearch(e, { lcbSelection: 'yes' as unknown as boolean })).toThrow(
      /lcbSelection/,
    );
  });
});

describe('stdevFactor', () => {
  const params = {
    cPuct: 1,
    cPuctLog: 0.45,
    cPuctBase: 500,
    stdevPrior: 0.4,
    stdevPriorWeight: 2,
    stdevScale: 0.85,
    fpuReduction: 0.2,
    virtualLossUtility: -1.4,
  };
  it('is 1 without data, shrinks when the utility is steady and grows when it swings', () => {
    const n = new Node(0, 'black');
    expect(stdevFactor(n, params)).toBe(1);
    // 50 visits all at utility 0.2: stdev² = ((0.04 + 0.16)·2 + 0.04·50) / 51 − 0.04.
    n.n = 50;
    n.sumU = 10;
    n.sumU2 = 2;
    const steady = Math.sqrt((0.2 * 2 + 0.04 * 50) / 51 - 0.04);
    expect(stdevFactor(n, params)).toBeCloseTo(1 + 0.85 * (steady / 0.4 - 1), 12);
    expect(stdevFactor(n, params)).toBeLessThan(0.5);
    // Half at +1, half at −1: stdev near 1, factor near 1 + 0.85 · 1.5.
    n.sumU = 0;
    n.sumU2 = 50;
    expect(stdevFactor(n, params)).toBeGreaterThan(2);
    expect(stdevFactor(n, { ...params, stdevScale: 0 })).toBe(1);
  });
});
