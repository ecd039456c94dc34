import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { request, type ClientRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { genmoveBody, oddEngine } from '../../test/goFixtures.js';
import { startServer, type RunningServer } from '../main.js';

const dir = mkdtempSync(join(tmpdir(), 'qipan-fair-'));
writeFileSync(join(dir, 'index.html'), '<!doctype html>');

const game = (session: string) => JSON.stringify(genmoveBody({ session }));

let server: RunningServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function start(
  goSessions: { max: number; perClient?: number },
  engines: { id: string; flags: string }[],
): Promise<RunningServer> {
  server = await startServer({
    port: 0,
    host: '127.0.0.1',
    webRoot: dir,
    gnugo: false,
    goSessions,
    goEngines: engines.map((e) => ({ id: e.id, name: e.id, command: oddEngine(e.flags) })),
  });
  return server;
}

/** A genmove from the client at `ip` (inject: any address). */
async function ask(
  s: RunningServer,
  ip: string,
  engine: string,
  session: string,
): Promise<{ status: number; reason?: string }> {
  const r = await s.app.inject({
    method: 'POST',
    url: `/api/go/engines/${engine}/genmove`,
    remoteAddress: ip,
    headers: { 'content-type': 'application/json' },
    payload: game(session),
  });
  const body = r.json<{ error?: { reason: string } }>();
  return body.error ? { status: r.statusCode, reason: body.error.reason } : { status: 200 };
}

/** Waits until `test()` holds (polling; the test's own time limit bounds it). */
async function until(test: () => boolean): Promise<void> {
  const t0 = Date.now();
  while (!test()) {
    if (Date.now() - t0 > 5000)
      throw new Error(
        'DEBUG until ' +
          test.toString() +
          ' live=' +
          server?.goEngines.liveSessions +
          ' pending=' +
          server?.goEngines.pendingRequests,
      );
    await new Promise((r) => setTimeout(r, 20));
  }
}

const lines = (file: string, word: string): number =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.startsWith(word)).length;

describe('engine sessions are shared fairly between clients', () => {
  it('one client holds at most perClient sessions: its idle ones make room', async () => {
    const s = await start({ max: 3, perClient: 2 }, [{ id: 'rec', flags: '' }]);
    expect(await ask(s, '10.0.0.1', 'rec', 'a')).toEqual({ status: 200 });
    expect(await ask(s, '10.0.0.1', 'rec', 'b')).toEqual({ status: 200 });
    expect(await ask(s, '10.0.0.1', 'rec', 'c')).toEqual({ status: 200 });
    expect(s.goEngines.liveSessions).toBe(2); // 'a' was stopped for 'c'
    expect(await ask(s, '10.0.0.2', 'rec', 'a')).toEqual({ status: 200 });
    expect(s.goEngines.liveSessions).toBe(3);
    // The server is full of idle games: a newcomer gets the one unused longest.
    expect(await ask(s, '10.0.0.3', 'rec', 'z')).toEqual({ status: 200 });
    expect(s.goEngines.liveSessions).toBe(3);
  });

  it('four requests no longer lock everyone out: busy sessions refuse only their own client', async () => {
    const log = join(dir, 'busy.log');
    writeFileSync(log, '');
    const s = await start({ max: 4, perClient: 2 }, [
      { id: 'hang', flags: `--genmove hang --log "${log}"` },
      { id: 'rec', flags: '' },
    ]);
    // One client starts four games that never finish: only two run.
    const hogs = ['h1', 'h2', 'h3', 'h4'].map((session) => ask(s, '10.0.0.9', 'hang', session));
    const settled = Promise.all(hogs);
    await until(() => s.goEngines.pendingRequests === 2);
    const refused = await Promise.race(hogs);
    expect(refused).toEqual({ status: 429, reason: 'too-many-sessions' });
    expect(s.goEngines.liveSessions).toBe(2);
    await until(() => lines(log, 'genmove') === 2);
    // Everyone else still plays.
    expect(await ask(s, '10.0.0.1', 'rec', 'x')).toEqual({ status: 200 });
    expect(await ask(s, '10.0.0.2', 'rec', 'y')).toEqual({ status: 200 });
    // Full now (two busy, two idle): an idle game of another client is stopped, not refused.
    expect(await ask(s, '10.0.0.3', 'rec', 'z')).toEqual({ status: 200 });
    expect(s.goEngines.liveSessions).toBe(4);
    // A second hog fills the server with busy games: then a newcomer is refused (503).
    void Promise.allSettled([ask(s, '10.0.0.8', 'hang', 'k1'), ask(s, '10.0.0.8', 'hang', 'k2')]);
    await until(() => s.goEngines.pendingRequests === 4);
    expect(await ask(s, '10.0.0.4', 'rec', 'w')).toEqual({
      status: 503,
      reason: 'too-many-sessions',
    });
    await s.close();
    const results = await settled;
    // Two of the first hog's four were refused; the two that ran were stopped by close().
    expect(results.filter((r) => r.reason === 'too-many-sessions').length).toBe(2);
  });
});

describe('a client that disconnects', () => {
  /** Sends a genmove over a real socket and returns the request (never awaited). */
  function send(s: RunningServer, session: string): ClientRequest {
    const body = game(session);
    const req = request({
      host: '127.0.0.1',
      port: s.port,
      method: 'POST',
      path: '/api/go/engines/hang/genmove',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    req.on('error', () => undefined);
    req.end(body);
    return req;
  }

  it('takes its queued requests with it, and its running one stops the engine', async () => {
    const log = join(dir, 'gone.log');
    writeFileSync(log, '');
    const s = await start({ max: 4 }, [{ id: 'hang', flags: `--genmove hang --log "${log}"` }]);
    const first = send(s, 'same');
    await until(() => lines(log, 'genmove') === 1);
    const queued = [send(s, 'same'), send(s, 'same')];
    await until(() => s.goEngines.pendingRequests === 3);
    // The queued ones leave: the engine never hears of them.
    for (const q of queued) q.destroy();
    await until(() => s.goEngines.pendingRequests === 1);
    expect(s.goEngines.liveSessions).toBe(1);
    // The running one leaves: its engine is killed and its slot freed.
    first.destroy();
    await until(() => s.goEngines.liveSessions === 0 && s.goEngines.pendingRequests === 0);
    expect(lines(log, 'genmove')).toBe(1);
    // A new request starts a fresh engine.
    const again = send(s, 'same');
    await until(() => lines(log, 'genmove') === 2);
    expect(s.goEngines.liveSessions).toBe(1);
    again.destroy();
    await until(() => s.goEngines.liveSessions === 0);
  });
});
