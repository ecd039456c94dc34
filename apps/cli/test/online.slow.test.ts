/**
 * `qipan online play` against the real server (the built apps/server, as `npm test`
 * builds it, on a free port with a temporary data directory): two `qipan pbrain`
 * engines play a whole Gomoku game, one creating it and the other joining its link;
 * and a brain that plays an occupied point is refused by the server (422 occupied)
 * and resigns.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GameView, parseWith } from '@qipan/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const SERVER = fileURLToPath(new URL('../../server/bin/qipan-server.js', import.meta.url));
const QIPAN = fileURLToPath(new URL('../bin/qipan.js', import.meta.url));
const FAKE_BRAIN = fileURLToPath(
  new URL('../src/online/fixtures/fake-pbrain.mjs', import.meta.url),
);
const dataDir = mkdtempSync(join(tmpdir(), 'qipan-online-cli-'));
let server: ChildProcess | undefined;
let url = '';

async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const { port } = s.address() as { port: number };
  await new Promise((r) => s.close(r));
  return port;
}

let port = 0;

/** Starts the built server on `port`; resolves once it answers HTTP. */
async function startServer(): Promise<void> {
  const child = spawn(process.execPath, [SERVER], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      QIPAN_DATA_DIR: dataDir,
      QIPAN_GNUGO: 'off',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server = child;
  let output = '';
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server did not start:\n${output}`);
    try {
      await (await fetch(`${url}/api/games/AAAAAAAAAA`)).arrayBuffer();
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

beforeAll(async () => {
  port = await freePort();
  url = `http://127.0.0.1:${port}`;
  await startServer();
});

afterAll(() => {
  server?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

const quote = (words: string[]): string => words.map((w) => `"${w}"`).join(' ');

interface Bot {
  readonly child: ChildProcess;
  out(): string;
  err(): string;
  readonly status: Promise<number | null>;
}

function bot(args: string[]): Bot {
  const child = spawn(process.execPath, [QIPAN, 'online', 'play', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (err += d.toString()));
  const status = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
  return { child, out: () => out, err: () => err, status };
}

async function linkOf(b: Bot): Promise<string> {
  for (;;) {
    const m = /share (\S+)/.exec(b.out());
    if (m?.[1]) return m[1];
    if (b.child.exitCode !== null) throw new Error(`the bot stopped: ${b.err()}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function view(link: string): Promise<GameView> {
  const id = link.split('/').at(-1) ?? '';
  const r = parseWith(GameView, await (await fetch(`${url}/api/games/${id}`)).json());
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('qipan online play against the real server', () => {
  it('two qipan pbrain engines play a whole Gomoku game by link', async () => {
    const brain = quote([process.execPath, QIPAN, 'pbrain', '--level', '1']);
    const creator = bot([url, '--pbrain', brain, '--side', 'black', '--time', '100']);
    const link = await linkOf(creator);
    expect(link).toMatch(new RegExp(`^${url}/gomoku/online/[0-9A-Za-z]{10}$`));
    const joiner = bot([link, '--pbrain', brain, '--time', '100']);
    expect(await creator.status).toBe(0);
    expect(await joiner.status).toBe(0);
    const game = await view(link);
    expect(game.status).toBe('ended');
    const outcome = /game over: (.*)/.exec(creator.out())?.[1];
    expect(outcome).toBeDefined();
    expect(/game over: (.*)/.exec(joiner.out())?.[1]).toBe(outcome);
    expect(creator.out()).toContain(`${game.moves.length}. `);
    expect(joiner.out()).toContain('joined game');
  });

  it('an engine that plays an occupied point is refused (422) and resigns', async () => {
    const brain = quote([process.execPath, FAKE_BRAIN, join(dataDir, 'brain.log'), '7,7', '7,7']);
    const good = quote([process.execPath, QIPAN, 'pbrain', '--level', '1']);
    const bad = bot([url, '--pbrain', brain, '--side', 'black']);
    const link = await linkOf(bad);
    const opponent = bot([link, '--pbrain', good, '--time', '100']);
    expect(await bad.status).toBe(1);
    expect(bad.err()).toContain('the engine played h8, illegal here (occupied)');
    expect(bad.err()).toContain('resigned the game');
    expect(await opponent.status).toBe(0);
    expect(opponent.out()).toContain('game over: white wins (resign)');
    const game = await view(link);
    expect(game.outcome).toEqual({ winner: 'white', reason: 'resign' });
    expect(game.moves).toHaveLength(2);
  });

  it('an engine keeps its seat across a kill -9 and restart of the server', async () => {
    const brain = quote([process.execPath, QIPAN, 'pbrain', '--level', '1']);
    const b = bot([url, '--pbrain', brain, '--side', 'black', '--time', '100']);
    const link = await linkOf(b);
    const id = link.split('/').at(-1) ?? '';
    const joined = (await (
      await fetch(`${url}/api/games/${id}/join`, { method: 'POST' })
    ).json()) as {
      token: string;
    };
    // White's points, far apart in the corners: the first free one is played.
    const corners = ['a1', 'o15', 'a15', 'o1', 'c3', 'm13', 'c13', 'm3'];
    const white: string[] = [];
    for (let k = 0; k < 3; k++) {
      // Black (the engine) moves, the server is killed and restarted, White answers over HTTP.
      let moves: string[] = [];
      for (;;) {
        const v = await view(link).catch(() => undefined);
        if (v && v.moves.length === 2 * k + 1) {
          moves = v.moves;
          break;
        }
        await new Promise((r) => setTimeout(r, 20));
      }
      const point = corners.find((p) => !moves.includes(p)) ?? '';
      white.push(point);
      const gone = new Promise((r) => server?.once('exit', r));
      server?.kill('SIGKILL');
      await gone;
      await startServer();
      const r = await fetch(`${url}/api/games/${id}/moves`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${joined.token}` },
        body: JSON.stringify({ move: point, ply: 2 * k + 1 }),
      });
      expect(r.status).toBe(200);
    }
    for (;;) {
      const v = await view(link);
      if (v.moves.length === 7) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    const resign = await fetch(`${url}/api/games/${id}/resign`, {
      method: 'POST',
      headers: { authorization: `Bearer ${joined.token}` },
    });
    expect(resign.status).toBe(200);
    expect(await b.status).toBe(0);
    expect(b.out()).toContain('game over: black wins (resign)');
    expect((await view(link)).moves.filter((_, i) => i % 2 === 1)).toEqual(white);
  });
});
