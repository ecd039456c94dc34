/**
 * One engine seen from the referee: game set-up, and keeping its board in sync by
 * replaying the game. The player remembers the moves the engine knows; when they are
 * a prefix of the game only the new moves are sent, otherwise the board is cleared
 * and the whole game replayed (after an `undo` elsewhere, or a restart).
 *
 * @example
 * ```ts
 * import { GtpPlayer, GtpProcess } from '@qipan/engine-process';
 * const p = GtpProcess.start('/usr/games/gnugo --mode gtp');
 * if (p.ok) {
 *   const player = new GtpPlayer(p.value);
 *   await player.newGame({ size: 9, komi: 7 });
 *   await player.syncTo([{ color: 'black', vertex: 'E5' }]);
 *   const r = await player.genmove('white', 10_000); // ok('D3') or an error value
 * }
 * ```
 */
import { err, ok, type Color, type Result } from '@qipan/core';
import type { GtpControllerError, GtpProcess } from './gtp-process.js';

export interface PlayedMove {
  readonly color: Color;
  /** A GTP vertex (`D4`) or `pass`. */
  readonly vertex: string;
}

export interface GameSetup {
  readonly size: number;
  readonly komi: number;
  /** Black stones placed before the first move (sent with `set_free_handicap`). */
  readonly handicap?: readonly string[];
  /** Seconds per move, sent as `time_settings 0 S 1` (refusals ignored). */
  readonly secondsPerMove?: number;
}

/** A time control as GTP v2 says it (`time_settings main_time byo_yomi_time byo_yomi_stones`). */
export interface GtpTimeSettings {
  /** Main time; 0 for none. */
  readonly mainMs: number;
  /** The overtime period (byo-yomi) or block (Canadian); 0 for no overtime. */
  readonly periodMs: number;
  /** Stones to play in each period (1 for byo-yomi); 0 with no overtime. */
  readonly stones: number;
}

/** Whole seconds for GTP: rounded down, but a positive time is never said as 0. */
export const gtpSeconds = (ms: number): number => (ms > 0 ? Math.max(1, Math.floor(ms / 1000)) : 0);

/** `D4` upper-case, `pass` lower-case, as the referee writes them. */
export const normalVertex = (v: string): string =>
  v.toLowerCase() === 'pass' ? 'pass' : v.toUpperCase();

/** A refused `play` while syncing names the move (index into the synced list). */
export type SyncError = GtpControllerError | (GtpControllerError & { readonly move: number });

export class GtpPlayer {
  private known: PlayedMove[] = [];
  private setup: GameSetup | undefined;

  constructor(readonly engine: GtpProcess) {}

  /** Board size, empty board, handicap stones, komi and time settings. */
  async newGame(setup: GameSetup): Promise<Result<void, GtpControllerError>> {
    this.setup = setup;
    this.known = [];
    const size = await this.engine.send('boardsize', [String(setup.size)]);
    if (!size.ok) return size;
    const cleared = await this.clear();
    if (!cleared.ok) return cleared;
    const komi = await this.engine.send('komi', [String(setup.komi)]);
    if (!komi.ok) return komi;
    if (setup.secondsPerMove !== undefined) {
      const t = await this.engine.send('time_settings', ['0', String(setup.secondsPerMove), '1']);
      if (!t.ok && t.error.reason !== 'refused') return t;
    }
    return ok(undefined);
  }

  /** `clear_board`, then the handicap stones of the set-up again. */
  private async clear(): Promise<Result<void, GtpControllerError>> {
    const cleared = await this.engine.send('clear_board');
    if (!cleared.ok) return cleared;
    const stones = this.setup?.handicap ?? [];
    if (stones.length === 0) return ok(undefined);
    const placed = await this.engine.send('set_free_handicap', [...stones]);
    if (!placed.ok && placed.error.reason === 'refused') {
      return err({
        reason: 'refused',
        message: `set_free_handicap ${stones.join(' ')}: ${placed.error.message}`,
      });
    }
    return placed.ok ? ok(undefined) : placed;
  }

  /** Brings the engine's board to `moves` (sending only what it lacks when possible). */
  async syncTo(moves: readonly PlayedMove[]): Promise<Result<void, SyncError>> {
    const isPrefix =
      this.known.length <= moves.length &&
      this.known.every(
        (m, i) => m.color === moves[i]?.color && m.vertex === normalVertex(moves[i]?.vertex ?? ''),
      );
    if (!isPrefix) {
      const cleared = await this.clear();
      if (!cleared.ok) return cleared;
      this.known = [];
    }
    for (let i = this.known.length; i < moves.length; i++) {
      const m = moves[i] as PlayedMove;
      const r = await this.engine.send('play', [m.color, m.vertex]);
      if (!r.ok) {
        // Unsure what the engine holds now: replay from scratch next time.
        this.known = [{ color: m.color, vertex: '?' }];
        return r.error.reason === 'refused'
          ? err({
              reason: 'refused',
              message: `play ${m.color} ${m.vertex}: ${r.error.message}`,
              move: i,
            })
          : r;
      }
      this.known.push({ color: m.color, vertex: normalVertex(m.vertex) });
    }
    return ok(undefined);
  }

  /**
   * `time_settings` in whole seconds; `undefined` lifts every limit (`0 1 0`, the GTP
   * spelling of "no time limits"). A refusal is `ok(false)`: the engine plays untimed.
   */
  async timeSettings(t: GtpTimeSettings | undefined): Promise<Result<boolean, GtpControllerError>> {
    const args = t
      ? [gtpSeconds(t.mainMs), gtpSeconds(t.periodMs), t.periodMs > 0 ? t.stones : 0]
      : [0, 1, 0];
    return this.accepted(await this.engine.send('time_settings', args.map(String)));
  }

  /**
   * `time_left color seconds stones`: `stones` is 0 in main time, else the stones still
   * to play in the current period. A refusal is `ok(false)`.
   */
  async timeLeft(
    color: Color,
    leftMs: number,
    stones: number,
  ): Promise<Result<boolean, GtpControllerError>> {
    const args = [color, String(gtpSeconds(leftMs)), String(stones)];
    return this.accepted(await this.engine.send('time_left', args));
  }

  private accepted(r: Result<string, GtpControllerError>): Result<boolean, GtpControllerError> {
    if (r.ok) return ok(true);
    return r.error.reason === 'refused' ? ok(false) : r;
  }

  /**
   * Asks for a move; the engine's answer (`D4`, `pass`, `resign`), lower-cased. With
   * `cleanup`, the move is one of KGS's cleanup phase (`kgs-genmove_cleanup`: the
   * engine does not pass while stones it calls dead are on the board); an engine that
   * refuses that command is asked `genmove` instead.
   */
  async genmove(
    color: Color,
    timeoutMs?: number,
    cleanup = false,
  ): Promise<Result<string, GtpControllerError>> {
    let r = cleanup ? await this.engine.send('kgs-genmove_cleanup', [color], timeoutMs) : undefined;
    if (r === undefined || (!r.ok && r.error.reason === 'refused'))
      r = await this.engine.send('genmove', [color], timeoutMs);
    if (!r.ok) return r;
    const answer = r.value.trim().toLowerCase();
    if (answer !== 'resign') this.known.push({ color, vertex: normalVertex(answer) });
    return ok(answer);
  }

  /** `final_status_list dead` as vertices (undefined when the engine cannot tell). */
  async deadStones(): Promise<string[] | undefined> {
    const r = await this.engine.send('final_status_list', ['dead']);
    if (!r.ok) return undefined;
    return r.value
      .split(/\s+/)
      .map((v) => v.toLowerCase())
      .filter((v) => v !== '');
  }

  get gameSetup(): GameSetup | undefined {
    return this.setup;
  }
}
