import type { Point } from '@qipan/core';
import { describe, expect, it } from 'vitest';
import { legalMoves } from '../game.js';
import { stoneAt, type GomokuState } from '../state.js';
import { isChoice } from '../types.js';
import { gomocupBrain } from '../ai/index.js';
import { GomocupSession } from './session.js';

/** A brain that plays the first legal point in row-major order, recording its deadlines. */
function firstLegal(log: number[] = []) {
  return (s: GomokuState, deadline: number): Point => {
    log.push(deadline);
    const m = legalMoves(s).find((x) => !isChoice(x));
    if (!m || isChoice(m)) throw new Error('no move');
    return m;
  };
}

/** Runs a transcript: each entry is an input line and the exact replies expected. */
function transcript(session: GomocupSession, lines: [string, string[]][]): void {
  for (const [input, replies] of lines)
    expect(session.handle(input), `after '${input}'`).toEqual(replies);
}

describe('GomocupSession transcripts', () => {
  it('a game: START, INFO, BEGIN, TURN, TAKEBACK, ABOUT, END', () => {
    const session = new GomocupSession({ chooseMove: firstLegal(), now: () => 1000 });
    transcript(session, [
      ['START 15', ['OK']],
      ['INFO timeout_turn 2000', []],
      ['INFO timeout_match 0', []],
      ['INFO max_memory 0', []],
      ['INFO rule 1', []],
      ['INFO folder /tmp', []],
      ['INFO something_new 1', []],
      ['BEGIN', ['0,0']],
      ['TURN 7,7', ['1,0']],
      ['TAKEBACK 1,0', ['OK']],
      ['TAKEBACK 7,7', ['OK']],
      ['TURN 7,7', ['1,0']],
      ['ABOUT', ['name="qipan", version="0.1.0", author="Qipan contributors"']],
      ['END', []],
    ]);
    expect(session.ended).toBe(true);
    expect(session.info.rule).toBe('standard');
    expect(session.info.timeoutTurn).toBe(2000);
    expect(session.info.folder).toBe('/tmp');
  });

  it('garbage lines get ERROR or UNKNOWN and the session keeps going', () => {
    const session = new GomocupSession({ chooseMove: firstLegal() });
    transcript(session, [
      ['TURN 1,1', ['ERROR TURN before START']],
      ['HELLO WORLD', ['UNKNOWN unknown command HELLO']],
      ['START', ['ERROR START needs a board size']],
      ['START 3', ['ERROR unsupported size 3: sizes 5 to 25 are supported']],
      ['RECTSTART 20,15', ['ERROR rectangular boards are not supported']],
      ['START 15', ['OK']],
      ['TURN 7', ["ERROR TURN needs x,y, got '7'"]],
      ['TURN 15,3', ['ERROR TURN 15,3: off-board']],
      ['\u00ff\u00fe', ['UNKNOWN unknown command \u00ff\u00fe']],
      ['', []],
      ['\u0007beep', ['UNKNOWN unknown command ?beep']],
      ['DONE', ['ERROR DONE outside a BOARD block']],
      ['INFO timeout_turn x', ["ERROR INFO timeout_turn needs an integer, got 'x'"]],
      ['TURN 7,7', ['0,0']],
      ['TURN 7,7', ['ERROR TURN 7,7: occupied']],
      ['TAKEBACK 9,9', ['ERROR TAKEBACK 9,9: no stone there']],
      ['TURN 8,8', ['1,0']],
    ]);
  });

  it('BOARD … DONE with garbage inside the block; colours from the stone counts', () => {
    const session = new GomocupSession({ chooseMove: firstLegal() });
    transcript(session, [
      ['INFO rule 4', []],
      ['START 15', ['OK']],
      ['BOARD', []],
      ['7,7,2', []],
      ['this is no entry', ["ERROR expected x,y,field or DONE, got 'this is no entry'"]],
      ['8,8,1', []],
      ['7,8,2', []],
      ['DONE', ['0,0']],
    ]);
    // own 1 vs opponent 2 stones: the brain is white
    expect(stoneAt(session.state!, { x: 0, y: 0 })).toBe('white');
    expect(stoneAt(session.state!, { x: 7, y: 7 })).toBe('black');
    expect(session.state!.config.rule).toBe('renju');
  });

  it('BOARD with equal counts: the brain is black and avoids its forbidden points', () => {
    // black (brain) g8 i8 h10 h9; h8 is a double-three; the chooser proposes h8 and gets corrected
    const session = new GomocupSession({ chooseMove: () => ({ x: 7, y: 7 }) });
    const stones = ['6,7,1', '8,7,1', '7,5,1', '7,6,1', '0,14,2', '2,14,2', '4,14,2', '6,14,2'];
    transcript(session, [
      ['START 15', ['OK']],
      ['INFO rule 4', []],
      ['YXSHOWFORBID', ['FORBID .']],
      ['BOARD', []],
      ...stones.map((l): [string, string[]] => [l, []]),
      ['DONE', ['DEBUG brain chose 7,7 (forbidden-double-three); playing a legal move', '0,0']],
      ['TAKEBACK 0,0', ['OK']],
      ['YXSHOWFORBID', ['FORBID 0707.']],
    ]);
  });

  it('RESTART keeps size and rule; TURN after a win is an error', () => {
    const session = new GomocupSession({ chooseMove: firstLegal() });
    transcript(session, [
      ['START 5', ['OK']],
      ['BEGIN', ['0,0']],
      ['TURN 0,4', ['1,0']],
      ['TURN 1,4', ['2,0']],
      ['TURN 2,4', ['3,0']],
      ['TURN 3,4', ['4,0']],
      ['TURN 4,4', ['ERROR TURN 4,4: game-over']],
      ['RESTART', ['OK']],
      ['TURN 2,2', ['0,0']],
    ]);
    expect(session.state?.config.size).toBe(5);
  });

  it('deadlines follow timeout_turn and the match clock', () => {
    const deadlines: number[] = [];
    const session = new GomocupSession({ chooseMove: firstLegal(deadlines), now: () => 10_000 });
    session.handle('START 15');
    session.handle('INFO timeout_turn 1000');
    session.handle('BEGIN');
    session.handle('INFO timeout_match 60000');
    session.handle('INFO time_left 6000');
    session.handle('TURN 7,7');
    expect(deadlines[0]).toBe(10_000 + 1000 * 0.97 - 15);
    expect(deadlines[1]).toBe(10_000 + (6000 / 12) * 0.97 - 15);
  });

  it('INFO rule during a game keeps the stones under the new rule', () => {
    const session = new GomocupSession({ chooseMove: firstLegal() });
    transcript(session, [
      ['START 15', ['OK']],
      ['TURN 7,7', ['0,0']],
      ['INFO rule 4', []],
    ]);
    expect(session.state?.config.rule).toBe('renju');
    expect(stoneAt(session.state!, { x: 7, y: 7 })).toBe('black');
    expect(stoneAt(session.state!, { x: 0, y: 0 })).toBe('white');
    expect(session.state?.turn).toBe('black');
  });

  it('BOARD field 3 (winning-line stones) occupies the point without changing the colours', () => {
    const session = new GomocupSession({ chooseMove: firstLegal() });
    transcript(session, [
      ['START 15', ['OK']],
      ['BOARD', []],
      ['0,0,3', []],
      ['1,0,3', []],
      ['7,7,2', []],
      ['8,8,1', []],
      ['DONE', ['2,0']],
    ]);
    // one own and one opponent stone: the brain is black
    expect(stoneAt(session.state!, { x: 2, y: 0 })).toBe('black');
  });

  it('with the AI as brain: BEGIN opens in the centre and the answers are legal', () => {
    const session = new GomocupSession({ chooseMove: gomocupBrain(2) });
    transcript(session, [
      ['START 15', ['OK']],
      ['INFO timeout_turn 300', []],
      ['BEGIN', ['7,7']],
    ]);
    const reply = session.handle('TURN 8,8');
    expect(reply).toHaveLength(1);
    expect(reply[0]).toMatch(/^\d+,\d+$/);
    expect(session.state?.moves).toHaveLength(3);
  });
});
