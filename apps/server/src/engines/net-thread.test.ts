/**
 * The Go network as the server runs it: `qipan gtp` in a worker thread per game (the
 * bridge's bounded pool), not a process. Needs the built CLI (apps/cli/bin/qipan.js).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServer } from '../main.js';
import { findQipanCli, netSpec } from './engines.js';

const cli = findQipanCli({});

/** The command lines of this process's children. */
const children = (): string[] =>
  execFileSync('ps', ['-o', 'args=', '--ppid', String(process.pid)], { encoding: 'utf8' })
    .split('\n')
    .filter((l) => l.trim() !== '');

describe.skipIf(cli === undefined || !existsSync(cli))('the Go network on the server', () => {
  it('is a worker thread running qipan gtp', () => {
    const spec = netSpec(cli as string);
    expect(spec.thread).toEqual({ script: cli, argv: ['gtp'] });
  });

  it('lists the network and plays a 9×9 move from a worker thread, no child process', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'qipan-net-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html>');
    const server = await startServer({
      port: 0,
      host: '127.0.0.1',
      webRoot: dir,
      gnugo: false,
      configPath: join(dir, 'none.json'),
      warn: () => undefined, // the missing config file
      dataDir: join(dir, 'data'),
    });
    const base = `http://127.0.0.1:${server.port}/api/go/engines`;
    try {
      const list = (await (await fetch(base)).json()) as { engines: Record<string, unknown>[] };
      expect(list.engines).toEqual([
        expect.objectContaining({ id: 'qipan', name: 'Qipan network', available: true }),
      ]);
      const moves: { color: string; vertex: string }[] = [];
      for (const color of ['black', 'white']) {
        const r = await fetch(`${base}/qipan/genmove`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            session: 'net-thread',
            size: 9,
            komi: 7,
            rules: 'chinese',
            handicap: [],
            moves,
            color,
            level: 6,
          }),
        });
        const json = (await r.json()) as { move?: string };
        expect(r.status).toBe(200);
        expect(json.move).toMatch(/^[A-HJ][1-9]$/);
        moves.push({ color, vertex: json.move as string });
      }
      expect(server.goEngines.liveSessions).toBe(1);
      expect(children().filter((c) => c.includes('qipan.js'))).toEqual([]);
    } finally {
      await server.close();
    }
    expect(server.goEngines.liveSessions).toBe(0);
  }, 60_000);
});
