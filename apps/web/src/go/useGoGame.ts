/**
 * The Go page's state and actions: new game, moves by click or bot, pass, resign,
 * undo, navigation (←/→, ↑/↓, Home/End, a tree node), dead-stone marking, accepting
 * the score, and SGF load/save. The game is saved after every action and comes back
 * on reload (persist.ts).
 *
 * @example
 * ```tsx
 * const g = useGoGame();
 * g.activate({ x: 4, y: 4 }); // a move, or a dead-stone toggle while counting
 * g.nav('next');
 * ```
 */
import type { Point } from '@qipan/core';
import { isOver, PASS, type GoMove } from '@qipan/go';
import { useCallback, useEffect, useState } from 'react';
import {
  acceptScore,
  botToMove,
  DEFAULT_SETTINGS,
  goTo,
  newGameModel,
  opponentName,
  personColor,
  playMove,
  resign,
  stateOf,
  toggleDead,
  undo,
  type GameModel,
  type GameSettings,
} from './model.js';
import { restoreGoGame, saveGoGame } from './persist.js';
import { loadSgfModel, recordToSgfText, sgfFileName } from './sgfio.js';
import { lineEnd, nextNode, previousNode, siblingNode } from './tree.js';
import { useBot, type BotStatus } from './useBot.js';
import { useEngine, type EngineStatus } from './useEngine.js';
import { colorName } from './labels.js';

export type NavTarget = 'start' | 'prev' | 'next' | 'end' | 'up' | 'down';

export interface GoGame {
  readonly model: GameModel;
  readonly settings: GameSettings;
  readonly bot: BotStatus;
  /** A server engine's turn: thinking, its error and retry. */
  readonly engine: EngineStatus;
  readonly startError: string | undefined;
  readonly loadError: string | undefined;
  /** Why the saved game could not be restored (it was kept aside), else undefined. */
  readonly savedNotice: string | undefined;
  start(s: GameSettings): boolean;
  activate(p: Point): void;
  pass(): void;
  resign(): void;
  /** Against a machine back to before your last move; against a person one move. */
  undo(): void;
  nav(to: NavTarget): void;
  select(id: number): void;
  resetMarking(): void;
  accept(): void;
  load(input: Uint8Array | string, name: string): void;
  save(): void;
}

function firstModel(): GameModel {
  const m = newGameModel(DEFAULT_SETTINGS);
  if (!m.ok) throw new Error(m.error);
  return m.value;
}

type Restored = ReturnType<typeof restoreGoGame>;

export function useGoGame(): GoGame {
  const [restored] = useState<Restored>(restoreGoGame);
  const [model, setModel] = useState<GameModel>(() =>
    restored?.ok ? restored.model : firstModel(),
  );
  const [settings, setSettings] = useState<GameSettings>(
    restored?.ok ? restored.settings : DEFAULT_SETTINGS,
  );
  const savedNotice = restored && !restored.ok ? restored.notice : undefined;

  useEffect(() => saveGoGame(model, settings), [model, settings]);
  const [startError, setStartError] = useState<string | undefined>(undefined);
  const [loadError, setLoadError] = useState<string | undefined>(undefined);

  const onBotMove = useCallback((move: GoMove, at: number, record: GameModel['record']) => {
    setModel((m) => {
      if (m.current !== at || m.record !== record) return m;
      if (move.type === 'resign') return resign(m, stateOf(m).turn);
      const r = playMove(m, move);
      const who = m.opponent.kind === 'engine' ? m.opponent.name : 'Bot';
      return r.refused ? m : { ...r.model, announce: `${who}: ${r.model.announce}` };
    });
  }, []);
  const bot = useBot(model, onBotMove);
  const engine = useEngine(model, onBotMove);

  const start = useCallback((s: GameSettings): boolean => {
    const m = newGameModel(s);
    if (!m.ok) {
      setStartError(m.error);
      return false;
    }
    setStartError(undefined);
    setLoadError(undefined);
    setSettings(s);
    setModel(m.value);
    return true;
  }, []);

  const activate = useCallback((p: Point) => {
    setModel((m) => {
      if (m.marking && m.result === undefined) return toggleDead(m, p);
      if (m.marking) return m;
      if (botToMove(m)) {
        const who = m.opponent.kind === 'person' ? '' : colorName(m.opponent.color);
        const reason = `Not your turn: ${opponentName(m.opponent)} (${who}) is thinking`;
        return { ...m, refusal: reason, announce: `Refused. ${reason}.` };
      }
      return playMove(m, { type: 'play', point: p }).model;
    });
  }, []);

  const pass = useCallback(() => {
    setModel((m) => (botToMove(m) || m.marking ? m : playMove(m, PASS).model));
  }, []);

  const doResign = useCallback(() => {
    setModel((m) => resign(m, personColor(m)));
  }, []);

  const doUndo = useCallback(() => setModel((m) => undo(m)), []);

  const nav = useCallback((to: NavTarget) => {
    setModel((m) => {
      const { record, chosen, current } = m;
      let id: number | undefined;
      if (to === 'start') id = 0;
      else if (to === 'prev') id = previousNode(record, current);
      else if (to === 'next') id = nextNode(record, chosen, current);
      else if (to === 'end') id = lineEnd(record, chosen, current);
      else id = siblingNode(record, chosen, current, to === 'up' ? -1 : 1);
      return id === undefined || id === current ? m : goTo(m, id);
    });
  }, []);

  const select = useCallback((id: number) => setModel((m) => goTo(m, id)), []);

  const resetMarking = useCallback(() => {
    setModel((m) => {
      if (!m.marking || m.result !== undefined) return m;
      const back = goTo({ ...m, marking: undefined }, m.current);
      return { ...back, announce: 'Dead stones reset to the automatic guess.' };
    });
  }, []);

  const accept = useCallback(() => setModel((m) => acceptScore(m)), []);

  const load = useCallback((input: Uint8Array | string, name: string) => {
    const r = loadSgfModel(input, name);
    if (!r.ok) {
      setLoadError(r.error);
      setModel((m) => ({ ...m, announce: r.error }));
      return;
    }
    setLoadError(undefined);
    setModel(r.value);
  }, []);

  const save = useCallback(() => {
    const text = recordToSgfText(model.record);
    const url = URL.createObjectURL(new Blob([text], { type: 'application/x-go-sgf' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = sgfFileName(model.record);
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
    setModel((m) => ({ ...m, announce: `Saved ${a.download}.` }));
  }, [model.record]);

  return {
    model,
    settings,
    bot,
    engine,
    startError,
    loadError,
    savedNotice,
    start,
    activate,
    pass,
    resign: doResign,
    undo: doUndo,
    nav,
    select,
    resetMarking,
    accept,
    load,
    save,
  };
}

/** True when the game at the current node still takes moves. */
export const isLive = (m: GameModel): boolean => m.result === undefined && !isOver(stateOf(m));
