import { CHONGZI_REFUSALS, END_REASONS as CHONGZI_END_REASONS } from '@qipan/chongzi';
import { COMMON_REFUSALS, SGF_ERROR_REASONS } from '@qipan/core';
import { GO_REFUSALS } from '@qipan/go';
import { END_REASONS as GOMOKU_END_REASONS, FORBIDDEN_KINDS, GOMOKU_REFUSALS } from '@qipan/gomoku';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages.js';
import { RESOURCES } from './locales/index.js';
import { GO_END_REASONS, MATCH_REASONS, reasonKey, reasonMessage } from './reasons.js';
import { GO_RECORD_REASONS, GOMOKU_RECORD_REASONS, GOMOKU_SGF_REASONS } from './recordErrors.js';
import { createI18n } from './setup.js';

/** Every list of codes the engines and the match export, and the table that must name them. */
const LISTS: readonly (readonly [string, string, readonly string[]])[] = [
  ['core COMMON_REFUSALS', 'common', COMMON_REFUSALS],
  ['go GO_REFUSALS', 'go', GO_REFUSALS],
  ['go end reasons', 'go', GO_END_REASONS],
  ['gomoku GOMOKU_REFUSALS', 'gomoku', GOMOKU_REFUSALS],
  ['gomoku END_REASONS', 'gomoku', GOMOKU_END_REASONS],
  ['gomoku FORBIDDEN_KINDS', 'forbidden', FORBIDDEN_KINDS],
  ['chongzi CHONGZI_REFUSALS', 'chongzi', CHONGZI_REFUSALS],
  ['chongzi END_REASONS', 'chongzi', CHONGZI_END_REASONS],
  ['match reasons', 'match', MATCH_REASONS],
  ['core SGF_ERROR_REASONS', 'sgf', SGF_ERROR_REASONS],
  ['go record errors', 'goRecord', GO_RECORD_REASONS],
  ['gomoku SGF errors', 'gomokuSgf', GOMOKU_SGF_REASONS],
  // `bad-point`: a move string's unreadable text, which has no move number.
  ['gomoku record errors', 'gomokuRecord', [...GOMOKU_RECORD_REASONS, 'bad-point']],
];

describe('reason catalogue', () => {
  for (const lang of LANGUAGES) {
    for (const [name, table, codes] of LISTS) {
      it(`names every code of ${name} in ${lang}`, () => {
        const messages = (RESOURCES[lang].reasons as Record<string, unknown>)[table] as Record<
          string,
          unknown
        >;
        const missing = codes.filter(
          (c) => typeof messages[c] !== 'string' || (messages[c] as string).trim() === '',
        );
        expect(missing).toEqual([]);
      });
    }
  }

  it('has no message for a code no engine gives', () => {
    const known = new Set(LISTS.flatMap(([, table, codes]) => codes.map((c) => `${table}.${c}`)));
    const extra: string[] = [];
    for (const [table, messages] of Object.entries(RESOURCES.en.reasons)) {
      if (typeof messages === 'string') continue;
      for (const code of Object.keys(messages))
        if (!known.has(`${table}.${code}`)) extra.push(`${table}.${code}`);
    }
    expect(extra).toEqual([]);
  });
});

describe('reasonMessage', () => {
  const en = createI18n('en').t;
  const zh = createI18n('zh').t;

  it('speaks each game’s own words, in both languages', () => {
    expect(reasonMessage(en, 'go', 'ko')).toMatch(/^Ko:/);
    expect(reasonMessage(zh, 'go', 'ko')).toMatch(/^打劫/);
    expect(reasonMessage(zh, 'gomoku', 'forbidden-double-three')).toBe('黑方三三禁手。');
    expect(reasonMessage(zh, 'chongzi', 'not-adjacent')).toContain('相邻');
  });

  it('falls back to the shared tables for a code the game does not list', () => {
    expect(reasonKey('gomoku', 'malformed')).toBe('gomoku.malformed');
    expect(reasonKey('chongzi', 'not-your-turn')).toBe('common.not-your-turn');
    expect(reasonKey('chongzi', 'timeout')).toBe('match.timeout');
    expect(reasonMessage(en, 'chongzi', 'not-your-turn')).toBe('It is not your turn.');
    expect(reasonMessage(zh, 'go', 'draw-agreed')).toBe('双方同意和棋。');
  });

  it('names the colours of winner and loser', () => {
    const params = { winner: 'white', loser: 'black' };
    expect(reasonMessage(en, 'match', 'timeout', params)).toBe(
      'Black ran out of time: White wins.',
    );
    expect(reasonMessage(zh, 'match', 'timeout', params)).toBe('黑方超时，白方胜。');
    expect(reasonMessage(zh, 'chongzi', 'no-pieces', { winner: 'red', loser: 'blue' })).toBe(
      '蓝方已没有棋子，红方胜。',
    );
  });

  it('still says something for an unknown code', () => {
    expect(reasonMessage(en, 'match', 'bogus' as 'resign')).toBe('Refused (bogus).');
    expect(reasonKey('go', 'bogus')).toBeUndefined();
  });
});
