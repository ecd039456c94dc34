import { Rng, unwrap } from '@qipan/core';
import { go, type GoMove } from '@qipan/go';
import { describe, expect, it } from 'vitest';
import { goMatch } from './games.js';
import { apply, createMatch, lineMoves } from './match.js';
import { positionAt } from './positions.js';
import { fromRecord, toRecord } from './record.js';

/** A long random Go line: stones where possible, a pass only when nothing else plays. */
function longGame(plies: number) {
  const rng = Rng.fromSeed(3);
  const seats = { black: { kind: 'person' }, white: { kind: 'person' } } as const;
  let m = createMatch(goMatch, { options: { size: 7, ko: 'simple' }, seats, nowMs: 0 });
  while (m.plies < plies) {
    const legal = go.legalMoves(m.state).filter((mv) => mv.type === 'play');
    const mv: GoMove = legal[rng.int(Math.max(1, legal.length))] ?? { type: 'pass' };
    const r = apply(m, { type: 'move', move: mv }, m.plies * 10);
    if (!r.ok || r.value.scoring) break;
    m = r.value;
  }
  return m;
}

describe('a 5,000-move record', () => {
  it('round-trips and replays without recursion', () => {
    const m = longGame(5000);
    expect(m.plies).toBe(5000);
    const t0 = Date.now();
    const back = unwrap(fromRecord(JSON.parse(JSON.stringify(toRecord(m))))) as unknown as typeof m;
    expect(Date.now() - t0).toBeLessThan(5000);
    expect(back.plies).toBe(5000);
    expect(back.state.board.cells).toEqual(m.state.board.cells);
    const mid = back.record.pathTo(back.tip)[2500];
    if (!mid) throw new Error('no node');
    expect(positionAt(back, mid.id).moveNumber).toBe(2500);
    expect(lineMoves(back)).toHaveLength(5000);
  });
});
