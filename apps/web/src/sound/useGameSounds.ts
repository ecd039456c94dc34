/**
 * The sounds of a game page, from what it shows: each page describes its view once per
 * render (`SoundView`), and the sounds come from how it changed since the last one
 * (`soundsBetween`). What was shown last is kept per page kind for the whole visit, so
 * leaving the page and coming back, or a remount, plays nothing, while a reload starts
 * afresh (and silently). `useLowTimeSound` ticks once per low-time key of a clock.
 *
 * @example
 * ```tsx
 * useGameSounds('gomoku', { game: String(match.startedAtMs), at: shownPly, over: !!match.result });
 * useLowTimeSound(low ? `${game}:black:main` : undefined);
 * ```
 */
import { useEffect } from 'react';
import { soundsBetween, type SoundView } from './events.js';
import { playSounds } from './sound.js';

/** What each page kind showed last (this visit of the app). */
const shownLast = new Map<string, SoundView>();

/** Plays the sounds for the change from the last view of `scope` to `view` (none while undefined). */
export function useGameSounds(scope: string, view: SoundView | undefined): void {
  useEffect(() => {
    if (!view) return;
    const sounds = soundsBetween(shownLast.get(scope), view);
    shownLast.set(scope, view);
    playSounds(sounds);
  });
}

/** Low-time keys already ticked (this visit of the app). */
const ticked = new Set<string>();

/** Ticks once when `key` (a game, a side and a clock period) is new; undefined is silent. */
export function useLowTimeSound(key: string | undefined): void {
  useEffect(() => {
    if (key === undefined || ticked.has(key)) return;
    ticked.add(key);
    playSounds(['low']);
  }, [key]);
}
