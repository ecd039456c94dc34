/**
 * The GTP engine bridge: the engines this server found (probed once, lazily), and one
 * engine process per client session, kept in sync by replaying the game before each
 * `genmove`. Failures come back as values with an HTTP status and a reason code; a
 * timed-out or crashed engine is dropped and the next request starts a fresh one.
 *
 * @example
 * ```ts
 * const bridge = new GoEngineBridge([gnugoSpec('/usr/games/gnugo')]);
 * await bridge.list(); // [{ id: 'gnugo', name: 'GNU Go', available: true, ... }]
 * const r = await bridge.genmove('gnugo', request); // ok('E5') | err({ status: 504, ... })
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
  /** Time limit of each start-up probe command (default 10 s, or the engine's own if longer). */
  readonly probeTimeoutMs?: number;
}

interface Session {
  readonly key: string;
  readonly process: GtpProcess;
  readonly player: GtpPlayer;
  lock: Promise<unknown>;
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

export class GoEngineBridge {
  private readonly infos = new Map<string, Promise<EngineInfo>>();
  private readonly sessions = new Map<string, Session>();
  private readonly probing = new Set<GtpProcess>();
  private readonly maxSessions: number;
  private readonly idleMs: number;
  private readonly probeTimeoutMs: number;
  private closed = false;

  constructor(
    readonly specs: readonly EngineSpec[],
    options: BridgeOptions = {},
  ) {
    this.maxSessions = options.maxSessions ?? 4;
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

  /** Syncs the session's engine to the request's game and asks for a move. */
  async genmove(engineId: string, req: GenmoveRequest): Promise<Result<string, BridgeError>> {
    const spec = this.specs.find((s) => s.id === engineId);
    if (!spec) return fail(404, 'unknown-engine', `no engine "${engineId}" on this server`);
    const info = await this.info(spec);
    if (!info.available) {
      return fail(503, 'engine-unavailable', `${spec.name} is unavailable: ${info.reason}`);
    }
    if (this.closed) return fail(503, 'closing', 'the server is shutting down');
    const key = `${engineId}/${req.session}`;
    let session = this.sessions.get(key);
    if (!session) {
      if (this.sessions.size >= this.maxSessions) {
        return fail(
          503,
          'too-many-sessions',
          `${this.maxSessions} engine games are running on this server; try again later`,
        );
      }
      const started = GtpProcess.start(spec.command, { timeoutMs: spec.timeoutMs });
      if (!started.ok) return fail(502, 'engine-failed', started.error.message);
      session = {
        key,
        process: started.value,
        player: new GtpPlayer(started.value),
        lock: Promise.resolve(),
        idle: undefined,
        level: undefined,
        rules: undefined,
        time: undefined,
      };
      this.sessions.set(key, session);
    }
    const s = session;
    if (s.idle) clearTimeout(s.idle);
    s.idle = undefined;
    const run = s.lock.then(() => this.play(s, info, req));
    s.lock = run.catch(() => undefined);
    const result = await run;
    if (this.sessions.get(key) === s && !s.idle) {
      s.idle = setTimeout(() => void this.drop(s), this.idleMs);
      s.idle.unref();
    }
    return result;
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
      ...all.map((s) => this.drop(s)),
      ...[...this.probing].map((p) => p.close(200)),
    ]);
  }
}
