/**
 * The Go page's review of an SGF record: moves by click (a new variation where the
 * record goes on differently), pass, navigation (←/→, ↑/↓, Home/End, a tree node),
 * dead-stone marking and accepting the score after two passes, and SGF save. The
 * review is saved after every action (persist.ts). Games in play are matches.
 *
 * @example
 * ```tsx
 * const r = useGoReview(loadedModel);
 * r.activate({ x: 4, y: 4 }); // a move, or a dead-stone toggle while counting
 * r.nav('next');
 * ```
 */
import type { Point } from '@qipan/core';
import { PASS } from '@qipan/go';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptScore, goTo, playMove, toggleDead, type GameModel } from './model.js';
import { saveReview } from './persist.js';
import { downloadSgf } from './SgfPanel.js';
import { recordToSgfText, sgfFileName } from './sgfio.js';
import { lineEnd, nextNode, previousNode, siblingNode } from './tree.js';

export type NavTarget = 'start' | 'prev' | 'next' | 'end' | 'up' | 'down';

export interface GoReview {
  readonly model: GameModel;
  activate(p: Point): void;
  pass(): void;
  nav(to: NavTarget): void;
  select(id: number): void;
  resetMarking(): void;
  accept(): void;
  save(): void;
}

export function useGoReview(initial: GameModel): GoReview {
  const { t } = useTranslation(['go', 'common']);
  // Callbacks word their announcements with the latest language.
  const tRef = useRef(t);
  tRef.current = t;
  const [model, setModel] = useState<GameModel>(initial);
  useEffect(() => saveReview(tRef.current, model), [model]);

  const activate = useCallback((p: Point) => {
    setModel((m) => {
      if (m.marking && m.result === undefined) return toggleDead(tRef.current, m, p);
      if (m.marking) return m;
      return playMove(tRef.current, m, { type: 'play', point: p }).model;
    });
  }, []);

  const pass = useCallback(
    () => setModel((m) => (m.marking ? m : playMove(tRef.current, m, PASS).model)),
    [],
  );

  const nav = useCallback((to: NavTarget) => {
    setModel((m) => {
      const { record, chosen, current } = m;
      let id: number | undefined;
      if (to === 'start') id = 0;
      else if (to === 'prev') id = previousNode(record, current);
      else if (to === 'next') id = nextNode(record, chosen, current);
      else if (to === 'end') id = lineEnd(record, chosen, current);
      else id = siblingNode(record, chosen, current, to === 'up' ? -1 : 1);
      return id === undefined || id === current ? m : goTo(tRef.current, m, id);
    });
  }, []);

  const select = useCallback((id: number) => setModel((m) => goTo(tRef.current, m, id)), []);

  const resetMarking = useCallback(() => {
    setModel((m) => {
      if (!m.marking || m.result !== undefined) return m;
      const back = goTo(tRef.current, { ...m, marking: undefined }, m.current);
      return { ...back, announce: tRef.current('announce.deadReset') };
    });
  }, []);

  const accept = useCallback(() => setModel((m) => acceptScore(tRef.current, m)), []);

  const save = useCallback(() => {
    const name = downloadSgf(recordToSgfText(model.record), sgfFileName(model.record));
    setModel((m) => ({ ...m, announce: tRef.current('announce.saved', { file: name }) }));
  }, [model.record]);

  return { model, activate, pass, nav, select, resetMarking, accept, save };
}
