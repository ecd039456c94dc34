import { describe, expect, it } from 'vitest';
import { unwrap } from '@qipan/core';
import { legalMoves, playMove } from './game.js';
import { formatPosition, positionState } from './position.js';
import { exportRecord, importRecord, type RecordErrorReason } from './record.js';
import { initial } from './state.js';
import type { ChongziMove } from './types.js';

function firstMoves(count: number, options = { size: 4, start: 'empty' } as const) {
  let s = initial(options);
  const moves: ChongziMove[] = [];
  for (let i = 0; i < count && !s.outcome; i++) {
    const m = legalMoves(s)[i % 3] ?? (legalMoves(s)[0] as ChongziMove);
    moves.push(m);
    s = unwrap(playMove(s, m));
  }
  return { start: initial(options), moves, end: s };
}

describe('JSON game records', () => {
  it('export, JSON round trip, import replays to the same end', () => {
    const g = firstMoves(30);
    const rec = exportRecord(g.start, g.moves);
    expect(rec.format).toBe('qipan-chongzi');
    expect(rec.version).toBe(1);
    expect(rec.position).toBeUndefined();
    expect(rec.moves.slice(0, 2)).toEqual(['A4', 'C4']);
    const back = unwrap(importRecord(JSON.parse(JSON.stringify(rec))));
    expect(back.states).toHaveLength(g.moves.length + 1);
    expect(formatPosition(back.states.at(-1)!)).toBe(formatPosition(g.end));
    expect(back.record).toEqual(rec);
  });

  it('records a game from a set-up position and its result', () => {
    const start = unwrap(positionState('..../..../.RB./R... r', { start: 'empty' }));
    const rec = exportRecord(start, [{ kind: 'step', from: { x: 0, y: 3 }, to: { x: 0, y: 2 } }]);
    expect(rec.position).toBe('..../..../.RB./R... r');
    expect(rec.result).toEqual({ winner: 'red', reason: 'no-pieces' });
    expect(importRecord(JSON.parse(JSON.stringify(rec))).ok).toBe(true);
  });

  it('typed errors on import', () => {
    const good = exportRecord(firstMoves(5).start, firstMoves(5).moves);
    const cases: readonly [unknown, RecordErrorReason][] = [
      [[], 'not-an-object'],
      [{ ...good, format: 'x' }, 'wrong-format'],
      [{ ...good, version: 2 }, 'unsupported-version'],
      [{ ...good, options: { ...good.options, size: 6 } }, 'bad-options'],
      [{ ...good, options: { ...good.options, quietMoveLimit: 0 } }, 'bad-options'],
      [{ ...good, position: 'nonsense' }, 'bad-position'],
      [{ ...good, moves: ['A4', 'Q9'] }, 'bad-move'],
      [{ ...good, moves: ['A4', 'A4'] }, 'illegal-move'],
      [{ ...good, result: { winner: 'red', reason: 'no-pieces' } }, 'result-mismatch'],
    ];
    for (const [json, reason] of cases) {
      const r = importRecord(json);
      expect(r.ok ? 'ok' : r.error.reason).toBe(reason);
    }
    const r = importRecord({ ...good, moves: ['A4', 'A4'] });
    expect(r.ok ? -1 : r.error.moveIndex).toBe(1);
  });

  it('imports a 5,000-move record (draw rules off)', () => {
    const options = {
      size: 4,
      start: 'fixed',
      drawByRepetition: false,
      quietMoveLimit: null,
    } as const;
    const shuffle = ['A1-A2', 'A4-A3', 'A2-A1', 'A3-A4'];
    const moves = Array.from({ length: 5000 }, (_, i) => shuffle[i % 4] as string);
    const rec = { ...exportRecord(initial(options), []), moves };
    const r = unwrap(importRecord(rec));
    expect(r.states).toHaveLength(5001);
    expect(formatPosition(r.states[5000]!)).toBe('BBBB/..../..../RRRR r');
  });
});
