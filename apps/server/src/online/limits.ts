/**
 * The limits of online play and two small counters for them: a token bucket (game
 * creations per IP, messages per socket) and a count of open things per key (sockets
 * per IP). Time comes from a monotonic clock, not the game clock, so a test with a
 * fake game time still sees real rates.
 *
 * @example
 * ```ts
 * const perIp = new BucketMap({ ratePerSecond: 0.5, burst: 30 });
 * if (!perIp.take('203.0.113.7')) reply429();
 * ```
 */

export interface OnlineLimits {
  /** Games one IP may create per minute, sustained (default 30). */
  readonly createPerMinute?: number;
  /** Games one IP may create at once before the rate applies (default 30). */
  readonly createBurst?: number;
  /** Open WebSockets and NDJSON streams per IP (default 64). */
  readonly socketsPerIp?: number;
  /** Messages per second a socket may send, sustained (default 20). */
  readonly messagesPerSecond?: number;
  /** Messages a socket may send at once before the rate applies (default 40). */
  readonly messageBurst?: number;
  /** Messages over the rate before the socket is closed with 1008 (default 20). */
  readonly floodStrikes?: number;
  /** Ping every socket this often; one that did not answer the last ping is dropped (default 30 s). */
  readonly pingIntervalMs?: number;
  /** A socket that has not said `hello` this long after opening is closed with 1008 (default 10 s). */
  readonly helloTimeoutMs?: number;
}

export type ResolvedLimits = Required<OnlineLimits>;

export function resolveLimits(l: OnlineLimits = {}): ResolvedLimits {
  return {
    createPerMinute: l.createPerMinute ?? 30,
    createBurst: l.createBurst ?? 30,
    socketsPerIp: l.socketsPerIp ?? 64,
    messagesPerSecond: l.messagesPerSecond ?? 20,
    messageBurst: l.messageBurst ?? 40,
    floodStrikes: l.floodStrikes ?? 20,
    pingIntervalMs: l.pingIntervalMs ?? 30_000,
    helloTimeoutMs: l.helloTimeoutMs ?? 10_000,
  };
}

const monotonic = (): number => performance.now();

/** A token bucket: `burst` tokens, refilled at `ratePerSecond`. */
export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly ratePerSecond: number,
    private readonly burst: number,
    private readonly clock: () => number = monotonic,
  ) {
    this.tokens = burst;
    this.last = clock();
  }

  /** Takes a token: false when there is none left. */
  take(): boolean {
    const now = this.clock();
    this.tokens = Math.min(
      this.burst,
      this.tokens + ((now - this.last) / 1000) * this.ratePerSecond,
    );
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }

  /** True when the bucket is full again (it can be forgotten). */
  get full(): boolean {
    const now = this.clock();
    return this.tokens + ((now - this.last) / 1000) * this.ratePerSecond >= this.burst;
  }
}

/** Token buckets per key (IP), forgetting the full ones now and then. */
export class BucketMap {
  private readonly buckets = new Map<string, TokenBucket>();
  private takes = 0;

  constructor(
    private readonly ratePerSecond: number,
    private readonly burst: number,
  ) {}

  take(key: string): boolean {
    if (++this.takes % 1000 === 0)
      for (const [k, b] of this.buckets) if (b.full) this.buckets.delete(k);
    let b = this.buckets.get(key);
    if (!b) {
      b = new TokenBucket(this.ratePerSecond, this.burst);
      this.buckets.set(key, b);
    }
    return b.take();
  }
}

/** Open things per key. */
export class Counter {
  private readonly counts = new Map<string, number>();

  get(key: string): number {
    return this.counts.get(key) ?? 0;
  }

  add(key: string): void {
    this.counts.set(key, this.get(key) + 1);
  }

  remove(key: string): void {
    const n = this.get(key) - 1;
    if (n <= 0) this.counts.delete(key);
    else this.counts.set(key, n);
  }
}
