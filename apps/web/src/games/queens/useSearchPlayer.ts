/**
 * Plays the backtracking search (`searchSteps(n)`) step by step: play/pause, single
 * step, speed, restart. Steps are pulled lazily, so big boards cost nothing upfront.
 *
 * @example
 * ```tsx
 * const player = useSearchPlayer(8, true);
 * player.step(); // one step
 * player.setPlaying(true);
 * player.view.solutions; // solutions found so far
 * ```
 */
import { searchSteps, type SearchStep } from '@qipan/queens';
import { useCallback, useEffect, useRef, useState } from 'react';
import { applyStep, initialSearchView, type SearchView } from './searchView.js';

/** Steps per second. */
export const SPEEDS = [1, 2, 4, 8, 15, 30, 60, 200, 1000, 5000] as const;
export const DEFAULT_SPEED = 3;

export interface SearchPlayer {
  readonly view: SearchView;
  readonly playing: boolean;
  readonly speed: number;
  setPlaying(on: boolean): void;
  setSpeed(index: number): void;
  step(count?: number): void;
  /** True while running ahead to the next solution (in chunks, the page stays responsive). */
  readonly seeking: boolean;
  /** Runs until the next solution (or the end); calling it again stops. */
  toNextSolution(): void;
  reset(): void;
}

/** Steps per timer tick while seeking the next solution. */
const SEEK_CHUNK = 20_000;

export function useSearchPlayer(n: number, active: boolean): SearchPlayer {
  const gen = useRef<Generator<SearchStep> | null>(null);
  const viewRef = useRef<SearchView>(initialSearchView(n));
  const [view, setView] = useState<SearchView>(viewRef.current);
  const [playingRaw, setPlaying] = useState(false);
  const [speed, setSpeed] = useState(DEFAULT_SPEED);
  const [seekingRaw, setSeeking] = useState(false);
  const playing = playingRaw && active && !view.done;
  const seeking = seekingRaw && active && !view.done;

  /** Applies up to `count` steps; true when it stopped on a solution. */
  const advance = useCallback(
    (count: number, untilSolution = false): boolean => {
      gen.current ??= searchSteps(n);
      let v = viewRef.current;
      let found = false;
      for (let i = 0; i < count && !v.done; i++) {
        const r = gen.current.next();
        if (r.done) {
          v = { ...v, done: true };
          break;
        }
        v = applyStep(v, r.value);
        if (untilSolution && r.value.kind === 'solution') {
          found = true;
          break;
        }
      }
      viewRef.current = v;
      setView(v);
      if (v.done) {
        setPlaying(false);
        setSeeking(false);
      }
      return found;
    },
    [n],
  );

  useEffect(() => {
    if (!seeking) return undefined;
    // A timer can fire again before React commits `seeking = false`: stop locally too.
    let stopped = false;
    const id = window.setInterval(() => {
      if (stopped) return;
      if (advance(SEEK_CHUNK, true)) {
        stopped = true;
        window.clearInterval(id);
        setSeeking(false);
      }
    }, 0);
    return () => {
      stopped = true;
      window.clearInterval(id);
    };
  }, [seeking, advance]);

  useEffect(() => {
    if (!playing) return undefined;
    const perSecond = SPEEDS[speed] ?? 4;
    const delay = Math.max(16, 1000 / perSecond);
    const chunk = Math.max(1, Math.round((perSecond * delay) / 1000));
    const id = window.setInterval(() => advance(chunk), delay);
    return () => window.clearInterval(id);
  }, [playing, speed, advance]);

  const reset = useCallback(() => {
    gen.current = null;
    viewRef.current = initialSearchView(n);
    setView(viewRef.current);
    setPlaying(false);
    setSeeking(false);
  }, [n]);

  return {
    view,
    playing,
    speed,
    seeking,
    setPlaying: (on: boolean) => {
      setSeeking(false);
      setPlaying(on);
    },
    setSpeed,
    step: (count = 1) => {
      advance(count);
    },
    toNextSolution: () => {
      setPlaying(false);
      setSeeking((s) => !s);
    },
    reset,
  };
}
