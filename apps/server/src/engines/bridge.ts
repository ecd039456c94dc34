/**
 * The GTP engine bridge: the engines this server found (probed once, lazily), and one
 * engine process per client session, kept in sync by replaying the game before each
 * `genmove`. Failures come back as values with an HTTP status and a reason code; a
 * timed-out or crashed engine is dropped and the next request starts a fresh one.
 *
 * Fair sharing: each client (an IP address) holds at most `perClient` sessions, and when
 * the server is full an idle session (of anyone) is stopped to make room, so nobody is
 * locked out while engines sit unused (a stopped session is rebuilt by the replay). A
 * request whose client has gone (`signal` aborted) leaves the queue unplayed; one that is
 * running has its engine killed, as on a timeout.
 *
 * @example
 * ```ts
 * const bridge = new GoEngineBridge([gnugoSpec('/usr/games/gnugo')]);
 * await bridge.list(); // [{ id: 'gnugo', name: 'GNU Go', available: true, ... }]
 * const r = await bridge.genmove('gnugo', request, { client: '203.0.113.7', signal });
 * r.ok ? r.value : r.error.reason; // 'E5' | 'engine-timeout' | 'too-many-sessions' | ...
 * await bridge.close();
 * ```
 */
import { err, ok, type Result } from '@qipan/core';
import {
  GtpPlayer,
  GtpProcess,
  type GtpControllerError,
  type SyncError,
} from '@qipan/engine-process';
import type { EngineSpec } from './engines.js';
import { probeEngine, type EngineInfo } from './probe.js';
import type { GenmoveRequest } from './request.js';
import { waitBoundMs, type GenmoveTime } from './time.js';
import { Turns } from './turns.js';

export interface BridgeError {
  readonly status: number;
  readonly reason: string;
  readonly message: string;
  /** The index of the refused move in `moves`. */
  readonly move?: number;
}

export interface BridgeOptions {
  /** Engine processes alive at once (default 4). */
  readonly maxSessions?: number;
  /** A session unused this long is stopped (default 10 minutes). */
  readonly idleMs?: number;
  /** Sessions one client may hold at once (default 2). */
  readonly perClient?: number;
  /** Time limit of each start-up probe command (default 10 s, or the engine's own if longer). */
  readonly probeTimeoutMs?: number;
}

/** Who asks, and whether they still wait for the answer. */
export interface GenmoveCaller {
  /** The client's identity for fair sharing (its IP address). Default: one shared client. */
  readonly client?: string;
  /** Aborted when the client has gone: the request leaves the queue, or its engine is killed. */
  readonly signal?: AbortSignal;
}

interface Session {
  readonly key: string;
  readonly client: string;
  readonly process: GtpProcess;
  readonly player: GtpPlayer;
  readonly turns: Turns;
  /** Requests that chose this session and are about to queue on it (not idle). */
  claims: number;
  lastUsed: number;
  idle: ReturnType<typeof setTimeout> | undefined;
  level: number | undefined;
  rules: string | undefined;
  /** The `time_settings` arguments last sent (undefined: none, or "no limits"). */
  time: string | undefined;
}

/** `kgs-rules` names of the presets (Korean plays like Japanese there). */
const KGS_RULES: Readonly<Record<string, string>> = {
  chinese: 'chinese',
  japanese: 'japanese',
  korean: 'japanese',
  aga: 'aga',
  'new-zealand': 'new_zealand',
  'tromp-taylor': 'tromp-taylor',
};

const fail = (status: number, reason: string, message: string): Result<never, BridgeError> =>
  err({ status, reason, message });

/** The client closed the connection: nobody reads this answer (499 as nginx logs it). */
const gone = (): Result<never, BridgeError> =>
  fail(499, 'client-gone', 'the client closed the connection');

/** The idle session used longest ago, if any. */
function leastRecent(sessions: readonly Session[]): Session | undefined {
  let best: Session | undefined;
  for (const s of sessions) {
    if (s.turns.load > 0 || s.claims > 0) continue;
    if (!best || s.lastUsed < best.lastUsed) best = s;
  }
  return best;
}

export class GoEngineBridge {
  private readonly infos = new Map<string, Promise<EngineInfo>>();
  private readonly sessions = new Map<string, Session>();
  private readonly probing = new Set<GtpProcess>();
  private readonly maxSessions: number;
  private readonly perClient: number;
  private readonly idleMs: number;
  private readonly probeTimeoutMs: number;
  private closed = false;

  constructor(
    readonly specs: readonly EngineSpec[],
    options: BridgeOptions = {},
  ) {
    this.maxSessions = options.maxSessions ?? 4;
    this.perClient = Math.max(1, Math.min(options.perClient ?? 2, this.maxSessions));
    this.idleMs = options.idleMs ?? 10 * 60_000;
    this.probeTimeoutMs = options.probeTimeoutMs ?? 10_000;
  }

  /** Every engine with its probe result (each engine is probed once). */
  list(): Promise<EngineInfo[]> {
    return Promise.all(this.specs.map((s) => this.info(s)));
  }

  private info(spec: EngineSpec): Promise<EngineInfo> {
    let p = this.infos.get(spec.id);
    if (!p) {
      // Starting up (loading a model) can take longer than a move: the probe has its own limit.
      p = probeEngine(spec, Math.max(this.probeTimeoutMs, spec.timeoutMs), this.probing);
      this.infos.set(spec.id, p);
    }
    return p;
  }

  /** Engine processes alive now. */
  get liveSessions(): number {
    return this.sessions.size;
  }

  /** Requests waiting for an engine or running on one. */
  get pendingRequests(): number {
    let n = 0;
    for (const s of this.sessions.values()) n += s.turns.load;
    return n;
  }

  /** Syncs the session's engine to the request's game and asks for a move. */
  async genmove(
    engineId: string,
    req: GenmoveRequest,
    caller: GenmoveCaller = {},
  ): Promise<Result<string, BridgeError>> {
    const spec = this.specs.find((s) => s.id === engineId);
    if (!spec) return fail(404, 'unknown-engine', `no engine "${engineId}" on this server`);
    const info = await this.info(spec);
    if (!info.available) {
      return fail(503, 'engine-unavailable', `${spec.name} is unavailable: ${info.reason}`);
    }
    const client = caller.client ?? '';
    const { signal } = caller;
    const key = `${client}\u0000${engineId}/${req.session}`;
    for (;;) {
      if (this.closed) return fail(503, 'closing', 'the server is shutting down');
      if (signal?.aborted) return gone();
      let s = this.sessions.get(key);
      if (s) {
        s.claims++;
      } else {
        const made = await this.open(key, client, spec);
        if (!made.ok) return made;
        s = made.value;
      }
      if (s.idle) clearTimeout(s.idle);
      s.idle = undefined;
      s.lastUsed = Date.now();
      const taking = s.turns.take(signal);
      s.claims--;
      const mine = await taking;
      if (!mine) {
        this.idleLater(s);
        return gone();
      }
      if (signal?.aborted) {
        s.turns.release();
        this.idleLater(s);
        return gone();
      }
      // Dropped while we waited (a crash, a client that left): start again on a fresh one.
      if (this.sessions.get(key) !== s) {
        s.turns.release();
        continue;
      }
      const session = s;
      const leave = (): void => void this.kill(session);
      signal?.addEventListener('abort', leave, { once: true });
      let result: Result<string, BridgeError>;
      try {
        result = await this.play(s, info, req);
      } finally {
        signal?.removeEventListener('abort', leave);
        s.lastUsed = Date.now();
        s.turns.release();
      }
      this.idleLater(s);
      return signal?.aborted ? gone() : result;
    }
  }

  /** A new session for `client`, making room by stopping idle ones when needed. */
  private async open(
    key: string,
    client: string,
    spec: EngineSpec,
  ): Promise<Result<Session, BridgeError>> {
    // Each stop awaits the engine's exit, and others may take the room meanwhile: look again.
    for (;;) {
      const raced = this.sessions.get(key);
      if (raced) {
        raced.claims++;
        return ok(raced);
      }
      const own = [...this.sessions.values()].filter((s) => s.client === client);
      if (own.length >= this.perClient) {
        const idle = leastRecent(own);
        if (!idle) {
          return fail(
            429,
            'too-many-sessions',
            `at most ${this.perClient} engine games per client, all busy; try again later`,
          );
        }
        await this.drop(idle);
        continue;
      }
      if (this.sessions.size >= this.maxSessions) {
        const idle = leastRecent([...this.sessions.values()]);
        if (!idle) {
          return fail(
            503,
            'too-many-sessions',
            `${this.maxSessions} engine games are running on this server; try again later`,
          );
        }
        await this.drop(idle);
        continue;
      }
      break;
    }
    if (this.closed) return fail(503, 'closing', 'the server is shutting down');
    const started = GtpProcess.start(spec.command, {
      timeoutMs: spec.timeoutMs,
      ...(spec.thread ? { thread: spec.thread } : {}),
    });
    if (!started.ok) return fail(502, 'engine-failed', started.error.message);
    const session: Session = {
      key,
      client,
      process: started.value,
      player: new GtpPlayer(started.value),
      turns: new Turns(),
      claims: 1,
      lastUsed: Date.now(),
      idle: undefined,
      level: undefined,
      rules: undefined,
      time: undefined,
    };
    this.sessions.set(key, session);
    return ok(session);
  }

  /** Arms the idle timer of a session nobody waits for. */
  private idleLater(s: Session): void {
    if (this.sessions.get(s.key) !== s || s.idle || s.turns.load > 0 || s.claims > 0) return;
    s.idle = setTimeout(() => void this.drop(s), this.idleMs);
    s.idle.unref();
  }

  /** Stops a session's engine at once, even mid-command (its client has gone). */
  private async kill(s: Session): Promise<void> {
    if (s.idle) clearTimeout(s.idle);
    s.idle = undefined;
    if (this.sessions.get(s.key) === s) this.sessions.delete(s.key);
    await s.process.kill();
  }

  private async play(
    s: Session,
    info: Extract<EngineInfo, { available: true }>,
    req: GenmoveRequest,
  ): Promise<Result<string, BridgeError>> {
    const engine = s.process;
    const known = s.player.gameSetup;
    let fresh =
      !known ||
      known.size !== req.size ||
      known.komi !== req.komi ||
      (known.handicap ?? []).join(' ') !== req.handicap.join(' ');
    if (s.rules !== req.rules && info.commands.includes('kgs-rules')) {
      const r = await engine.send('kgs-rules', [KGS_RULES[req.rules] ?? 'japanese']);
      if (!r.ok && r.error.reason !== 'refused') return this.engineFailed(s, r.error);
      fresh = true;
    }
    s.rules = req.rules;
    if (fresh) {
      const r = await s.player.newGame({ size: req.size, komi: req.komi, handicap: req.handicap });
      if (!r.ok) return this.engineFailed(s, r.error);
    }
    if (req.level !== undefined && info.levels && req.level !== s.level) {
      const r = await engine.send('level', [String(req.level)]);
      if (!r.ok && r.error.reason !== 'refused') return this.engineFailed(s, r.error);
      s.level = req.level;
    }
    const timed = await this.sendClock(s, info, req.time, fresh);
    if (!timed.ok) return this.engineFailed(s, timed.error);
    const synced = await s.player.syncTo(req.moves);
    if (!synced.ok) return this.engineFailed(s, synced.error);
    if (req.time && info.commands.includes('time_left')) {
      const left = await s.player.timeLeft(req.color, req.time.leftMs, req.time.stonesLeft);
      if (!left.ok) return this.engineFailed(s, left.error);
    }
    // A slow engine must not run the player's clock out unseen: wait until its flag falls.
    const waitMs = req.time ? Math.min(s.process.timeoutMs, waitBoundMs(req.time)) : undefined;
    const answer = await s.player.genmove(req.color, waitMs);
    if (!answer.ok) return this.engineFailed(s, answer.error);
    const move = answer.value;
    if (move === 'resign' || move === 'pass') return ok(move);
    if (!/^[a-hj-z]\d{1,2}$/.test(move)) {
      await this.drop(s);
      return fail(502, 'engine-error', `the engine answered "${move.slice(0, 40)}" to genmove`);
    }
    return ok(move.toUpperCase());
  }

  /**
   * `time_settings` when the control changed (or the board was set up again): the
   * request's control, or "no limits" once a clock is gone. Nothing for an engine
   * without the command, nor for a game that never had a clock.
   */
  private async sendClock(
    s: Session,
    info: Extract<EngineInfo, { available: true }>,
    time: GenmoveTime | undefined,
    fresh: boolean,
  ): Promise<Result<void, GtpControllerError>> {
    if (!info.commands.includes('time_settings')) return ok(undefined);
    const key = time ? `${time.mainMs} ${time.periodMs} ${time.stones}` : undefined;
    if (key === s.time && !(fresh && key !== undefined)) return ok(undefined);
    const r = await s.player.timeSettings(time);
    if (!r.ok) return r;
    s.time = key;
    return ok(undefined);
  }

  /** Maps a controller error; a dead or confused engine is dropped. */
  private async engineFailed(
    s: Session,
    e: SyncError | GtpControllerError,
  ): Promise<Result<never, BridgeError>> {
    if (e.reason === 'refused') {
      if ('move' in e) {
        return err({ status: 422, reason: 'illegal-move', message: e.message, move: e.move });
      }
      // Unsure what the engine holds now: the next request starts a fresh one.
      await this.drop(s);
      return fail(422, 'engine-refused', e.message);
    }
    await this.drop(s);
    if (e.reason === 'timeout') return fail(504, 'engine-timeout', e.message);
    return fail(502, e.reason === 'crashed' ? 'engine-crashed' : 'engine-error', e.message);
  }

  private async drop(s: Session): Promise<void> {
    if (s.idle) clearTimeout(s.idle);
    s.idle = undefined;
    if (this.sessions.get(s.key) === s) this.sessions.delete(s.key);
    await s.process.close(500);
  }

  /** Stops every engine process (sessions and probes). */
  async close(): Promise<void> {
    this.closed = true;
    const all = [...this.sessions.values()];
    await Promise.all([
      // An engine thinking would hear `quit` only after its move: stop it now.
      ...all.map((s) => (s.turns.load > 0 ? this.kill(s) : this.drop(s))),
      ...[...this.probing].map((p) => p.close(200)),
    ]);
  }
}
