/**
 * A small promise API over the AI worker: ask for a move, hear a provisional one
 * early (Gomoku), cancel, or take the provisional move now. One request at a time:
 * a new request, or `cancel()`, ends the previous one (its promise rejects with
 * {@link AiCancelled}). The worker is kept between requests (Chongzi's solved table
 * survives) and replaced after a cancel.
 *
 * @example
 * ```ts
 * import { createAiClient, requestFromMatch, parseAiMove } from './client.js';
 * const ai = createAiClient();
 * const answer = await ai.requestAiMove(requestFromMatch(match, 3, 800), (m) => (provisional = m));
 * const move = parseAiMove(match, answer.move); // Result<M, IllegalMove>
 * ai.cancel(); // e.g. when the player undoes while the AI thinks
 * ```
 */
import type { IllegalMove, Result } from '@qipan/core';
import type { AnyMatch, GameId, Match } from '@qipan/match';
import { toNotation } from '@qipan/match';
import type { AiReply, AiRequest } from './protocol.js';

/** A request without its id (the client numbers them). */
export type AiMoveRequest = Omit<AiRequest, 'id'>;

export interface AiMoveAnswer {
  /** The move in the game's notation; read it with {@link parseAiMove}. */
  readonly move: string;
  readonly detail: string;
  /** True when "move now" answered with the provisional move. */
  readonly provisional: boolean;
}

/** The rejection of a request that was cancelled or replaced by a newer one. */
export class AiCancelled extends Error {
  constructor() {
    super('the AI request was cancelled');
    this.name = 'AiCancelled';
  }
}

/** What the client needs of a worker (a real `Worker`, or a fake in tests). */
export interface WorkerLike {
  onmessage: ((e: MessageEvent<AiReply>) => void) | null;
  onerror: ((e: ErrorEvent) => void) | null;
  postMessage(message: AiRequest): void;
  terminate(): void;
}

export interface AiListeners {
  /** A quick move to play if the player presses "move now". */
  provisional?(move: string, detail: string): void;
  /** The AI builds something slow first (Chongzi's 4×4 table). */
  preparing?(): void;
}

export interface AiClient {
  requestAiMove(
    req: AiMoveRequest,
    onProvisional?: AiListeners['provisional'],
    listeners?: AiListeners,
  ): Promise<AiMoveAnswer>;
  /** Ends the pending request (its promise rejects with {@link AiCancelled}). */
  cancel(): void;
  /** Resolves the pending request with its provisional move; false when there is none. */
  moveNow(): boolean;
  /** Whether a request is pending. */
  busy(): boolean;
  /** Ends the pending request and the worker. */
  dispose(): void;
}

const defaultWorker = (): WorkerLike =>
  new Worker(new URL('./ai.worker.ts', import.meta.url), {
    type: 'module',
    name: 'qipan-ai',
  }) as unknown as WorkerLike;

interface Pending {
  readonly id: number;
  readonly resolve: (a: AiMoveAnswer) => void;
  readonly reject: (e: Error) => void;
  readonly listeners: AiListeners;
  provisional?: { move: string; detail: string };
}

export function createAiClient(makeWorker: () => WorkerLike = defaultWorker): AiClient {
  let worker: WorkerLike | undefined;
  let pending: Pending | undefined;
  let nextId = 1;

  const drop = (): void => {
    worker?.terminate();
    worker = undefined;
  };
  const settle = (): Pending | undefined => {
    const p = pending;
    pending = undefined;
    return p;
  };
  const ensure = (): WorkerLike => {
    if (worker) return worker;
    const w = makeWorker();
    w.onmessage = (e) => {
      const reply = e.data;
      const p = pending;
      if (!p || reply.id !== p.id) return; // an answer to a request that was replaced
      if (reply.kind === 'preparing') p.listeners.preparing?.();
      else if (reply.kind === 'provisional') {
        p.provisional = { move: reply.move, detail: reply.detail };
        p.listeners.provisional?.(reply.move, reply.detail);
      } else if (reply.kind === 'final') {
        settle()?.resolve({ move: reply.move, detail: reply.detail, provisional: false });
      } else if (reply.kind === 'error') settle()?.reject(new Error(reply.message));
    };
    w.onerror = (e) => {
      e.preventDefault();
      drop();
      settle()?.reject(new Error(e.message || 'the AI worker failed'));
    };
    worker = w;
    return w;
  };
  const cancel = (): void => {
    const p = settle();
    if (!p) return;
    drop(); // the worker may be deep in a search: start afresh next time
    p.reject(new AiCancelled());
  };

  return {
    requestAiMove(req, onProvisional, listeners = {}) {
      cancel();
      const id = nextId++;
      return new Promise<AiMoveAnswer>((resolve, reject) => {
        pending = {
          id,
          resolve,
          reject,
          listeners: onProvisional ? { ...listeners, provisional: onProvisional } : listeners,
        };
        ensure().postMessage({ ...req, id });
      });
    },
    cancel,
    moveNow() {
      const p = pending;
      if (!p?.provisional) return false;
      settle();
      drop();
      p.resolve({ ...p.provisional, provisional: true });
      return true;
    },
    busy: () => pending !== undefined,
    dispose() {
      cancel();
      drop();
    },
  };
}

/** The request for the side to act in `match`: its moves written in the game's notation. */
export function requestFromMatch(
  match: AnyMatch,
  level: number,
  timeMs: number,
  seed?: number,
): AiMoveRequest {
  const game: GameId = match.game.id;
  return {
    game,
    options: match.options,
    moves: toNotation(match),
    level,
    timeMs,
    ...(seed === undefined ? {} : { seed }),
  };
}

/** Reads the AI's answer as a move of the match's game (at the match's position). */
export function parseAiMove<S, M, O>(match: Match<S, M, O>, text: string): Result<M, IllegalMove> {
  return match.game.definition.parseMove(text, match.state);
}
