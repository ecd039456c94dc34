/**
 * Fan-out between server instances on one database: after an instance commits a
 * change to a game (an action, a taken seat) it publishes a `changed` notice on a
 * Redis channel; every other instance holding that game live reads what is new from
 * the store and tells its own players and spectators, so people on different
 * instances see each other's moves at once. The store stays the only authority: a
 * notice carries no game data, only "look again". Instances also share who is
 * connected to a game (`presence`, and `query` when one loads a game), so a player
 * connected to another instance is neither shown as gone nor claimable as abandoned,
 * and rematch offers (`rematch-offer`), which live in memory only.
 *
 * Notices are best effort: one lost while Redis is away only delays an instance until
 * a player's next action there is ahead of it (it reads the log then) or its next load.
 *
 * @example
 * ```ts
 * const fanout = await openRedisFanout({ url: 'redis://127.0.0.1:6379' });
 * fanout.onNotice((n, from) => console.log(n.type, n.id, from)); // other instances only
 * fanout.publish({ type: 'changed', id: 'Ab3dE5gH7k', seq: 12 });
 * await fanout.health?.(); // { ok: true } while Redis answers a PING within 1 s
 * await fanout.close();
 * ```
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

/** Open sockets (and seated streams) on one instance: per stored seat, and spectators. */
export interface PresenceCounts {
  readonly black: number;
  readonly white: number;
  readonly spectators: number;
}

/**
 * What instances tell each other about game `id`: `changed` (its log now has `seq`
 * actions, or a seat was taken), `presence` (who is connected to it on the sender,
 * replacing what the sender said before) and `query` (holders of the game, say your
 * presence).
 */
export type Notice =
  | { readonly type: 'changed'; readonly id: string; readonly seq: number }
  | { readonly type: 'presence'; readonly id: string; readonly here: PresenceCounts }
  | { readonly type: 'query'; readonly id: string }
  | {
      readonly type: 'rematch-offer';
      readonly id: string;
      readonly by: 'black' | 'white' | null;
      readonly declined: boolean;
    };

export interface Fanout {
  /** Tells the other instances (never throws; a failure is logged). */
  publish(notice: Notice): void;
  /** Notices from the other instances (not this one's own), with the sender's id. */
  onNotice(handler: (notice: Notice, from: string) => void): void;
  /**
   * Called each time the subscription is back after a lost connection (notices sent
   * meanwhile are lost: the hub reads its games again).
   */
  onReconnect?(handler: () => void): void;
  /**
   * Whether Redis is reachable now (both connections ready and a PING answered within
   * a short time; never rejects). /healthz reports it; it recovers by itself.
   */
  health?(): Promise<FanoutHealth>;
  close(): Promise<void>;
}

/**
 * The answer of {@link Fanout.health}, like a store's: `reason` is public, `detail`
 * (which may name hosts and ports) is for the server's log.
 */
export type FanoutHealth =
  | { readonly ok: true }
  | {
      readonly ok: false;
      readonly reason: 'closed' | 'timeout' | 'error';
      readonly detail: string;
    };

/** The Redis channel, shared by every instance of one deployment. */
export const DEFAULT_CHANNEL = 'qipan:games';

export interface RedisFanoutOptions {
  /** `redis://[user:password@]host[:port][/db]`. */
  readonly url: string;
  readonly channel?: string;
  /** Where problems go (default: nowhere). */
  readonly log?: (line: string) => void;
  /** How long start-up waits for Redis (default 5 s). */
  readonly connectTimeoutMs?: number;
  /** How long the health check's PING may take (default 1 s). */
  readonly healthTimeoutMs?: number;
}

const ID = /^[0-9A-Za-z]{10}$/;

const isCount = (v: unknown): v is number =>
  typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 && v <= 1_000_000;

/** A notice and its sender from the channel's text, or undefined for anything else. */
export function parseNotice(text: string): { notice: Notice; from: string } | undefined {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof v !== 'object' || v === null) return undefined;
  const { type, id, seq, here, by, declined, from } = v as Record<string, unknown>;
  if (typeof from !== 'string' || from === '') return undefined;
  if (typeof id !== 'string' || !ID.test(id)) return undefined;
  if (type === 'changed' && isCount(seq)) return { notice: { type, id, seq }, from };
  if (type === 'query') return { notice: { type, id }, from };
  if (
    type === 'rematch-offer' &&
    (by === 'black' || by === 'white' || by === null) &&
    typeof declined === 'boolean'
  )
    return { notice: { type, id, by, declined }, from };
  if (type === 'presence' && typeof here === 'object' && here !== null) {
    const { black, white, spectators } = here as Record<string, unknown>;
    if (isCount(black) && isCount(white) && isCount(spectators))
      return { notice: { type, id, here: { black, white, spectators } }, from };
  }
  return undefined;
}

/** The URL without its password, for messages. */
export function shownRedisUrl(url: string): string {
  try {
    const u = new URL(url);
    u.password = '';
    return u.href.replace(/:@/, '@');
  } catch {
    return '(not a URL)';
  }
}

/**
 * Connects a publishing and a subscribed connection to Redis; rejects with a one-line
 * message when Redis does not answer. Both reconnect by themselves afterwards.
 */
export async function openRedisFanout(opts: RedisFanoutOptions): Promise<Fanout> {
  let u: URL;
  try {
    u = new URL(opts.url);
  } catch {
    throw new Error('QIPAN_REDIS_URL is not a URL: expected redis://host[:port]');
  }
  if (u.protocol !== 'redis:' && u.protocol !== 'rediss:') {
    throw new Error(`QIPAN_REDIS_URL must start with redis:// (not ${u.protocol})`);
  }
  const channel = opts.channel ?? DEFAULT_CHANNEL;
  const log = opts.log ?? (() => undefined);
  const from = randomBytes(8).toString('hex');
  const options = {
    lazyConnect: true,
    connectTimeout: opts.connectTimeoutMs ?? 5_000,
    // After start-up, a lost connection is retried every 0.2 s to 2 s, for ever.
    retryStrategy: (times: number) => Math.min(times * 200, 2_000),
  };
  // While Redis is away a notice fails at once (logged) instead of piling up in memory.
  const pub = new Redis(opts.url, { ...options, enableOfflineQueue: false });
  // Subscribed again by itself after each reconnect.
  const sub = new Redis(opts.url, options);
  // ioredis reports each failed reconnect as an 'error' event: without a listener it
  // would be printed; it keeps retrying by itself.
  let lastError = '';
  for (const c of [pub, sub]) {
    c.on('error', (e: Error) => {
      if (e.message !== lastError) log(`fanout: redis: ${e.message}`);
      lastError = e.message;
    });
  }
  try {
    await Promise.all([pub.connect(), sub.connect().then(() => sub.subscribe(channel))]);
  } catch (e) {
    pub.disconnect();
    sub.disconnect();
    // ioredis rejects with "Connection is closed."; the 'error' event said why.
    const reason = lastError || (e instanceof Error ? e.message : String(e));
    throw new Error(`cannot connect to Redis at ${shownRedisUrl(opts.url)}: ${reason}`, {
      cause: e,
    });
  }
  let closed = false;
  const handlers: ((n: Notice, from: string) => void)[] = [];
  const reconnected: (() => void)[] = [];
  // 'ready' comes after every (re)connect and resubscription; the first was start-up.
  let lost = false;
  sub.on('close', () => (lost = true));
  sub.on('ready', () => {
    if (!lost || closed) return;
    lost = false;
    log('fanout: redis is back: reading held games again');
    for (const h of reconnected) h();
  });
  sub.on('message', (ch: string, text: string) => {
    if (ch !== channel) return;
    const n = parseNotice(text);
    if (n === undefined || n.from === from) return;
    for (const h of handlers) h(n.notice, n.from);
  });
  const healthTimeoutMs = opts.healthTimeoutMs ?? 1_000;
  // One PING at a time, shared by concurrent checks: on a silent network it may stay
  // unanswered until the connection is found dead, and checks must not pile them up.
  let ping: Promise<void> | undefined;
  const health = async (): Promise<FanoutHealth> => {
    if (closed) return { ok: false, reason: 'closed', detail: 'the fan-out is closed' };
    for (const [name, c] of [
      ['publisher', pub],
      ['subscriber', sub],
    ] as const) {
      if (c.status !== 'ready') {
        const why = lastError === '' ? '' : ` (last error: ${lastError})`;
        return { ok: false, reason: 'error', detail: `${name} connection is ${c.status}${why}` };
      }
    }
    ping ??= pub.ping().then(() => undefined);
    const current = ping;
    void current.then(
      () => (ping === current ? (ping = undefined) : undefined),
      () => (ping === current ? (ping = undefined) : undefined),
    );
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), healthTimeoutMs);
    });
    try {
      const r = await Promise.race([current.then(() => 'ok' as const), late]);
      if (r === 'late')
        return { ok: false, reason: 'timeout', detail: `no PONG within ${healthTimeoutMs} ms` };
      return { ok: true };
    } catch (e) {
      return { ok: false, reason: 'error', detail: e instanceof Error ? e.message : String(e) };
    } finally {
      clearTimeout(timer);
    }
  };
  return {
    health,
    publish(notice) {
      if (closed) return;
      pub
        .publish(channel, JSON.stringify({ ...notice, from }))
        .catch((e: unknown) => log(`fanout: cannot publish ${notice.id}: ${String(e)}`));
    },
    onNotice(handler) {
      handlers.push(handler);
    },
    onReconnect(handler) {
      reconnected.push(handler);
    },
    async close() {
      if (closed) return;
      closed = true;
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}
