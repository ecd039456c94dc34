/**
 * Same-origin checks for state-changing requests and WebSocket upgrades: a browser
 * always sends `Origin` on those, so a foreign web page cannot drive the server.
 * Requests without `Origin` (curl, bots, the CLI) are not from a browser page and pass.
 *
 * @example
 * ```ts
 * isAllowedOrigin('http://localhost:3000', 'localhost:3000', []); // true
 * isAllowedOrigin('https://evil.example', 'localhost:3000', []); // false
 * isAllowedOrigin('https://qipan.example', '10.0.0.5:3000', ['https://qipan.example']); // true
 * ```
 */

/** True when a request with this `Origin` header may change state on the server at `host`. */
export function isAllowedOrigin(
  origin: string | undefined,
  host: string | undefined,
  allowed: readonly string[],
): boolean {
  if (origin === undefined) return true;
  if (allowed.includes(origin)) return true;
  if (origin === 'null' || host === undefined) return false;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.host === host.toLowerCase();
}

/** Origins allowed besides the server's own host: `$QIPAN_ALLOWED_ORIGINS`, comma-separated. */
export function allowedOrigins(
  env: string | undefined = process.env.QIPAN_ALLOWED_ORIGINS,
): string[] {
  return (env ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}
