import { describe, expect, it } from 'vitest';
import { parseSgf, unwrap } from '@qipan/core';
import { createI18n } from '../../i18n/setup.js';
import type { TFunction } from './labels.js';
import type { RecordReview } from './review.js';
import { loadSgfReview, sgfGameSummaries } from './sgfio.js';
import { loadErrorText, noteText } from './reviewWords.js';

const tr = (lang: 'en' | 'zh'): TFunction =>
  createI18n(lang).getFixedT(lang, ['go', 'common']) as unknown as TFunction;
const t = tr('en');

const said = (m: RecordReview): string => noteText(t, m.announce);

const COLLECTION =
  '(;GM[1]SZ[9]PB[Ke Jie]PW[Gu Li]BR[9p]WR[9p]DT[2017-01-01]RE[B+R];B[ee];W[cc](;B[gg])(;B[gc]))' +
  '(;GM[1]SZ[13]GN[Second]PB[A]PW[B]RE[W+0.5];B[aa];W[];B[])' +
  '(;GM[1]SZ[x])';

describe('a collection of games', () => {
  it('summarises every game: players, ranks, date, result, size, main-line moves', () => {
    const games = sgfGameSummaries(unwrap(parseSgf(COLLECTION)));
    expect(games).toEqual([
      {
        index: 0,
        GN: undefined,
        PB: 'Ke Jie',
        PW: 'Gu Li',
        BR: '9p',
        WR: '9p',
        DT: '2017-01-01',
        RE: 'B+R',
        size: 9,
        moves: 3,
      },
      expect.objectContaining({ index: 1, GN: 'Second', PB: 'A', RE: 'W+0.5', size: 13, moves: 3 }),
      expect.objectContaining({ index: 2, size: undefined, moves: 0 }),
    ]);
    expect(sgfGameSummaries([])).toEqual([]);
  });

  it('loads any game, remembers the list, says which game it is', () => {
    const first = unwrap(loadSgfReview(COLLECTION, 'c.sgf'));
    expect(first.gameIndex).toBe(0);
    expect(first.games).toHaveLength(3);
    expect(said(first)).toBe('Loaded c.sgf: 9×9, 4 moves (first of 3 games).');
    const second = unwrap(loadSgfReview(COLLECTION, 'c.sgf', 1));
    expect(second.record.rules.size).toBe(13);
    expect(second.gameIndex).toBe(1);
    expect(second.games?.[1]?.PB).toBe('A');
    expect(said(second)).toBe('Loaded c.sgf: game 2 of 3, 13×13, 3 moves.');
    expect(noteText(tr('zh'), unwrap(loadSgfReview(COLLECTION, 'c.sgf', 1)).announce)).toBe(
      '已载入 c.sgf：3 局中的第 2 局，13×13，共 3 手。',
    );
    // A single game carries no list.
    const one = unwrap(loadSgfReview('(;GM[1]SZ[9])', 'one.sgf'));
    expect(one.games).toBeUndefined();
    expect(one.gameIndex).toBeUndefined();
  });

  it('refuses a game the file does not hold, and a game that does not load', () => {
    const words = (r: ReturnType<typeof loadSgfReview>): string =>
      r.ok ? 'loaded' : loadErrorText(t, r.error);
    expect(loadSgfReview(COLLECTION, 'c.sgf', 3)).toEqual({
      ok: false,
      error: { kind: 'no-such-game', source: 'c.sgf', index: 3, games: 3 },
    });
    expect(words(loadSgfReview(COLLECTION, 'c.sgf', 3))).toBe(
      'c.sgf holds 3 games: there is no game 4.',
    );
    expect(words(loadSgfReview('(;GM[1])', 'one.sgf', 1))).toBe(
      'one.sgf holds 1 game: there is no game 2.',
    );
    expect(loadSgfReview(COLLECTION, 'c.sgf', -1).ok).toBe(false);
    expect(loadSgfReview(COLLECTION, 'c.sgf', 0.5).ok).toBe(false);
    const bad = loadSgfReview(COLLECTION, 'c.sgf', 2);
    expect(bad.ok).toBe(false);
    expect(!bad.ok && loadErrorText(t, bad.error)).toMatch(/^Cannot load c\.sgf: /);
  });
});
