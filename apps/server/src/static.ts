/**
 * Serves the built web app (apps/web/dist): files with their content types, and
 * index.html for any unknown path that looks like a page (client-side routes such
 * as /queens), so a shared link or a reload works.
 *
 * @example
 * ```ts
 * const handler = staticHandler('/path/to/apps/web/dist');
 * http.createServer((req, res) => handler(req, res));
 * ```
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
  '.map': 'application/json; charset=utf-8',
};

async function fileAt(root: string, urlPath: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const full = normalize(join(root, decoded));
  if (full !== root && !full.startsWith(root + sep)) return undefined;
  try {
    const s = await stat(full);
    if (s.isFile()) return full;
    if (s.isDirectory()) {
      const index = join(full, 'index.html');
      if ((await stat(index).catch(() => undefined))?.isFile()) return index;
    }
  } catch {
    return undefined;
  }
  return undefined;
}

export function staticHandler(root: string) {
  const base = normalize(root);
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end('method not allowed\n');
      return;
    }
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    let file = await fileAt(base, path);
    // Client-side routes: paths without an extension get the app shell.
    if (!file && extname(path) === '') file = await fileAt(base, '/index.html');
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found\n');
      return;
    }
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    const immutable = path.startsWith('/assets/');
    res.writeHead(200, {
      'content-type': type,
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      'x-content-type-options': 'nosniff',
    });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    createReadStream(file).pipe(res);
  };
}
