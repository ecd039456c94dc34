/**
 * The database services the tests need, for `npm test` (scripts/test.mjs): PostgreSQL
 * (the server's PostgreSQL store) at `QIPAN_TEST_DATABASE_URL`, default
 * postgres://postgres@127.0.0.1:5432/postgres, and Redis (the CLI's queue, the
 * servers' fan-out) at `QIPAN_TEST_REDIS_URL`, default redis://127.0.0.1:6379.
 *
 * `ensureServices` checks each answers (PostgreSQL: a real login and `select 1`;
 * Redis: `PING`). When one does not, is on this machine and we run as root, it installs
 * Debian's package if missing (`postgresql`, `redis-server`) and starts it; otherwise
 * it says how, and the caller stops: those tests are never skipped silently.
 *
 * @example
 * ```js
 * import { ensureServices } from './services.mjs';
 * const { ok, lines } = await ensureServices({ env: process.env, isRoot: true, aptInstall });
 * for (const line of lines) console.log(line);
 * if (!ok) process.exit(1);
 * ```
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';

export const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

/**
 * A service's URL as `{ kind, url, host, port, local }`; throws an Error naming the
 * variable when it is not a URL of that service.
 * @param {'postgres' | 'redis'} kind
 * @param {string | undefined} text the variable's value (undefined or '' for the default)
 */
export function serviceTarget(kind, text) {
  const variable = kind === 'postgres' ? 'QIPAN_TEST_DATABASE_URL' : 'QIPAN_TEST_REDIS_URL';
  const url =
    text === undefined || text === ''
      ? kind === 'postgres'
        ? DEFAULT_POSTGRES_URL
        : DEFAULT_REDIS_URL
      : text;
  let u;
  try {
    u = new URL(url);
  } catch {
    throw new Error(`${variable} is not a URL: ${JSON.stringify(url)}`);
  }
  const schemes = kind === 'postgres' ? ['postgres:', 'postgresql:'] : ['redis:'];
  if (!schemes.includes(u.protocol)) {
    throw new Error(`${variable} must start with ${schemes[0]}// (not ${u.protocol})`);
  }
  if (u.hostname === '') throw new Error(`${variable} has no host`);
  const host = u.hostname.replace(/^\[(.*)\]$/, '$1');
  const port = u.port === '' ? (kind === 'postgres' ? 5432 : 6379) : Number(u.port);
  return { kind, variable, url, host, port, local: LOCAL_HOSTS.has(host) };
}

/** The URL without its password, for messages. */
export function shownUrl(url) {
  const u = new URL(url);
  u.password = '';
  return u.href.replace(/:@/, '@');
}

/**
 * Whether PostgreSQL at `url` lets us in and answers `select 1`: `{ ok: true }` or
 * `{ ok: false, reason }`.
 */
export async function postgresAnswers(url, timeoutMs = 3000) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
    return { ok: true };
  } catch (e) {
    return { ok: false, reason: errorText(e) };
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Whether Redis at `url` answers PING with PONG (after AUTH when the URL has a password). */
export function redisAnswers(url, timeoutMs = 3000) {
  const u = new URL(url);
  const { host, port } = serviceTarget('redis', url);
  const password = decodeURIComponent(u.password);
  const user = decodeURIComponent(u.username);
  const auth = password === '' ? '' : `AUTH ${user === '' ? '' : `${user} `}${password}\r\n`;
  return new Promise((resolve) => {
    let answer = '';
    const socket = createConnection({ host, port });
    const done = (result) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(result);
    };
    const timer = setTimeout(
      () => done({ ok: false, reason: `no answer within ${timeoutMs} ms` }),
      timeoutMs,
    );
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${auth}PING\r\n`));
    socket.on('data', (d) => {
      answer += d;
      const lines = answer.split('\r\n');
      if (lines.length < (auth === '' ? 2 : 3)) return;
      const last = lines[auth === '' ? 0 : 1] ?? '';
      if (auth !== '' && !(lines[0] ?? '').startsWith('+'))
        done({ ok: false, reason: `AUTH: ${lines[0]}` });
      else if (last === '+PONG') done({ ok: true });
      else done({ ok: false, reason: `PING answered ${JSON.stringify(last)}` });
    });
    socket.on('error', (e) => done({ ok: false, reason: errorText(e) }));
    socket.on('close', () => done({ ok: false, reason: 'connection closed without an answer' }));
  });
}

function errorText(e) {
  if (e instanceof AggregateError && e.errors.length > 0) return errorText(e.errors[0]);
  if (!(e instanceof Error)) return String(e);
  return e.message || String(e.code ?? e.name);
}

/** What to do when `target` does not answer, as lines for the person running the tests. */
export function howTo(target, reason) {
  const url = shownUrl(target.url);
  if (target.kind === 'postgres') {
    return [
      `PostgreSQL does not answer at ${url} (${reason}).`,
      "The server's PostgreSQL storage tests need it (they work in schemas and databases of their own, dropped afterwards).",
      'Install and start it on Debian with:',
      '  sudo apt-get install -y postgresql',
      '  sudo pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start',
      `and let ${new URL(target.url).username || 'postgres'} in from 127.0.0.1 without a password: a line`,
      '  host all postgres 127.0.0.1/32 trust',
      'at the top of /etc/postgresql/*/main/pg_hba.conf, then pg_ctlcluster … main reload.',
      `Or point ${target.variable} at a PostgreSQL where that user may create schemas and databases.`,
    ];
  }
  return [
    `Redis does not answer at ${url} (${reason}).`,
    'The Redis tests (CLI queue, server fan-out) need it. Install and start it on Debian with:',
    '  sudo apt-get install -y redis-server',
    `  redis-server --daemonize yes --bind 127.0.0.1 -::1 --port ${target.port} --save "" --appendonly no`,
    `Or point ${target.variable} at a Redis the tests may use.`,
  ];
}

/** The trust lines a fresh Debian PostgreSQL needs for the tests' passwordless login. */
export function withTrust(hba, user = 'postgres') {
  const lines = [`host all ${user} 127.0.0.1/32 trust`, `host all ${user} ::1/128 trust`];
  const missing = lines.filter(
    (l) => !hba.split('\n').some((x) => x.trim().split(/\s+/).join(' ') === l),
  );
  if (missing.length === 0) return hba;
  return `# Added by Qipan's npm test (scripts/services.mjs): ${user} from loopback without a password.\n${missing.join('\n')}\n${hba}`;
}

const defaults = {
  exists: existsSync,
  readdir: (dir) => readdirSync(dir),
  readFile: (file) => readFileSync(file, 'utf8'),
  writeFile: (file, text) => writeFileSync(file, text),
  run: (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit' }).status === 0,
  log: (line) => console.log(line),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  check: (target) =>
    target.kind === 'postgres' ? postgresAnswers(target.url) : redisAnswers(target.url),
};

/** Polls `check` until the service answers or `waitMs` passed. */
async function waitFor(target, deps, waitMs) {
  const until = Date.now() + waitMs;
  let last = await deps.check(target);
  while (!last.ok && Date.now() < until) {
    await deps.sleep(500);
    last = await deps.check(target);
  }
  return last;
}

/** Installs (when missing) and starts Debian's PostgreSQL; true when something was started. */
function startPostgres(target, deps, aptInstall) {
  let installed = false;
  if (!deps.exists('/usr/bin/pg_ctlcluster')) {
    deps.log("PostgreSQL is missing: installing Debian's postgresql package");
    if (!aptInstall(['postgresql']) || !deps.exists('/usr/bin/pg_ctlcluster')) return false;
    installed = true;
  }
  const versions = deps.exists('/etc/postgresql') ? deps.readdir('/etc/postgresql') : [];
  const version = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (version === undefined) return false;
  const hba = `/etc/postgresql/${version}/main/pg_hba.conf`;
  // Only a cluster installed just now is changed: an existing one is the owner's to configure.
  if (installed && deps.exists(hba)) {
    const user = new URL(target.url).username || 'postgres';
    const text = deps.readFile(hba);
    const trusted = withTrust(text, user);
    if (trusted !== text) {
      deps.log(`Letting ${user} in from 127.0.0.1 without a password (${hba})`);
      deps.writeFile(hba, trusted);
    }
  }
  deps.log(`Starting PostgreSQL ${version}`);
  return deps.run('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start']);
}

/** Installs (when missing) and starts Redis on the target's port, without saving anything. */
function startRedis(target, deps, aptInstall) {
  if (!deps.exists('/usr/bin/redis-server')) {
    deps.log("Redis is missing: installing Debian's redis-server package");
    if (!aptInstall(['redis-server']) || !deps.exists('/usr/bin/redis-server')) return false;
  }
  deps.log(`Starting Redis on 127.0.0.1:${target.port}`);
  return deps.run('redis-server', [
    '--daemonize',
    'yes',
    '--bind',
    '127.0.0.1',
    '-::1',
    '--port',
    String(target.port),
    '--save',
    '',
    '--appendonly',
    'no',
  ]);
}

/**
 * Checks PostgreSQL and Redis answer, starting them when it can (root, on this
 * machine); `{ ok, lines }` with what it did and, when not ok, how to fix it.
 * `deps` replaces the file system, commands and checks (tests).
 */
export async function ensureServices({
  env,
  isRoot,
  aptInstall = () => false,
  waitMs = 20000,
  deps: over = {},
}) {
  const deps = { ...defaults, ...over };
  const lines = [];
  let ok = true;
  let targets;
  try {
    targets = [
      serviceTarget('postgres', env.QIPAN_TEST_DATABASE_URL),
      serviceTarget('redis', env.QIPAN_TEST_REDIS_URL),
    ];
  } catch (e) {
    return { ok: false, lines: [errorText(e)] };
  }
  for (const target of targets) {
    let state = await deps.check(target);
    if (!state.ok && target.local && isRoot) {
      const started =
        target.kind === 'postgres'
          ? startPostgres(target, deps, aptInstall)
          : startRedis(target, deps, aptInstall);
      if (started) state = await waitFor(target, deps, waitMs);
    }
    if (state.ok) {
      lines.push(
        `${target.kind === 'postgres' ? 'PostgreSQL' : 'Redis'} answers at ${shownUrl(target.url)}`,
      );
    } else {
      ok = false;
      lines.push(...howTo(target, state.reason));
    }
  }
  return { ok, lines };
}
