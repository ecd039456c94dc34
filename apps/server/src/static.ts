/**
 * The built web app (apps/web/dist) as a Fastify plugin over `@fastify/static`:
 * hashed files under `/assets/` are cached for a year (`immutable`), everything else
 * (index.html, favicon) is revalidated (`no-cache`). A path without an extension gets the
 * app shell: with status 200 when it is one of the app's pages (/go,
 * /gomoku/online/Ab3dE5gH7k: `isPagePath` of @qipan/protocol, the list the app routes
 * with), 404 otherwise (the app then shows its "not found" page). An unknown `/assets/*`
 * path or file with an extension is a plain 404, so a stale page asking for an old chunk
 * sees a failure instead of HTML. Source maps (`*.map`) are served only when asked. A
 * file the build precompressed (`x.js.br`, `x.js.gz` beside `x.js`) is sent as such to a
 * browser that accepts the encoding, with the original's type and cache headers.
 *
 * @example
 * ```ts
 * await registerWebApp(app, { root: '/path/to/apps/web/dist', sourceMaps: false });
 * ```
 */
import { extname, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { isPagePath } from '@qipan/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface WebAppOptions {
  /** The built app (its index.html and assets/). */
  readonly root: string;
  /** Serve `*.map` files (default false: they reveal the sources). */
  readonly sourceMaps: boolean;
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The path part of a URL, undefined when it cannot be decoded. */
function pathOf(url: string): string | undefined {
  const raw = url.split('?')[0] ?? '/';
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

/**
 * A path the browser app answers itself (no extension, not an API or asset path): one of
 * its pages, or its "not found" page.
 */
export function isAppRoute(path: string): boolean {
  return (
    path.startsWith('/') &&
    !path.startsWith('/api/') &&
    path !== '/api' &&
    !path.startsWith('/assets/') &&
    extname(path) === ''
  );
}

/** Registers the web app's files and routes, and the root's not-found handler. */
export async function registerWebApp(
  app: FastifyInstance,
  { root, sourceMaps }: WebAppOptions,
): Promise<void> {
  const assets = `${root.endsWith(sep) ? root : root + sep}assets${sep}`;
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: true,
    index: ['index.html'],
    cacheControl: false,
    dotfiles: 'ignore',
    preCompressed: true,
    allowedPath: (path) => sourceMaps || !path.endsWith('.map'),
    setHeaders: (reply, path) => {
      reply.header('cache-control', path.startsWith(assets) ? IMMUTABLE : 'no-cache');
      reply.header('vary', 'accept-encoding');
    },
  });

  const shell = (reply: FastifyReply, status: number): FastifyReply =>
    reply.code(status).header('cache-control', 'no-cache').sendFile('index.html', root, {
      cacheControl: false,
    });

  // Unknown paths: the app shell for app paths (404 unless a page), JSON for the API,
  // else a plain 404.
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = pathOf(request.url);
    const page =
      path === undefined ? extname(request.url.split('?')[0] ?? '') === '' : isAppRoute(path);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      if (path !== undefined && path.startsWith('/api/')) {
        return reply.code(404).send({ error: 'not-found', message: `no API at ${path}` });
      }
      return reply
        .code(405)
        .header('allow', 'GET, HEAD')
        .type('text/plain')
        .send('method not allowed\n');
    }
    if (path !== undefined && (path === '/api' || path.startsWith('/api/'))) {
      return reply.code(404).send({ error: 'not-found', message: `no API at ${path}` });
    }
    if (page) return shell(reply, path !== undefined && isPagePath(path) ? 200 : 404);
    return reply.code(404).type('text/plain; charset=utf-8').send('not found\n');
  });
}
