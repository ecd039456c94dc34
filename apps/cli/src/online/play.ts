/**
 * One engine playing one seat of an online game through the HTTP API: follow
 * `GET /api/games/:id/stream`, and on the seat's turn ask the engine and `POST
 * /moves` with the seat token and the ply. A dropped stream is reopened (the server
 * restarted); the first event after that, the whole game, resyncs.
 *
 * @example
 * ```ts
 * import { GameApi } from './api.js';
 * import { playSeat } from './play.js';
 * const end = await playSeat({
 *   api: new GameApi('http://127.0.0.1:3000'), id: 'Ab3dE5gH7k', token, me: 'white',
 *   engine, say: console.log, // engine: from startEngine()
 * });
 * end.kind; // 'ended' (end.outcome), 'failed' (end.message) or 'interrupted'
 * ```
 */
import { opposite, type Color } from '@qipan/core';
import type { GameView, Outcome, StreamEvent } from '@qipan/protocol';
import { describeApiError, type GameApi } from './api.js';
import type { OnlineEngine } from './engines.js';
import { isFinished } from './rules.js';

export interface SeatOptions {
  readonly api: GameApi;
  readonly id: string;
  readonly token: string;
  readonly me: Color;
  /** Started for this game; the caller stops it (and kills it when `signal` aborts). */
  readonly engine: OnlineEngine;
  /** One line of progress (a move, a reconnection). */
  readonly say: (line: string) => void;
  /** Aborting (Ctrl-C) leaves the game at once, the seat kept. */
  readonly signal?: AbortSignal;
  /** How long the server may stay unreachable before giving up (default 60 s). */
  readonly reconnectForMs?: number;
}

export type SeatEnd =
  | { readonly kind: 'ended'; readonly outcome: Outcome }
  /** The engine failed or played an illegal move (the game was resigned), or the server is gone. */
  | { readonly kind: 'failed'; readonly message: string }
  | { readonly kind: 'interrupted' };

/** `black wins (five)`, `draw (timeout-draw)`, `no winner (aborted)`. */
export function describeOutcome(o: Outcome): string {
  const score = o.score ? `, ${o.score.black} to ${o.score.white}` : '';
  if (o.winner !== undefined) return `${o.winner} wins (${o.reason}${score})`;
  return `${o.reason === 'aborted' ? 'no winner' : 'draw'} (${o.reason}${score})`;
}

const sleep = (ms: number, signal?: AbortSignal): Promise<void> =>
  new Promise((resolve) => {
    const t = setTimeout(done, ms);
    function done(): void {
      clearTimeout(t);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done);
  });

/** Plays the seat until the game ends, the engine fails, or `signal` aborts. */
export async function playSeat(o: SeatOptions): Promise<SeatEnd> {
  const { api, id, token, me, engine, say, signal } = o;
  let view: GameView | undefined;
  /** Why the stream was last lost (for the message when the server stays away). */
  let lastProblem = '';
  /** A position the server refused a move in (Go's scoring phase): not asked again. */
  let refusedAt: string | undefined;

  /** Resigns after a failure of ours; the failure is what is reported (unless the game had ended). */
  const resignFor = async (message: string): Promise<SeatEnd> => {
    const now = await api.game(id);
    if (now.ok && now.value.status === 'ended' && now.value.outcome)
      return { kind: 'ended', outcome: now.value.outcome };
    const r = await api.resign(id, token);
    const also = r.ok ? 'resigned the game' : `could not resign: ${describeApiError(r.error)}`;
    return { kind: 'failed', message: `${message}; ${also}` };
  };

  /** After each event: the engine's move when it is our turn; an end when the game must stop. */
  const maybeMove = async (v: GameView): Promise<SeatEnd | 'reconnect' | undefined> => {
    if (v.status !== 'playing' || v.turn !== me) return undefined;
    const key = v.moves.join(' ');
    if (refusedAt === key) return undefined;
    if (v.game === 'go' && v.moves.length >= 2 && v.moves.slice(-2).every((m) => m === 'pass')) {
      refusedAt = key;
      say('both sides passed: the dead stones are marked on the game page; waiting for the end');
      return undefined;
    }
    // The move that ended the game comes before the `end` event: wait for it.
    if (isFinished(v.game, v.options, v.moves)) return undefined;
    const answer = await engine.think({
      moves: v.moves,
      me,
      ...(v.clock === undefined ? {} : { clock: v.clock }),
    });
    if (signal?.aborted) return { kind: 'interrupted' };
    if (!answer.ok) return resignFor(`the engine failed: ${answer.error}`);
    if (answer.value === 'resign') {
      say(`${me} resigns (the engine's choice)`);
      const r = await api.resign(id, token);
      if (!r.ok) return { kind: 'failed', message: `cannot resign: ${describeApiError(r.error)}` };
      return undefined; // the stream brings the end
    }
    const r = await api.move(id, token, answer.value, v.moves.length);
    if (r.ok) return undefined; // the stream brings the move
    const e = r.error;
    if (e.kind === 'unreachable') {
      // The server went away (a restart?): reconnect, resync, and think again.
      lastProblem = describeApiError(e);
      return 'reconnect';
    }
    if (e.kind !== 'refused') return { kind: 'failed', message: describeApiError(e) };
    switch (e.error) {
      case 'illegal':
        return resignFor(
          `the engine played ${answer.value}, illegal here (${e.reason ?? e.message})`,
        );
      case 'stale-ply':
      case 'not-your-turn':
      case 'game-over':
        return undefined; // the game moved on meanwhile: the stream says how
      case 'refused':
        refusedAt = key;
        say(`the server refused ${answer.value}: ${e.message}`);
        return undefined;
      default:
        return {
          kind: 'failed',
          message: `the server refused ${answer.value}: ${describeApiError(e)}`,
        };
    }
  };

  const apply = (e: StreamEvent): GameView | 'resync' => {
    if (e.type === 'game') return e.game;
    if (view === undefined) return 'resync';
    if (e.type === 'end') return { ...view, status: 'ended', outcome: e.outcome };
    if (e.ply !== view.moves.length + 1) return 'resync';
    say(`${e.ply}. ${e.by} ${e.move}`);
    return {
      ...view,
      moves: [...view.moves, e.move],
      turn: opposite(e.by),
      ...(e.clock === undefined ? {} : { clock: e.clock }),
    };
  };

  const giveUpAfter = o.reconnectForMs ?? 60_000;
  let downSince: number | undefined;
  while (!signal?.aborted) {
    for await (const event of api.stream(id, signal, token)) {
      if (!event.ok) {
        const e = event.error;
        if (e.kind === 'refused' && e.status < 500)
          return { kind: 'failed', message: describeApiError(e) };
        lastProblem = describeApiError(e);
        break;
      }
      downSince = undefined;
      let next = apply(event.value);
      if (next === 'resync') {
        const g = await api.game(id);
        if (!g.ok) {
          lastProblem = describeApiError(g.error);
          break;
        }
        next = g.value;
      }
      if (next.status === 'waiting' && view?.status !== 'waiting')
        say('waiting for an opponent to join');
      view = next;
      if (view.status === 'ended' && view.outcome) return { kind: 'ended', outcome: view.outcome };
      const end = await maybeMove(view);
      if (end === 'reconnect') break;
      if (end) return end;
    }
    if (signal?.aborted) break;
    // The stream closed without the end (a restart) or could not be opened: retry.
    const now = Date.now();
    downSince ??= now;
    if (now - downSince >= giveUpAfter)
      return { kind: 'failed', message: `lost the server: ${lastProblem || 'the stream closed'}` };
    // A stream cut once (an idle timeout, a restart) is reopened quietly; a server that stays away is said.
    if (now > downSince)
      say(`the game stream closed${lastProblem ? ` (${lastProblem})` : ''}: reconnecting`);
    lastProblem = '';
    await sleep(Math.min(5000, 250 + (now - downSince) / 2), signal);
  }
  return { kind: 'interrupted' };
}
