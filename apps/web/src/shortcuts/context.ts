/**
 * The page's shortcuts registry: each piece of a page that binds keys adds its group
 * while it is mounted (`useShortcuts`), so the `?` list shows what the page does; the
 * "Type a move" box registers the page's move reader (`useMoveTarget`). Both do
 * nothing outside a `<ShortcutsHost>`.
 *
 * @example
 * ```tsx
 * useShortcuts({ id: 'moves', title: t('shortcuts.group.moves'),
 *   entries: [{ keys: ['ArrowLeft', 'ArrowRight'], label: t('shortcuts.key.travel') }] });
 * ```
 */
import { createContext, useContext, useEffect, useRef } from 'react';

/** One line of the list: keys (`KeyboardEvent.key` names, `Ctrl+Z`…) and what they do. */
export interface ShortcutEntry {
  readonly keys: readonly string[];
  readonly label: string;
  /** The keys one after the other (`h8` then Enter), not one of them. */
  readonly sequence?: boolean;
  /**
   * The letter acts at once, even where it is a column of the board: the keys after it
   * are its own (the review's G, then a move number), never the start of a typed move.
   */
  readonly immediate?: boolean;
}

export interface ShortcutGroup {
  /** Groups of the same id merge (a page's pieces may add to "Moves"). */
  readonly id: string;
  readonly title: string;
  readonly entries: readonly ShortcutEntry[];
}

/** The page's way of playing a typed move. */
export interface MoveTarget {
  /** The board's column letters, lower case: they may start a move. */
  readonly columns: string;
  /** A move like the page's notation, for the hints (`D4`, `h8`, `C2-C3`). */
  readonly example: string;
  /** Whether the text can still grow into a move. */
  continues(text: string): boolean;
  /** Plays the move; an error sentence when it cannot even be read (or played now). */
  submit(text: string): string | undefined;
}

export interface ShortcutsApi {
  register(group: ShortcutGroup): () => void;
  registerMove(target: () => MoveTarget): () => void;
  /** What the "Type a move" box shows (typed there or gathered from the keys). */
  readonly draft: string;
  setDraft(text: string): void;
  /** The last typed move's error, or ''. */
  readonly error: string;
  /** Plays the draft (the box's Enter or button). */
  submit(text: string): void;
}

export const ShortcutsContext = createContext<ShortcutsApi | undefined>(undefined);

/** Lists `group` in the `?` overlay while the caller is mounted. */
export function useShortcuts(group: ShortcutGroup | undefined): void {
  const api = useContext(ShortcutsContext);
  const key = group ? JSON.stringify(group) : '';
  const register = api?.register;
  useEffect(() => {
    if (!register || !key) return;
    return register(JSON.parse(key) as ShortcutGroup);
  }, [register, key]);
}

/** Makes the page's typed moves go to `target` (the latest one each time). */
export function useMoveTarget(target: MoveTarget): ShortcutsApi | undefined {
  const api = useContext(ShortcutsContext);
  const ref = useRef(target);
  ref.current = target;
  const registerMove = api?.registerMove;
  useEffect(() => registerMove?.(() => ref.current), [registerMove]);
  return api;
}
