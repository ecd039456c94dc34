import { Rng, unwrap } from '@qipan/core';
import { go, type GoMove } from '@qipan/go';
import { describe, expect, it } from 'vitest';
import { goMatch } from './games.js';
import { apply, createMatch, lineMoves } from './match.js';
import { POSITION_CACHE_SIZE, positionAt } from './positions.js';

describe('positionAt', () => {
  it('replays any node of a line longer than the cache, equal to a direct replay', () => {
    const rng = Rng.fromSeed(7);
    const options = { size: 19, ko: 'simple' } as const;
    const seats = { black: { kind: 'person' }, white: { kind: 'person' } } as const;
    let m = createMatch(goMatch, { options, seats, nowMs: 0 });
    while (m.plies < POSITION_CACHE_SIZE + 200 && !m.result) {
      const legal = go.legalMoves(m.state).filter((mv) => mv.type === 'play');
      if (legal.length === 0) break;
      m = unwrap(apply(m, { type: 'move', move: legal[rng.int(legal.length)] as GoMove }, m.plies));
    }
    expect(m.plies).toBeGreaterThan(POSITION_CACHE_SIZE);
    const path = m.record.pathTo(m.tip);
    const moves = lineMoves(m);
    for (const depth of [0, 1, 63, 64, 65, 300, m.plies - 1, m.plies]) {
      let s = go.initial(options);
      for (const n of moves.slice(0, depth)) s = unwrap(go.play(s, n.move as GoMove));
      const node = path[depth];
      if (!node) throw new Error('no node');
      expect(positionAt(m, node.id).board.cells).toEqual(s.board.cells);
      expect(positionAt(m, node.id).moveNumber).toBe(depth);
    }
    expect(() => positionAt(m, 10 ** 7)).toThrow(RangeError);
  });
});
