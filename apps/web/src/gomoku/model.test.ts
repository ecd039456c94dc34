import {
  fromMoveString,
  fromSgf,
  initial as newGame,
  playMove,
  type GomokuState,
} from '@qipan/gomoku';
import { describe, expect, it } from 'vitest';
import { starPoints } from './GomokuBoard.js';
import {
  DEFAULT_SETTINGS,
  aiActs,
  refusalText,
  replay,
  resultText,
  stoneNumbers,
} from './model.js';
import { detectFormat, importRecord } from './records.js';

const game = (moves: string, rule: 'freestyle' | 'renju' = 'freestyle'): GomokuState => {
  const r = fromMoveString(moves, { rule });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('replay', () => {
  it('gives one position per move, ending with the stones of the game', () => {
    const s = game('h8i9j10k11');
    const line = replay(s);
    expect(line.map((p) => p.moves.length)).toEqual([0, 1, 2, 3, 4]);
    expect(line[4]?.cells).toEqual(s.cells);
    expect(line[0]?.cells.every((c) => c === 0)).toBe(true);
  });

  it('starts from set-up stones of an SGF', () => {
    const r = fromSgf('(;FF[4]GM[4]SZ[15]AB[hh][ii]AW[jj]PL[W];W[aa])');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const line = replay(r.value);
    expect(line).toHaveLength(2);
    expect(line[0]?.cells.filter((c) => c !== 0)).toHaveLength(3);
    expect(line[1]?.cells).toEqual(r.value.cells);
  });
});

describe('texts', () => {
  it('names the winner and the line', () => {
    const s = game('d8d7e8e7f8f7g8g7h8');
    expect(resultText(s, DEFAULT_SETTINGS)).toBe('Black wins with five in a row (d8–h8).');
    expect(resultText(s, { ...DEFAULT_SETTINGS, opponent: 'ai', aiPlayer: 'first' })).toBe(
      'The AI wins with five in a row (d8–h8).',
    );
    expect(resultText(game('h8'), DEFAULT_SETTINGS)).toBeUndefined();
  });

  it('explains renju fouls', () => {
    expect(refusalText('forbidden-double-three')).toBe('Forbidden for Black: double-three');
    expect(refusalText('forbidden-overline')).toBe('Forbidden for Black: overline');
  });

  it('numbers stones, not swap2 choices', () => {
    let s = newGame({ opening: 'swap2' });
    for (const m of [
      { x: 7, y: 7 },
      { x: 8, y: 8 },
      { x: 6, y: 6 },
      { choose: 'white' as const },
      { x: 0, y: 0 },
    ]) {
      const r = playMove(s, m);
      if (!r.ok) throw new Error(r.error.message);
      s = r.value;
    }
    const n = stoneNumbers(s);
    expect([...n.entries()]).toEqual([
      ['7,7', 1],
      ['8,8', 2],
      ['6,6', 3],
      ['0,0', 4],
    ]);
  });
});

describe('who acts', () => {
  it('lets the AI act only on its turn and only while the game runs', () => {
    const ai = { ...DEFAULT_SETTINGS, opponent: 'ai' as const, aiPlayer: 'second' as const };
    expect(aiActs(newGame(), ai)).toBe(false);
    expect(aiActs(game('h8'), ai)).toBe(true);
    expect(aiActs(game('d8d7e8e7f8f7g8g7h8'), { ...ai, aiPlayer: 'second' })).toBe(false);
    expect(aiActs(game('h8'), DEFAULT_SETTINGS)).toBe(false);
  });
});

describe('records', () => {
  it('detects formats and reports errors as sentences', () => {
    expect(detectFormat(' (;GM[4])')).toBe('SGF');
    expect(detectFormat('{"format":"qipan-gomoku"}')).toBe('JSON record');
    expect(detectFormat('h8i9')).toBe('move string');
    const bad = importRecord('h8i9h8', { size: 15, rule: 'freestyle' });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error).toMatch(/^Move string: move 3 \(h8\)/);
    const junk = importRecord('h8 zz', { size: 15, rule: 'freestyle' });
    expect(junk.ok ? '' : junk.error).toBe("Move string: unexpected 'z' at character 4.");
    const go = importRecord('(;GM[1]SZ[19])', { size: 15, rule: 'freestyle' });
    expect(go.ok ? '' : go.error).toMatch(/^SGF: .*GM\[1\]/);
    const ok = importRecord('h8j9', { size: 19, rule: 'renju' });
    expect(ok.ok && ok.value.state.config).toEqual({ size: 19, rule: 'renju', opening: 'none' });
  });
});

describe('starPoints', () => {
  it('marks corners and centre on 15×15 and nine points on 19×19', () => {
    expect([...starPoints(15)].sort()).toEqual(['11,11', '11,3', '3,11', '3,3', '7,7']);
    expect(starPoints(19).size).toBe(9);
    expect([...starPoints(5)]).toEqual(['2,2']);
  });
});
