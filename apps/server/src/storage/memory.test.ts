import { describe, expect, it } from 'vitest';
import { MemoryGameStore } from './memory.js';
import { storageSuite } from './suite.js';

storageSuite('memory', async () => new MemoryGameStore());

describe('MemoryGameStore', () => {
  it('hands out copies, so callers cannot change what is stored', async () => {
    const store = new MemoryGameStore();
    const seats = { black: { kind: 'person' as const }, white: { kind: 'person' as const } };
    await store.createGame(
      { id: 'AAAAAAAAAA', game: 'go', options: { size: 9 }, seats, createdAtMs: 0 },
      { status: 'waiting' },
    );
    const a = await store.loadGame('AAAAAAAAAA');
    (a?.game.options as { size: number }).size = 19;
    expect((await store.loadGame('AAAAAAAAAA'))?.game.options).toEqual({ size: 9 });
  });

  it('refuses a gap and unknown games with StorageErrors, and anything once closed', async () => {
    const store = new MemoryGameStore();
    const seats = { black: { kind: 'person' as const }, white: { kind: 'person' as const } };
    await store.createGame(
      { id: 'AAAAAAAAAA', game: 'go', options: {}, seats, createdAtMs: 0 },
      { status: 'playing' },
    );
    const gap = { seq: 2, atMs: 0, action: { type: 'move', move: 'D4' } };
    const refused = store.appendAction('AAAAAAAAAA', gap, { status: 'playing' });
    await expect(refused).rejects.toMatchObject({ name: 'StorageError', code: 'gap' });
    await expect(store.setRematch('BBBBBBBBBB', 'CCCCCCCCCC')).rejects.toMatchObject({
      code: 'not-found',
    });
    expect((await store.loadGame('AAAAAAAAAA'))?.actions).toEqual([]);
    await store.close();
    await expect(store.loadGame('AAAAAAAAAA')).rejects.toThrow(/closed/);
  });
});
