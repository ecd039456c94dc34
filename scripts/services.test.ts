import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_POSTGRES_URL,
  DEFAULT_REDIS_URL,
  ensureServices,
  howTo,
  postgresAnswers,
  redisAnswers,
  serviceTarget,
  shownUrl,
  withTrust,
  type ServiceDeps,
  type ServiceKind,
  type ServiceState,
  type ServiceTarget,
} from './services.mjs';

describe('service URLs', () => {
  it('defaults to the machine’s PostgreSQL and Redis, and takes the test variables', () => {
    expect(serviceTarget('postgres', undefined)).toEqual({
      kind: 'postgres',
      variable: 'QIPAN_TEST_DATABASE_URL',
      url: DEFAULT_POSTGRES_URL,
      host: '127.0.0.1',
      port: 5432,
      local: true,
    });
    expect(serviceTarget('redis', '')).toMatchObject({
      host: '127.0.0.1',
      port: 6379,
      local: true,
    });
    expect(serviceTarget('postgres', 'postgresql://u:p@db.example/q')).toMatchObject({
      host: 'db.example',
      port: 5432,
      local: false,
    });
    expect(serviceTarget('redis', 'redis://[::1]:6380/2')).toMatchObject({
      host: '::1',
      port: 6380,
      local: true,
    });
  });

  it('names the variable when its value is not a URL of that service', () => {
    expect(() => serviceTarget('postgres', 'localhost:5432')).toThrow(
      'QIPAN_TEST_DATABASE_URL must start with postgres:// (not localhost:)',
    );
    expect(() => serviceTarget('redis', 'not a url')).toThrow(
      'QIPAN_TEST_REDIS_URL is not a URL: "not a url"',
    );
    expect(() => serviceTarget('redis', 'postgres://127.0.0.1')).toThrow(
      'QIPAN_TEST_REDIS_URL must start with redis://',
    );
  });

  it('shows URLs without their password', () => {
    expect(shownUrl('postgres://qipan:s3cret@db.example:6543/q')).toBe(
      'postgres://qipan@db.example:6543/q',
    );
    expect(shownUrl(DEFAULT_REDIS_URL)).toBe('redis://127.0.0.1:6379');
  });
});

describe('checking a service answers', () => {
  const servers: Server[] = [];
  afterEach(() => {
    for (const s of servers.splice(0)) s.close();
  });
  /** A TCP server on a free port that does `onConnection` with each client. */
  const fake = async (onData: (line: string) => string | undefined): Promise<number> => {
    const server = createServer((socket) => {
      socket.setEncoding('utf8');
      socket.on('data', (d: string) => {
        const answer = onData(d);
        if (answer !== undefined) socket.write(answer);
      });
      socket.on('error', () => undefined);
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return (server.address() as { port: number }).port;
  };
  const closedPort = async (): Promise<number> => {
    const port = await fake(() => undefined);
    servers.pop()?.close();
    return port;
  };

  it('finds the PostgreSQL and Redis the tests run against', async () => {
    expect(
      await postgresAnswers(process.env.QIPAN_TEST_DATABASE_URL ?? DEFAULT_POSTGRES_URL),
    ).toEqual({
      ok: true,
    });
    expect(await redisAnswers(process.env.QIPAN_TEST_REDIS_URL ?? DEFAULT_REDIS_URL)).toEqual({
      ok: true,
    });
  });

  it('says why when nothing listens', async () => {
    const port = await closedPort();
    expect(await postgresAnswers(`postgres://postgres@127.0.0.1:${port}/x`)).toEqual({
      ok: false,
      reason: `connect ECONNREFUSED 127.0.0.1:${port}`,
    });
    expect(await redisAnswers(`redis://127.0.0.1:${port}`)).toEqual({
      ok: false,
      reason: `connect ECONNREFUSED 127.0.0.1:${port}`,
    });
  });

  it('wants PONG from Redis, not any answer, and gives up on silence', async () => {
    const other = await fake(() => '-ERR unknown command\r\n');
    expect(await redisAnswers(`redis://127.0.0.1:${other}`)).toEqual({
      ok: false,
      reason: 'PING answered "-ERR unknown command"',
    });
    const pong = await fake((d) => (d === 'PING\r\n' ? '+PONG\r\n' : undefined));
    expect(await redisAnswers(`redis://127.0.0.1:${pong}`)).toEqual({ ok: true });
    const silent = await fake(() => undefined);
    const started = Date.now();
    expect(await redisAnswers(`redis://127.0.0.1:${silent}`, 200)).toEqual({
      ok: false,
      reason: 'no answer within 200 ms',
    });
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});

describe('what to do', () => {
  it('tells how to install and start each service, and which variable points elsewhere', () => {
    const pg = howTo(serviceTarget('postgres', 'postgres://qipan:pw@127.0.0.1:5433/q'), 'refused');
    expect(pg[0]).toBe(
      'PostgreSQL does not answer at postgres://qipan@127.0.0.1:5433/q (refused).',
    );
    expect(pg).toContain('  sudo apt-get install -y postgresql');
    expect(pg).toContain(
      '  sudo pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start',
    );
    expect(pg.join('\n')).toContain('QIPAN_TEST_DATABASE_URL');
    expect(pg.join('\n')).not.toContain('pw');
    const redis = howTo(serviceTarget('redis', undefined), 'refused');
    expect(redis).toContain('  sudo apt-get install -y redis-server');
    expect(redis).toContain(
      '  redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no',
    );
    expect(redis.join('\n')).toContain('QIPAN_TEST_REDIS_URL');
  });

  it('adds loopback trust for the test user to a fresh pg_hba.conf once', () => {
    const fresh = [
      'local   all             postgres                                peer',
      'host    all             all             127.0.0.1/32            scram-sha-256',
      '',
    ].join('\n');
    const trusted = withTrust(fresh);
    expect(trusted.split('\n').slice(1, 3)).toEqual([
      'host all postgres 127.0.0.1/32 trust',
      'host all postgres ::1/128 trust',
    ]);
    expect(trusted.endsWith(fresh)).toBe(true);
    expect(withTrust(trusted)).toBe(trusted);
  });
});

describe('ensureServices', () => {
  /** A machine where services are up or down, and commands are recorded. */
  function machine(up: Record<ServiceKind, boolean>, files: string[]) {
    const calls: string[] = [];
    const written: Record<string, string> = {};
    const present = new Set(files);
    const deps: Partial<ServiceDeps> = {
      exists: (p) => present.has(p),
      readdir: () => ['15'],
      readFile: () => 'host all all 127.0.0.1/32 scram-sha-256\n',
      writeFile: (f, t) => {
        written[f] = t;
      },
      run: (cmd, args) => {
        calls.push([cmd, ...args].join(' '));
        if (cmd === 'pg_ctlcluster') up.postgres = true;
        if (cmd === 'redis-server') up.redis = true;
        return true;
      },
      log: () => undefined,
      sleep: async () => undefined,
      check: async (t: ServiceTarget): Promise<ServiceState> =>
        up[t.kind] ? { ok: true } : { ok: false, reason: 'connect ECONNREFUSED' },
    };
    const aptInstall = (packages: string[]): boolean => {
      calls.push(`apt-get install ${packages.join(' ')}`);
      if (packages.includes('postgresql')) {
        present.add('/usr/bin/pg_ctlcluster');
        present.add('/etc/postgresql');
        present.add('/etc/postgresql/15/main/pg_hba.conf');
      }
      if (packages.includes('redis-server')) present.add('/usr/bin/redis-server');
      return true;
    };
    return { calls, written, deps, aptInstall };
  }

  it('changes nothing when both answer', async () => {
    const m = machine({ postgres: true, redis: true }, []);
    const r = await ensureServices({
      env: {},
      isRoot: true,
      aptInstall: m.aptInstall,
      deps: m.deps,
    });
    expect(r).toEqual({
      ok: true,
      lines: [
        'PostgreSQL answers at postgres://postgres@127.0.0.1:5432/postgres',
        'Redis answers at redis://127.0.0.1:6379',
      ],
    });
    expect(m.calls).toEqual([]);
  });

  it('as root, installs and starts what is missing, trusting loopback only on a fresh install', async () => {
    const m = machine({ postgres: false, redis: false }, []);
    const r = await ensureServices({
      env: {},
      isRoot: true,
      aptInstall: m.aptInstall,
      deps: m.deps,
    });
    expect(r.ok).toBe(true);
    expect(m.calls).toEqual([
      'apt-get install postgresql',
      'pg_ctlcluster --skip-systemctl-redirect 15 main start',
      'apt-get install redis-server',
      'redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save  --appendonly no',
    ]);
    expect(m.written['/etc/postgresql/15/main/pg_hba.conf']).toContain(
      'host all postgres 127.0.0.1/32 trust',
    );
  });

  it('starts an installed PostgreSQL without touching its configuration', async () => {
    const m = machine({ postgres: false, redis: true }, [
      '/usr/bin/pg_ctlcluster',
      '/etc/postgresql',
      '/etc/postgresql/15/main/pg_hba.conf',
    ]);
    const r = await ensureServices({
      env: {},
      isRoot: true,
      aptInstall: m.aptInstall,
      deps: m.deps,
    });
    expect(r.ok).toBe(true);
    expect(m.calls).toEqual(['pg_ctlcluster --skip-systemctl-redirect 15 main start']);
    expect(m.written).toEqual({});
  });

  it('only says how when not root, or when the service is on another machine', async () => {
    const notRoot = machine({ postgres: false, redis: false }, []);
    const r = await ensureServices({
      env: {},
      isRoot: false,
      aptInstall: notRoot.aptInstall,
      deps: notRoot.deps,
    });
    expect(r.ok).toBe(false);
    expect(r.lines).toContain('  sudo apt-get install -y postgresql');
    expect(r.lines).toContain('  sudo apt-get install -y redis-server');
    expect(notRoot.calls).toEqual([]);

    const remote = machine({ postgres: false, redis: true }, []);
    const r2 = await ensureServices({
      env: { QIPAN_TEST_DATABASE_URL: 'postgres://ci@db.example/ci' },
      isRoot: true,
      aptInstall: remote.aptInstall,
      deps: remote.deps,
    });
    expect(r2.ok).toBe(false);
    expect(r2.lines[0]).toBe(
      'PostgreSQL does not answer at postgres://ci@db.example/ci (connect ECONNREFUSED).',
    );
    expect(remote.calls).toEqual([]);
  });

  it('stops on a service that still does not answer after starting it, and on a bad variable', async () => {
    const m = machine({ postgres: true, redis: false }, ['/usr/bin/redis-server']);
    const stuck: Partial<ServiceDeps> = { ...m.deps, run: () => true };
    const r = await ensureServices({ env: {}, isRoot: true, waitMs: 0, deps: stuck });
    expect(r.ok).toBe(false);
    expect(r.lines[1]).toBe(
      'Redis does not answer at redis://127.0.0.1:6379 (connect ECONNREFUSED).',
    );
    expect(
      await ensureServices({ env: { QIPAN_TEST_REDIS_URL: 'http://x' }, isRoot: true }),
    ).toEqual({
      ok: false,
      lines: ['QIPAN_TEST_REDIS_URL must start with redis:// (not http:)'],
    });
  });
});
