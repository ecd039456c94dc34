import { describe, expect, it } from 'vitest';
import { pathIds, stoneAt, stoneRows } from '@qipan/go';
import { createI18n } from '../../i18n/setup.js';
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
  type RecordReview,
} from './review.js';
import { loadSgfReview, recordToSgfText } from './sgfio.js';
import { currentLine } from './tree.js';
import { noteText, refusalWords } from './reviewWords.js';

const tr = (lang: 'en' | 'zh'): TFunction =>
  createI18n(lang).getFixedT(lang, ['go', 'common']) as unknown as TFunction;
const t = tr('en');

const said = (m: RecordReview, tt: TFunction = t): string => noteText(tt, m.announce);
const why = (m: RecordReview, tt: TFunction = t): string | undefined =>
  m.refusal && refusalWords(tt, m.refusal);

function load(text: string): RecordReview {
  const m = loadSgfReview(text, 'test.sgf');
  if (!m.ok) throw new Error(m.error.kind);
  return m.value;
}
const sgf = (m: RecordReview, id = m.current) => m.record.tree.node(id).data.sgf;
/** Saved and loaded again: the same node along the same path. */
function reloaded(m: RecordReview): RecordReview {
  const back = load(recordToSgfText(m.record));
  expect(back.record.tree.size).toBe(m.record.tree.size);
  return back;
}

describe('review edits', () => {
  it('comments and names: saved, announced, removed, round-tripped', () => {
    let m = goTo(load('(;GM[1]SZ[9];B[ee];W[cc])'), 1);
    m = setComment(m, 'Tengen: bold.\nAnd [brackets].');
    expect(sgf(m).C).toEqual(['Tengen: bold.\nAnd [brackets].']);
    expect(said(m)).toBe('Comment saved.');
    m = setNodeName(m, ' Opening ');
    expect(said(m)).toBe('Name saved: Opening.');
    expect(noteText(tr('zh'), setNodeName(m, 'x').announce)).toBe('名称已保存：x。');
    const back = reloaded(m);
    expect(sgf(back, 1)).toEqual({
      B: ['ee'],
      C: ['Tengen: bold.\nAnd [brackets].'],
      N: [' Opening '],
    });
    // The same text again changes nothing; empty text removes.
    expect(setComment(m, 'Tengen: bold.\nAnd [brackets].')).toBe(m);
    m = setComment(m, '   ');
    expect(sgf(m).C).toBeUndefined();
    expect(said(m)).toBe('Comment removed.');
    expect(setComment(m, 'x', 99)).toBe(m);
  });

  it('annotations: one per group, values 1 or 2 where SGF has them', () => {
    let m = goTo(load('(;GM[1]SZ[9];B[ee])'), 1);
    m = setAnnotation(m, 'BM', 2);
    expect(said(m)).toBe('Marked: bad move (emphasised).');
    m = setAnnotation(m, 'TE', 1);
    expect(sgf(m)).toEqual({ B: ['ee'], TE: ['1'] });
    m = setAnnotation(m, 'IT', 2);
    expect(sgf(m)).toEqual({ B: ['ee'], IT: [''] });
    m = setAnnotation(m, 'GW', 1);
    m = setAnnotation(m, 'HO', 1);
    expect([...annotationsOf(m.record, 1)]).toEqual([
      ['IT', 1],
      ['GW', 1],
      ['HO', 1],
    ]);
    m = setAnnotation(m, 'UC', 2);
    expect(sgf(m)).toEqual({ B: ['ee'], IT: [''], UC: ['2'], HO: ['1'] });
    expect(recordToSgfText(m.record)).toContain(';B[ee]IT[]HO[1]UC[2]');
    expect(sgf(reloaded(m), 1)).toEqual(sgf(m));
    m = setAnnotation(m, 'IT', 0);
    expect(said(m)).toBe('Mark removed: interesting move.');
    expect(setAnnotation(m, 'IT', 0)).toBe(m);
    expect(setAnnotation(m, 'XX' as never, 1)).toBe(m);
    // The root holds no move: a move annotation is refused, a position one is fine.
    const root = setAnnotation(m, 'TE', 1, 0);
    expect(root.record).toBe(m.record);
    expect(why(root)).toBe('Only a move can be marked good, bad, doubtful or interesting.');
    expect(sgf(setAnnotation(m, 'GB', 2, 0), 0).GB).toEqual(['2']);
  });

  it('game information: saved to SGF; bad komi refused with its reason', () => {
    let m = load('(;GM[1]SZ[9]KM[6.5];B[ee])');
    m = editGameInfo(m, { PB: ['Lee Sedol'], PW: ['AlphaGo'], DT: ['2016-03-09'], KM: ['7.5'] });
    expect(said(m)).toBe('Game information saved.');
    expect(m.record.rules.komi).toBe(7.5);
    expect(stateOf(m, 1).rules.komi).toBe(7.5);
    const text = recordToSgfText(m.record);
    expect(text).toContain('PB[Lee Sedol]');
    expect(sgf(reloaded(m), 0)).toEqual({ ...sgf(m, 0), CA: ['UTF-8'] }); // the file says its charset
    const bad = editGameInfo(m, { KM: ['six and a half'] });
    expect(bad.record).toBe(m.record);
    expect(why(bad)).toBe('Not saved: komi must be a number such as 6.5.');
    expect(why(editGameInfo(m, { KM: ['x'] }), tr('zh'))).toBe(
      '未保存：贴目必须是数字，例如 6.5。',
    );
    expect(why(editGameInfo(m, { C: ['x'] }))).toBe('Not saved: C is not game information.');
    expect(editGameInfo(m, { PB: ['Lee Sedol'] })).toBe(m);
  });

  it('promotes a variation and deletes a branch (the current node moves up)', () => {
    let m = load('(;GM[1]SZ[9];B[aa](;W[bb];B[cc])(;W[dd];B[ee]))');
    const dd = m.record.tree.node(1).children[1]!;
    const ee = m.record.tree.node(dd).children[0]!;
    m = goTo(m, ee);
    m = promote(m);
    expect(said(m)).toBe('This line is now the main line.');
    expect(m.record.tree.node(1).children[0]).toBe(dd);
    expect(said(promote(m))).toBe('This move is already on the main line.');
    expect(recordToSgfText(m.record).replace(/\n/g, '')).toBe(
      '(;GM[1]SZ[9]CA[UTF-8];B[aa](;W[dd];B[ee])(;W[bb];B[cc]))',
    );
    m = deleteBranch(m, dd);
    expect(said(m)).toBe('Branch deleted (2 nodes).');
    expect(m.current).toBe(1);
    expect(currentLine(m.record, m.chosen, 0)).toEqual([0, 1, 2, 3]);
    expect(m.record.tree.has(ee)).toBe(false);
    // Deleting elsewhere keeps the current node; the root is refused.
    m = goTo(m, 3);
    const kept = deleteBranch(
      playMove(goTo(m, 1), { type: 'play', point: { x: 8, y: 8 } }).review,
      3,
    );
    expect(pathIds(kept.record, kept.current)).toEqual([0, 1, 6]);
    expect(deleteBranch(m, 99)).toBe(m);
    expect(promote(m, 99)).toBe(m);
    expect(setNodeName(m, 'x', 99)).toBe(m);
    const root = deleteBranch(m, 0);
    expect(root.record).toBe(m.record);
    expect(why(root)).toBe('The start of the game cannot be deleted.');
  });

  it('edit mode: stones and turn as setup, then play on with captures', () => {
    let m = load('(;GM[1]SZ[5])');
    m = editStone(m, { x: 0, y: 0 }, 'white');
    m = editStone(m, { x: 1, y: 0 }, 'black');
    expect(said(m)).toBe('Black stone set on B5.');
    expect(m.current).toBe(0);
    expect(sgf(m)).toMatchObject({ AW: ['aa'], AB: ['ba'] });
    m = setTurn(m, 'white');
    expect(said(m)).toBe('White to play.');
    expect(stateOf(m).turn).toBe('white');
    expect(setTurn(m, 'white')).toBe(m);
    m = playMove(m, { type: 'play', point: { x: 4, y: 4 } }).review;
    m = playMove(m, { type: 'play', point: { x: 0, y: 1 } }).review; // Black takes A5
    expect(stoneAt(stateOf(m), { x: 0, y: 0 })).toBeUndefined();
    // After a move, an edit makes a new node and goes there.
    const before = m.current;
    expect(editStone(m, { x: 3, y: 3 }, undefined)).toBe(m); // empty: nothing to clear
    m = editStone(m, { x: 4, y: 4 }, undefined);
    expect(m.record.tree.node(m.current).parent).toBe(before);
    expect(said(m)).toBe('Stone removed from E1.');
    expect(sgf(m)).toEqual({ AE: ['ee'] });
    const off = editStone(m, { x: 5, y: 5 }, 'black');
    expect(off.record).toBe(m.record);
    expect(why(off)).toBe('That point is not on the board.');
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
    expect(said(m)).toBe('Loaded test.sgf: 9×9, 5 moves.');
    m = goTo(m, 3);
    expect(m.marking).toBeDefined();
    const r = playMove(m, { type: 'play', point: { x: 0, y: 0 } });
    expect(r.refused).toBe(false);
    expect(r.review.marking).toBeUndefined();
    expect(stateOf(r.review).moveNumber).toBe(4);
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
