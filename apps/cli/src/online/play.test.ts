import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GameApi } from './api.js';
import { startEngine } from './engines.js';
import { startFakeServer } from './fake-server.test-util.js';
import { describeOutcome, playSeat } from './play.js';

const BRAIN = fileURLToPath(new URL('./fixtures/fake-pbrain.mjs', import.meta.url));

describe('playSeat', () => {
  it('gives up with "lost the server" when the server stays away', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'qipan-seat-'));
    const server = await startFakeServer();
    const g = server.host('gomoku', 'black', ['h8', 'i9']);
    const api = new GameApi(server.url);
    const joined = await api.join(g.id);
    if (!joined.ok) throw new Error('join failed');
    const command = [process.execPath, BRAIN, join(dir, 'log'), '0,0']
      .map((w) => `"${w}"`)
      .join(' ');
    const engine = await startEngine({ kind: 'pbrain', command }, { game: 'gomoku' }, {});
    if (!engine.ok) throw new Error(engine.error);
    const lines: string[] = [];
    const brain = engine.value;
    // The server goes away while the engine thinks.
    const think: typeof brain.think = async (turn) => {
      await server.close();
      return brain.think(turn);
    };
    const end = await playSeat({
      api,
      id: g.id,
      token: joined.value.token,
      me: joined.value.side,
      engine: { think, close: () => brain.close(), kill: () => brain.kill() },
      reconnectForMs: 300,
      say: (line) => lines.push(line),
    });
    await engine.value.kill();
    rmSync(dir, { recursive: true, force: true });
    expect(end.kind).toBe('failed');
    if (end.kind === 'failed') expect(end.message).toMatch(/^lost the server: cannot reach/);
    expect(lines.some((l) => l.includes('reconnecting'))).toBe(true);
    expect(g.moves).toEqual(['h8']);
  });
});

describe('describeOutcome', () => {
  it.each([
    [{ winner: 'black', reason: 'five' } as const, 'black wins (five)'],
    [{ reason: 'aborted' }, 'no winner (aborted)'],
    [{ reason: 'timeout-draw' }, 'draw (timeout-draw)'],
    [
      { winner: 'white', reason: 'score', score: { black: 40, white: 41.5 } } as const,
      'white wins (score, 40 to 41.5)',
    ],
  ])('%j → %s', (o, text) => {
    expect(describeOutcome(o)).toBe(text);
  });
});
