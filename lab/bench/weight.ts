#!/usr/bin/env node
// Page weight (`npm run bench` runs it as the `weight` row; alone:
// `node lab/dist/bench/weight.js [--summary] [--json]`, after `npx tsc -b && npm run build -w @qipan/web`).
//
// Starts the built server (apps/server/dist/main.js) on 127.0.0.1 and a free port and loads
// each page in a fresh Chromium context (playwright-core, /usr/bin/chromium or
// $QIPAN_CHROMIUM), waiting until the page shows (its board, or the home page's game list)
// and the network is idle. Every JavaScript response the page fetched (entry, chunks,
// modulepreloads; a worker only if the page starts one) is counted:
//   raw    the uncompressed bytes,
//   gzip   the body bytes Chromium received (plain http: Chromium asks for gzip, not br;
//          from the response's encoded size),
//   br     the same URLs fetched again from the server with `Accept-Encoding: br`, as a
//          browser over https gets them (the build's precompressed .br files, brotli quality 11;
//          the server compresses at quality 5 what was not precompressed).
// Targets (transferred bytes of script, brotli): home ≤ 60 KB, a game page ≤ 100 KB, Go ≤ 120 KB.
// Prints a table; exit status 1 when a target is missed, 2 when it could not run.
// --summary prints one line; --json prints the measurements as JSON; --web-root DIR measures
// another build of the web app (e.g. an older commit's, built with `vite build --outDir DIR`).
import { mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Browser, Request } from 'playwright-core';
import { ROOT as root } from '../paths.js';

/**
 * What this bench uses of the built server (apps/server/dist/main.js), loaded by path:
 * the bench measures the build, and an app exports no modules to import.
 */
interface BuiltServer {
  startServer(options: {
    port: number;
    host: string;
    gnugo: boolean;
    dataDir: string;
    webRoot?: string;
  }): Promise<{ readonly port: number; close(): Promise<void> }>;
}
const SERVER = join(root, 'apps/server/dist/main.js');
// By path from the root: this file runs from lab/dist/bench/, its source sits in lab/bench/.
const { CHROMIUM, CHROMIUM_ARGS } = (await import(
  pathToFileURL(join(root, 'scripts/chromium.mjs')).href
)) as typeof import('../../scripts/chromium.mjs');
const KB = 1000;

/** The pages, what shows that each has loaded, and its target (brotli bytes of script). */
interface Page {
  readonly path: string;
  readonly ready: string;
  readonly target: number;
}

interface Script {
  readonly url: string;
  readonly raw: number;
  readonly received: number;
  readonly encoding: string;
  gzip?: number;
  br?: number;
}

export const PAGES: readonly Page[] = [
  { path: '/', ready: '.game-grid [data-game="go"]', target: 60 * KB },
  { path: '/queens', ready: '[data-point="0,0"]', target: 100 * KB },
  { path: '/go', ready: '[data-point="0,0"]', target: 120 * KB },
  { path: '/gomoku', ready: '[data-point="0,0"]', target: 100 * KB },
  { path: '/chongzi', ready: '[data-point="0,0"]', target: 100 * KB },
];

const isScript = (url: string, type: string | undefined): boolean =>
  /javascript|ecmascript/.test(type ?? '') || /\.m?js(\?|$)/.test(new URL(url).pathname);

/** The scripts one fresh load of `path` fetched: URL, raw bytes, gzip bytes as received. */
async function loadPage(
  browser: Browser,
  base: string,
  { path, ready }: Page,
): Promise<{ scripts: Script[]; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1200, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const responses: Request[] = [];
  page.on('requestfinished', (request) => responses.push(request));
  await page.goto(base + path, { waitUntil: 'networkidle' });
  await page.waitForSelector(ready, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const scripts: Script[] = [];
  for (const request of responses) {
    const response = await request.response();
    if (!response || !isScript(request.url(), response.headers()['content-type'])) continue;
    const sizes = await request.sizes();
    const body = await response.body();
    scripts.push({
      url: request.url().slice(base.length),
      raw: body.length,
      received: sizes.responseBodySize,
      encoding: response.headers()['content-encoding'] ?? 'identity',
    });
  }
  await context.close();
  return { scripts, errors };
}

/** The body size of `url` as the server sends it with `encoding`, checked against `raw`. */
async function encodedSize(url: string, encoding: 'gzip' | 'br', raw: number): Promise<number> {
  // node:http, not fetch: fetch would decode the body.
  const { buf, got } = await new Promise<{ buf: Buffer; got: string }>((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () =>
        resolve({ buf: Buffer.concat(chunks), got: res.headers['content-encoding'] ?? 'identity' }),
      );
      res.on('error', reject);
    }).on('error', reject);
  });
  if (got === 'identity') return buf.length; // below the compression threshold
  if (got !== encoding) throw new Error(`${url}: asked for ${encoding}, got ${got}`);
  const plain = encoding === 'br' ? brotliDecompressSync(buf) : gunzipSync(buf);
  if (plain.length !== raw) throw new Error(`${url}: ${plain.length} bytes, expected ${raw}`);
  return buf.length;
}

/** Measures every page: per page its scripts and the totals. */
/** One page's measurement. */
export interface PageWeight extends Page {
  readonly scripts: readonly Script[];
  readonly errors: readonly string[];
  readonly raw: number;
  readonly received: number;
  readonly gzip: number;
  readonly br: number;
}

export async function measure({
  chromium: executablePath = CHROMIUM,
  webRoot,
}: { chromium?: string; webRoot?: string | undefined } = {}): Promise<PageWeight[]> {
  const { startServer } = (await import(pathToFileURL(SERVER).href)) as BuiltServer;
  const { chromium } = await import('playwright-core');
  const dataDir = mkdtempSync(join(tmpdir(), 'qipan-weight-'));
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    gnugo: false,
    dataDir,
    ...(webRoot ? { webRoot } : {}),
  });
  const base = `http://127.0.0.1:${server.port}`;
  const browser = await chromium.launch({
    executablePath,
    headless: true,
    args: [...CHROMIUM_ARGS],
  });
  try {
    const results: PageWeight[] = [];
    for (const p of PAGES) {
      const { scripts, errors } = await loadPage(browser, base, p);
      for (const s of scripts) {
        s.gzip = await encodedSize(base + s.url, 'gzip', s.raw);
        s.br = await encodedSize(base + s.url, 'br', s.raw);
      }
      const sum = (k: 'raw' | 'received' | 'gzip' | 'br'): number =>
        scripts.reduce((a, s) => a + (s[k] ?? 0), 0);
      results.push({
        ...p,
        scripts,
        errors,
        raw: sum('raw'),
        received: sum('received'),
        gzip: sum('gzip'),
        br: sum('br'),
      });
    }
    return results;
  } finally {
    await browser.close();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const kb = (n: number): string => `${(n / KB).toFixed(1)} KB`;

async function main(): Promise<void> {
  let results: PageWeight[];
  try {
    const i = process.argv.indexOf('--web-root');
    results = await measure(i > 0 ? { webRoot: process.argv[i + 1] } : {});
  } catch (e) {
    console.error(
      `weight bench: ${e instanceof Error ? (e.stack ?? e.message) : String(e)} (build first: npx tsc -b && npm run build -w @qipan/web)`,
    );
    process.exit(2);
  }
  const missed = results.filter((r) => r.br > r.target || r.errors.length > 0);
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(results, null, 2));
  } else if (process.argv.includes('--summary')) {
    console.log(
      results.map((r) => `${r.path} ${kb(r.br)}/${kb(r.target)}`).join(', ') + ' (brotli)',
    );
  } else {
    const rows = [
      ['page', 'scripts', 'raw', 'gzip', 'brotli', 'target (brotli)', 'status'],
      ...results.map((r) => [
        r.path,
        String(r.scripts.length),
        kb(r.raw),
        kb(r.gzip),
        kb(r.br),
        `≤ ${kb(r.target)}`,
        r.errors.length > 0 ? `ERRORS: ${r.errors[0]}` : r.br <= r.target ? 'met' : 'MISSED',
      ]),
    ];
    const widths = (rows[0] as string[]).map((_, i) =>
      Math.max(...rows.map((r) => (r[i] ?? '').length)),
    );
    for (const [i, r] of rows.entries()) {
      console.log(
        r
          .map((c, j) => c.padEnd(widths[j] ?? 0))
          .join(' | ')
          .trimEnd(),
      );
      if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
    }
    console.log(
      'script bytes of one fresh load in Chromium (playwright-core), served by the built server; ' +
        'gzip as Chromium received it over http, brotli as the server sends it to a browser that accepts br',
    );
  }
  process.exit(missed.length === 0 ? 0 : 1);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
