import { describe, expect, it } from 'vitest';
import { GAME_ID_PATTERN, gamePath, isPagePath, ONLINE_GAMES, PAGE_PATHS } from '@qipan/protocol';

describe('the web app pages', () => {
  it('knows the fixed pages, with or without a trailing slash', () => {
    expect(PAGE_PATHS).toEqual(['/', '/queens', '/go', '/gomoku', '/chongzi']);
    for (const path of ['/', '/queens', '/go', '/go/', '/gomoku', '/chongzi//']) {
      expect(isPagePath(path), path).toBe(true);
    }
  });

  it('knows the online game pages of every online game, with a well-formed id only', () => {
    expect(GAME_ID_PATTERN).toBe('^[0-9A-Za-z]{10}$');
    for (const game of ONLINE_GAMES) {
      expect(isPagePath(gamePath(game, 'Ab3dE5gH7k')), game).toBe(true);
      expect(isPagePath(gamePath(game, 'Ab3dE5gH7')), game).toBe(false);
      expect(isPagePath(gamePath(game, 'Ab3dE5gH7k-')), game).toBe(false);
    }
    expect(isPagePath('/queens/online/Ab3dE5gH7k')).toBe(false);
  });

  it('says no to everything else', () => {
    for (const path of [
      '',
      '/nowhere',
      '/go/review',
      '/gomoku/online',
      '/GO',
      '/api/games',
      '/%ZZ',
    ]) {
      expect(isPagePath(path), path).toBe(false);
    }
  });
});
