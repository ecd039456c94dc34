/**
 * Runs a parallel count (see countPool.ts) for the page: status, progress, elapsed
 * time and cancel; the workers are terminated when the page goes away.
 *
 * @example
 * ```tsx
 * const c = useCount(10);
 * c.start();
 * c.state.status === 'done' && c.state.counts.total; // 724
 * ```
 */
import type { Counts } from '@qipan/queens';
import { useCallback, useEffect, useRef, useState } from 'react';
import { CountCancelled, countInWorkers, type CountJob } from './countPool.js';

export type CountState =
  | { readonly status: 'idle' }
  | {
      readonly status: 'running';
      readonly done: number;
      readonly tasks: number;
      readonly workers: number;
      readonly partial: Counts;
      readonly started: number;
    }
  | {
      readonly status: 'done';
      readonly counts: Counts;
      readonly ms: number;
      readonly workers: number;
      readonly tasks: number;
    }
  | {
      readonly status: 'cancelled';
      readonly done: number;
      readonly tasks: number;
      readonly ms: number;
    }
  | { readonly status: 'error'; readonly message: string };

export interface CountControl {
  readonly state: CountState;
  /** Milliseconds since the start while running. */
  readonly elapsed: number;
  start(): void;
  cancel(): void;
}

export function useCount(n: number): CountControl {
  const [state, setState] = useState<CountState>({ status: 'idle' });
  const [now, setNow] = useState(0);
  const job = useRef<CountJob | null>(null);

  const start = useCallback(() => {
    job.current?.cancel();
    const started = performance.now();
    let j: CountJob;
    try {
      j = countInWorkers(n, {
        onProgress: (p) =>
          setState((s) =>
            s.status === 'running' && job.current === j
              ? { ...s, done: p.done, partial: p.counts, workers: p.workers }
              : s,
          ),
      });
    } catch (e) {
      setState({ status: 'error', message: String(e) });
      return;
    }
    job.current = j;
    setNow(started);
    setState({
      status: 'running',
      done: 0,
      tasks: j.tasks,
      workers: j.workers,
      partial: { total: 0, unique: 0 },
      started,
    });
    j.result.then(
      (counts) => {
        if (job.current !== j) return;
        job.current = null;
        setState({
          status: 'done',
          counts,
          ms: performance.now() - started,
          workers: j.workers,
          tasks: j.tasks,
        });
      },
      (e: unknown) => {
        if (job.current !== j) return;
        job.current = null;
        if (e instanceof CountCancelled) {
          setState((s) => ({
            status: 'cancelled',
            done: s.status === 'running' ? s.done : 0,
            tasks: j.tasks,
            ms: performance.now() - started,
          }));
        } else setState({ status: 'error', message: e instanceof Error ? e.message : String(e) });
      },
    );
  }, [n]);

  const cancel = useCallback(() => job.current?.cancel(), []);

  const running = state.status === 'running';
  useEffect(() => {
    if (!running) return undefined;
    const id = window.setInterval(() => setNow(performance.now()), 100);
    return () => window.clearInterval(id);
  }, [running]);

  useEffect(
    () => () => {
      const j = job.current;
      job.current = null;
      j?.cancel();
    },
    [],
  );

  return {
    state,
    elapsed: state.status === 'running' ? Math.max(0, now - state.started) : 0,
    start,
    cancel,
  };
}
