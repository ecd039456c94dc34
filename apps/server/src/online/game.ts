/**
 * One online game held in memory, and the only code that changes it: the stored setup
 * and summary, the match rebuilt from the log (its line: match, moves, epoch), the next
 * action's seq, and what only a live server knows (listeners, who is connected here and
 * on other instances, grace periods, a rematch offer, an engine thinking, the flag
 * timer, the queue of actions). Everything else reads it through getters and asks for a
 * change by name (`advanced`, `seated`, `listen`, `offerRematch`…), so each change keeps
 * the fields that go together consistent.
 *
 * @example
 * ```ts
 * const live = LiveGame.fromStore(await store.loadGame(id), Date.now(), console.warn);
 * if (live.ok) live.value.listen({ kind: 'socket', key: 'black', send }, Date.now(), 60_000);
 * ```
 */
import { ok, type Color, type Result } from '@qipan/core';
import type { AnyMatch } from '@qipan/match';
import type { ClockView, Outcome, Snapshot } from '@qipan/protocol';
import type { GameSummary, LoadedGame, StoredGame } from '../storage/types.js';
import type { PresenceCounts } from './cluster/fanout.js';
import { tokenMatches } from './ids.js';
import { replay, type Line } from './live.js';
import { snapshot } from './views.js';

/** Who watches a game: a socket (seated or spectator) or an HTTP stream. */
export interface Listener {
  readonly kind: 'socket' | 'stream';
  /** The stored seat the listener holds (sockets of players). */
  key: Color | undefined;
  send(event: HubEvent): void;
}

/** What the hub tells listeners. `state` carries a snapshot maker (memoised per `you`). */
export type HubEvent =
  | {
      readonly type: 'moved';
      readonly ply: number;
      readonly epoch: number;
      readonly move: string;
      readonly by: Color;
      readonly turn: Color;
      readonly clock?: ClockView;
    }
  | { readonly type: 'state'; readonly snapshot: (you: Color | 'spectator') => Snapshot }
  | { readonly type: 'presence'; readonly seats: Snapshot['seats']; readonly spectators: number }
  | { readonly type: 'rematch'; readonly id: string; readonly url: string }
  | { readonly type: 'notice'; readonly error: 'unavailable'; readonly message: string }
  | { readonly type: 'end'; readonly outcome: Outcome };

type PerSeat<T> = { black: T; white: T };
const KEYS = ['black', 'white'] as const;

/** Sockets count as presence (seat or spectator); a stream only when it holds a seat (a bot). */
const present = (l: Listener): boolean =>
  l.kind === 'socket' || (l.kind === 'stream' && l.key !== undefined);

export class LiveGame {
  readonly id: string;
  private storedGame: StoredGame;
  private summaryNow: GameSummary;
  private line: Line;
  private nextSeq: number;
  private readonly watchers = new Set<Listener>();
  private readonly open: PerSeat<number> = { black: 0, white: 0 };
  private readonly socketSeen: PerSeat<boolean> = { black: false, white: false };
  private readonly abandonAt: PerSeat<number | undefined> = {
    black: undefined,
    white: undefined,
  };
  private watching = 0;
  private readonly there = new Map<string, PresenceCounts>();
  private offer: Color | undefined;
  private declined = false;
  private engineThinking: Color | undefined;
  private flagTimer: unknown;
  private queue: Promise<unknown> = Promise.resolve();
  private touched: number;

  private constructor(
    stored: StoredGame,
    summary: GameSummary,
    line: Line,
    seq: number,
    nowMs: number,
    private readonly log: (message: string) => void,
  ) {
    this.id = stored.id;
    this.storedGame = stored;
    this.summaryNow = summary;
    this.line = line;
    this.nextSeq = seq;
    this.touched = nowMs;
  }

  /** A live game from what the store holds (its log replayed), or the action that does not replay. */
  static fromStore(
    loaded: LoadedGame,
    nowMs: number,
    log: (message: string) => void,
  ): Result<LiveGame, string> {
    const line = replay(loaded.game, loaded.actions);
    if (!line.ok) return line;
    return ok(
      new LiveGame(loaded.game, loaded.summary, line.value, loaded.actions.length, nowMs, log),
    );
  }

  // --- reading ------------------------------------------------------------------------

  get stored(): StoredGame {
    return this.storedGame;
  }
  get summary(): GameSummary {
    return this.summaryNow;
  }
  get match(): AnyMatch {
    return this.line.match;
  }
  /** The moves on the line in notation. */
  get moves(): readonly string[] {
    return this.line.moves;
  }
  /** Times moves were taken back. */
  get epoch(): number {
    return this.line.epoch;
  }
  /** The next action's seq (the number of actions in the log). */
  get seq(): number {
    return this.nextSeq;
  }
  get listeners(): ReadonlySet<Listener> {
    return this.watchers;
  }
  /** Open sockets (and seated streams) here, per stored seat. */
  get connected(): Readonly<PerSeat<number>> {
    return this.open;
  }
  /** Per stored seat: a WebSocket of its holder has been open since the game was loaded (else it plays through the HTTP API). */
  get seenSocket(): Readonly<PerSeat<boolean>> {
    return this.socketSeen;
  }
  /** Per stored seat: when the opponent may claim the game. */
  get abandonAtMs(): Readonly<PerSeat<number | undefined>> {
    return this.abandonAt;
  }
  /** Spectators here. */
  get spectators(): number {
    return this.watching;
  }
  /** What other instances (by id) said is connected to this game there. */
  get elsewhere(): ReadonlyMap<string, PresenceCounts> {
    return this.there;
  }
  get rematchOffer(): Color | undefined {
    return this.offer;
  }
  get rematchDeclined(): boolean {
    return this.declined;
  }
  /** The colour of the engine thinking now. */
  get thinking(): Color | undefined {
    return this.engineThinking;
  }
  get hasTimer(): boolean {
    return this.flagTimer !== undefined;
  }
  get touchedMs(): number {
    return this.touched;
  }

  /** The stored seat a token holds in the game. */
  seatOf(token: string | undefined): Color | undefined {
    if (token === undefined) return undefined;
    return KEYS.find((k) => {
      const s = this.storedGame.seats[k];
      return s.kind === 'person' && s.tokenHash !== undefined && tokenMatches(token, s.tokenHash);
    });
  }

  /** Whether the holder of stored seat `key` is connected, here or on another instance. */
  seatConnected(key: Color): boolean {
    if (this.open[key] > 0) return true;
    for (const counts of this.there.values()) if (counts[key] > 0) return true;
    return false;
  }

  /** Spectators here and on the other instances. */
  spectatorCount(): number {
    let n = this.watching;
    for (const counts of this.there.values()) n += counts.spectators;
    return n;
  }

  /** Who is connected here, as told to the other instances. */
  presenceHere(): PresenceCounts {
    return { black: this.open.black, white: this.open.white, spectators: this.watching };
  }

  private playing(): boolean {
    return this.summaryNow.status === 'playing' && !this.line.match.result;
  }

  // --- the log ------------------------------------------------------------------------

  /** Runs `fn` after every earlier action on the game. */
  queued<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.queue.then(fn);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** One more action of the log applied (committed here or read from the store). */
  advanced(line: Line, summary: GameSummary, atMs: number): void {
    this.line = line;
    this.nextSeq += 1;
    this.summaryNow = summary;
    this.touched = atMs;
    if (line.match.result) this.abandonAt.black = this.abandonAt.white = undefined;
  }

  /** Everything the store holds, read again (after a lost race): what only lives here stays. */
  replaced(fresh: LiveGame): void {
    this.storedGame = fresh.storedGame;
    this.summaryNow = fresh.summaryNow;
    this.line = fresh.line;
    this.nextSeq = fresh.nextSeq;
  }

  /** The setup and summary after a seat was taken (here or, read from the store, elsewhere). */
  seated(stored: StoredGame, summary: GameSummary): void {
    this.storedGame = stored;
    this.summaryNow = summary;
  }

  resummarised(summary: GameSummary): void {
    this.summaryNow = summary;
  }

  touch(nowMs: number): void {
    this.touched = nowMs;
  }

  // --- rematch ------------------------------------------------------------------------

  /** A rematch offer (`by`) or its refusal, made here or told by another instance. */
  rematchOffered(by: Color | undefined, declined: boolean): void {
    this.offer = by;
    this.declined = declined;
  }

  /** The rematch agreed (here or elsewhere): its id is on the summary; the offer is spent. */
  rematchAgreed(id: string): void {
    this.summaryNow = { ...this.summaryNow, rematchId: id };
    this.offer = undefined;
  }

  // --- the engine and the flag --------------------------------------------------------

  /** The engine playing `color` thinks now (undefined: it does not). */
  think(color: Color | undefined): void {
    this.engineThinking = color;
  }

  /** Keeps the flag timer's handle; returns the one it replaces. */
  swapTimer(handle: unknown): unknown {
    const before = this.flagTimer;
    this.flagTimer = handle;
    return before;
  }

  // --- presence -----------------------------------------------------------------------

  /**
   * After a game is loaded from the store nobody is connected yet: every player's grace
   * period starts now, and ends for each as they come back.
   */
  startGrace(nowMs: number, graceMs: number): void {
    if (!this.playing()) return;
    for (const key of KEYS) {
      const seat = this.storedGame.seats[key];
      if (seat.kind === 'person' && seat.tokenHash !== undefined && this.open[key] === 0)
        this.abandonAt[key] = nowMs + graceMs;
    }
  }

  /** Starts telling `l` about the game; true when it counts as presence (a socket, a seated stream). */
  listen(l: Listener, nowMs: number, graceMs: number): boolean {
    this.watchers.add(l);
    if (!present(l)) return false;
    this.count(l, +1, nowMs, graceMs);
    return true;
  }

  /** Stops telling `l`; true when presence changed. */
  unlisten(l: Listener, nowMs: number, graceMs: number): boolean {
    if (!this.watchers.delete(l)) return false;
    this.touched = nowMs;
    if (!present(l)) return false;
    this.count(l, -1, nowMs, graceMs);
    return true;
  }

  /** Moves a listener to another seat (or to the spectators); true when presence changed. */
  reseat(l: Listener, key: Color | undefined, nowMs: number, graceMs: number): boolean {
    if (l.key === key || !this.watchers.has(l)) {
      l.key = key;
      return false;
    }
    this.count(l, -1, nowMs, graceMs);
    l.key = key;
    this.count(l, +1, nowMs, graceMs);
    return true;
  }

  private count(l: Listener, delta: 1 | -1, nowMs: number, graceMs: number): void {
    const key = l.key;
    if (key === undefined) {
      this.watching = Math.max(0, this.watching + delta);
      return;
    }
    this.open[key] = Math.max(0, this.open[key] + delta);
    if (delta > 0) {
      this.abandonAt[key] = undefined;
      if (l.kind === 'socket') this.socketSeen[key] = true;
    } else if (!this.seatConnected(key) && this.playing()) this.abandonAt[key] = nowMs + graceMs;
  }

  /**
   * What instance `from` says is connected there: a seat connected anywhere is not
   * abandoned; one that was connected only there and is now gone everywhere starts its
   * grace period, as if its last socket had closed here.
   */
  heardFrom(from: string, counts: PresenceCounts, nowMs: number, graceMs: number): void {
    const before = { black: this.seatConnected('black'), white: this.seatConnected('white') };
    if (counts.black === 0 && counts.white === 0 && counts.spectators === 0)
      this.there.delete(from);
    else this.there.set(from, counts);
    for (const key of KEYS) {
      if (this.seatConnected(key)) this.abandonAt[key] = undefined;
      else if (before[key] && this.playing()) this.abandonAt[key] = nowMs + graceMs;
    }
  }

  // --- telling ------------------------------------------------------------------------

  emit(event: HubEvent): void {
    for (const l of this.watchers) {
      try {
        l.send(event);
      } catch (e) {
        this.log(`online: a listener of ${this.id} failed: ${String(e)}`);
      }
    }
  }

  /** Tells every listener the whole state (one snapshot per point of view). */
  broadcastState(nowMs: number): void {
    const made = new Map<string, Snapshot>();
    this.emit({
      type: 'state',
      snapshot: (you) => {
        let s = made.get(you);
        if (!s) {
          s = snapshot(this, you, nowMs);
          made.set(you, s);
        }
        return s;
      },
    });
  }
}
