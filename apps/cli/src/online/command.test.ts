import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testIo } from '../io.test-util.js';
import { onlineCommand } from './command.js';
import { startFakeServer, type FakeServer } from './fake-server.test-util.js';

const FIXTURES = fileURLToPath(new URL('./fixtures/', import.meta.url));
let dir: string;
let server: FakeServer | undefined;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'qipan-online-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(async () => {
  await server?.close();
  server = undefined;
});

let logs = 0;
/** A scripted engine command line and the file where it logs what it was sent. */
function fake(
  kind: 'pbrain' | 'gtp',
  answers: string[],
): { command: string; sent: () => string[] } {
  const log = join(dir, `engine-${++logs}.log`);
  writeFileSync(log, '');
  const words = [process.execPath, `${FIXTURES}fake-${kind}.mjs`, log, ...answers];
  return {
    command: words.map((w) => `"${w}"`).join(' '),
    sent: () => readFileSync(log, 'utf8').split('\n').filter(Boolean),
  };
}

async function run(args: string[]): Promise<{ status: number; out: string; err: string }> {
  const t = testIo();
  const status = await onlineCommand(['play', ...args], t.io);
  return { status, out: t.out(), err: t.err() };
}

const onlyGame = (s: FakeServer) => [...s.games.values()][0];

describe('qipan online play: a new game on a server', () => {
  it('creates a Gomoku game, prints its link, plays the brain to a win and exits 0', async () => {
    server = await startFakeServer({ opponent: ['a1', 'a2', 'a3', 'a4'] });
    const brain = fake('pbrain', ['7,7', '8,7', '9,7', '10,7', '11,7']);
    const r = await run([server.url, '--pbrain', brain.command, '--side', 'black']);
    expect(r.err).toBe('');
    expect(r.status).toBe(0);
    const g = onlyGame(server);
    expect(g?.moves).toEqual(['h8', 'a1', 'i8', 'a2', 'j8', 'a3', 'k8', 'a4', 'l8']);
    expect(g?.outcome).toEqual({ winner: 'black', reason: 'five' });
    expect(r.out).toContain(
      `created gomoku game ${g?.id}: share ${server.url}/gomoku/online/${g?.id}`,
    );
    expect(r.out).toContain('9. black l8');
    expect(r.out).toContain('game over: black wins (five)');
    // The brain is told each opponent move with TURN (no whole-board resend).
    const sent = brain.sent();
    expect(sent.slice(0, 2)).toEqual(['START 15', 'INFO rule 0']);
    expect(sent).toContain('BEGIN');
    expect(sent).toContain('TURN 0,14');
    expect(sent).not.toContain('BOARD');
  });

  it('plays Go with a GTP engine: the board is synced with play, and resign is sent', async () => {
    server = await startFakeServer({ opponent: ['B2'] });
    const engine = fake('gtp', ['C3', 'resign']);
    const r = await run([server.url, '--gtp', engine.command, '--size', '5', '--side', 'black']);
    expect(r.err).toBe('');
    expect(r.status).toBe(0);
    const g = onlyGame(server);
    expect(g?.options).toEqual({ size: 5 });
    expect(g?.moves).toEqual(['C3', 'B2']);
    expect(g?.outcome).toEqual({ winner: 'white', reason: 'resign' });
    expect(r.out).toContain('black resigns');
    expect(r.out).toContain('game over: white wins (resign)');
    const sent = engine.sent();
    expect(sent).toContain('boardsize 5');
    expect(sent).toContain('genmove black');
    expect(sent).toContain('play white B2');
  });

  it('reconnects when the stream drops and plays on', async () => {
    server = await startFakeServer({ opponent: ['a1', 'a2', 'a3', 'a4'], dropStreamAfter: 3 });
    const brain = fake('pbrain', ['7,7', '8,7', '9,7', '10,7', '11,7']);
    const r = await run([server.url, '--pbrain', brain.command, '--side', 'black']);
    expect(r.status).toBe(0);
    expect(r.out).not.toContain('reconnecting'); // once is quiet
    expect(onlyGame(server)?.outcome).toEqual({ winner: 'black', reason: 'five' });
    // Reopened with the seat token, so the server counts the bot as present.
    expect(server.log.filter((l) => l.endsWith('/stream [token]')).length).toBeGreaterThan(1);
  });
});

describe('qipan online play with the real qipan engines (built CLI)', () => {
  const QIPAN = fileURLToPath(new URL('../../bin/qipan.js', import.meta.url));
  const qipan = (...args: string[]): string =>
    [process.execPath, QIPAN, ...args].map((w) => `"${w}"`).join(' ');

  it('qipan pbrain plays white in a Gomoku game it joins', async () => {
    server = await startFakeServer();
    const g = server.host('gomoku', 'black', ['h8', 'a1']);
    const link = `${server.url}/gomoku/online/${g.id}`;
    const r = await run([link, '--pbrain', qipan('pbrain', '--level', '1'), '--time', '200']);
    expect(r.err).toBe('');
    expect(r.status).toBe(0);
    expect(g.moves).toHaveLength(4);
    expect(g.moves.slice(0, 3).filter((_, i) => i % 2 === 0)).toEqual(['h8', 'a1']);
    expect(g.outcome).toEqual({ winner: 'white', reason: 'resign' });
  });

  it('qipan gtp plays black in a 5×5 Go game it creates', async () => {
    server = await startFakeServer({ opponent: ['pass', 'pass'] });
    const r = await run([
      server.url,
      '--gtp',
      qipan('gtp', '--level', '1'),
      '--size',
      '5',
      '--side',
      'black',
      '--time',
      '1000',
    ]);
    const g = onlyGame(server);
    expect(r.err).toBe('');
    expect(r.status).toBe(0);
    expect(g?.moves.length).toBeGreaterThanOrEqual(2);
    expect(g?.moves[1]).toBe('pass');
    expect(g?.moves[0]).toMatch(/^([A-HJ-Z][1-5]|pass)$/);
    expect(g?.outcome).toBeDefined();
  });
});

describe('qipan online play: a game link', () => {
  it('joins the free seat and tells the brain the board it finds', async () => {
    server = await startFakeServer();
    const g = server.host('gomoku', 'black', ['h8', 'i9']);
    const brain = fake('pbrain', ['0,0', '1,0']);
    const r = await run([`${server.url}/gomoku/online/${g.id}`, '--pbrain', brain.command]);
    expect(r.err).toBe('');
    expect(r.status).toBe(0);
    expect(r.out).toContain(`joined game ${g.id} as white`);
    expect(g.moves).toEqual(['h8', 'a15', 'i9', 'b15']);
    expect(g.outcome).toEqual({ winner: 'white', reason: 'resign' });
    expect(brain.sent()).toEqual(expect.arrayContaining(['BOARD', '7,7,2', 'DONE', 'TURN 8,6']));
  });

  it('does not ask the engine after the move that ends the game (the end event comes next)', async () => {
    server = await startFakeServer();
    const g = server.host('gomoku', 'black', ['h8', 'i8', 'j8', 'k8', 'l8']);
    const brain = fake('pbrain', ['0,0', '1,0', '2,0', '3,0']);
    const r = await run([`${server.url}/gomoku/online/${g.id}`, '--pbrain', brain.command]);
    expect(r.err).toBe('');
    expect(r.status).toBe(0);
    expect(r.out).toContain('game over: black wins (five)');
    expect(brain.sent().filter((l) => l.startsWith('TURN'))).toEqual([
      'TURN 8,7',
      'TURN 9,7',
      'TURN 10,7',
    ]);
  });

  it('plays the seat a token holds, without joining', async () => {
    server = await startFakeServer();
    const g = server.host('gomoku', 'black', ['h8']);
    const joined = await fetch(`${server.url}/api/games/${g.id}/join`, { method: 'POST' });
    const { token, side } = (await joined.json()) as { token: string; side: string };
    expect(side).toBe('white');
    const brain = fake('pbrain', ['0,0']);
    const link = `${server.url}/gomoku/online/${g.id}`;
    const r = await run([link, '--pbrain', brain.command, '--token', token, '--side', 'white']);
    expect(r.status).toBe(0);
    expect(g.moves).toEqual(['h8', 'a15']);
    expect(server.log.filter((l) => l.endsWith('/join'))).toHaveLength(1);
  });

  it('refuses when both seats are taken (status 1), and takes no seat', async () => {
    server = await startFakeServer();
    const g = server.host('gomoku', 'black', ['h8', 'i9']);
    await fetch(`${server.url}/api/games/${g.id}/join`, { method: 'POST' });
    const brain = fake('pbrain', ['0,0']);
    const r = await run([`${server.url}/gomoku/online/${g.id}`, '--pbrain', brain.command]);
    expect(r.status).toBe(1);
    expect(r.err).toContain(`both seats of game ${g.id} are taken`);
    expect(g.moves).toEqual(['h8']);
    expect(brain.sent().filter((l) => /^(BEGIN|TURN|BOARD)/.test(l))).toEqual([]);
  });

  it('says so when the game does not exist', async () => {
    server = await startFakeServer();
    const brain = fake('pbrain', []);
    const r = await run([`${server.url}/gomoku/online/Ab3dE5gH7k`, '--pbrain', brain.command]);
    expect(r.status).toBe(1);
    expect(r.err).toContain('404 not-found');
  });
});

describe('qipan online play: failures', () => {
  it('resigns after an illegal move from the engine, with the reason, status 1', async () => {
    server = await startFakeServer({ opponent: ['a1'] });
    const brain = fake('pbrain', ['7,7', '7,7']);
    const r = await run([server.url, '--pbrain', brain.command, '--side', 'black']);
    expect(r.status).toBe(1);
    expect(r.err).toContain('the engine played h8, illegal here (occupied)');
    expect(r.err).toContain('resigned the game');
    expect(onlyGame(server)?.outcome).toEqual({ winner: 'white', reason: 'resign' });
    expect(onlyGame(server)?.moves).toEqual(['h8', 'a1']);
  });

  it('resigns when the engine crashes, status 1', async () => {
    server = await startFakeServer({ opponent: [] });
    const brain = fake('pbrain', ['!crash']);
    const r = await run([server.url, '--pbrain', brain.command, '--side', 'black']);
    expect(r.status).toBe(1);
    expect(r.err).toContain(
      'the engine failed: the engine exited (code 3): fake brain: out of memory',
    );
    expect(onlyGame(server)?.outcome).toEqual({ winner: 'white', reason: 'resign' });
  });

  it('resigns when a brain answers something that is not a move', async () => {
    server = await startFakeServer({ opponent: [] });
    const brain = fake('pbrain', ['hello']);
    const r = await run([server.url, '--pbrain', brain.command, '--side', 'black']);
    expect(r.status).toBe(1);
    expect(r.err).toContain("the brain answered 'hello', not a move");
    expect(onlyGame(server)?.outcome?.reason).toBe('resign');
  });

  it('fails before creating anything when the engine cannot start', async () => {
    server = await startFakeServer({ opponent: [] });
    const r = await run([server.url, '--gtp', '/nonexistent/engine --mode gtp']);
    expect(r.status).toBe(1);
    expect(r.err).toContain('the engine cannot play');
    expect(server.games.size).toBe(0);
  });

  it('refuses a reply the protocol does not allow, status 1', async () => {
    const odd = createServer((_req, res) => {
      res.writeHead(201, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ id: 5, url: '/x' }));
    });
    await new Promise<void>((r) => odd.listen(0, '127.0.0.1', r));
    const { port } = odd.address() as AddressInfo;
    const brain = fake('pbrain', []);
    const r = await run([`http://127.0.0.1:${port}`, '--pbrain', brain.command]);
    odd.close();
    expect(r.status).toBe(1);
    expect(r.err).toContain(
      'POST /api/games answered something unexpected: message: must have required properties side, token',
    );
  });

  it('says the server cannot be reached, status 1', async () => {
    const s = await startFakeServer();
    const url = s.url;
    await s.close();
    const brain = fake('pbrain', []);
    const r = await run([url, '--pbrain', brain.command]);
    expect(r.status).toBe(1);
    expect(r.err).toContain(`cannot reach ${url}/api/games: ECONNREFUSED`);
  });

  it('leaves on Ctrl-C without resigning (status 130)', async () => {
    server = await startFakeServer({ opponent: [] });
    const brain = fake('pbrain', ['!hang']);
    const t = testIo();
    const running = onlineCommand(
      ['play', server.url, '--pbrain', brain.command, '--side', 'black'],
      t.io,
    );
    while (!brain.sent().includes('BEGIN')) await new Promise((r) => setTimeout(r, 20));
    t.signal('SIGINT');
    expect(await running).toBe(130);
    expect(t.err()).toContain('without resigning');
    expect(onlyGame(server)?.outcome).toBeUndefined();
    expect(server.log.some((l) => l.includes('/resign'))).toBe(false);
  });
});

describe('qipan online play: usage', () => {
  it.each([
    [['http://h'], 'give one engine'],
    [['http://h', '--gtp', 'a', '--pbrain', 'b'], 'give one engine'],
    [['--pbrain', 'b'], 'missing URL'],
    [['nonsense', '--pbrain', 'b'], 'is not a URL'],
    [['http://h', '--pbrain', 'b', '--game', 'chongzi'], 'Chongzi has no engine protocol'],
    [['http://h', '--pbrain', 'b', '--game', 'go'], '--pbrain plays gomoku, not go'],
    [['http://h/go/online/Ab3dE5gH7k', '--pbrain', 'b'], '--pbrain plays gomoku, not go'],
    [['http://h', '--pbrain', 'b', '--komi', '6.5'], '--komi is a Go option'],
    [['http://h', '--gtp', 'b', '--rule', 'renju'], '--rule is a Gomoku option'],
    [['http://h', '--gtp', 'b', '--komi', 'x'], '--komi must be a number'],
    [['http://h', '--pbrain', 'b', '--clock', 'blitz'], '--clock must be'],
    [['http://h', '--pbrain', 'b', '--token', 'T'], '--token plays a seat of an existing game'],
    [
      ['http://h/gomoku/online/Ab3dE5gH7k', '--pbrain', 'b', '--token', 'T'],
      '--token needs --side',
    ],
    [
      ['http://h/gomoku/online/Ab3dE5gH7k', '--pbrain', 'b', '--size', '9'],
      '--size is for a new game',
    ],
  ])('refuses %j (status 2)', async (args, why) => {
    const r = await run(args);
    expect(r.status).toBe(2);
    expect(r.err).toContain(why);
  });

  it('prints its usage', async () => {
    const r = await run(['--help']);
    expect(r.status).toBe(0);
    expect(r.out).toContain('Usage: qipan online play URL');
  });
});
