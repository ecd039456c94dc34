import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/setup.js';
import type { TFunction } from './labels.js';
import { PASS } from '@qipan/go';
import {
  acceptScore,
  currentScore,
  goTo,
  playMove,
  stoneNumbers,
  toggleDead,
  type RecordReview,
} from './review.js';
import { checkSettings } from './settings.js';
import { loadSgfReview, recordToSgfText } from './sgfio.js';
import { nextNode, siblingNode, lineEnd } from './tree.js';
import { starPoints } from '@qipan/board-react';
import { resultText } from './labels.js';
import { illegalMoveText, noteText, refusalWords } from './reviewWords.js';

const tr = (lang: 'en' | 'zh'): TFunction =>
  createI18n(lang).getFixedT(lang, ['go', 'common']) as unknown as TFunction;
const t = tr('en');

const said = (m: RecordReview, tt: TFunction = t): string => noteText(tt, m.announce);
const why = (m: RecordReview, tt: TFunction = t): string | undefined =>
  m.refusal && refusalWords(tt, m.refusal);

function start(size = 5): RecordReview {
  const m = loadSgfReview(`(;GM[1]SZ[${size}]KM[0.5]RU[Japanese])`, 'test.sgf');
  if (!m.ok) throw new Error(m.error.kind);
  return m.value;
}
const play = (m: RecordReview, ...pts: [number, number][]): RecordReview =>
  pts.reduce((acc, [x, y]) => {
    const r = playMove(acc, { type: 'play', point: { x, y } });
    expect(r.refused).toBe(false);
    return r.review;
  }, m);

describe('Go record review', () => {
  it('refuses ko with its reason and keeps the position', () => {
    let m = play(start(), [1, 0], [2, 0], [0, 1], [3, 1], [1, 2], [2, 2], [4, 4], [1, 1], [2, 1]);
    const r = playMove(m, { type: 'play', point: { x: 1, y: 1 } });
    expect(r.refused).toBe(true);
    expect(why(r.review)).toBe('Ko: you cannot retake immediately.');
    expect(said(r.review)).toBe('Refused. Ko: you cannot retake immediately.');
    expect(r.review.current).toBe(m.current);
    // The same refusal in Chinese.
    expect(refusalWords(tr('zh'), r.review.refusal!)).toMatch(/^打劫：/);
    expect(noteText(tr('zh'), r.review.announce)).toMatch(/^不允许。打劫：/);
    m = r.review;
    expect(stoneNumbers(m.record, m.current).get('2,1')).toBe(9);
    expect(stoneNumbers(m.record, m.current).has('1,1')).toBe(false);
  });

  it('counts after two passes: the guess, a toggled group, accept', () => {
    // A Black wall on column C, a White wall on column B, and a Black stone on E1.
    let m = play(
      start(),
      [2, 0],
      [1, 0],
      [2, 1],
      [1, 1],
      [2, 2],
      [1, 2],
      [2, 3],
      [1, 3],
      [2, 4],
      [1, 4],
      [4, 4],
    );
    m = playMove(playMove(m, PASS).review, PASS).review;
    expect(m.marking?.guess).toBe(true);
    expect(m.marking?.dead.size).toBe(0);
    // Nothing is dead by the guess; mark Black's E1 dead by hand, then alive again.
    const before = currentScore(m);
    expect(before?.territory).toEqual({ black: 9, white: 5 });
    m = toggleDead(m, { x: 4, y: 4 });
    expect(m.marking?.dead.has('4,4')).toBe(true);
    expect(m.marking?.guess).toBe(false);
    const after = currentScore(m);
    expect(after?.prisoners.white).toBe(1);
    m = toggleDead(m, { x: 4, y: 4 });
    expect(m.marking?.dead.size).toBe(0);
    m = acceptScore(m);
    expect(m.result).toBe('B+3.5');
    expect(resultText(t, m.result ?? '')).toBe('Black wins by 3.5 points');
    expect(resultText(tr('zh'), m.result ?? '')).toBe('黑方胜 3.5 目');
    expect(resultText(t, 'W+1')).toBe('White wins by 1 point');
    expect(resultText(t, 'W+R')).toBe('White wins by resignation');
    expect(resultText(t, '?')).toBe('unknown');
    expect(resultText(tr('zh'), '?')).toBe('未知');
    expect(m.record.tree.node(0).data.sgf.RE).toEqual(['B+3.5']);
    expect(recordToSgfText(m.record)).toContain('RE[B+3.5]');
  });

  it('branches at a past position and switches variations', () => {
    let m = play(start(9), [4, 4], [2, 2], [6, 6]);
    m = goTo(m, 1);
    m = play(m, [3, 3]);
    expect(m.record.tree.node(1).children).toEqual([2, 4]);
    expect(siblingNode(m.record, m.chosen, m.current, -1)).toBe(2);
    m = goTo(m, 1);
    expect(nextNode(m.record, m.chosen, 1)).toBe(4);
    expect(lineEnd(m.record, {}, 0)).toBe(3);
  });

  it('loads a record up to an illegal move', () => {
    const r = loadSgfReview('(;GM[1]SZ[9];B[ee];W[ee])', 'x.sgf');
    expect(r.ok).toBe(true);
    if (r.ok)
      expect(illegalMoveText(t, r.value.warning!)).toBe(
        'Move 2 (White E5) is illegal: Occupied: there is already a stone on that point. Loaded up to move 1.',
      );
    if (r.ok)
      expect(illegalMoveText(tr('zh'), r.value.warning!)).toBe(
        '第 2 手（白方 E5）不合法：这个点已经有棋子了。已载入到第 1 手。',
      );
    const bad = loadSgfReview('(;GM[1]SZ[9];B[ee]', 'y.sgf');
    expect(bad.ok).toBe(false);
  });

  it('says in words why a new game is impossible', () => {
    const settings = {
      size: 5,
      preset: 'japanese',
      komi: 0.5,
      handicap: 9,
      opponent: { kind: 'person' },
      time: { kind: 'none' },
    } as const;
    expect(checkSettings(t, settings)).toBe('A board of 5 × 5 cannot take 9 handicap stones.');
    expect(checkSettings(tr('zh'), settings)).toBe('5 × 5 的棋盘不能让 9 子。');
  });

  it('knows the star points', () => {
    const keys = (size: number): string[] => starPoints(size).map((p) => `${p.x},${p.y}`);
    expect(keys(9).sort()).toEqual(['2,2', '2,6', '4,4', '6,2', '6,6']);
    expect(keys(19)).toHaveLength(9);
    expect(keys(13)).toContain('6,6');
  });
});
