import { describe, expect, it } from 'vitest';
import { PASS } from '@qipan/go';
import {
  acceptScore,
  currentScore,
  goTo,
  moveNumbers,
  newGameModel,
  playMove,
  resign,
  stateOf,
  toggleDead,
  undo,
  type GameModel,
} from './model.js';
import { loadSgfModel, recordToSgfText } from './sgfio.js';
import { nextNode, siblingNode, lineEnd } from './tree.js';
import { resultText, starPoints } from './labels.js';

function start(size = 5): GameModel {
  const m = newGameModel({
    size,
    preset: 'japanese',
    komi: 0.5,
    handicap: 0,
    opponent: { kind: 'person' },
  });
  if (!m.ok) throw new Error(m.error);
  return m.value;
}
const play = (m: GameModel, ...pts: [number, number][]): GameModel =>
  pts.reduce((acc, [x, y]) => {
    const r = playMove(acc, { type: 'play', point: { x, y } });
    expect(r.refused).toBe(false);
    return r.model;
  }, m);

describe('Go page model', () => {
  it('refuses ko with its reason and keeps the position', () => {
    let m = play(start(), [1, 0], [2, 0], [0, 1], [3, 1], [1, 2], [2, 2], [4, 4], [1, 1], [2, 1]);
    const r = playMove(m, { type: 'play', point: { x: 1, y: 1 } });
    expect(r.refused).toBe(true);
    expect(r.model.refusal).toBe('Ko: you cannot retake immediately');
    expect(r.model.current).toBe(m.current);
    m = r.model;
    expect(moveNumbers(m).get('2,1')).toBe(9);
    expect(moveNumbers(m).has('1,1')).toBe(false);
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
    m = playMove(playMove(m, PASS).model, PASS).model;
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
    expect(resultText(m.result ?? '')).toBe('Black wins by 3.5 points');
    expect(m.record.tree.node(0).data.sgf.RE).toEqual(['B+3.5']);
    expect(recordToSgfText(m.record)).toContain('RE[B+3.5]');
  });

  it('resigns for the side to move', () => {
    const m = resign(play(start(), [0, 0]));
    expect(m.result).toBe('B+R');
    expect(playMove(m, PASS).refused).toBe(true);
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
    const r = loadSgfModel('(;GM[1]SZ[9];B[ee];W[ee])', 'x.sgf');
    expect(r.ok).toBe(true);
    if (r.ok)
      expect(r.value.warning).toBe(
        'Move 2 (White E5) is illegal: Occupied: there is already a stone on that point. Loaded up to move 1.',
      );
    const bad = loadSgfModel('(;GM[1]SZ[9];B[ee]', 'y.sgf');
    expect(bad.ok).toBe(false);
  });

  it('undoes one move against a person, removing it from the record', () => {
    const m = play(start(9), [4, 4], [2, 2]);
    const u = undo(m);
    expect(u.current).toBe(1);
    expect(u.record.tree.size).toBe(2);
    expect(u.announce).toMatch(/^Undone: White C7\./);
    expect(stateOf(u).turn).toBe('white');
    const back = undo(undo(u));
    expect(back.current).toBe(0);
    expect(back.announce).toBe('Nothing to undo.');
  });

  it('undoes back to before your own move against the bot, keeping variations that follow', () => {
    const vsBot = newGameModel({
      size: 9,
      preset: 'japanese',
      komi: 6.5,
      handicap: 0,
      opponent: { kind: 'bot', color: 'white', level: 1 },
    });
    if (!vsBot.ok) throw new Error(vsBot.error);
    // You (Black) E5, the bot C7, you G3, the bot D6: Undo takes back G3 and D6.
    const m = play(vsBot.value, [4, 4], [2, 2], [6, 6], [3, 3]);
    const u = undo(m);
    expect(u.current).toBe(2);
    expect(u.record.tree.size).toBe(3);
    expect(u.announce).toMatch(/^Undone: Black G3, White D6\./);
    // While the bot thinks (your move is the last), Undo takes back that move alone.
    const thinking = play(u, [5, 5]);
    expect(undo(thinking).current).toBe(2);
    // At an earlier move with moves after it, Undo only steps back.
    const earlier = goTo(m, 3);
    const stepped = undo(earlier);
    expect(stepped.current).toBe(2);
    expect(stepped.record.tree.size).toBe(5);
  });

  it('only steps back in a loaded record', () => {
    const r = loadSgfModel('(;GM[1]SZ[9];B[ee];W[cc](;B[gg])(;B[dd]))', 'x.sgf');
    if (!r.ok) throw new Error(r.error);
    const m = goTo(r.value, 3);
    const u = undo(m);
    expect(u.current).toBe(2);
    expect(u.record.tree.size).toBe(5);
  });

  it('knows the star points', () => {
    expect([...starPoints(9)].sort()).toEqual(['2,2', '2,6', '4,4', '6,2', '6,6']);
    expect(starPoints(19).size).toBe(9);
    expect(starPoints(13).has('6,6')).toBe(true);
  });
});
