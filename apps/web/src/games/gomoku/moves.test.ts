import { initial as newGame, playMove } from '@qipan/gomoku';
import { describe, expect, it } from 'vitest';
import { starPoints } from './GomokuBoard.js';
import { createI18n } from '../../i18n/setup.js';
import { moveLabel, stoneNumbers } from './moves.js';
import { detectFormat, importRecord } from './records.js';

describe('texts', () => {
  it('words swap2 choices in both languages', () => {
    const en = createI18n('en').t;
    const zh = createI18n('zh').t;
    expect(moveLabel({ choose: 'white' }, 15, en)).toBe('takes white');
    expect(moveLabel({ choose: 'place-two' }, 15, en)).toBe('places two more');
    expect(moveLabel({ choose: 'white' }, 15, zh)).toBe('选择执白');
    expect(moveLabel({ x: 7, y: 7 }, 15, zh)).toBe('h8');
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

describe('records', () => {
  it('detects formats and reports errors as sentences', () => {
    expect(detectFormat(' (;GM[4])')).toBe('SGF');
    expect(detectFormat('{"format":"qipan-gomoku"}')).toBe('JSON record');
    expect(detectFormat('h8i9')).toBe('move string');
    const t = createI18n('en').t;
    const bad = importRecord('h8i9h8', { size: 15, rule: 'freestyle' }, t);
    expect(bad.ok).toBe(false);
    expect(bad.ok ? '' : bad.error).toBe('Move string: move 3 (h8): That point is taken.');
    const junk = importRecord('h8 zz', { size: 15, rule: 'freestyle' }, t);
    expect(junk.ok ? '' : junk.error).toBe(
      'Move string: no point of the board can be read at character 4.',
    );
    const go = importRecord('(;GM[1]SZ[19])', { size: 15, rule: 'freestyle' }, t);
    expect(go.ok ? '' : go.error).toBe('SGF: it holds no Gomoku game (GM[4]).');
    // The reason is the reader's language, not the parser's English message.
    const zh = createI18n('zh').t;
    const goZh = importRecord('(;GM[1]SZ[19])', { size: 15, rule: 'freestyle' }, zh);
    expect(goZh.ok ? '' : goZh.error).toContain('其中没有五子棋棋谱（GM[4]）');
    const cut = importRecord('(;GM[4]SZ[15];B[hh]', { size: 15, rule: 'freestyle' }, zh);
    expect(cut.ok ? '' : cut.error).toContain('文件在棋谱中途结束');
    expect(cut.ok ? '' : cut.error).not.toMatch(/[a-z]{4}/);
    // JSON records and move strings too: the engine's codes, worded by the catalogue.
    const free = { size: 15, rule: 'freestyle' } as const;
    const twice = importRecord('h8i9h8', free, zh);
    expect(twice.ok ? '' : twice.error).toBe('着法串：第 3 手（h8）不合规则：这个点已经有棋子了。');
    const zz = importRecord('h8 zz', free, zh);
    expect(zz.ok ? '' : zz.error).toBe('着法串：第 4 个字符处无法读出棋盘上的点。');
    const notJson = importRecord('{"format":', free, zh);
    expect(notJson.ok ? '' : notJson.error).toBe('JSON 棋谱：不是 JSON。');
    const other = importRecord('{"format":"chess"}', free, zh);
    expect(other.ok ? '' : other.error).toBe('JSON 棋谱：不是棋盘的五子棋棋谱。');
    const json = (moves: string[]): string =>
      JSON.stringify({ format: 'qipan-gomoku', version: 1, size: 15, rule: 'renju', moves });
    const moves = ['h8', 'a1', 'i8', 'a2', 'j9', 'a3', 'j10', 'a4', 'j8'];
    const foul = importRecord(json(moves), free, zh);
    expect(foul.ok ? '' : foul.error).toBe('JSON 棋谱：第 9 手（j8）不合规则：黑方三三禁手。');
    const unread = importRecord(json(['h8', '??']), free, zh);
    expect(unread.ok ? '' : unread.error).toBe('JSON 棋谱：第 2 手无法识别。');
    const ok = importRecord('h8j9', { size: 19, rule: 'renju' }, t);
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
