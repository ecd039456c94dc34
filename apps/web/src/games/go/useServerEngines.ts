/**
 * The server's GTP engines for the new-game form, fetched once per page (the moves
 * of an engine seat come through the match controller's mover, `engineMover.ts`).
 *
 * @example
 * ```tsx
 * const engines = useServerEngines(); // { state: 'loading' } | { state: 'ok', engines } | { state: 'failed', message }
 * ```
 */
import { useEffect, useState } from 'react';
import { fetchEngines, type EngineProblem, type ServerEngine } from './engineApi.js';

export type EngineList =
  | { readonly state: 'loading' }
  | { readonly state: 'failed'; readonly problem: EngineProblem }
  | { readonly state: 'ok'; readonly engines: readonly ServerEngine[] };

/** The server's engines, fetched once when the page opens. */
export function useServerEngines(): EngineList {
  const [list, setList] = useState<EngineList>({ state: 'loading' });
  useEffect(() => {
    const abort = new AbortController();
    void fetchEngines(abort.signal).then((r) => {
      if (abort.signal.aborted) return;
      setList(r.ok ? { state: 'ok', engines: r.value } : { state: 'failed', problem: r.error });
    });
    return () => abort.abort();
  }, []);
  return list;
}
