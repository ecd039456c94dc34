import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { genmoveBody as game, oddEngine as odd } from '../../test/goFixtures.js';
import { startServer, type RunningServer } from '../main.js';

const QIPAN_BIN = fileURLToPath(new URL('../../../cli/bin/qipan.js', import.meta.url));
const node = `"${process.execPath}"`;

let server: RunningServer;
let dir: string;
let log: string;

interface Reply {
  status: number;
  json: { move?: string; engines?: unknown[]; error?: { reason: string; message: string } };
}

function call(
  path: string,
  method: string,
  body?: string | Buffer,
  headers: Record<string, string> = body === undefined
    ? {}
    : { 'content-type': 'application/json' },
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: server.port, path, method, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const genmove = (engine: string, body: unknown): Promise<Reply> =>
  call(`/api/go/engines/${engine}/genmove`, 'POST', JSON.stringify(body));

const commands = (): string[] =>
  readFileSync(log, 'utf8')
    .split('\n')
    .filter((l) => l !== '' && !['name', 'version', 'list_commands', 'quit'].includes(l));

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'qipan-api-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Qipan</title>');
  log = join(dir, 'gtp.log');
  writeFileSync(log, '');
  server = await startServer({
    port: 0,
    host: '127.0.0.1',
    webRoot: dir,
    gnugo: false,
    goSessions: { max: 8, perClient: 8 },
    goEngines: [
      { id: 'qipan', name: 'Qipan level 1', command: `${node} "${QIPAN_BIN}" gtp --level 1` },
      { id: 'recorder', name: 'Recorder', command: odd(`--log "${log}" --refuse J9`) },
      { id: 'dead', name: 'Dead on arrival', command: odd('--die') },
      { id: 'missing', name: 'Missing', command: '/nonexistent/engine --gtp' },
      { id: 'hang', name: 'Hangs', command: odd('--genmove hang'), timeoutMs: 2000 },
      { id: 'crash', name: 'Crashes', command: odd('--genmove crash') },
      { id: 'garbage', name: 'Garbage', command: odd('--genmove garbage') },
      { id: 'resigner', name: 'Resigner', command: odd('--genmove resign') },
    ],
  });
});
afterAll(() => server.close());

describe('GET /api/go/engines', () => {
  it('lists every engine, the failing ones as unavailable with the reason', async () => {
    const r = await call('/api/go/engines', 'GET');
    expect(r.status).toBe(200);
    const byId = new Map(
      (r.json.engines as { id: string; reason?: string }[]).map((e) => [e.id, e]),
    );
    expect(byId.get('qipan')).toEqual({
      id: 'qipan',
      name: 'Qipan level 1',
      available: true,
      version: '0.1.0',
      levels: true, // qipan gtp answers and lists `level`
    });
    expect(byId.get('recorder')).toMatchObject({ available: true, version: '0.1', levels: true });
    expect(byId.get('dead')).toMatchObject({ available: false });
    expect(byId.get('dead')?.reason).toContain('cannot load the model');
    expect(byId.get('missing')?.reason).toContain('ENOENT');
    expect((await call('/api/go/engines', 'POST', '{}')).status).toBe(405);
  });
});

describe('POST /api/go/engines/:id/genmove', () => {
  it('gets a legal move from a real engine (Qipan level 1) and follows the game', async () => {
    const first = await genmove('qipan', game({ session: 'real' }));
    expect(first.status).toBe(200);
    expect(first.json.move).toMatch(/^([A-HJ-T]\d|pass)$/);
    expect(first.json.move).not.toBe('E5');
    const moves = [
      { color: 'black', vertex: 'E5' },
      { color: 'white', vertex: first.json.move },
      { color: 'black', vertex: 'C3' },
    ];
    const second = await genmove('qipan', game({ session: 'real', moves }));
    expect(second.status).toBe(200);
    expect(['E5', 'C3', first.json.move]).not.toContain(second.json.move);
  });

  it('sends only the new moves when the engine knows a prefix, else clears and replays', async () => {
    writeFileSync(log, '');
    const one = [{ color: 'black', vertex: 'e5' }];
    expect((await genmove('recorder', game({ session: 's1', moves: one }))).json).toEqual({
      move: 'A1',
    });
    expect(commands()).toEqual([
      'boardsize 9',
      'clear_board',
      'komi 7',
      'play black E5',
      'genmove white',
    ]);
    writeFileSync(log, '');
    const three = [...one, { color: 'white', vertex: 'A1' }, { color: 'black', vertex: 'pass' }];
    expect((await genmove('recorder', game({ session: 's1', moves: three }))).status).toBe(200);
    expect(commands()).toEqual(['play black pass', 'genmove white']);
    writeFileSync(log, '');
    // An undo on the page: another history, so the board is cleared and replayed.
    const other = [{ color: 'black', vertex: 'D4' }];
    expect((await genmove('recorder', game({ session: 's1', moves: other }))).status).toBe(200);
    expect(commands()).toEqual(['clear_board', 'play black D4', 'genmove white']);
    writeFileSync(log, '');
    // Handicap, another komi and a level: a new game set-up.
    const handicap = { handicap: ['c3', 'G7'], komi: 0.5, level: 3, moves: [], session: 's1' };
    expect((await genmove('recorder', game(handicap))).status).toBe(200);
    expect(commands()).toEqual([
      'boardsize 9',
      'clear_board',
      'set_free_handicap C3 G7',
      'komi 0.5',
      'level 3',
      'genmove white',
    ]);
  });

  it('refuses bad bodies with the field at fault, before any engine runs', async () => {
    const cases: [unknown, string][] = [
      [game({ session: '' }), 'session'],
      [game({ session: 'x'.repeat(65) }), 'session'],
      [game({ session: 'a/b' }), 'session'],
      [game({ size: 26 }), 'size'],
      [game({ size: 9.5 }), 'size'],
      [game({ komi: 'lots' }), 'komi'],
      [game({ rules: 'klingon' }), 'rules'],
      [game({ color: 'red' }), 'color'],
      [game({ level: -1 }), 'level'],
      [game({ handicap: ['Z99', 'C3'] }), 'handicap[0]'],
      [game({ handicap: ['C3'] }), 'handicap'],
      [game({ moves: 'E5' }), 'moves'],
      [game({ moves: [null] }), 'moves[0]'],
      [
        game({
          moves: [
            { color: 'black', vertex: 'E5' },
            { color: 'white', vertex: 'I5' },
          ],
        }),
        'moves[1].vertex: expected a vertex like D4 or pass',
      ],
      [[1, 2], 'body'],
    ];
    for (const [body, field] of cases) {
      const r = await genmove('recorder', body);
      expect(r.status, field).toBe(400);
      expect(r.json.error?.reason).toBe('bad-request');
      expect(r.json.error?.message.startsWith(field), r.json.error?.message).toBe(true);
    }
    const broken = await call('/api/go/engines/recorder/genmove', 'POST', '{"session":');
    expect(broken.json.error).toEqual({ reason: 'bad-request', message: 'body: not valid JSON' });
  });

  it('refuses an oversized body without reading it all, and keeps serving', async () => {
    const huge = Buffer.alloc(300 * 1024, 0x20);
    const r = await call('/api/go/engines/recorder/genmove', 'POST', huge);
    expect(r.status).toBe(413);
    expect(r.json.error?.reason).toBe('too-large');
    expect(r.json.error?.message).toContain('larger than 256 KB');
    expect((await call('/api/go/engines', 'GET')).status).toBe(200);
  });

  it('answers 404 for an unknown engine and 422 for an impossible game', async () => {
    expect((await genmove('nope', game())).status).toBe(404);
    expect((await genmove('%E0%A4%A', game())).status).toBe(404);
    expect((await call('/api/go/other', 'GET')).status).toBe(404);
    const occupied = [
      { color: 'black', vertex: 'E5' },
      { color: 'white', vertex: 'E5' },
    ];
    const r = await genmove('recorder', game({ moves: occupied }));
    expect(r.status).toBe(422);
    expect(r.json.error?.reason).toBe('illegal-move');
    expect(r.json.error?.message).toContain('moves[1] white E5');
  });

  it('answers 422 when the engine refuses a replayed move, naming it', async () => {
    const moves = [
      { color: 'black', vertex: 'E5' },
      { color: 'white', vertex: 'J9' },
    ];
    const r = await genmove('recorder', game({ session: 's2', moves, color: 'black' }));
    expect(r.status).toBe(422);
    expect(r.json.error).toEqual({
      reason: 'illegal-move',
      message: 'moves[1] play white J9: illegal move',
      move: 1,
    });
  });

  it('reports engines that are unavailable, time out, crash or talk nonsense', async () => {
    const dead = await genmove('dead', game());
    expect(dead.status).toBe(503);
    expect(dead.json.error?.reason).toBe('engine-unavailable');
    const hang = await genmove('hang', game());
    expect(hang.status).toBe(504);
    expect(hang.json.error?.reason).toBe('engine-timeout');
    const crash = await genmove('crash', game());
    expect(crash.status).toBe(502);
    expect(crash.json.error?.reason).toBe('engine-crashed');
    expect(crash.json.error?.message).toContain('odd: out of memory');
    // A fresh process next time (that crashes again the same way, not "already dead").
    expect((await genmove('crash', game())).json.error?.message).toContain('status 3');
    const garbage = await genmove('garbage', game());
    expect(garbage.status).toBe(502);
    expect(garbage.json.error?.message).toContain('hello world');
    expect((await genmove('resigner', game())).json).toEqual({ move: 'resign' });
    // The dropped engines hold no session slots.
    expect(server.goEngines.liveSessions).toBe(4); // real, s1, s2 and the resigner
  });

  it('refuses a new session when every engine is busy, and close() stops them all', async () => {
    const quits = join(dir, 'quits.log');
    writeFileSync(quits, '');
    const small = await startServer({
      port: 0,
      host: '127.0.0.1',
      webRoot: dir,
      gnugo: false,
      goSessions: { max: 2 },
      goEngines: [
        { id: 'rec', name: 'Recorder', command: odd(`--log "${quits}"`) },
        { id: 'hang', name: 'Hangs', command: odd(`--genmove hang --log "${quits}"`) },
      ],
    });
    const base = `${small.url.replace('localhost', '127.0.0.1')}/api/go/engines`;
    const ask = async (engine: string, session: string): Promise<number> => {
      const r = await fetch(`${base}/${engine}/genmove`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(game({ session })),
      });
      return r.status;
    };
    try {
      expect(await ask('rec', 'a')).toBe(200);
      expect(await ask('rec', 'b')).toBe(200);
      expect(small.goEngines.liveSessions).toBe(2);
      // Two engines thinking (they never answer): no room for a third game of this client.
      void Promise.allSettled([ask('hang', 'x'), ask('hang', 'y')]);
      await until(() => small.goEngines.pendingRequests === 2);
      expect(await ask('rec', 'c')).toBe(429);
      expect(small.goEngines.liveSessions).toBe(2);
    } finally {
      await small.close();
    }
    expect(small.goEngines.liveSessions).toBe(0);
    const lines = readFileSync(quits, 'utf8').split('\n');
    // The probes' engines and the idle sessions' engines were told to quit (the busy ones killed).
    expect(lines.filter((l) => l === 'quit').length).toBe(4);
  });
});

/** Waits until `test()` holds (polling; the test's own time limit bounds it). */
async function until(test: () => boolean): Promise<void> {
  while (!test()) await new Promise((r) => setTimeout(r, 20));
}
