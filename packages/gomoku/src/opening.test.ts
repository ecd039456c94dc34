import { unwrap } from '@qipan/core';
import { describe, expect, it } from 'vitest';
import { gomoku } from './game.js';
import { actor, initial, type GomokuState } from './state.js';
import type { GomokuMove } from './types.js';

const start = (): GomokuState => initial({ size: 15, rule: 'standard', opening: 'swap2' });
const run = (s: GomokuState, moves: string[]): GomokuState =>
  moves.reduce((acc, m) => unwrap(gomoku.play(acc, unwrap(gomoku.parseMove(m, acc)))), s);
const reason = (s: GomokuState, m: GomokuMove): string => {
  const r = gomoku.play(s, m);
  return r.ok ? 'ok' : r.error.reason;
};

describe('swap2', () => {
  it('the first player places black, white, black', () => {
    let s = start();
    expect(s.phase).toBe('swap2-place3');
    expect(s.firstPlayerColor).toBeUndefined();
    const colours: string[] = [];
    for (const m of ['h8', 'i9', 'j8']) {
      expect(actor(s)).toBe('first');
      colours.push(gomoku.turn(s));
      s = run(s, [m]);
    }
    expect(colours).toEqual(['black', 'white', 'black']);
    expect(s.phase).toBe('swap2-choose');
    expect(actor(s)).toBe('second');
  });
  it('refuses choices while placing and stones while choosing', () => {
    const s = start();
    expect(reason(s, { choose: 'black' })).toBe('stone-expected');
    const c = run(s, ['h8', 'i9', 'j8']);
    expect(reason(c, { x: 0, y: 0 })).toBe('choice-expected');
    expect(gomoku.legalMoves(c)).toEqual([
      { choose: 'black' },
      { choose: 'white' },
      { choose: 'place-two' },
    ]);
  });
  it('second player takes white: it plays the fourth stone', () => {
    const s = run(start(), ['h8', 'i9', 'j8', 'swap:white']);
    expect(s.phase).toBe('play');
    expect(s.firstPlayerColor).toBe('black');
    expect(gomoku.turn(s)).toBe('white');
    expect(actor(s)).toBe('second');
  });
  it('second player takes black: the first player continues as white', () => {
    const s = run(start(), ['h8', 'i9', 'j8', 'swap:black']);
    expect(s.firstPlayerColor).toBe('white');
    expect(gomoku.turn(s)).toBe('white');
    expect(actor(s)).toBe('first');
    const after = run(s, ['k10']);
    expect(actor(after)).toBe('second');
    expect(gomoku.turn(after)).toBe('black');
  });
  it('place-two: second places white then black, then the first player chooses', () => {
    let s = run(start(), ['h8', 'i9', 'j8', 'swap:place-two']);
    expect(s.phase).toBe('swap2-place2');
    expect(actor(s)).toBe('second');
    expect(gomoku.turn(s)).toBe('white');
    s = run(s, ['h9']);
    expect(gomoku.turn(s)).toBe('black');
    s = run(s, ['j9']);
    expect(s.phase).toBe('swap2-final-choice');
    expect(actor(s)).toBe('first');
    expect(reason(s, { choose: 'place-two' })).toBe('invalid-choice');
    expect(gomoku.legalMoves(s)).toEqual([{ choose: 'black' }, { choose: 'white' }]);
    const w = run(s, ['swap:white']);
    expect(w.firstPlayerColor).toBe('white');
    expect(actor(w)).toBe('first');
    expect(gomoku.turn(w)).toBe('white');
    const b = run(s, ['swap:black']);
    expect(b.firstPlayerColor).toBe('black');
    expect(actor(b)).toBe('second');
  });
  it('a choice after the opening is refused', () => {
    const s = run(start(), ['h8', 'i9', 'j8', 'swap:white', 'k10']);
    expect(reason(s, { choose: 'black' })).toBe('stone-expected');
    expect(reason(initial({}), { choose: 'white' })).toBe('stone-expected');
  });
  it('refusals in opening phases leave the state unchanged', () => {
    const s = run(start(), ['h8', 'i9', 'j8']);
    const before = JSON.stringify(s);
    expect(reason(s, { x: 7, y: 7 })).toBe('choice-expected');
    expect(reason(s, { choose: 'place-two' })).toBe('ok');
    expect(JSON.stringify(s)).toBe(before);
    expect(reason(start(), { x: 7, y: 7, color: 'white' })).toBe('not-your-turn');
  });
  it('without an opening rule the first player is black and moves first', () => {
    const s = initial({});
    expect(s.phase).toBe('play');
    expect(actor(s)).toBe('first');
    expect(actor(run(s, ['h8']))).toBe('second');
  });
});
