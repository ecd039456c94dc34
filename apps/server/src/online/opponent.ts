/**
 * A server engine playing one seat of an online Go game. After every change the hub
 * calls {@link EngineOpponent.follow}: when the engine is to move it asks the bridge
 * for a move (outside the game's queue, so the human can still resign or undo while
 * it thinks; the snapshot says `thinking`), then applies the answer through the same
 * path as a person's move, unless the game moved on meanwhile (then the answer is
 * dropped and the engine looks again).
 *
 * The engine also answers for its seat: it declines draw offers, and in the scoring
 * phase it accepts the dead stones once the person has accepted them (the person
 * marks; the engine does not argue). An undo request of the person is granted by
 * the match itself (the opponent is not `remote`).
 *
 * Failures: while every engine process of the server is busy (503) the request waits
 * and is sent again. A refused, failed or illegal answer is reported to every socket
 * as an `error` with code `unavailable` and asked once more. If the second try fails too,
 * the game ends without blaming the person: aborted while still abortable, else won
 * by the person with reason `abandon` (the engine left the game).
 *
 * @example
 * ```ts
 * const opponent = new EngineOpponent(hub, bridge);
 * opponent.follow(live); // starts thinking if the engine is to move
 * ```
 */
import { err, opposite, type Color, type Result } from '@qipan/core';
import type { BridgeError } from '../engines/bridge.js';
import type { GenmoveRequest } from '../engines/request.js';
import { abortable, turn, type Action } from '@qipan/match';
import { genmoveRequest, type OnlineEngines } from './engine.js';
import type { LiveGame } from './game.js';
import type { OpponentHost } from './host.js';
import { moveText } from './live.js';

/** How many times the engine is asked for one move before the game ends. */
export const ENGINE_TRIES = 2;
/** How many times a request waits for a busy engine (503) before that counts as a failure. */
export const BUSY_RETRIES = 15;

export class EngineOpponent {
  /** Games whose engine is being asked now. */
  private readonly busy = new Set<string>();

  constructor(
    private readonly host: OpponentHost,
    private readonly engines: OnlineEngines,
    /** The wait before asking a busy engine again. */
    private readonly busyDelayMs = 2000,
  ) {}

  /** The engine with this id, if the server has it. */
  spec(id: string): { id: string; name: string } | undefined {
    return this.engines.specs.find((s) => s.id === id);
  }

  /** Lets the engine act if it is its turn (or its answer is awaited). */
  follow(live: LiveGame): void {
    const m = live.match;
    if (this.host.isClosed || m.result || this.busy.has(live.id)) return;
    if (live.summary.status !== 'playing') return;
    const color = (['black', 'white'] as const).find((c) => m.seats[c].kind === 'engine');
    if (color === undefined) return;
    if (m.scoring) {
      if (!m.scoring.accepted[color] && m.scoring.accepted[opposite(color)])
        this.host.commitUnlessMoved(live, { type: 'accept-score', color });
      return;
    }
    if (m.pending?.kind === 'draw' && m.pending.by !== color) {
      this.host.commitUnlessMoved(live, { type: 'answer-draw', color, accept: false });
      return;
    }
    if (turn(m) !== color) return;
    this.busy.add(live.id);
    this.think(live, color)
      .catch((e: unknown) => this.host.log(`online: engine of ${live.id}: ${String(e)}`))
      .finally(() => {
        this.busy.delete(live.id);
        if (live.thinking === color) live.think(undefined);
        // The game may have moved on while the engine thought: look again.
        this.follow(live);
      });
  }

  private async think(live: LiveGame, color: Color): Promise<void> {
    const seat = live.match.seats[color];
    if (seat.kind !== 'engine') return;
    live.think(color);
    live.broadcastState(this.host.now());
    for (let attempt = 1; attempt <= ENGINE_TRIES; attempt++) {
      const seq = live.seq;
      const request = genmoveRequest(live, color, seat.level, this.host.now());
      const answer = await this.ask(seat.id, request);
      const outcome = await this.host.serial(live, async (): Promise<string> => {
        if (this.host.isClosed) return 'stale';
        if (live.seq !== seq || live.match.result || turn(live.match) !== color) return 'stale';
        if (!answer.ok) return answer.error.message;
        live.think(undefined);
        const r = await this.play(live, color, answer.value);
        if (r === 'done') return r;
        live.think(color);
        return r;
      });
      if (outcome === 'done') return;
      if (outcome === 'stale') {
        live.think(undefined);
        if (!this.host.isClosed) live.broadcastState(this.host.now());
        return;
      }
      const again = attempt < ENGINE_TRIES ? '; asking again' : '';
      live.emit({
        type: 'notice',
        error: 'unavailable',
        message: `${seat.name ?? seat.id} failed: ${outcome}${again}`,
      });
    }
    await this.host.serial(live, async () => {
      live.think(undefined);
      if (live.match.result) return;
      const person = opposite(color);
      const end: Action<unknown> = abortable(live.match)
        ? { type: 'abort', color: person }
        : { type: 'claim-abandon', color: person };
      const r = await this.host.commit(live, end, end);
      if (!r.ok) live.broadcastState(this.host.now());
    });
  }

  /**
   * The engine's answer. While the server's engines are all busy (503), the request
   * waits and tries again (up to {@link BUSY_RETRIES} times) instead of failing.
   */
  private async ask(
    engineId: string,
    request: GenmoveRequest,
  ): Promise<Result<string, { message: string }>> {
    for (let busy = 0; ; busy++) {
      let answer: Result<string, BridgeError>;
      try {
        answer = await this.engines.genmove(engineId, request);
      } catch (e) {
        return err({ message: String(e) });
      }
      if (answer.ok || answer.error.status !== 503 || busy >= BUSY_RETRIES || this.host.isClosed)
        return answer;
      await new Promise((resolve) => setTimeout(resolve, this.busyDelayMs).unref());
    }
  }

  /** Applies the engine's answer (`resign`, `pass` or a vertex): 'done' or why not. */
  private async play(live: LiveGame, color: Color, answer: string): Promise<string> {
    const m = live.match;
    if (answer === 'resign') {
      const a = { type: 'resign', color } as const;
      const r = await this.host.commit(live, a, a);
      return r.ok ? 'done' : r.error.message;
    }
    const parsed = m.game.definition.parseMove(answer, m.state);
    if (!parsed.ok) return `answered "${answer}": ${parsed.error.message}`;
    const text = moveText(m, parsed.value);
    const r = await this.host.commit(
      live,
      { type: 'move', move: parsed.value },
      { type: 'move', move: text },
    );
    return r.ok ? 'done' : `played ${text}: ${r.error.message}`;
  }
}
