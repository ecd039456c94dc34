import type { Point } from '@qipan/core';
import { describe, expect, it } from 'vitest';
import { legalMoves } from '../game.js';
import type { GomokuState } from '../state.js';
import { isChoice } from '../types.js';
import { playGame, playMatch, type Brain } from './match.js';
import { GomocupSession } from './session.js';

const firstLegal = (s: GomokuState): Point => {
  const m = legalMoves(s).find((x) => !isChoice(x));
  if (!m || isChoice(m)) throw new Error('no move');
  return m;
};
const session = (): GomocupSession => new GomocupSession({ chooseMove: firstLegal });

/** A brain that logs what it hears and answers from a script. */
function scripted(replies: string[], heard: string[] = []): Brain {
  return {
    handle(line) {
      heard.push(line);
      if (/^(START|RESTART)/.test(line)) return ['OK'];
      if (/^(BEGIN|TURN|DONE)/.test(line)) return [replies.shift() ?? ''];
      return [];
    },
  };
}

describe('playGame', () => {
  it('plays a whole game between two sessions to five', () => {
    const g = playGame(session(), session(), { size: 7, rule: 'freestyle' });
    // first-legal brains fill the top row: black a7,c7,e7,g7,b6... until someone has five
    expect(g.end).toBe('five');
    expect(g.winner).toBeDefined();
    expect(g.final.outcome?.line).toHaveLength(5);
  });
  it('an illegal answer loses', () => {
    const g = playGame(scripted(['7,7', '7,7']), scripted(['8,8', '9,9']), { size: 15 });
    expect(g).toMatchObject({
      winner: 'white',
      end: 'illegal-move',
      detail: 'black 7,7: occupied',
    });
  });
  it('a garbage answer loses, MESSAGE and DEBUG lines are skipped', () => {
    const black: Brain = {
      handle: (l) => (l.startsWith('START') ? ['OK'] : l === 'BEGIN' ? ['MESSAGE hi', '7,7'] : []),
    };
    const g = playGame(black, scripted(['banana']), { size: 15 });
    expect(g).toMatchObject({ winner: 'black', end: 'no-answer' });
    expect(g.moves).toEqual([{ x: 7, y: 7 }]);
  });
  it('a renju foul by black loses', () => {
    // black g8 i8 h10 h9 from the opening, white far away; black's engine then plays h8 (double-three)
    const opening = [
      { x: 6, y: 7 },
      { x: 0, y: 0 },
      { x: 8, y: 7 },
      { x: 2, y: 0 },
      { x: 7, y: 5 },
      { x: 4, y: 0 },
      { x: 7, y: 6 },
      { x: 6, y: 0 },
    ];
    const heard: string[] = [];
    const g = playGame(scripted(['7,7'], heard), scripted([]), {
      size: 15,
      rule: 'renju',
      opening,
    });
    expect(g).toMatchObject({
      winner: 'white',
      end: 'illegal-move',
      detail: 'black 7,7: forbidden-double-three',
    });
    expect(heard).toContain('INFO rule 4');
    expect(heard).toContain('BOARD');
    expect(heard).toContain('6,7,1');
    expect(heard).toContain('0,0,2');
  });
  it('each brain gets BOARD for its first move, then TURN', () => {
    // one black stone on the board: white moves first
    const heardBlack: string[] = [];
    const heardWhite: string[] = [];
    const g = playGame(
      scripted(['7,7', '9,9'], heardBlack),
      scripted(['8,8', '10,10'], heardWhite),
      {
        size: 15,
        opening: [{ x: 0, y: 0 }],
      },
    );
    const protocol = (h: string[]) => h.filter((l) => /^(BEGIN|BOARD|TURN|DONE)/.test(l));
    expect(protocol(heardWhite)).toEqual(['BOARD', 'DONE', 'TURN 7,7', 'TURN 9,9']);
    expect(protocol(heardBlack)).toEqual(['BOARD', 'DONE', 'TURN 10,10']);
    expect(heardBlack).toContain('0,0,1');
    expect(heardBlack).toContain('8,8,2');
    expect(g).toMatchObject({ winner: 'black', end: 'no-answer' });
  });
  it('move limit ends in a draw', () => {
    expect(playGame(session(), session(), { size: 15, maxMoves: 4 })).toMatchObject({
      winner: undefined,
      end: 'move-limit',
    });
  });
});

describe('playMatch', () => {
  it('plays each opening twice with colours swapped and scores the first brain', () => {
    const m = playMatch(session, session, [[], [{ x: 3, y: 3 }]], { size: 7 });
    expect(m.games).toHaveLength(4);
    // identical brains: the score is the number of games the first factory's side won
    const firstWins = m.games.filter(
      (g, k) => g.winner === (k % 2 === 0 ? 'black' : 'white'),
    ).length;
    const draws = m.games.filter((g) => g.winner === undefined).length;
    expect(m.score).toBe(firstWins + draws / 2);
  });
});
