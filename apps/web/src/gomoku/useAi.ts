/**
 * Runs the gomoku AI in a Web Worker: `think(state)` starts it, `moveNow()` takes
 * the provisional answer (or restarts with a 60 ms budget when there is none
 * yet), `cancel()` stops it. The answer arrives through `onMove` together with
 * the state it was asked for, so a stale answer can be ignored.
 *
 * @example
 * ```tsx
 * const ai = useAi((state, move) => apply(state, move));
 * ai.think(state, { level: 3, timeMs: 1000 });
 * ai.thinking; // true until the answer arrives
 * ```
 */
import type { GomokuMove, GomokuState } from '@qipan/gomoku';
import type { AiLevel } from '@qipan/gomoku/ai';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AiReply, AiRequest } from './ai.worker.js';

export interface AiControl {
  readonly thinking: boolean;
  readonly error: string | undefined;
  think(state: GomokuState, options: { level: AiLevel; timeMs: number }): void;
  moveNow(): void;
  cancel(): void;
}

interface Job {
  readonly worker: Worker;
  readonly id: number;
  readonly state: GomokuState;
  readonly level: AiLevel;
  provisional: GomokuMove | undefined;
}

const QUICK_MS = 60;

export function useAi(onMove: (state: GomokuState, move: GomokuMove) => void): AiControl {
  const [thinking, setThinking] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  const job = useRef<Job | null>(null);
  const nextId = useRef(1);
  const onMoveRef = useRef(onMove);
  useEffect(() => {
    onMoveRef.current = onMove;
  }, [onMove]);

  const stop = useCallback(() => {
    job.current?.worker.terminate();
    job.current = null;
  }, []);

  const start = useCallback(
    (state: GomokuState, level: AiLevel, timeMs: number) => {
      stop();
      const worker = new Worker(new URL('./ai.worker.ts', import.meta.url), {
        type: 'module',
        name: 'qipan-gomoku-ai',
      });
      const j: Job = { worker, id: nextId.current++, state, level, provisional: undefined };
      job.current = j;
      setThinking(true);
      setError(undefined);
      worker.onmessage = (e: MessageEvent<AiReply>) => {
        const reply = e.data;
        if (job.current !== j || reply.id !== j.id) return;
        if (reply.kind === 'provisional') {
          j.provisional = reply.move;
          return;
        }
        stop();
        setThinking(false);
        if (reply.kind === 'error') setError(reply.message);
        else onMoveRef.current(state, reply.move);
      };
      worker.onerror = (e: ErrorEvent) => {
        e.preventDefault();
        if (job.current !== j) return;
        stop();
        setThinking(false);
        setError(e.message || 'the AI worker failed');
      };
      worker.postMessage({ id: j.id, state, level, timeMs } satisfies AiRequest);
    },
    [stop],
  );

  const think = useCallback(
    (state: GomokuState, options: { level: AiLevel; timeMs: number }) =>
      start(state, options.level, options.timeMs),
    [start],
  );

  const moveNow = useCallback(() => {
    const j = job.current;
    if (!j) return;
    if (j.provisional) {
      const move = j.provisional;
      stop();
      setThinking(false);
      onMoveRef.current(j.state, move);
    } else start(j.state, j.level, QUICK_MS);
  }, [start, stop]);

  const cancel = useCallback(() => {
    stop();
    setThinking(false);
  }, [stop]);

  useEffect(() => stop, [stop]);

  return { thinking, error, think, moveNow, cancel };
}
