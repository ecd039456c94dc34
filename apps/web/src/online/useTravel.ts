/**
 * Travel through an online game's moves: the shown ply (the live position unless
 * the reader steps back) and the position there. New moves keep a live view live.
 *
 * @example
 * ```ts
 * const v = useTravel(match);
 * <MoveList items={items} shown={v.shownPly} onGo={v.goTo} />
 * ```
 */
import { positionAt, type Match } from '@qipan/match';
import { useCallback, useMemo, useState } from 'react';

export interface Travel<S> {
  readonly shown: S | undefined;
  readonly shownPly: number;
  readonly live: boolean;
  goTo(ply: number): void;
}

export function useTravel<S, M, O>(match: Match<S, M, O> | undefined): Travel<S> {
  const [view, setView] = useState<number | undefined>(undefined);
  const plies = match?.plies ?? 0;
  const live = view === undefined || view >= plies;
  const shown = useMemo(() => {
    if (!match) return undefined;
    if (live || view === undefined) return match.state;
    const node = match.record.pathTo(match.tip)[view];
    return node ? positionAt(match, node.id) : match.state;
  }, [match, live, view]);
  const goTo = useCallback(
    (ply: number) => {
      const p = Math.max(0, Math.min(plies, Math.round(ply)));
      setView(p >= plies ? undefined : p);
    },
    [plies],
  );
  return { shown, shownPly: live ? plies : (view ?? plies), live, goTo };
}
