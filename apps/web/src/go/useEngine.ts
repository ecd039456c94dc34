/**
 * Plays a server engine's moves: whenever it is the engine's turn at the end of a
 * line, the game so far goes to the server and the engine's answer is played if the
 * game is still at that position. A failure (server down, engine crashed, an illegal
 * answer) is kept as an error with `retry()`; the game itself is never touched.
 * Also `useServerEngines()`: the engine list, fetched once per page.
 *
 * @example
 * ```tsx
 * const engine = useEngine(model, (move, at, record) => dispatch({ move, at, record }));
 * engine.thinking; // true while the server thinks
 * engine.error; // 'GNU Go failed: ... (HTTP 504)' in the reader's language; engine.retry() asks again
 * ```
 */
import { check, type GoMove } from '@qipan/go';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  engineProblemText,
  fetchEngines,
  genmoveBody,
  requestEngineMove,
  type EngineProblem,
  type ServerEngine,
} from './engineApi.js';
import { refusalText } from './labels.js';
import { botToMove, stateOf, type GameModel } from './model.js';

export interface EngineStatus {
  readonly thinking: boolean;
  readonly error: string | undefined;
  retry(): void;
}

export type EngineList =
  | { readonly state: 'loading' }
  | { readonly state: 'failed'; readonly problem: EngineProblem }
  | { readonly state: 'ok'; readonly engines: readonly ServerEngine[] };

/** One id per page: the server keeps one engine process per session. */
const newSessionId = (): string =>
  `web-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

export function useEngine(
  model: GameModel,
  onMove: (move: GoMove, atNode: number, record: GameModel['record']) => void,
): EngineStatus {
  const [thinking, setThinking] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  const [attempt, setAttempt] = useState(0);
  const [session] = useState(newSessionId);
  const onMoveRef = useRef(onMove);
  onMoveRef.current = onMove;
  // The language may change while the engine thinks: the words come from the latest `t`.
  const { t } = useTranslation(['go', 'common']);
  const tRef = useRef(t);
  tRef.current = t;
  const modelRef = useRef(model);
  modelRef.current = model;
  const { record, current, opponent } = model;
  const due = botToMove(model) && opponent.kind === 'engine';
  const engineId = opponent.kind === 'engine' ? opponent.id : '';
  const name = opponent.kind === 'engine' ? opponent.name : '';

  useEffect(() => {
    setError(undefined);
    if (!due) return;
    const m = modelRef.current;
    const body = genmoveBody(m, session);
    if (!body.ok) {
      const reason = engineProblemText(tRef.current, body.error);
      setError(tRef.current('engine.cannotPlay', { name, reason }));
      return;
    }
    const abort = new AbortController();
    setThinking(true);
    void requestEngineMove(engineId, body.value, abort.signal).then((r) => {
      if (abort.signal.aborted) return;
      setThinking(false);
      if (!r.ok) {
        setError(
          tRef.current('engine.failed', { name, reason: engineProblemText(tRef.current, r.error) }),
        );
        return;
      }
      const refusal = check(stateOf(m), r.value);
      if (refusal) {
        const reason = refusalText(tRef.current, refusal.reason);
        setError(tRef.current('engine.illegal', { name, reason }));
        return;
      }
      onMoveRef.current(r.value, current, record);
    });
    return () => {
      abort.abort();
      setThinking(false);
    };
  }, [due, record, current, engineId, name, session, attempt]);

  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  return { thinking, error, retry };
}

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
