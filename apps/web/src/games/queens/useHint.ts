/**
 * Exact hints off the main thread: `ask(puzzle)` starts a worker running `hint()`,
 * the answer is kept with the puzzle it belongs to, and `cancel()` stops it.
 *
 * @example
 * ```tsx
 * const hint = useHint();
 * hint.ask(puzzle);
 * if (hint.state.status === 'done' && hint.state.puzzle === puzzle) show(hint.state.hint);
 * ```
 */
import type { Hint, Puzzle } from '@qipan/queens';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { HintReply, HintRequest } from './hint.worker.js';

export type HintState =
  | { readonly status: 'idle' }
  | { readonly status: 'thinking'; readonly puzzle: Puzzle }
  | { readonly status: 'done'; readonly puzzle: Puzzle; readonly hint: Hint }
  | { readonly status: 'error'; readonly puzzle: Puzzle; readonly message: string };

export interface HintControl {
  readonly state: HintState;
  ask(p: Puzzle): void;
  cancel(): void;
}

export function useHint(): HintControl {
  const [state, setState] = useState<HintState>({ status: 'idle' });
  const worker = useRef<Worker | null>(null);

  const stop = useCallback(() => {
    worker.current?.terminate();
    worker.current = null;
  }, []);

  const ask = useCallback(
    (p: Puzzle) => {
      stop();
      const w = new Worker(new URL('./hint.worker.ts', import.meta.url), {
        type: 'module',
        name: 'qipan-hint',
      });
      worker.current = w;
      setState({ status: 'thinking', puzzle: p });
      w.onmessage = (e: MessageEvent<HintReply>) => {
        if (worker.current !== w) return;
        stop();
        const reply = e.data;
        setState(
          'hint' in reply
            ? { status: 'done', puzzle: p, hint: reply.hint }
            : { status: 'error', puzzle: p, message: reply.error },
        );
      };
      w.onerror = (e: ErrorEvent) => {
        e.preventDefault();
        if (worker.current !== w) return;
        stop();
        setState({ status: 'error', puzzle: p, message: e.message || 'the hint worker failed' });
      };
      w.postMessage({ n: p.n, queens: p.queens } satisfies HintRequest);
    },
    [stop],
  );

  const cancel = useCallback(() => {
    stop();
    setState({ status: 'idle' });
  }, [stop]);

  useEffect(() => stop, [stop]);

  return { state, ask, cancel };
}
