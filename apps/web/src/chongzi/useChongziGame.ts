/**
 * One Chongzi game on the page: settings, the states after each move, the viewed
 * move (time travel), the selection, the capture flash, undo, and the AI's turns.
 *
 * @example
 * ```tsx
 * const game = useChongziGame(DEFAULT_SETTINGS);
 * game.activate({ x: 1, y: 3 }); // select, then activate a target to move
 * game.undo(); // two plies against the AI
 * ```
 */
import {
  initialState,
  playMove,
  type BoardSize,
  type ChongziMove,
  type ChongziState,
  type Side,
  type Start,
} from '@qipan/chongzi';
import { type AiLevel } from '@qipan/chongzi/ai';
import { pointKey, type Point } from '@qipan/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { clickIntent, describeMove, endText, SIDE_NAME } from './model.js';
import { useAi, type AiStatus } from './useAi.js';

export interface Settings {
  readonly size: BoardSize;
  readonly start: Start;
  readonly opponent: 'person' | 'ai';
  readonly level: AiLevel;
  /** The human's side against the AI. */
  readonly human: Side;
}

export const DEFAULT_SETTINGS: Settings = {
  size: 5,
  start: 'fixed',
  opponent: 'ai',
  level: 3,
  human: 'red',
};

/** How long captured pieces flash before they change colour or vanish. */
export const FLASH_MS = 700;
/** The AI's move is shown no sooner than this after the request. */
const AI_MIN_MS = 300;

interface Game {
  readonly settings: Settings;
  readonly states: readonly ChongziState[];
  readonly moves: readonly ChongziMove[];
}

export interface Flash {
  readonly ply: number;
  /** Captured point keys with the colour they had before the capture. */
  readonly before: Readonly<Record<string, Side>>;
}

export interface ChongziGame {
  readonly settings: Settings;
  readonly moves: readonly ChongziMove[];
  readonly states: readonly ChongziState[];
  /** The latest state. */
  readonly live: ChongziState;
  /** The state shown: the latest, or an earlier one while travelling in time. */
  readonly shown: ChongziState;
  /** Index in `states` of the shown state. */
  readonly viewIndex: number;
  readonly travelling: boolean;
  readonly selected: Point | null;
  readonly flash: Flash | null;
  readonly aiStatus: AiStatus;
  readonly aiError: string | undefined;
  /** Whether the side to move is the human (always, against a person). */
  readonly humanToMove: boolean;
  /** True when the board takes clicks now. */
  readonly interactive: boolean;
  /** The last sentence for the live region. */
  readonly message: string;
  /** The last refusal, shown next to the board. */
  readonly refusal: string;
  activate(p: Point): void;
  /** A drag from one point to another: the step between them if it is legal. */
  drag(from: Point, to: Point): void;
  undo(): void;
  readonly canUndo: boolean;
  view(index: number): void;
  newGame(settings: Settings): void;
}

const fresh = (settings: Settings): Game => ({
  settings,
  states: [initialState({ size: settings.size, start: settings.start })],
  moves: [],
});

export function useChongziGame(initial: Settings): ChongziGame {
  const [game, setGame] = useState<Game>(() => fresh(initial));
  const [view, setView] = useState<number | null>(null);
  const [selected, setSelected] = useState<Point | null>(null);
  const [flash, setFlash] = useState<Flash | null>(null);
  const [message, setMessage] = useState('');
  const [refusal, setRefusal] = useState('');
  const ai = useAi();
  const flashUntil = useRef(0);
  const gameRef = useRef(game);
  gameRef.current = game;

  const live = game.states[game.states.length - 1] as ChongziState;
  const viewIndex = view ?? game.states.length - 1;
  const shown = game.states[viewIndex] ?? live;
  const travelling = viewIndex !== game.states.length - 1;
  const { settings } = game;
  const humanToMove = settings.opponent === 'person' || live.turn === settings.human;
  const interactive = !travelling && !live.outcome && humanToMove;

  /** Applies a legal move to the latest state, with its flash and announcement. */
  const apply = useCallback((move: ChongziMove) => {
    const g = gameRef.current;
    const before = g.states[g.states.length - 1] as ChongziState;
    const r = playMove(before, move);
    if (!r.ok) {
      setRefusal(r.error.message);
      return;
    }
    const after = r.value;
    const next: Game = { ...g, states: [...g.states, after], moves: [...g.moves, move] };
    gameRef.current = next;
    setGame(next);
    setView(null);
    setSelected(null);
    setRefusal('');
    if (after.captures.length > 0) {
      const mapping: Record<string, Side> = {};
      for (const c of after.captures)
        for (const p of c.captured) mapping[pointKey(p)] = otherOf(before.turn);
      setFlash({ ply: after.ply, before: mapping });
      flashUntil.current = Date.now() + FLASH_MS;
      window.setTimeout(() => setFlash((f) => (f && f.ply === after.ply ? null : f)), FLASH_MS);
    } else setFlash(null);
    const end = after.outcome ? ` Game over. ${endText(after.outcome)}` : '';
    setMessage(`${describeMove(before, move, after)}${end}`);
  }, []);

  // The AI's turn: ask the worker, show its move after the flash.
  const { ask, cancel } = ai;
  useEffect(() => {
    if (settings.opponent !== 'ai' || live.outcome || live.turn === settings.human) return;
    const requestedFor = live;
    const t0 = Date.now();
    ask({ options: live.options, moves: game.moves, level: settings.level }, (move) => {
      const wait = Math.max(t0 + AI_MIN_MS, flashUntil.current) - Date.now();
      window.setTimeout(
        () => {
          const g = gameRef.current;
          if (g.states[g.states.length - 1] === requestedFor) apply(move);
        },
        Math.max(0, wait),
      );
    });
    return () => cancel();
  }, [live, game.moves, settings, ask, cancel, apply]);

  const activate = useCallback(
    (p: Point) => {
      if (!interactive) return;
      const intent = clickIntent(live, selected, p);
      if (intent.kind === 'select') {
        setSelected(intent.at);
        setRefusal('');
      } else if (intent.kind === 'deselect') {
        setSelected(null);
        setRefusal('');
      } else if (intent.kind === 'play') apply(intent.move);
      else setRefusal(intent.reason);
    },
    [interactive, live, selected, apply],
  );

  const drag = useCallback(
    (from: Point, to: Point) => {
      if (!interactive || live.phase !== 'movement') return;
      const pick = clickIntent(live, null, from);
      if (pick.kind !== 'select') {
        if (pick.kind === 'refuse') setRefusal(pick.reason);
        return;
      }
      const intent = clickIntent(live, from, to);
      if (intent.kind === 'play') apply(intent.move);
      else {
        setSelected(from);
        if (intent.kind === 'refuse') setRefusal(intent.reason);
      }
    },
    [interactive, live, apply],
  );

  const humanPlies = useMemo(() => {
    // Against the AI, undo goes back to the human's previous turn.
    if (settings.opponent === 'person') return game.moves.length > 0 ? 1 : 0;
    for (let k = 1; k <= game.moves.length; k++) {
      const s = game.states[game.states.length - 1 - k] as ChongziState;
      if (s.turn === settings.human) return k;
    }
    return 0;
  }, [game, settings]);

  const undo = useCallback(() => {
    if (humanPlies === 0) return;
    const g = gameRef.current;
    const next: Game = {
      ...g,
      states: g.states.slice(0, g.states.length - humanPlies),
      moves: g.moves.slice(0, g.moves.length - humanPlies),
    };
    gameRef.current = next;
    setGame(next);
    setView(null);
    setSelected(null);
    setFlash(null);
    setRefusal('');
    setMessage(`Undone: ${humanPlies === 1 ? 'one move' : `${humanPlies} moves`} taken back.`);
  }, [humanPlies]);

  const viewAt = useCallback((index: number) => {
    const g = gameRef.current;
    const i = Math.max(0, Math.min(index, g.states.length - 1));
    setView(i === g.states.length - 1 ? null : i);
    setSelected(null);
    setMessage(
      i === g.states.length - 1
        ? 'Back at the current position.'
        : `Showing the position after move ${i} of ${g.states.length - 1}.`,
    );
  }, []);

  const newGame = useCallback((s: Settings) => {
    const next = fresh(s);
    gameRef.current = next;
    setGame(next);
    setView(null);
    setSelected(null);
    setFlash(null);
    setRefusal('');
    const who =
      s.opponent === 'ai'
        ? ` You play ${SIDE_NAME[s.human]} against the AI.`
        : ' Two players on this device.';
    setMessage(`New game: ${s.size}×${s.size} points, ${s.start} start.${who}`);
  }, []);

  return {
    settings,
    moves: game.moves,
    states: game.states,
    live,
    shown,
    viewIndex,
    travelling,
    selected,
    flash: flash && flash.ply === shown.ply && !travelling ? flash : null,
    aiStatus: ai.status,
    aiError: ai.error,
    humanToMove,
    interactive,
    message,
    refusal,
    activate,
    drag,
    undo,
    canUndo: humanPlies > 0,
    view: viewAt,
    newGame,
  };
}

const otherOf = (s: Side): Side => (s === 'red' ? 'blue' : 'red');
