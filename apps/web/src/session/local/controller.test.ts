import type { GomokuMove } from '@qipan/gomoku';
import { createMatch, gomokuMatch, type Seat } from '@qipan/match';
import { describe, expect, it } from 'vitest';
import {
  act,
  canRedo,
  canUndo,
  cutHere,
  playMove,
  redoMove,
  restoreReplaced,
  startCtl,
  truncate,
  undoMove,
  viewPly,
} from './controller.js';

const person: Seat = { kind: 'person' };
const ai: Seat = { kind: 'ai', level: 3 };
const p = (x: number, y: number): GomokuMove => ({ x, y });

function ctl(
  seats = { black: person, white: person },
  timeControl?: { kind: 'absolute'; mainMs: number },
) {
  return startCtl(
    createMatch(gomokuMatch, {
      options: { size: 15 },
      seats,
      nowMs: 0,
      ...(timeControl ? { timeControl } : {}),
    }),
  );
}

function play(c: ReturnType<typeof ctl>, moves: GomokuMove[], t0 = 1000) {
  let out = c;
  for (const [i, m] of moves.entries()) out = playMove(out, m, t0 + i * 1000);
  return out;
}

describe('match controller steps', () => {
  it('plays, refuses an occupied point without changing anything, and words the move', () => {
    const c = play(ctl(), [p(7, 7)]);
    expect(c.match.plies).toBe(1);
    expect(c.event).toMatchObject({ kind: 'move', by: 'black', move: p(7, 7) });
    const r = playMove(c, p(7, 7), 5000);
    expect(r.match).toBe(c.match);
    expect(r.event).toMatchObject({ kind: 'refused', error: { reason: 'illegal-move' } });
  });

  it('undoes one ply between people and redoes it while nothing new is played', () => {
    const c = play(ctl(), [p(7, 7), p(8, 8), p(6, 6)]);
    const u = undoMove(c, 9000);
    expect(u.match.plies).toBe(2);
    expect(u.redo).toEqual([p(6, 6)]);
    expect(canRedo(u)).toBe(true);
    const r = redoMove(u, 9500);
    expect(r.match.plies).toBe(3);
    expect(r.redo).toEqual([]);
    // A new move clears the redo list.
    const n = playMove(undoMove(c, 9000), p(0, 0), 9600);
    expect(n.redo).toEqual([]);
    expect(canRedo(n)).toBe(false);
  });

  it('against the AI undoes back to before the person’s own last move, and redo replays the AI’s answer too', () => {
    const c = play(ctl({ black: person, white: ai }), [p(7, 7), p(8, 8), p(6, 6), p(9, 9)]);
    const u = undoMove(c, 9000);
    expect(u.match.plies).toBe(2);
    expect(u.event).toEqual({ kind: 'undo', plies: 2 });
    const r = redoMove(u, 9500);
    expect(r.match.plies).toBe(4);
    expect(r.event).toEqual({ kind: 'redo', plies: 2 });
  });

  it('after five in a row, Undo still takes the winning move back (the rules ended it)', () => {
    const moves = [p(3, 7), p(3, 8), p(4, 7), p(4, 8), p(5, 7), p(5, 8), p(6, 7), p(6, 8), p(7, 7)];
    const c = play(ctl(), moves);
    expect(c.match.result?.reason).toBe('five');
    expect(canUndo(c)).toBe(true);
    const u = undoMove(c, 20_000);
    expect(u.match.plies).toBe(8);
    expect(u.match.result).toBeUndefined();
  });

  it('a resignation is final: no undo, no redo, no moves', () => {
    const c = act(play(ctl(), [p(7, 7)]), { type: 'resign', color: 'white' }, 3000);
    expect(c.match.result).toEqual({ winner: 'black', reason: 'resign' });
    expect(canUndo(c)).toBe(false);
    expect(playMove(c, p(0, 0), 4000).event).toMatchObject({ kind: 'refused' });
  });

  it('plays from an earlier position by cutting the line; Restore swaps the cut moves back', () => {
    const c = play(ctl(), [p(7, 7), p(8, 8), p(6, 6), p(9, 9)]);
    const v = viewPly(c, 2);
    expect(v.view).toBe(2);
    const n = playMove(v, p(0, 0), 9000);
    expect(n.match.plies).toBe(3);
    expect(n.replaced).toEqual({ from: 2, moves: [p(6, 6), p(9, 9)] });
    const r = restoreReplaced(n, 9500);
    expect(r.match.plies).toBe(4);
    expect(r.replaced).toEqual({ from: 2, moves: [p(0, 0)] });
  });

  it('with a clock, earlier positions are view-only', () => {
    const c = play(ctl({ black: person, white: person }, { kind: 'absolute', mainMs: 60_000 }), [
      p(7, 7),
      p(8, 8),
    ]);
    const n = playMove(viewPly(c, 1), p(0, 0), 5000);
    expect(n.match).toBe(c.match);
    expect(n.event).toMatchObject({ kind: 'refused', error: { reason: 'bad-action' } });
    expect(cutHere(viewPly(c, 1)).match).toBe(c.match);
  });

  it('a move after the flag fell becomes the timeout claim', () => {
    const c = play(ctl({ black: person, white: person }, { kind: 'absolute', mainMs: 2000 }), [
      p(7, 7),
    ]);
    // White's clock started at 1000 ms; at 4000 ms its 2 s are gone.
    const late = playMove(c, p(8, 8), 4000);
    expect(late.match.result).toMatchObject({ reason: 'timeout', winner: 'black' });
    expect(late.event).toEqual({ kind: 'timeout' });
  });

  it('truncates to a ply with the same timestamps', () => {
    const c = play(ctl(), [p(7, 7), p(8, 8), p(6, 6)]);
    const t = truncate(c.match, 1);
    expect(t.ok && t.value.plies).toBe(1);
    expect(t.ok && t.value.state.moves).toEqual([p(7, 7)]);
  });

  it('draw offers: declined, then accepted', () => {
    const c = play(ctl(), [p(7, 7)]);
    const o = act(c, { type: 'offer-draw', color: 'white' }, 2000);
    expect(o.match.pending).toEqual({ kind: 'draw', by: 'white' });
    const d = act(o, { type: 'answer-draw', color: 'black', accept: false }, 2100);
    expect(d.match.pending).toBeUndefined();
    expect(d.event).toEqual({ kind: 'answer-draw', color: 'black', accept: false });
    const a = act(
      act(d, { type: 'offer-draw', color: 'white' }, 2200),
      {
        type: 'answer-draw',
        color: 'black',
        accept: true,
      },
      2300,
    );
    expect(a.match.result).toEqual({ reason: 'draw-agreed' });
  });
});

describe('scoring actions (Go)', () => {
  it('words mark-dead and accept-score as events, and the engine seat counts as a machine for Redo', async () => {
    const { goMatch } = await import('@qipan/match');
    const { isAiSeat } = await import('./controller.js');
    let c = startCtl(
      createMatch(goMatch, {
        options: { size: 5, preset: 'japanese' },
        seats: { black: person, white: person },
        nowMs: 0,
      }),
    );
    c = playMove(c, { type: 'play', point: { x: 2, y: 2 } }, 1);
    c = playMove(c, { type: 'pass' }, 2);
    c = playMove(c, { type: 'pass' }, 3);
    expect(c.match.scoring).toBeDefined();
    c = act(c, { type: 'mark-dead', color: 'black', point: { x: 2, y: 2 } }, 4);
    expect(c.event).toEqual({ kind: 'mark-dead', color: 'black', point: { x: 2, y: 2 } });
    expect(c.match.scoring?.dead).toEqual([{ x: 2, y: 2 }]);
    c = act(c, { type: 'accept-score', color: 'white' }, 5);
    expect(c.event).toEqual({ kind: 'accept-score', color: 'white' });
    c = act(c, { type: 'accept-score', color: 'black' }, 6);
    expect(c.match.result).toMatchObject({ reason: 'score', winner: 'white' });
    const refused = act(c, { type: 'mark-dead', color: 'black', point: { x: 0, y: 0 } }, 7);
    expect(refused.event?.kind).toBe('refused');
    expect(isAiSeat({ kind: 'engine', id: 'gnugo' })).toBe(true);
    expect(isAiSeat(person)).toBe(false);
  });
});

describe('markDeadAt and acceptForPeople', () => {
  it('toggle a group only while counting, and accept for every person here at once', async () => {
    const { goMatch } = await import('@qipan/match');
    const { acceptForPeople, markDeadAt } = await import('./controller.js');
    let c = startCtl(
      createMatch(goMatch, {
        options: { size: 5, preset: 'japanese' },
        seats: { black: person, white: person },
        nowMs: 0,
      }),
    );
    c = playMove(c, { type: 'play', point: { x: 0, y: 0 } }, 1);
    // Not counting yet: nothing happens.
    expect(markDeadAt(c, 'black', { x: 0, y: 0 }, 2)).toBe(c);
    c = playMove(c, { type: 'pass' }, 2);
    c = playMove(c, { type: 'pass' }, 3);
    c = markDeadAt(c, 'white', { x: 0, y: 0 }, 4);
    expect(c.match.scoring?.dead).toEqual([{ x: 0, y: 0 }]);
    c = acceptForPeople(c, 5);
    expect(c.match.result).toMatchObject({ reason: 'score', winner: 'white' });
    expect(acceptForPeople(c, 6)).toBe(c);
  });
});
