import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/setup.js';
import type { TFunction } from './labels.js';
import { COLLECTION_LIMIT, saveReview, startup, startupShown, SAVED_GO_KEY } from './persist.js';
import { loadSgfReview, recordToSgfText } from './sgfio.js';
import { goTo, setComment } from './review.js';

const t = createI18n('en').getFixedT('en', ['go', 'common']) as unknown as TFunction;

const store = new Map<string, string>();
const fake = {
  getItem: (k: string) => store.get(k) ?? null,
  setItem: (k: string, v: string) => void store.set(k, v),
  removeItem: (k: string) => void store.delete(k),
};
beforeEach(() => {
  store.clear();
  (globalThis as { localStorage?: unknown }).localStorage = fake;
});
afterEach(() => {
  delete (globalThis as { localStorage?: unknown }).localStorage;
});

const settings = {
  size: 9,
  preset: 'japanese',
  komi: 6.5,
  handicap: 0,
  opponent: { kind: 'bot', color: 'white', level: 1 },
};
const envelope = (payload: unknown) =>
  JSON.stringify({ game: 'go', version: 1, savedAtMs: 77, finished: false, summary: 's', payload });
const saved = () =>
  JSON.parse(store.get(SAVED_GO_KEY) ?? 'null') as {
    payload: { kind: string; record: { moves: { move: string }[]; seats: unknown } };
  } | null;

describe('the Go page at start-up', () => {
  it('plays when nothing is saved or a match record is', () => {
    expect(startup(t)).toEqual({ kind: 'play' });
    store.set(SAVED_GO_KEY, envelope({ kind: 'match', record: {}, settings }));
    expect(startup(t)).toEqual({ kind: 'play' });
  });

  it('reopens a review, of today and of the older format', () => {
    const sgf = '(;GM[1]SZ[9];B[ee];W[cc])';
    store.set(SAVED_GO_KEY, envelope({ kind: 'review', sgf, path: [0], source: 'a.sgf' }));
    const r = startup(t);
    expect(r.kind === 'review' && [r.review.source, r.review.current]).toEqual(['a.sgf', 1]);
    store.set(SAVED_GO_KEY, envelope({ sgf, path: [0, 0], settings, source: 'b.sgf' }));
    const old = startup(t);
    expect(old.kind === 'review' && old.review.source).toBe('b.sgf');
  });

  it('continues a game in play of the older format as a match', () => {
    const sgf = '(;GM[1]SZ[9]KM[6.5]RU[Japanese];B[ee];W[cc];B[gg])';
    store.set(SAVED_GO_KEY, envelope({ sgf, path: [0, 0], settings }));
    expect(startup(t)).toEqual({ kind: 'play' });
    const p = saved()?.payload;
    expect(p?.kind).toBe('match');
    // Up to the move that was shown.
    expect(p?.record.moves.map((m) => m.move)).toEqual(['E5', 'C7']);
    expect((p?.record.seats as { white: unknown }).white).toEqual({ kind: 'ai', level: 1 });
  });

  it('keeps an unreadable value aside and says why', () => {
    store.set(SAVED_GO_KEY, envelope({ sgf: '(;GM[1]', path: 'x', settings }));
    expect(startup(t)).toEqual({
      kind: 'play',
      notice:
        'The saved game could not be read and was kept aside: the current move is not a list of variation numbers',
    });
    expect(store.has(SAVED_GO_KEY)).toBe(false);
    expect(store.get(`${SAVED_GO_KEY}.bad.77`)).toContain('"path":"x"');
    // A render React restarts asks again: the notice stays until the page has shown it.
    expect(startup(t)).toMatchObject({
      kind: 'play',
      notice: expect.stringContaining('kept aside'),
    });
    startupShown();
    expect(startup(t)).toEqual({ kind: 'play' });
  });
});

describe('a reviewed game of a file of several', () => {
  const texts = [
    '(;GM[1]SZ[9]PB[A];B[ee])',
    '(;GM[1]SZ[9]PB[B];B[cc];W[gg])',
    '(;GM[1]SZ[9]PB[C])',
  ];

  it('comes back with the other games and which one it is', () => {
    const m = loadSgfReview(texts.join('\n'), 'club.sgf', 1);
    if (!m.ok) throw new Error(m.error.kind);
    const edited = setComment(goTo(m.value, 1), 'Mine.');
    saveReview(t, edited, { texts, index: 1 });
    const stored = JSON.parse(store.get(SAVED_GO_KEY) ?? 'null');
    expect(stored.payload.collection).toEqual({ texts: [texts[0], '', texts[2]], index: 1 });
    const r = startup(t);
    if (r.kind !== 'review') throw new Error('not a review');
    expect(r.review.current).toBe(1);
    expect(r.review.gameIndex).toBe(1);
    expect(r.review.games?.map((g) => g.PB)).toEqual(['A', 'B', 'C']);
    expect(r.collection?.index).toBe(1);
    expect(r.collection?.texts[0]).toBe(texts[0]);
    // The game under review is the edited one.
    expect(r.collection?.texts[1]).toBe(recordToSgfText(edited.record));
    expect(r.collection?.texts[1]).toContain('C[Mine.]');
  });

  it('keeps only the game when the file is too big, or its list is unreadable', () => {
    const m = loadSgfReview(texts.join('\n'), 'club.sgf', 0);
    if (!m.ok) throw new Error(m.error.kind);
    const big = `(;GM[1]SZ[9]C[${'x'.repeat(COLLECTION_LIMIT)}])`;
    saveReview(t, m.value, { texts: [texts[0] as string, big], index: 0 });
    expect(JSON.parse(store.get(SAVED_GO_KEY) ?? 'null').payload.collection).toBeUndefined();
    const sgf = texts[0];
    store.set(
      SAVED_GO_KEY,
      envelope({ kind: 'review', sgf, path: [], collection: { texts: [1, 2], index: 0 } }),
    );
    const r = startup(t);
    expect(r.kind === 'review' && [r.collection, r.review.games]).toEqual([undefined, undefined]);
  });
});
