import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/setup.js';
import type { TFunction } from './labels.js';
import { PASS } from '@qipan/go';
import {
  acceptScore,
  currentScore,
  goTo,
  playMove,
  stoneNumbers,
  toggleDead,
  type GameModel,
} from './model.js';
import { checkSettings } from './settings.js';
import { loadSgfModel, recordToSgfText } from './sgfio.js';
import { nextNode, siblingNode, lineEnd } from './tree.js';
import { starPoints } from '@qipan/board-react';
import { resultText } from './labels.js';

const tr = (lang: 'en' | 'zh'): TFunction =>
  createI18n(lang).getFixedT(lang, ['go', 'common']) as unknown as TFunction;
const t = tr('en');

function start(size = 5): GameModel {
  const m = loadSgfModel(t, `(;GM[1]SZ[${size}]KM[0.5]RU[Japanese])`, 'test.sgf');
  if (!m.ok) throw new Error(m.error);
  return m.value;
}
const play = (m: GameModel, ...pts: [number, number][]): GameModel =>
  pts.reduce((acc, [x, y]) => {
    const r = playMove(t, acc, { type: 'play', point: { x, y } });
    expect(r.refused).toBe(false);
    return r.model;
  }, m);

describe('Go page model', () => {
  it('refuses ko with its reason and keeps the position', () => {
    let m = play(start(), [1, 0], [2, 0], [0, 1], [3, 1], [1, 2], [2, 2], [4, 4], [1, 1], [2, 1]);
    const r = playMove(t, m, { type: 'play', point: { x: 1, y: 1 } });
    expect(r.refused).toBe(true);
    expect(r.model.refusal).toBe('Ko: you cannot retake immediately.');
    expect(r.model.announce).toBe('Refused. Ko: you cannot retake immediately.');
    expect(r.model.current).toBe(m.current);
    // The same refusal in Chinese.
    const zh = playMove(tr('zh'), m, { type: 'play', point: { x: 1, y: 1 } });
    expect(zh.model.refusal).toMatch(/^打劫：/);
    expect(zh.model.announce).toMatch(/^不允许。打劫：/);
    m = r.model;
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
    m = playMove(t, playMove(t, m, PASS).model, PASS).model;
    expect(m.marking?.guess).toBe(true);
    expect(m.marking?.dead.size).toBe(0);
    // Nothing is dead by the guess; mark Black's E1 dead by hand, then alive again.
    const before = currentScore(m);
    expect(before?.territory).toEqual({ black: 9, white: 5 });
    m = toggleDead(t, m, { x: 4, y: 4 });
    expect(m.marking?.dead.has('4,4')).toBe(true);
    expect(m.marking?.guess).toBe(false);
    const after = currentScore(m);
    expect(after?.prisoners.white).toBe(1);
    m = toggleDead(t, m, { x: 4, y: 4 });
    expect(m.marking?.dead.size).toBe(0);
    m = acceptScore(t, m);
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
    m = goTo(t, m, 1);
    m = play(m, [3, 3]);
    expect(m.record.tree.node(1).children).toEqual([2, 4]);
    expect(siblingNode(m.record, m.chosen, m.current, -1)).toBe(2);
    m = goTo(t, m, 1);
    expect(nextNode(m.record, m.chosen, 1)).toBe(4);
    expect(lineEnd(m.record, {}, 0)).toBe(3);
  });

  it('loads a record up to an illegal move', () => {
    const r = loadSgfModel(t, '(;GM[1]SZ[9];B[ee];W[ee])', 'x.sgf');
    expect(r.ok).toBe(true);
    if (r.ok)
      expect(r.value.warning).toBe(
        'Move 2 (White E5) is illegal: Occupied: there is already a stone on that point. Loaded up to move 1.',
      );
    const zh = loadSgfModel(tr('zh'), '(;GM[1]SZ[9];B[ee];W[ee])', 'x.sgf');
    if (zh.ok)
      expect(zh.value.warning).toBe(
        '第 2 手（白方 E5）不合法：这个点已经有棋子了。已载入到第 1 手。',
      );
    const bad = loadSgfModel(t, '(;GM[1]SZ[9];B[ee]', 'y.sgf');
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
