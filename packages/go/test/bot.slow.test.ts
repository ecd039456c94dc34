import { describe, expect, it } from 'vitest';
import { Rng } from '@qipan/core';
import { GoBot } from '@qipan/go/bot';
import { initial, isOver, legalMoves, play, score, type GoMove, type GoState } from '@qipan/go';

/** A random player that never fills its own one-point eyes (like the light playouts). */
function randomMove(s: GoState, rng: Rng): GoMove {
  const moves = legalMoves(s).filter((m) => {
    if (m.type !== 'play') return false;
    const { x, y } = m.point;
    const n = s.rules.size;
    const own = s.turn === 'black' ? 1 : 2;
    const b = s.board;
    const around = [
      [x - 1, y],
      [x + 1, y],
      [x, y - 1],
      [x, y + 1],
    ].filter(([a, c]) => a! >= 0 && c! >= 0 && a! < n && c! < n);
    return !around.every(([a, c]) => b.cells[b.index(a!, c!)] === own);
  });
  return moves.length === 0 ? { type: 'pass' } : moves[rng.int(moves.length)]!;
}

function game(
  botColor: 'black' | 'white',
  seed: number,
): { winner: string | undefined; moves: number } {
  const bot = new GoBot({ playouts: 400, timeMs: 1e9, seed });
  const rng = Rng.fromSeed(seed);
  let s = initial({ preset: 'chinese', size: 7, komi: 7.5 });
  let n = 0;
  while (!isOver(s) && n < 200) {
    const move = s.turn === botColor ? bot.genmove(s, s.turn) : randomMove(s, rng);
    const r = play(s, move);
    expect(r.ok).toBe(true); // both sides only play legal moves
    if (!r.ok) break;
    s = r.value;
    n++;
  }
  return { winner: score(s, { dead: [] }).winner, moves: n };
}

describe('the bot against a random player on 7×7 (Chinese, komi 7.5)', () => {
  it('wins with either colour, and the games end with two passes', () => {
    for (const [color, seed] of [
      ['black', 1],
      ['white', 2],
      ['black', 3],
    ] as const) {
      const g = game(color, seed);
      expect(g.winner).toBe(color);
      expect(g.moves).toBeLessThan(200);
    }
  });
});
