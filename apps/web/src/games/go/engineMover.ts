/**
 * The match controller's mover for `engine` seats: a GTP engine on the server
 * (`POST /api/go/engines/:id/genmove` with the whole game). One session id per page
 * (the server keeps one engine process per session); a new ask aborts the previous
 * request. Failures come back in the reader's language, e.g. 'GNU Go failed: … (HTTP 504)'.
 *
 * @example
 * ```ts
 * const mover = serverEngineMover(t);
 * const job = mover.ask({ match, level: 1, timeMs: 0 }, { move: play, error: show });
 * job.cancel();
 * ```
 */
import { check, type GoMove, type GoOptions, type GoState } from '@qipan/go';
import { turn } from '@qipan/match';
import type { AiEngine } from '../../session/local/ai.js';
import { engineProblemText, genmoveBody, requestEngineMove } from './engineApi.js';
import { refusalText, type TFunction } from './labels.js';

const newSessionId = (): string =>
  `web-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

export function serverEngineMover(t: TFunction): AiEngine<GoState, GoMove, GoOptions> {
  const session = newSessionId();
  let current: AbortController | undefined;
  return {
    ask({ match }, listener) {
      current?.abort();
      const seat = match.seats[turn(match)];
      const name = seat.kind === 'engine' ? (seat.name ?? seat.id) : '';
      // The engine's clock as it reads now: the server tells the engine and waits no longer.
      const body = genmoveBody(match, session, Date.now());
      if (!body.ok) {
        const reason = engineProblemText(t, body.error);
        listener.error(t('engine.cannotPlay', { name, reason }));
        return { cancel: () => undefined };
      }
      const abort = new AbortController();
      current = abort;
      const id = seat.kind === 'engine' ? seat.id : '';
      void requestEngineMove(id, body.value, abort.signal).then((r) => {
        if (abort.signal.aborted) return;
        if (!r.ok)
          return listener.error(
            t('engine.failed', { name, reason: engineProblemText(t, r.error) }),
          );
        const refusal = check(match.state, r.value);
        if (refusal)
          return listener.error(
            t('engine.illegal', { name, reason: refusalText(t, refusal.reason) }),
          );
        listener.move(r.value);
      });
      return { cancel: () => abort.abort() };
    },
    dispose: () => current?.abort(),
  };
}
