import { createMatch, gomokuMatch, goMatch, type AnyMatch, type MatchResult } from '@qipan/match';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/setup.js';
import { resultSentence, TEXT } from './messages.js';

const en = createI18n('en').t;
const zh = createI18n('zh').t;
const seats = { black: { kind: 'person' }, white: { kind: 'person' } } as const;
const ended = (result: MatchResult): AnyMatch =>
  ({
    ...createMatch(gomokuMatch, { options: { size: 15 }, seats, nowMs: 0 }),
    result,
  }) as unknown as AnyMatch;
const colour = (t: typeof en) => (c: 'black' | 'white') => t(`color.${c}`);

describe('resultSentence', () => {
  it('words match outcomes through the reason catalogue, in both languages', () => {
    const resign = ended({ winner: 'white', reason: 'resign' });
    expect(resultSentence(en, resign, colour(en), () => 'rule')).toBe(
      'Black resigned: White wins.',
    );
    expect(resultSentence(zh, resign, colour(zh), () => 'rule')).toBe('黑方认输，白方胜。');
    const time = ended({ winner: 'black', reason: 'timeout' });
    expect(resultSentence(zh, time, colour(zh), () => '')).toBe('白方超时，黑方胜。');
    // The flag fell for the side to move (Black at the start).
    const draw = ended({ reason: 'timeout-draw' });
    expect(resultSentence(en, draw, colour(en), () => '')).toBe(
      'Black ran out of time, but White cannot win any more: a draw.',
    );
    expect(resultSentence(zh, ended({ reason: 'draw-agreed' }), colour(zh), () => '')).toBe(
      '双方同意和棋。',
    );
  });

  it('says a Go resignation as Go players do (中盘胜), other games as the match does', () => {
    const go = {
      ...createMatch(goMatch, { options: { size: 9 }, seats, nowMs: 0 }),
      result: { winner: 'black', reason: 'resign' },
    } as unknown as AnyMatch;
    expect(resultSentence(zh, go, colour(zh), () => '')).toBe('白方认输，黑方中盘胜。');
    expect(resultSentence(en, go, colour(en), () => '')).toBe('White resigned: Black wins.');
    const gomoku = ended({ winner: 'black', reason: 'resign' });
    expect(resultSentence(zh, gomoku, colour(zh), () => '')).toBe('白方认输，黑方胜。');
  });

  it('leaves results the rules reached to the page', () => {
    expect(
      resultSentence(en, ended({ winner: 'black', reason: 'five' }), colour(en), () => 'x'),
    ).toBe('x');
  });
});

describe('TEXT', () => {
  it('counts moves with plural forms and refuses in the reader’s language', () => {
    expect(TEXT.undone(en, 1)).toBe('Undone: one move taken back.');
    expect(TEXT.undone(en, 2)).toBe('Undone: 2 moves taken back.');
    expect(TEXT.undone(zh, 2)).toBe('已悔棋：退回 2 手。');
    expect(TEXT.refusal(zh, { reason: 'nothing-to-undo', message: 'nothing to undo' })).toBe(
      '没有可以悔的棋。',
    );
    expect(TEXT.refusal(en, { reason: 'offer-pending', message: '' })).toBe(
      'An offer is waiting for an answer.',
    );
  });
});
