import { describe, expect, it } from 'vitest';
import type { AiReply, AiRequest } from './protocol.js';
import { goStates, needsGoModel, replayRequest, think, type ThinkCache } from './think.js';

function ask(req: Omit<AiRequest, 'id'>, cache: ThinkCache = {}): AiReply[] {
  const out: AiReply[] = [];
  think({ id: 7, ...req }, (r) => out.push(r), cache);
  return out;
}

/** True when `move` plays after the request's moves. */
function plays(req: Omit<AiRequest, 'id'>, move: string): boolean {
  return replayRequest({ ...req, moves: [...req.moves, move] }).ok;
}

describe('AI worker logic', () => {
  it('Gomoku: a provisional then a final move; it completes an open four', () => {
    const req = {
      game: 'gomoku',
      options: { size: 15 },
      moves: ['h8', 'a1', 'i8', 'a2', 'j8', 'a3', 'k8', 'o15'],
      level: 3,
      timeMs: 400,
    } as const;
    const replies = ask(req);
    expect(replies.map((r) => r.kind)).toEqual(['provisional', 'final']);
    const final = replies[1];
    if (final?.kind !== 'final') throw new Error('no final move');
    expect(['g8', 'l8']).toContain(final.move);
    expect(final.id).toBe(7);
  });

  it('Gomoku swap2: the chooser answers with a choice', () => {
    const req = {
      game: 'gomoku',
      options: { size: 15, opening: 'swap2' },
      moves: ['h8', 'h9', 'j8'],
      level: 2,
      timeMs: 100,
    } as const;
    const [final] = ask(req);
    expect(final?.kind).toBe('final');
    if (final?.kind === 'final') expect(final.move).toMatch(/^swap:/);
  });

  it('Chongzi: a legal move in notation', () => {
    const req = {
      game: 'chongzi',
      options: { size: 5, start: 'fixed' },
      moves: ['B2-B3'],
      level: 2,
      timeMs: 50,
    } as const;
    const [final] = ask(req);
    if (final?.kind !== 'final') throw new Error(JSON.stringify(final));
    expect(plays(req, final.move)).toBe(true);
  });

  it('Go: a legal move in notation', () => {
    const req = {
      game: 'go',
      options: { size: 9 },
      moves: ['E5', 'C3'],
      level: 1,
      timeMs: 50,
    } as const;
    const [final] = ask(req);
    if (final?.kind !== 'final') throw new Error(JSON.stringify(final));
    expect(final.detail).toMatch(/playouts/);
    expect(plays(req, final.move)).toBe(true);
  });

  it('Go: a finished game (two passes) is refused for a move, read for an estimate', () => {
    const req = { game: 'go', options: { size: 9 }, moves: ['E5', 'C3', 'pass', 'pass'] } as const;
    expect(goStates(req)).toEqual({ ok: false, message: 'the game is over' });
    const counted = goStates(req, true);
    if (!counted.ok) throw new Error(counted.message);
    expect(counted.value).toHaveLength(5);
    expect(counted.value.at(-1)?.passes).toBe(2);
  });

  it('Go: the large move model is wanted and used on 19×19 and up only', () => {
    const go = (size: number): Omit<AiRequest, 'id'> => ({
      game: 'go',
      options: { size },
      moves: [],
      level: 1,
      timeMs: 50,
    });
    let calls = 0;
    const cache: ThinkCache = { goModel: { gamma: () => (calls++, 1) } };
    expect(needsGoModel(go(19), {})).toBe(true);
    expect(needsGoModel(go(25), {})).toBe(true);
    expect(needsGoModel(go(13), {})).toBe(false);
    expect(needsGoModel(go(9), {})).toBe(false);
    expect(needsGoModel(go(19), cache)).toBe(false);
    expect(needsGoModel({ game: 'gomoku', options: { size: 19 } }, {})).toBe(false);
    expect(needsGoModel({ game: 'go', options: null }, {})).toBe(false);
    const [small] = ask(go(13), cache);
    expect(small?.kind).toBe('final');
    expect(calls).toBe(0);
    const [large] = ask(go(19), cache);
    if (large?.kind !== 'final') throw new Error(JSON.stringify(large));
    expect(plays(go(19), large.move)).toBe(true);
    expect(calls).toBeGreaterThan(100); // every root candidate (lonely low points left out)
  });

  it('errors: unknown game, bad options, a move that does not replay, a finished game', () => {
    const err = (req: Omit<AiRequest, 'id'>) => {
      const [r] = ask(req);
      return r?.kind === 'error' ? r.message : `not an error: ${JSON.stringify(r)}`;
    };
    expect(err({ game: 'chess' as 'go', options: {}, moves: [], level: 1, timeMs: 10 })).toMatch(
      /unknown game/,
    );
    expect(err({ game: 'go', options: { size: 99 }, moves: [], level: 1, timeMs: 10 })).toMatch(
      /size/,
    );
    expect(
      err({ game: 'go', options: { size: 9 }, moves: ['E5', 'E5'], level: 1, timeMs: 10 }),
    ).toMatch(/move 2 "E5"/);
    const five = ['a1', 'a2', 'b1', 'b2', 'c1', 'c2', 'd1', 'd2', 'e1'];
    expect(
      err({ game: 'gomoku', options: { size: 9 }, moves: five, level: 1, timeMs: 10 }),
    ).toMatch(/over/);
  });
});
