import { initial, playMove, positionState } from '@qipan/chongzi';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/setup.js';
import {
  clickIntent,
  describeMove,
  endText,
  movableKeys,
  refusalSentence,
  targetKeys,
} from './board.js';

const en = createI18n('en').t;
const zh = createI18n('zh').t;

const fixed4 = initial({ size: 4, start: 'fixed' });

describe('clickIntent', () => {
  it('selects a movable piece of the side to move, then plays a step to a target', () => {
    expect(clickIntent(fixed4, null, { x: 0, y: 3 })).toEqual({
      kind: 'select',
      at: { x: 0, y: 3 },
    });
    expect(clickIntent(fixed4, { x: 0, y: 3 }, { x: 0, y: 2 })).toEqual({
      kind: 'play',
      move: { kind: 'step', from: { x: 0, y: 3 }, to: { x: 0, y: 2 } },
    });
    expect(clickIntent(fixed4, { x: 0, y: 3 }, { x: 0, y: 3 })).toEqual({ kind: 'deselect' });
  });

  it('refuses the opponent’s pieces, far points and empty points without a selection', () => {
    expect(clickIntent(fixed4, null, { x: 0, y: 0 }).kind).toBe('refuse');
    expect(clickIntent(fixed4, null, { x: 1, y: 1 }).kind).toBe('refuse');
    expect(clickIntent(fixed4, { x: 0, y: 3 }, { x: 1, y: 2 }).kind).toBe('refuse');
    expect(clickIntent(fixed4, { x: 0, y: 3 }, { x: 0, y: 1 }).kind).toBe('refuse');
  });

  it('places on empty points and removes only the opponent’s pieces', () => {
    const empty = initial({ size: 4, start: 'empty' });
    expect(clickIntent(empty, null, { x: 2, y: 2 })).toEqual({
      kind: 'play',
      move: { kind: 'place', at: { x: 2, y: 2 } },
    });
    const r = positionState('BBBB/..../..../RRRR r', { start: 'fixed' });
    expect(r.ok).toBe(true);
    let s = empty;
    for (let i = 0; i < 16; i++) {
      const next = playMove(s, { kind: 'place', at: { x: i % 4, y: Math.floor(i / 4) } });
      if (!next.ok) throw new Error(next.error.message);
      s = next.value;
    }
    expect(s.phase).toBe('removal');
    // Red removes; (0,0) holds Red's first placement, (1,0) Blue's.
    expect(clickIntent(s, null, { x: 0, y: 0 }).kind).toBe('refuse');
    expect(clickIntent(s, null, { x: 1, y: 0 })).toEqual({
      kind: 'play',
      move: { kind: 'remove', at: { x: 1, y: 0 } },
    });
    expect(targetKeys(s, null).size).toBe(8);
  });
});

describe('targets and labels', () => {
  it('lists the steps of the selected piece and the movable pieces', () => {
    expect([...targetKeys(fixed4, { x: 1, y: 3 })]).toEqual(['1,2']);
    expect(targetKeys(fixed4, null).size).toBe(0);
    expect([...movableKeys(fixed4)].sort()).toEqual(['0,3', '1,3', '2,3', '3,3']);
  });

  it('describes a capture and the end', () => {
    const s = initial({ size: 5, start: 'fixed' });
    const move = { kind: 'step', from: { x: 1, y: 3 }, to: { x: 1, y: 2 } } as const;
    const r = playMove(s, move);
    if (!r.ok) throw new Error(r.error.message);
    expect(describeMove(s, move, r.value, en)).toBe(
      'Red B2-B3, captures D5 and C4 (two push two, antidiagonal).',
    );
    expect(describeMove(s, move, r.value, zh)).toBe(
      '红方 B2-B3，吃掉 D5 和 C4（二冲二，反斜线）。',
    );
    const end = { winner: 'black', winnerSide: 'red', reason: 'no-moves' } as const;
    expect(endText(end, en)).toBe('Red wins: Blue has no legal move.');
    expect(endText(end, zh)).toBe('红方胜：蓝方无棋可走。');
  });

  it('words refused clicks in both languages', () => {
    const fixed4 = initial({ size: 4, start: 'fixed' });
    const r = clickIntent(fixed4, null, { x: 0, y: 0 });
    expect(r.kind).toBe('refuse');
    if (r.kind !== 'refuse') return;
    expect(refusalSentence(r.reason, en)).toBe('A4 holds a Blue piece: select one of Red’s.');
    expect(refusalSentence(r.reason, zh)).toBe('A4 上是蓝方的棋子：请选择红方的棋子。');
  });
});
