/**
 * How every game opens: with the new-game choice (the opponent: a person on this
 * screen, the AI, or a friend by an online link; and the game's settings, its clock
 * among them) when there is no game to continue, pre-filled with the choice last
 * made for this game. The choice is remembered per game in localStorage
 * (`qipan.newGame.<game>`), so a clock chosen for one game is not offered for another.
 *
 * @example
 * ```tsx
 * const choice = useNewGameChoice('gomoku', game.resumed, readDraft, fallback);
 * <NewGameDialog open={choice.open} initial={choice.initial} onChosen={choice.chosen} … />
 * ```
 */
import { useState } from 'react';

const keyOf = (game: string): string => `qipan.newGame.${game}`;

function store(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** The choice last made for `game`, read leniently by `read` (undefined when none or unreadable). */
export function recallChoice<D>(game: string, read: (json: unknown) => D): D | undefined {
  const text = store()?.getItem(keyOf(game));
  if (!text) return undefined;
  try {
    return read(JSON.parse(text));
  } catch {
    return undefined;
  }
}

/** Keeps `draft` as the choice for `game`. */
export function rememberChoice(game: string, draft: unknown): void {
  try {
    store()?.setItem(keyOf(game), JSON.stringify(draft));
  } catch {
    // Storage full or refused: the choice is not remembered, the game starts all the same.
  }
}

export interface NewGameChoice<D> {
  /** The choice is shown. */
  readonly open: boolean;
  /** What it shows first: the remembered choice, else `fallback`. */
  readonly initial: D;
  show(): void;
  close(): void;
  /** The user chose `draft`: remembered (the page closes the choice once the game starts). */
  chosen(draft: D): void;
}

/**
 * The new-game choice of `game`: open at first unless the page `resumed` a game in
 * play; `read` reads a remembered draft, `fallback` is the draft without one.
 */
export function useNewGameChoice<D>(
  game: string,
  resumed: boolean,
  read: (json: unknown) => D,
  fallback: D,
): NewGameChoice<D> {
  const [open, setOpen] = useState(!resumed);
  const [initial, setInitial] = useState<D>(() => recallChoice(game, read) ?? fallback);
  return {
    open,
    initial,
    show: () => setOpen(true),
    close: () => setOpen(false),
    chosen: (d) => {
      rememberChoice(game, d);
      setInitial(d);
    },
  };
}
