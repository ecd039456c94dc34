/**
 * The Gomoku AI for the match controller: one worker per question (`ai.worker.ts`),
 * which sends a provisional move early and the final one at the deadline; "Move
 * now" takes the provisional move, or asks again with a 60 ms budget.
 *
 * @example
 * ```ts
 * const engine = gomokuAi();
 * const job = engine.ask({ match, level: 3, timeMs: 1000 }, { move, error });
 * ```
 */
import type { AiLevel, GomokuMove, GomokuOptions, GomokuState } from '@qipan/gomoku';
import type { AiEngine, AiJob, AiListener } from '../match/ai.js';
import type { AiReply, AiRequest } from './ai.worker.js';

const QUICK_MS = 60;

function run(
  state: GomokuState,
  level: AiLevel,
  timeMs: number,
  listener: AiListener<GomokuMove>,
  track: (w: Worker | undefined) => void,
): AiJob {
  const worker = new Worker(new URL('./ai.worker.ts', import.meta.url), {
    type: 'module',
    name: 'qipan-gomoku-ai',
  });
  track(worker);
  let provisional: GomokuMove | undefined;
  let done = false;
  let again: AiJob | undefined;
  const stop = (): void => {
    done = true;
    worker.terminate();
    track(undefined);
  };
  worker.onmessage = (e: MessageEvent<AiReply>) => {
    if (done) return;
    const reply = e.data;
    if (reply.kind === 'provisional') {
      provisional = reply.move;
      return;
    }
    stop();
    if (reply.kind === 'error') listener.error(reply.message);
    else listener.move(reply.move);
  };
  worker.onerror = (e: ErrorEvent) => {
    e.preventDefault();
    if (done) return;
    stop();
    listener.error(e.message || 'the AI worker failed');
  };
  worker.postMessage({ id: 1, state, level, timeMs } satisfies AiRequest);
  return {
    cancel() {
      stop();
      again?.cancel();
    },
    moveNow() {
      if (done) return;
      stop();
      if (provisional) listener.move(provisional);
      else again = run(state, level, QUICK_MS, listener, track);
    },
  };
}

export function gomokuAi(): AiEngine<GomokuState, GomokuMove, GomokuOptions> {
  let current: Worker | undefined;
  return {
    ask({ match, level, timeMs }, listener) {
      const l = Math.max(1, Math.min(5, Math.round(level))) as AiLevel;
      return run(match.state, l, timeMs, listener, (w) => (current = w));
    },
    dispose() {
      current?.terminate();
      current = undefined;
    },
  };
}
