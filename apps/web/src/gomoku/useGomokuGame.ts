/**
 * The state of the /gomoku page: settings, the line of positions the move list
 * travels through, the shown position (cursor), play/choose/undo, time travel,
 * loading an imported game, and the status and live-region texts.
 *
 * Playing from a past position replaces the later moves (the seed's behaviour);
 * the replaced moves are kept so "Restore" can swap them back in. The game is
 * kept across reloads (see `persist.ts`).
 *
 * @example
 * ```tsx
 * const game = useGomokuGame();
 * game.play({ x: 7, y: 7 });
 * game.goTo(0); // back to the start, nothing lost
 * ```
 */
import type { Point } from '@qipan/core';
import {
  actor,
  formatPoint,
  initial as newGame,
  playMove,
  type GomokuMove,
  type GomokuState,
  type SwapChoice,
} from '@qipan/gomoku';
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  aiActs,
  colorName,
  DEFAULT_SETTINGS,
  moveLabel,
  personName,
  refusalText,
  replay,
  resultText,
  type Settings,
} from './model.js';
import { loadGame, saveGame } from './persist.js';

export interface Notice {
  readonly kind: 'refusal' | 'info';
  readonly text: string;
}

interface GameData {
  readonly settings: Settings;
  readonly line: readonly GomokuState[];
  readonly cursor: number;
  /** Moves replaced by playing from a past position, restorable once. */
  readonly replaced: readonly GomokuState[] | undefined;
  readonly notice: Notice | undefined;
  readonly announce: string;
}

export interface GomokuGame {
  readonly settings: Settings;
  readonly line: readonly GomokuState[];
  readonly cursor: number;
  /** The shown position. */
  readonly state: GomokuState;
  readonly atEnd: boolean;
  readonly replacedCount: number;
  readonly notice: Notice | undefined;
  readonly announce: string;
  start(settings: Settings): void;
  play(p: Point): void;
  choose(choice: SwapChoice): void;
  /** Applies the AI's move if the game still stands where it was asked. */
  applyAi(asked: GomokuState, move: GomokuMove): void;
  goTo(index: number): void;
  undo(): void;
  canUndo: boolean;
  restore(): void;
  /** Cuts the moves after the shown position (so the AI can move from here). */
  continueHere(): void;
  load(final: GomokuState, source: string): void;
  say(notice: Notice | undefined, announce?: string): void;
}

const initial = (settings: Settings): GameData => ({
  settings,
  line: [newGame({ size: settings.size, rule: settings.rule, opening: settings.opening })],
  cursor: 0,
  replaced: undefined,
  notice: undefined,
  announce: '',
});

/** The sentence announced after `next` was reached by `move` from `prev`. */
function moveSentence(prev: GomokuState, next: GomokuState, settings: Settings): string {
  const move = next.moves[next.moves.length - 1];
  if (!move) return '';
  const who = personName(actor(prev), prev, settings);
  let text: string;
  if ('choose' in move) text = `${who} ${moveLabel(move, next.config.size)}.`;
  else {
    const stone = `${colorName(prev.toMove)} ${formatPoint(move, next.config.size)}`;
    text =
      settings.opponent === 'ai'
        ? `${who === 'AI' ? 'AI plays' : 'You play'} ${stone}.`
        : `${stone}.`;
  }
  const result = resultText(next, settings);
  return result ? `${text} ${result}` : text;
}

export function useGomokuGame(): GomokuGame {
  const [data, setData] = useState<GameData>(() => {
    const saved = loadGame();
    if (!saved) return initial(DEFAULT_SETTINGS);
    return { ...initial(saved.settings), line: saved.line, cursor: saved.cursor };
  });
  const { settings, line, cursor } = data;
  useEffect(() => {
    const final = line[line.length - 1];
    if (final) saveGame(settings, final, cursor);
  }, [settings, line, cursor]);
  const state = line[cursor] ?? (line[0] as GomokuState);
  const atEnd = cursor === line.length - 1;

  const apply = useCallback((move: GomokuMove, from?: GomokuState) => {
    setData((d) => {
      const cur = d.line[d.cursor];
      if (!cur || (from && cur !== from)) return d;
      const r = playMove(cur, move);
      if (!r.ok) {
        const where = 'choose' in move ? '' : `${formatPoint(move, cur.config.size)}: `;
        const text = `${where}${refusalText(r.error.reason)}.`;
        return { ...d, notice: { kind: 'refusal', text }, announce: text };
      }
      const future = d.line.slice(d.cursor + 1);
      const next = r.value;
      const announce = moveSentence(cur, next, d.settings);
      return {
        ...d,
        line: [...d.line.slice(0, d.cursor + 1), next],
        cursor: d.cursor + 1,
        replaced: future.length > 0 ? future : d.replaced,
        notice:
          future.length > 0
            ? {
                kind: 'info',
                text: `Playing from move ${d.cursor}: ${future.length} later move${future.length === 1 ? '' : 's'} replaced.`,
              }
            : undefined,
        announce,
      };
    });
  }, []);

  const play = useCallback((p: Point) => apply({ x: p.x, y: p.y }), [apply]);
  const choose = useCallback((choice: SwapChoice) => apply({ choose: choice }), [apply]);
  const applyAi = useCallback(
    (asked: GomokuState, move: GomokuMove) => apply(move, asked),
    [apply],
  );

  const goTo = useCallback((index: number) => {
    setData((d) => {
      const i = Math.max(0, Math.min(d.line.length - 1, index));
      if (i === d.cursor) return d;
      const s = d.line[i] as GomokuState;
      const last = s.moves[s.moves.length - 1];
      const announce =
        i === 0
          ? 'Start position.'
          : `Move ${i} of ${d.line.length - 1}: ${last ? moveLabel(last, s.config.size) : ''}.`;
      return { ...d, cursor: i, notice: undefined, announce };
    });
  }, []);

  const undo = useCallback(() => {
    setData((d) => {
      if (d.cursor === 0) return d;
      let k = d.cursor - 1;
      // Against the AI take back to a position where the person is to act.
      while (k > 0 && aiActs(d.line[k] as GomokuState, d.settings)) k--;
      return {
        ...d,
        line: d.line.slice(0, k + 1),
        cursor: k,
        replaced: undefined,
        notice: undefined,
        announce: `Taken back to move ${k}.`,
      };
    });
  }, []);

  const restore = useCallback(() => {
    setData((d) => {
      if (!d.replaced) return d;
      const first = d.replaced[0];
      if (!first) return d;
      const base = first.moves.length - 1;
      const line = [...d.line.slice(0, base + 1), ...d.replaced];
      const swapped = d.line.slice(base + 1);
      return {
        ...d,
        line,
        cursor: line.length - 1,
        replaced: swapped.length > 0 ? swapped : undefined,
        notice: undefined,
        announce: `Restored the replaced moves; move ${line.length - 1}.`,
      };
    });
  }, []);

  const continueHere = useCallback(() => {
    setData((d) => ({
      ...d,
      line: d.line.slice(0, d.cursor + 1),
      replaced: d.cursor + 1 < d.line.length ? d.line.slice(d.cursor + 1) : d.replaced,
      notice: undefined,
    }));
  }, []);

  const start = useCallback((next: Settings) => {
    setData({ ...initial(next), announce: 'New game.' });
  }, []);

  const load = useCallback((final: GomokuState, source: string) => {
    const newLine = replay(final);
    setData((d) => ({
      settings: {
        ...d.settings,
        size: final.config.size,
        rule: final.config.rule,
        opening: final.config.opening,
        opponent: 'human',
      },
      line: newLine,
      cursor: newLine.length - 1,
      replaced: undefined,
      notice: { kind: 'info', text: `Loaded ${source}: ${newLine.length - 1} moves.` },
      announce: `Loaded ${source}: ${newLine.length - 1} moves.`,
    }));
  }, []);

  const say = useCallback((notice: Notice | undefined, announce?: string) => {
    setData((d) => ({ ...d, notice, announce: announce ?? notice?.text ?? d.announce }));
  }, []);

  const canUndo = useMemo(() => {
    if (cursor === 0) return false;
    if (settings.opponent !== 'ai') return true;
    // Nothing to take back when only the AI has moved.
    for (let k = cursor - 1; k >= 0; k--)
      if (!aiActs(line[k] as GomokuState, settings)) return true;
    return false;
  }, [cursor, line, settings]);

  return {
    settings,
    line,
    cursor,
    state,
    atEnd,
    replacedCount: data.replaced?.length ?? 0,
    notice: data.notice,
    announce: data.announce,
    start,
    play,
    choose,
    applyAi,
    goTo,
    undo,
    canUndo,
    restore,
    continueHere,
    load,
    say,
  };
}
