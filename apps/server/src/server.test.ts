import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePort, startServer, type RunningServer } from './main.js';

let server: RunningServer;
let root: string;

/** A raw request, so paths like /../ reach the server unnormalised. */
function get(
  path: string,
  method = 'GET',
): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: server.port, path, method }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'qipan-web-'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Qipan</title>');
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'assets', 'app.js'), 'console.log(1)');
  writeFileSync(join(tmpdir(), 'qipan-secret.txt'), 'secret');
  server = await startServer({ port: 0, host: '127.0.0.1', webRoot: root });
});
afterAll(() => server.close());

describe('static server', () => {
  it('serves files with their types', async () => {
    const r = await get('/assets/app.js');
    expect(r.status).toBe(200);
    expect(r.type).toMatch(/javascript/);
    expect(r.body).toBe('console.log(1)');
  });
  it("answers the app's pages with the app shell", async () => {
    for (const path of ['/', '/queens', '/queens?n=10', '/go/', '/chongzi/online/Ab3dE5gH7k']) {
      const r = await get(path);
      expect(r.status, path).toBe(200);
      expect(r.body, path).toContain('<title>Qipan</title>');
    }
  });
  it('answers other paths without an extension with the app shell and 404', async () => {
    for (const path of ['/nowhere', '/go/review', '/gomoku/online/short', '/%ZZ', '/%E0%A4%A']) {
      const r = await get(path);
      expect(r.status, path).toBe(404);
      expect(r.type, path).toMatch(/^text\/html/);
      expect(r.body, path).toContain('<title>Qipan</title>');
    }
    const head = await get('/nowhere', 'HEAD');
    expect(head).toMatchObject({ status: 404, body: '' });
  });
  it('404s missing files and never leaves the web root', async () => {
    expect((await get('/assets/missing.js')).status).toBe(404);
    expect((await get('/../qipan-secret.txt')).status).toBe(404);
    expect((await get('/%2e%2e/qipan-secret.txt')).status).toBe(404);
  });
  it('refuses other methods and answers HEAD without a body', async () => {
    expect((await get('/', 'POST')).status).toBe(405);
    const head = await get('/', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    expect((await get('/healthz')).body).toBe('ok\n');
  });
  it('validates ports', () => {
    expect(parsePort(undefined, 3000)).toBe(3000);
    expect(parsePort('8080', 3000)).toBe(8080);
    expect(() => parsePort('80a', 3000)).toThrow(/bad port/);
    expect(() => parsePort('70000', 3000)).toThrow(/bad port/);
  });
  it('refuses to start on a data file that is not a database, naming it', async () => {
    const dataDir = join(root, 'bad-data');
    mkdirSync(dataDir);
    writeFileSync(join(dataDir, 'qipan.sqlite'), 'not a database\n'.repeat(400));
    await expect(
      startServer({ port: 0, host: '127.0.0.1', webRoot: root, gnugo: false, dataDir }),
    ).rejects.toThrow(
      `storage: cannot open ${join(dataDir, 'qipan.sqlite')}: file is not a database`,
    );
  });
  it('says clearly when the app is not built', async () => {
    await expect(startServer({ port: 0, webRoot: join(root, 'nope') })).rejects.toThrow(
      /not built/,
    );
  });
});
