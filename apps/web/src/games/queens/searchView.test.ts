import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/setup.js';
import { applyStep, initialSearchView, searchCaption } from './searchView.js';

const en = createI18n('en').getFixedT('en', 'queens');
const zh = createI18n('zh').getFixedT('zh', 'queens');

const name = (p: { x: number; y: number }): string => `${'abcdefgh'[p.x]}${4 - p.y}`;

describe('applyStep', () => {
  it('follows try, conflict, place, backtrack and solution on 4x4', () => {
    let v = initialSearchView(4);
    v = applyStep(v, { kind: 'try', row: 0, col: 0 });
    expect(v.focus).toEqual({ row: 0, col: 0 });
    expect(v.rows).toEqual([-1, -1, -1, -1]);
    v = applyStep(v, { kind: 'place', row: 0, col: 0 });
    expect(v.rows).toEqual([0, -1, -1, -1]);
    v = applyStep(v, { kind: 'try', row: 1, col: 0 });
    v = applyStep(v, { kind: 'conflict', row: 1, col: 0, with: [{ x: 0, y: 0 }] });
    expect(searchCaption(v, name, en)).toBe(
      'a3 is attacked by the queen on a4: remove it and try the next column.',
    );
    expect(searchCaption(v, name, zh)).toBe('a3 受到 a4 上皇后的攻击：移走它，尝试下一列。');
    v = applyStep(v, { kind: 'try', row: 1, col: 2 });
    v = applyStep(v, { kind: 'place', row: 1, col: 2 });
    expect(v.rows).toEqual([0, 2, -1, -1]);
    v = applyStep(v, { kind: 'backtrack', row: 2, col: 2 });
    expect(v.rows).toEqual([0, -1, -1, -1]);
    expect(searchCaption(v, name, en)).toContain('taking back the queen on c3');
    v = applyStep(v, { kind: 'solution', queens: [1, 3, 0, 2], index: 0 });
    expect(v.rows).toEqual([1, 3, 0, 2]);
    expect(v.solutions).toBe(1);
    v = applyStep(v, { kind: 'try', row: 3, col: 3 });
    expect(v.rows).toEqual([1, 3, 0, -1]);
    v = applyStep(v, { kind: 'done', solutions: 2 });
    expect(v.done).toBe(true);
    expect(v.solutions).toBe(2);
    expect(v.steps).toBe(10);
    expect(searchCaption(v, name, en)).toBe(
      'Search finished: every placement was tried, 2 solutions found.',
    );
    expect(searchCaption(v, name, zh)).toBe('搜索结束：所有摆法都已尝试，共找到 2 个解。');
    const one = applyStep(initialSearchView(1), { kind: 'done', solutions: 1 });
    expect(searchCaption(one, name, en)).toBe(
      'Search finished: every placement was tried, 1 solution found.',
    );
  });
});

describe('replaying the engine search', () => {
  it('keeps the board consistent with every step for N = 6', async () => {
    const { searchSteps, solutions } = await import('@qipan/queens');
    let v = initialSearchView(6);
    const found: string[] = [];
    for (const step of searchSteps(6)) {
      v = applyStep(v, step);
      if (step.kind === 'place') {
        expect(v.rows[step.row]).toBe(step.col);
        expect(v.rows.slice(step.row + 1).every((c) => c === -1)).toBe(true);
        expect(v.rows.slice(0, step.row).every((c) => c >= 0)).toBe(true);
      }
      if (step.kind === 'backtrack')
        expect(v.rows.slice(step.row - 1).every((c) => c === -1)).toBe(true);
      if (step.kind === 'solution') found.push(v.rows.join(','));
    }
    expect(v.done).toBe(true);
    expect(v.solutions).toBe(4);
    expect(found).toEqual([...solutions(6)].map((s) => s.join(',')));
  });
});
