import { describe, expect, it } from 'vitest';
import { pathIds, stoneAt, stoneRows } from '@qipan/go';
import { createI18n } from '../i18n/setup.js';
import type { TFunction } from './labels.js';
import {
  annotationsOf,
  deleteBranch,
  editGameInfo,
  editStone,
  goTo,
  playMove,
  promote,
  setAnnotation,
  setComment,
  setNodeName,
  setTurn,
  stateOf,
  stoneNumbers,
  type GameModel,
} from './model.js';
import { loadSgfModel, recordToSgfText } from './sgfio.js';
import { currentLine } from './tree.js';

const tr = (lang: 'en' | 'zh'): TFunction =>
  createI18n(lang).getFixedT(lang, ['go', 'common']) as unknown as TFunction;
const t = tr('en');

function load(text: string): GameModel {
  const m = loadSgfModel(t, text, 'test.sgf');
  if (!m.ok) throw new Error(m.error);
  return m.value;
}
const sgf = (m: GameModel, id = m.current) => m.record.tree.node(id).data.sgf;
/** Saved and loaded again: the same node along the same path. */
function reloaded(m: GameModel): GameModel {
  const back = load(recordToSgfText(m.record));
  expect(back.record.tree.size).toBe(m.record.tree.size);
  return back;
}

describe('review edits', () => {
  it('comments and names: saved, announced, removed, round-tripped', () => {
    let m = goTo(t, load('(;GM[1]SZ[9];B[ee];W[cc])'), 1);
    m = setComment(t, m, 'Tengen: bold.\nAnd [brackets].');
    expect(sgf(m).C).toEqual(['Tengen: bold.\nAnd [brackets].']);
    expect(m.announce).toBe('Comment saved.');
    m = setNodeName(t, m, ' Opening ');
    expect(m.announce).toBe('Name saved: Opening.');
    expect(setNodeName(tr('zh'), m, 'x').announce).toBe('名称已保存：x。');
    const back = reloaded(m);
    expect(sgf(back, 1)).toEqual({
      B: ['ee'],
      C: ['Tengen: bold.\nAnd [brackets].'],
      N: [' Opening '],
    });
    // The same text again changes nothing; empty text removes.
    expect(setComment(t, m, 'Tengen: bold.\nAnd [brackets].')).toBe(m);
    m = setComment(t, m, '   ');
    expect(sgf(m).C).toBeUndefined();
    expect(m.announce).toBe('Comment removed.');
    expect(setComment(t, m, 'x', 99)).toBe(m);
  });

  it('annotations: one per group, values 1 or 2 where SGF has them', () => {
    let m = goTo(t, load('(;GM[1]SZ[9];B[ee])'), 1);
    m = setAnnotation(t, m, 'BM', 2);
    expect(m.announce).toBe('Marked: bad move (emphasised).');
    m = setAnnotation(t, m, 'TE', 1);
    expect(sgf(m)).toEqual({ B: ['ee'], TE: ['1'] });
    m = setAnnotation(t, m, 'IT', 2);
    expect(sgf(m)).toEqual({ B: ['ee'], IT: [''] });
    m = setAnnotation(t, m, 'GW', 1);
    m = setAnnotation(t, m, 'HO', 1);
    expect([...annotationsOf(m.record, 1)]).toEqual([
      ['IT', 1],
      ['GW', 1],
      ['HO', 1],
    ]);
    m = setAnnotation(t, m, 'UC', 2);
    expect(sgf(m)).toEqual({ B: ['ee'], IT: [''], UC: ['2'], HO: ['1'] });
    expect(recordToSgfText(m.record)).toContain(';B[ee]IT[]HO[1]UC[2]');
    expect(sgf(reloaded(m), 1)).toEqual(sgf(m));
    m = setAnnotation(t, m, 'IT', 0);
    expect(m.announce).toBe('Mark removed: interesting move.');
    expect(setAnnotation(t, m, 'IT', 0)).toBe(m);
    expect(setAnnotation(t, m, 'XX' as never, 1)).toBe(m);
    // The root holds no move: a move annotation is refused, a position one is fine.
    const root = setAnnotation(t, m, 'TE', 1, 0);
    expect(root.record).toBe(m.record);
    expect(root.refusal).toBe('Only a move can be marked good, bad, doubtful or interesting.');
    expect(sgf(setAnnotation(t, m, 'GB', 2, 0), 0).GB).toEqual(['2']);
  });

  it('game information: saved to SGF; bad komi refused with its reason', () => {
    let m = load('(;GM[1]SZ[9]KM[6.5];B[ee])');
    m = editGameInfo(t, m, { PB: ['Lee Sedol'], PW: ['AlphaGo'], DT: ['2016-03-09'], KM: ['7.5'] });
    expect(m.announce).toBe('Game information saved.');
    expect(m.record.rules.komi).toBe(7.5);
    expect(stateOf(m, 1).rules.komi).toBe(7.5);
    const text = recordToSgfText(m.record);
    expect(text).toContain('PB[Lee Sedol]');
    expect(sgf(reloaded(m), 0)).toEqual({ ...sgf(m, 0), CA: ['UTF-8'] }); // the file says its charset
    const bad = editGameInfo(t, m, { KM: ['six and a half'] });
    expect(bad.record).toBe(m.record);
    expect(bad.refusal).toBe('Not saved: komi must be a number such as 6.5.');
    expect(editGameInfo(tr('zh'), m, { KM: ['x'] }).refusal).toBe(
      '未保存：贴目必须是数字，例如 6.5。',
    );
    expect(editGameInfo(t, m, { C: ['x'] }).refusal).toBe('Not saved: C is not game information.');
    expect(editGameInfo(t, m, { PB: ['Lee Sedol'] })).toBe(m);
  });

  it('promotes a variation and deletes a branch (the current node moves up)', () => {
    let m = load('(;GM[1]SZ[9];B[aa](;W[bb];B[cc])(;W[dd];B[ee]))');
    const dd = m.record.tree.node(1).children[1]!;
    const ee = m.record.tree.node(dd).children[0]!;
    m = goTo(t, m, ee);
    m = promote(t, m);
    expect(m.announce).toBe('This line is now the main line.');
    expect(m.record.tree.node(1).children[0]).toBe(dd);
    expect(promote(t, m).announce).toBe('This move is already on the main line.');
    expect(recordToSgfText(m.record).replace(/\n/g, '')).toBe(
      '(;GM[1]SZ[9]CA[UTF-8];B[aa](;W[dd];B[ee])(;W[bb];B[cc]))',
    );
    m = deleteBranch(t, m, dd);
    expect(m.announce).toBe('Branch deleted (2 nodes).');
    expect(m.current).toBe(1);
    expect(currentLine(m.record, m.chosen, 0)).toEqual([0, 1, 2, 3]);
    expect(m.record.tree.has(ee)).toBe(false);
    // Deleting elsewhere keeps the current node; the root is refused.
    m = goTo(t, m, 3);
    const kept = deleteBranch(
      t,
      playMove(t, goTo(t, m, 1), { type: 'play', point: { x: 8, y: 8 } }).model,
      3,
    );
    expect(pathIds(kept.record, kept.current)).toEqual([0, 1, 6]);
    expect(deleteBranch(t, m, 99)).toBe(m);
    expect(promote(t, m, 99)).toBe(m);
    expect(setNodeName(t, m, 'x', 99)).toBe(m);
    const root = deleteBranch(t, m, 0);
    expect(root.record).toBe(m.record);
    expect(root.refusal).toBe('The start of the game cannot be deleted.');
  });

  it('edit mode: stones and turn as setup, then play on with captures', () => {
    let m = load('(;GM[1]SZ[5])');
    m = editStone(t, m, { x: 0, y: 0 }, 'white');
    m = editStone(t, m, { x: 1, y: 0 }, 'black');
    expect(m.announce).toBe('Black stone set on B5.');
    expect(m.current).toBe(0);
    expect(sgf(m)).toMatchObject({ AW: ['aa'], AB: ['ba'] });
    m = setTurn(t, m, 'white');
    expect(m.announce).toBe('White to play.');
    expect(stateOf(m).turn).toBe('white');
    expect(setTurn(t, m, 'white')).toBe(m);
    m = playMove(t, m, { type: 'play', point: { x: 4, y: 4 } }).model;
    m = playMove(t, m, { type: 'play', point: { x: 0, y: 1 } }).model; // Black takes A5
    expect(stoneAt(stateOf(m), { x: 0, y: 0 })).toBeUndefined();
    // After a move, an edit makes a new node and goes there.
    const before = m.current;
    expect(editStone(t, m, { x: 3, y: 3 }, undefined)).toBe(m); // empty: nothing to clear
    m = editStone(t, m, { x: 4, y: 4 }, undefined);
    expect(m.record.tree.node(m.current).parent).toBe(before);
    expect(m.announce).toBe('Stone removed from E1.');
    expect(sgf(m)).toEqual({ AE: ['ee'] });
    const off = editStone(t, m, { x: 5, y: 5 }, 'black');
    expect(off.record).toBe(m.record);
    expect(off.refusal).toBe('That point is not on the board.');
    expect(recordToSgfText(m.record).replace(/\n/g, '')).toMatch(/;W\[ee\];B\[ab\];AE\[ee\]\)$/);
    // Saved and loaded again: the same setup and the same final position.
    const back = reloaded(m);
    expect(sgf(back, 0)).toMatchObject({ AW: ['aa'], AB: ['ba'], PL: ['W'] });
    const end = currentLine(back.record, back.chosen, 0).at(-1)!;
    expect(sgf(back, end)).toEqual({ AE: ['ee'] });
    expect(stoneRows(stateOf(back, end))).toEqual(stoneRows(stateOf(m)));
  });

  it('plays on after two passes in review', () => {
    let m = load('(;GM[1]SZ[9];B[ee];W[];B[];W[cc];B[gg])');
    expect(m.announce).toBe('Loaded test.sgf: 9×9, 5 moves.');
    m = goTo(t, m, 3);
    expect(m.marking).toBeDefined();
    const r = playMove(t, m, { type: 'play', point: { x: 0, y: 0 } });
    expect(r.refused).toBe(false);
    expect(r.model.marking).toBeUndefined();
    expect(stateOf(r.model).moveNumber).toBe(4);
  });

  it('numbers stones: all, the last n, or from a node', () => {
    const m = load('(;GM[1]SZ[9];B[aa];W[ba];B[ca];W[da];B[ea])');
    const at = (mode: Parameters<typeof stoneNumbers>[2]) =>
      [...stoneNumbers(m.record, 5, mode)].sort().map(([k, v]) => `${k}=${v}`);
    expect(at(undefined)).toEqual(['0,0=1', '1,0=2', '2,0=3', '3,0=4', '4,0=5']);
    expect(at({ kind: 'last', n: 2 })).toEqual(['3,0=4', '4,0=5']);
    expect(at({ kind: 'last', n: 0 })).toEqual([]);
    expect(at({ kind: 'from', node: 3 })).toEqual(['3,0=1', '4,0=2']);
    expect(at({ kind: 'from', node: 0 })).toEqual(at({ kind: 'all' }));
    expect(at({ kind: 'from', node: 42 })).toEqual([]);
  });
});
