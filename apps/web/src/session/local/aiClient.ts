/**
 * The match controller's AI: one `AiEngine` over the app's AI worker client
 * (`ai/client.ts`, one protocol `{ game, options, moves, level, timeMs }` for every
 * game). "Move now" takes the provisional move, or asks again with a 60 ms budget
 * when there is none yet.
 *
 * @example
 * ```ts
 * const engine = matchAi();
 * const job = engine.ask({ match, level: 3, timeMs: 800 }, { move, error });
 * job.moveNow?.();
 * ```
 */
import { AiCancelled, createAiClient, parseAiMove, requestFromMatch } from '../../ai/client.js';
import type { AiAsk, AiEngine, AiJob, AiListener } from './ai.js';

const QUICK_MS = 60;

export function matchAi<S, M, O>(): AiEngine<S, M, O> {
  const client = createAiClient();
  let nextSeed = 1;

  const run = (req: AiAsk<S, M, O>, listener: AiListener<M>): AiJob => {
    let done = false;
    const { match, level, timeMs } = req;
    let request;
    try {
      request = requestFromMatch(match, level, timeMs, nextSeed++ * 7919);
    } catch (e) {
      listener.error(e instanceof Error ? e.message : String(e));
      return { cancel: () => undefined };
    }
    client.requestAiMove(request, undefined, { preparing: () => listener.preparing?.() }).then(
      (answer) => {
        if (done) return;
        done = true;
        const m = parseAiMove(match, answer.move);
        if (m.ok) listener.move(m.value);
        else listener.error(`the AI answered ${answer.move}: ${m.error.message}`);
      },
      (e: unknown) => {
        if (done || e instanceof AiCancelled) return;
        done = true;
        listener.error(e instanceof Error ? e.message : String(e));
      },
    );
    return {
      cancel() {
        if (done) return;
        done = true;
        client.cancel();
      },
      moveNow() {
        if (done || client.moveNow()) return;
        done = true;
        const again = run({ ...req, timeMs: QUICK_MS }, listener);
        this.cancel = () => again.cancel();
      },
    };
  };

  return { ask: run, dispose: () => client.dispose() };
}
