/**
 * The whole server killed with SIGKILL between moves (and once in the middle of one)
 * and restarted on the same data directory: every acknowledged move is still there,
 * and the game goes on from the right ply. Runs the built server (apps/server/dist,
 * as `npm test` builds it) as a child process: `node apps/server/bin/qipan-server.js`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CreateGameReply, GameView, JoinGameReply, MoveReply, parseWith } from '@qipan/protocol';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, kill9, serverEnv, spawnServing, stopAll, type Started } from './cluster.js';

const BIN = fileURLToPath(new URL('../bin/qipan-server.js', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'qipan-kill-'));

afterAll(() => {
  stopAll();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Running extends Started {
  readonly url: string;
}

/** Starts the built server on `port` with the data directory; resolves once it answers HTTP. */
async function start(port: number): Promise<Running> {
  const url = `http://127.0.0.1:${port}`;
  const s = await spawnServing(process.execPath, [BIN], {
    env: serverEnv(port, dataDir),
    url: `${url}/healthz`,
    what: 'the server',
  });
  return { ...s, url };
}

async function call(
  url: string,
  method: 'GET' | 'POST',
  body?: unknown,
  token?: string,
): Promise<{ status: number; json: unknown }> {
  const res = await fetch(url, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, json: text === '' ? undefined : JSON.parse(text) };
}

function parsed<T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** A Gomoku line with no five in it: black on row 8 and 10, white on the a/b files. */
const MOVES = ['h8', 'a1', 'i8', 'a3', 'h10', 'b5', 'k10', 'a7', 'm8', 'b9', 'c12', 'a11'];

describe('the server killed with SIGKILL between moves', () => {
  it('keeps every acknowledged move and goes on from the right ply after each restart', async () => {
    const port = await freePort();
    let server = await start(port);
    const created = parsed(
      parseWith(
        CreateGameReply,
        (await call(`${server.url}/api/games`, 'POST', { game: 'gomoku', side: 'black' })).json,
      ),
    );
    const join = await call(`${server.url}/api/games/${created.id}/join`, 'POST', {});
    expect(join.status).toBe(201);
    const joined = parsed(parseWith(JoinGameReply, join.json));
    const token = { [created.side]: created.token, [joined.side]: joined.token } as Record<
      'black' | 'white',
      string
    >;
    const game = (): string => `${server.url}/api/games/${created.id}`;
    const acked: string[] = [];

    const playNext = async (): Promise<void> => {
      const ply = acked.length;
      const move = MOVES[ply] as string;
      const r = await call(
        `${game()}/moves`,
        'POST',
        { move, ply },
        token[ply % 2 ? 'white' : 'black'],
      );
      expect(r.status, JSON.stringify(r.json)).toBe(200);
      expect(parsed(parseWith(MoveReply, r.json)).ply).toBe(ply + 1);
      acked.push(move);
    };

    const restartAndCheck = async (): Promise<void> => {
      server = await start(port);
      const r = await call(game(), 'GET');
      expect(r.status).toBe(200);
      const view = parsed(parseWith(GameView, r.json));
      expect(view.moves).toEqual(acked);
      expect(view.status).toBe('playing');
      expect(view.turn).toBe(acked.length % 2 ? 'white' : 'black');
      // A stale ply is still refused, and changes nothing.
      if (acked.length > 0) {
        const stale = await call(
          `${game()}/moves`,
          'POST',
          { move: 'o1', ply: acked.length - 1 },
          token[acked.length % 2 ? 'white' : 'black'],
        );
        expect(stale.status).toBe(409);
        expect((stale.json as { error?: string }).error).toBe('stale-ply');
      }
    };

    // Three rounds: two acknowledged moves, then SIGKILL right after the last ack.
    for (let round = 0; round < 3; round++) {
      await playNext();
      await playNext();
      await kill9(server);
      await restartAndCheck();
    }

    // Once more with the kill racing a move in flight: if it was acknowledged, it is kept;
    // if not, it may or may not be there, and the game is consistent either way.
    const ply = acked.length;
    const inFlight = call(
      `${game()}/moves`,
      'POST',
      { move: MOVES[ply], ply },
      token[ply % 2 ? 'white' : 'black'],
    ).then(
      (r) => r.status,
      () => 'no answer' as const,
    );
    await new Promise((r) => setTimeout(r, 1));
    await kill9(server);
    const answered = await inFlight;
    server = await start(port);
    const after = parsed(parseWith(GameView, (await call(game(), 'GET')).json));
    if (answered === 200) expect(after.moves).toEqual([...acked, MOVES[ply]]);
    else expect([acked, [...acked, MOVES[ply]]]).toContainEqual(after.moves);
    acked.splice(0, acked.length, ...after.moves);

    // The game goes on: the next move is accepted at the next ply.
    await playNext();
    const final = parsed(parseWith(GameView, (await call(game(), 'GET')).json));
    expect(final.moves).toEqual(acked);
    await kill9(server);
  });
});
