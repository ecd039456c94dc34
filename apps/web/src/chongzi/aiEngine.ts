/**
 * The Chongzi AI for the match controller: one worker for the page (it keeps the
 * solved 4×4 table once built), asked with the game's options and moves; replies
 * to older questions are ignored.
 *
 * @example
 * ```ts
 * const engine = chongziAi();
 * const job = engine.ask({ match, level: 5, timeMs: 2000 }, { move, error, preparing });
 * ```
 */
import type { AiLevel, ChongziMove, ChongziOptions, ChongziState } from '@qipan/chongzi';
import { lineMoves } from '@qipan/match';
import type { AiEngine, AiListener } from '../match/ai.js';
import type { AiReply, AiRequest } from './ai.worker.js';

export function chongziAi(): AiEngine<ChongziState, ChongziMove, ChongziOptions> {
  let worker: Worker | undefined;
  let current: { id: number; listener: AiListener<ChongziMove> } | undefined;
  let nextId = 1;

  const ensure = (): Worker => {
    if (worker) return worker;
    const w = new Worker(new URL('./ai.worker.ts', import.meta.url), {
      type: 'module',
      name: 'qipan-chongzi-ai',
    });
    w.onmessage = (e: MessageEvent<AiReply>) => {
      const reply = e.data;
      const c = current;
      if (!c || c.id !== reply.id) return;
      if (reply.kind === 'preparing') {
        c.listener.preparing?.();
        return;
      }
      current = undefined;
      if (reply.kind === 'error') c.listener.error(reply.message);
      else c.listener.move(reply.move);
    };
    w.onerror = (e: ErrorEvent) => {
      e.preventDefault();
      const c = current;
      current = undefined;
      w.terminate();
      worker = undefined;
      c?.listener.error(e.message || 'the AI worker failed');
    };
    worker = w;
    return w;
  };

  return {
    ask({ match, level, timeMs }, listener) {
      const id = nextId++;
      current = { id, listener };
      const moves = lineMoves(match).flatMap((n) => (n.move ? [n.move] : []));
      ensure().postMessage({
        id,
        options: match.options,
        moves,
        level: Math.max(1, Math.min(5, Math.round(level))) as AiLevel,
        timeMs,
        seed: id * 7919,
      } satisfies AiRequest);
      return {
        cancel() {
          if (current?.id === id) current = undefined;
        },
      };
    },
    dispose() {
      worker?.terminate();
      worker = undefined;
      current = undefined;
    },
  };
}
