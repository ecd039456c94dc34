import { describe, expect, it } from 'vitest';
import type { SavedEntry } from '../storage/saved.js';
import { continueHref } from './ContinueGames.js';

const entry = (game: SavedEntry['game'], payload: unknown): SavedEntry => ({
  game,
  version: 1,
  savedAtMs: 0,
  finished: false,
  summary: '',
  payload,
});

describe('continueHref', () => {
  it('links each game to its page, N-Queens with its board size', () => {
    expect(continueHref(entry('gomoku', {}))).toBe('/gomoku');
    expect(continueHref(entry('go', null))).toBe('/go');
    expect(continueHref(entry('queens', { n: 6, queens: [] }))).toBe('/queens?n=6');
    expect(continueHref(entry('queens', { n: 8, queens: [] }))).toBe('/queens');
    expect(continueHref(entry('queens', { n: 'x' }))).toBe('/queens');
  });
});
