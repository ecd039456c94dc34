/**
 * The AI worker as a hook: `ask(request, onMove)` posts the game so far; replies to
 * older requests are ignored; the worker (and its solved 4×4 table) lives as long
 * as the page.
 *
 * @example
 * ```tsx
 * const ai = useAi();
 * ai.ask({ options, moves, level: 3 }, (move) => play(move));
 * ai.status; // 'idle' | 'preparing' | 'thinking' | 'error'
 * ```
 */
import type { ChongziMove, ChongziOptions } from '@qipan/chongzi';
import type { AiLevel } from '@qipan/chongzi/ai';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AiReply, AiRequest } from './ai.worker.js';

export type AiStatus = 'idle' | 'preparing' | 'thinking' | 'error';

export interface AiControl {
  readonly status: AiStatus;
  readonly error: string | undefined;
  ask(
    request: {
      readonly options: ChongziOptions;
      readonly moves: readonly ChongziMove[];
      readonly level: AiLevel;
    },
    onMove: (move: ChongziMove) => void,
  ): void;
  cancel(): void;
}

export function useAi(): AiControl {
  const [status, setStatus] = useState<AiStatus>('idle');
  const [error, setError] = useState<string | undefined>(undefined);
  const worker = useRef<Worker | null>(null);
  const current = useRef<{ id: number; onMove: (m: ChongziMove) => void } | null>(null);
  const nextId = useRef(1);

  const ensureWorker = useCallback((): Worker => {
    if (worker.current) return worker.current;
    const w = new Worker(new URL('./ai.worker.ts', import.meta.url), {
      type: 'module',
      name: 'qipan-chongzi-ai',
    });
    w.onmessage = (e: MessageEvent<AiReply>) => {
      const reply = e.data;
      const c = current.current;
      if (!c || c.id !== reply.id) return;
      if (reply.kind === 'preparing') {
        setStatus('preparing');
        return;
      }
      current.current = null;
      if (reply.kind === 'error') {
        setError(reply.message);
        setStatus('error');
        return;
      }
      setStatus('idle');
      c.onMove(reply.move);
    };
    w.onerror = (e: ErrorEvent) => {
      e.preventDefault();
      current.current = null;
      worker.current?.terminate();
      worker.current = null;
      setError(e.message || 'the AI worker failed');
      setStatus('error');
    };
    worker.current = w;
    return w;
  }, []);

  const ask = useCallback<AiControl['ask']>(
    (request, onMove) => {
      const id = nextId.current++;
      current.current = { id, onMove };
      setError(undefined);
      setStatus('thinking');
      ensureWorker().postMessage({
        id,
        options: request.options,
        moves: request.moves,
        level: request.level,
        seed: id * 7919,
      } satisfies AiRequest);
    },
    [ensureWorker],
  );

  const cancel = useCallback(() => {
    current.current = null;
    setStatus('idle');
  }, []);

  useEffect(
    () => () => {
      worker.current?.terminate();
      worker.current = null;
    },
    [],
  );

  return { status, error, ask, cancel };
}
