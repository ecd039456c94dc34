import { err, ok } from '@qipan/core';
import { describe, expect, it, vi } from 'vitest';
import {
  badNotice,
  listEntries,
  loadEntry,
  readEntry,
  saveEntry,
  savedKey,
  type KeyValueStore,
} from './saved.js';

class FakeStore implements KeyValueStore {
  readonly map = new Map<string, string>();
  failWrites = false;
  getItem(k: string): string | null {
    return this.map.get(k) ?? null;
  }
  setItem(k: string, v: string): void {
    if (this.failWrites) throw new Error('QuotaExceededError');
    this.map.set(k, v);
  }
  removeItem(k: string): void {
    this.map.delete(k);
  }
}

const readNumber = (p: unknown) =>
  typeof p === 'number' ? ok(p) : err({ message: 'payload: not a number' });

describe('saved games', () => {
  it('saves an envelope and loads its payload back', () => {
    const store = new FakeStore();
    saveEntry('gomoku', { finished: false, summary: 'move 3', payload: 42 }, store, 1000);
    expect(JSON.parse(store.getItem('qipan.saved.gomoku') ?? '')).toEqual({
      game: 'gomoku',
      version: 1,
      savedAtMs: 1000,
      finished: false,
      summary: 'move 3',
      payload: 42,
    });
    const r = loadEntry('gomoku', readNumber, store);
    expect(r.kind).toBe('ok');
    if (r.kind === 'ok') expect(r.value).toBe(42);
  });

  it('says none when nothing is stored', () => {
    expect(loadEntry('go', readNumber, new FakeStore()).kind).toBe('none');
  });

  it('reads envelopes strictly, naming the wrong field', () => {
    expect(readEntry('go', '{')).toEqual(err('not JSON'));
    expect(readEntry('go', '[]')).toEqual(err('not a JSON object'));
    const good = { game: 'go', version: 1, savedAtMs: 5, finished: true, summary: '', payload: 1 };
    expect(readEntry('go', JSON.stringify(good)).ok).toBe(true);
    expect(readEntry('gomoku', JSON.stringify(good))).toEqual(
      err('game: expected "gomoku", found "go"'),
    );
    expect(readEntry('go', JSON.stringify({ ...good, version: 2 }))).toEqual(
      err('version: expected 1, found 2'),
    );
    expect(readEntry('go', JSON.stringify({ ...good, finished: 'no' }))).toEqual(
      err('finished: not true or false'),
    );
    const { payload: _, ...noPayload } = good;
    expect(readEntry('go', JSON.stringify(noPayload))).toEqual(err('payload: missing'));
  });

  it('moves an unreadable value aside under its savedAtMs and reports the reason', () => {
    const store = new FakeStore();
    saveEntry('chongzi', { finished: false, summary: '', payload: 'x' }, store, 777);
    const r = loadEntry('chongzi', readNumber, store, 9999);
    expect(r).toEqual({
      kind: 'bad',
      reason: 'payload: not a number',
      keptAs: 'qipan.saved.chongzi.bad.777',
    });
    expect(store.getItem(savedKey('chongzi'))).toBeNull();
    expect(JSON.parse(store.getItem('qipan.saved.chongzi.bad.777') ?? '').payload).toBe('x');
    // Garbage text is kept under the load time.
    store.setItem(savedKey('chongzi'), 'garbage');
    const g = loadEntry('chongzi', readNumber, store, 9999);
    expect(g).toEqual({ kind: 'bad', reason: 'not JSON', keptAs: 'qipan.saved.chongzi.bad.9999' });
    expect(store.getItem('qipan.saved.chongzi.bad.9999')).toBe('garbage');
    expect(badNotice('not JSON')).toBe(
      'The saved game could not be read and was kept aside: not JSON',
    );
  });

  it('treats a reader that throws as unreadable', () => {
    const store = new FakeStore();
    saveEntry('go', { finished: false, summary: '', payload: 1 }, store, 3);
    const r = loadEntry(
      'go',
      () => {
        throw new Error('boom');
      },
      store,
    );
    expect(r.kind === 'bad' && r.reason).toBe('boom');
  });

  it('only warns when storage refuses to write', () => {
    const store = new FakeStore();
    store.failWrites = true;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(() =>
      saveEntry('queens', { finished: false, summary: '', payload: 1 }, store),
    ).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('lists readable entries newest first, skipping unreadable ones', () => {
    const store = new FakeStore();
    saveEntry('go', { finished: false, summary: 'go game', payload: 1 }, store, 10);
    saveEntry('gomoku', { finished: true, summary: 'done', payload: 1 }, store, 30);
    store.setItem(savedKey('chongzi'), '{"broken"');
    saveEntry('queens', { finished: false, summary: '8 queens', payload: 1 }, store, 20);
    expect(listEntries(store).map((e) => e.game)).toEqual(['gomoku', 'queens', 'go']);
  });
});
