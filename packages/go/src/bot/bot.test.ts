import { describe, expect, it } from 'vitest';
import { Rng } from '@qipan/core';
import { fromDiagram, initial, legalMoves, play, playAs, playAt } from '@qipan/go';
import { GoBot, botLevel } from './index.js';
import { largeModel } from './large.js';
import type { GoState } from '@qipan/go';

function diagram(text: string, turn: 'black' | 'white', komi = 0.5): GoState {
  const r = fromDiagram(text, { preset: 'chinese', komi, turn });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function randomPosition(seed: number, size: number, moves: number): GoState {
  const rng = Rng.fromSeed(seed);
  let s = initial({ preset: 'chinese', size, komi: 7 });
  for (let i = 0; i < moves; i++) {
    const legal = legalMoves(s).filter((m) => m.type === 'play');
    if (legal.length === 0) break;
    const r = play(s, legal[rng.int(legal.length)]!);
    if (r.ok) s = r.value;
  }
  return s;
}

/** Black's area (top left) holds a dead White stone, C7. */
const CLEANUP_POSITION = `. . O . X . .
   . . . . X . .
   . . . . X . .
   X X X X X . .
   O O O O O O O
   . . . . . . .
   . . . . . . .`;

const fakeClock = (): (() => number) => {
  let t = 0;
  return () => (t += 1);
};

describe('GoBot', () => {
  it('always answers a legal move on random positions (ko and superko rules too)', () => {
    for (let seed = 1; seed <= 12; seed++) {
      const s0 = randomPosition(seed, seed % 2 === 0 ? 5 : 7, 10 + seed * 3);
      const s =
        seed % 3 === 0 ? { ...s0, rules: { ...s0.rules, ko: 'positional-superko' as const } } : s0;
      const bot = new GoBot({ playouts: 60, seed, now: fakeClock(), timeMs: 1e9 });
      const move = bot.genmove(s, s.turn);
      expect(move.type).not.toBe('resign');
      expect(playAs({ ...s, passes: 0 }, s.turn, move).ok).toBe(true);
    }
  });

  it('captures a big group in atari', () => {
    const s = diagram(
      `. . . . . . .
       . X X X X . .
       X O O O O . .
       . X X X X . .
       . . . . . . .
       . . . . . . .
       . . . . . . .`,
      'black',
    );
    const move = new GoBot({ playouts: 300, seed: 3 }).genmove(s, 'black');
    expect(move).toEqual(playAt(5, 2));
  });

  it('saves its own group in atari', () => {
    const s = diagram(
      `. . . . . . .
       . O O O O . .
       O X X X X . .
       . O O O O . .
       . . . . . . .
       . . . . . . .
       . . . . . . .`,
      'black',
    );
    const move = new GoBot({ playouts: 300, seed: 4 }).genmove(s, 'black');
    expect(move).toEqual(playAt(5, 2));
  });

  it('does not run out of an atari into a ladder', () => {
    // Black C7 in atari (White D7); extending to C6 is chased to the left edge and dies.
    const s = diagram(
      `. . . . . . . . .
       . . O . . . . . .
       . O X O . . . . .
       . . . O . . . . .
       . . . . . . . . .
       . . . . . . . . .
       . . . . . . . . .
       . . . . . . . . .
       . . . . . . . . .`,
      'black',
      7,
    );
    for (const seed of [1, 2, 3]) {
      const move = new GoBot({ playouts: 400, seed }).genmove(s, 'black');
      expect(move).not.toEqual(playAt(2, 3));
    }
  });

  it('does not retake a ko at once', () => {
    const before = diagram(
      `. X O . .
       X . X O .
       . X O . .
       . . . . .
       . . . . .`,
      'white',
    );
    const r = play(before, playAt(1, 1)); // White captures at B4's neighbour: a ko
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    for (const seed of [1, 2, 3]) {
      const move = new GoBot({ playouts: 150, seed }).genmove(r.value, 'black');
      expect(move).not.toEqual(playAt(2, 1));
      expect(play(r.value, move).ok).toBe(true);
    }
  });

  it('passes in a finished position it wins once the opponent passed', () => {
    const s0 = diagram(
      `X X O . O
       . X O O O
       X X O . O
       . X O O .
       X X O . O`,
      'black',
    );
    const passed = play(s0, { type: 'pass' });
    expect(passed.ok).toBe(true);
    if (!passed.ok) return;
    const move = new GoBot({ playouts: 200, seed: 5 }).genmove(passed.value, 'white');
    expect(move).toEqual({ type: 'pass' });
  });

  it('does not pass into a loss after the opponent passed', () => {
    const s0 = diagram(
      `. . . . .
       . . . . .
       . . X . .
       . . . . .
       . . . . .`,
      'black',
    );
    const passed = play(s0, { type: 'pass' });
    if (!passed.ok) throw new Error(passed.error.message);
    for (const seed of [1, 2]) {
      const move = new GoBot({ playouts: 100, seed }).genmove(passed.value, 'white');
      expect(move.type).toBe('play');
    }
  });

  it('passes when only its own eyes are left', () => {
    const s = diagram(
      `. X O . O
       X X O O O
       X X O . O
       . X O O O
       X X O . O`,
      'white',
    );
    const move = new GoBot({ playouts: 50, seed: 6 }).genmove(s, 'white');
    expect(move).toEqual({ type: 'pass' });
  });

  it('passes into a loss rather than fill its own eye space or self-atari', () => {
    // White is behind (12 to 24). Its only moves: its straight-four eye space (E6..E3;
    // filling an end leaves a killable three) and Black's 2-point eye (self-atari).
    const s0 = diagram(
      `X . X X O .
       X X X X O .
       . X . X O .
       X X X X O .
       X . . X O O
       X X X X O O`,
      'black',
    );
    const passed = play(s0, { type: 'pass' });
    if (!passed.ok) throw new Error(passed.error.message);
    for (const seed of [1, 2, 3]) {
      const move = new GoBot({ playouts: 300, seed }).genmove(passed.value, 'white');
      expect(move).toEqual({ type: 'pass' });
    }
  });

  it('cleans up: captures the dead stone in its area, then passes; the other side passes', () => {
    let s = diagram(CLEANUP_POSITION, 'black', 7.5);
    const bot = new GoBot({ playouts: 150, seed: 3 });
    expect(bot.cleanup(s, 'white')).toEqual({ type: 'pass' });
    const played: string[] = [];
    for (let i = 0; i < 8; i++) {
      const move = bot.cleanup(s, 'black');
      if (move.type !== 'play') break;
      played.push(`${move.point.x},${move.point.y}`);
      const r = playAs({ ...s, passes: 0 }, 'black', move);
      if (!r.ok) throw new Error(r.error.message);
      const w = play(r.value, { type: 'pass' });
      if (!w.ok) throw new Error(w.error.message);
      s = { ...w.value, passes: 0 };
    }
    // The three liberties of C7 (2,0), one each turn; the third captures it.
    expect(played.sort()).toEqual(['1,0', '2,1', '3,0']);
    expect(s.board.cells[s.board.index(2, 0)]).toBe(0);
  });

  it('cleans up: after an opposing move it answers as think would, not only next to dead stones', () => {
    const s0 = diagram(CLEANUP_POSITION, 'white', 7.5);
    const r = play(s0, { type: 'play', point: { x: 5, y: 1 } }); // F6, next to Black's wall
    if (!r.ok) throw new Error(r.error.message);
    const move = new GoBot({ playouts: 150, seed: 4 }).cleanup(r.value, 'black');
    const think = new GoBot({ playouts: 150, seed: 4 }).think({ ...r.value, passes: 0 }, 'black');
    expect(move).toEqual(think.move);
    // Not a liberty of the dead C7 (B7, D7, C6): it answers White's F6.
    expect(move.type === 'play' && `${move.point.x},${move.point.y}`).not.toMatch(
      /^(1,0|3,0|2,1)$/,
    );
  });

  it('is deterministic for a seed and a playout budget', () => {
    const s = randomPosition(42, 7, 12);
    const a = new GoBot({ playouts: 200, seed: 'x' }).think(s, s.turn);
    const b = new GoBot({ playouts: 200, seed: 'x' }).think(s, s.turn);
    expect(a.move).toEqual(b.move);
    expect(a.winRate).toBe(b.winRate);
    expect(a.playouts).toBe(200);
  });

  it('stops at its deadline (a fake clock ticking once per call)', () => {
    const s = initial({ preset: 'chinese', size: 9, komi: 7 });
    const r = new GoBot({ playouts: 1e9, timeMs: 100, now: fakeClock() }).think(s, 'black');
    expect(r.elapsedMs).toBeLessThanOrEqual(100);
    expect(r.playouts).toBeGreaterThan(10);
    expect(r.playouts).toBeLessThan(100);
  });

  it('resigns a hopeless game only when asked to', () => {
    const s = initial({ preset: 'chinese', size: 5, komi: 40 }); // 25 points cannot beat 40
    expect(new GoBot({ playouts: 300, seed: 7 }).genmove(s, 'black').type).not.toBe('resign');
    expect(new GoBot({ playouts: 300, seed: 7, resignBelow: 0.1 }).genmove(s, 'black')).toEqual({
      type: 'resign',
    });
  });

  it.each([
    ['small', undefined],
    ['large', largeModel()],
  ] as const)(
    'opens 19×19 on the third and fourth lines (%s model, self-play, several seeds)',
    (_, model) => {
      for (const seed of [1, 2]) {
        const m = model ? { model } : {};
        const bots = [
          new GoBot({ playouts: 200, seed, timeMs: 1e9, ...m }),
          new GoBot({ playouts: 200, seed: seed + 50, timeMs: 1e9, ...m }),
        ];
        let s = initial({ preset: 'chinese', size: 19, komi: 7 });
        let low = 0;
        for (let i = 0; i < 12; i++) {
          const move = bots[i % 2]!.genmove(s, s.turn);
          expect(move.type).toBe('play');
          if (move.type !== 'play') return;
          const { x, y } = move.point;
          if (Math.min(x, y, 18 - x, 18 - y) <= 1) low++;
          const r = play(s, move);
          if (!r.ok) throw new Error(r.error.message);
          s = r.value;
        }
        expect(low).toBeLessThanOrEqual(1);
      }
    },
  );

  it('adds helpers’ root counts to its own before choosing (root parallelism)', () => {
    const s = initial({ preset: 'chinese', size: 9, komi: 7 });
    const e5 = s.board.index(4, 4);
    const c3 = s.board.index(2, 6);
    const own = new GoBot({ playouts: 200, seed: 9 }).think(s, 'black');
    const pick = own.move.type === 'play' && own.move.point.x === 2 && own.move.point.y === 6;
    const target = pick ? e5 : c3;
    const helper = { moves: [target], visits: [100000], wins: [60000], playouts: 100000 };
    const r = new GoBot({ playouts: 200, seed: 9 }).think(s, 'black', () => [helper]);
    expect(r.move).toEqual({
      type: 'play',
      point: { x: s.board.x(target), y: s.board.y(target) },
    });
    expect(r.playouts).toBe(100200);
    const stats = new GoBot({ playouts: 200, seed: 9 }).rootStats(s, 'black');
    expect(stats.playouts).toBe(200);
    expect(stats.visits.reduce((a, b) => a + b, 0)).toBe(200);
    expect(stats.moves).toContain(-1); // the pass is a root candidate too
  });

  it('maps levels to budgets, clamped to 1..10', () => {
    expect(botLevel(0)).toEqual(botLevel(1));
    expect(botLevel(99)).toEqual(botLevel(10));
    expect(botLevel(2).playouts).toBeGreaterThan(botLevel(1).playouts);
  });
});
