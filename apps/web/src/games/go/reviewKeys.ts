/**
 * The review's own keys, besides navigation (GoParts `useGoKeys`): Shift+←/→ the
 * previous/next fork, G go to move (focuses its box at once, so `G` `100` goes to move
 * 100, never plays G10), Delete the current branch,
 * E edit position, I game info. Not while typing, not on the board (its arrows),
 * not while a dialog is open, and not with Ctrl/Cmd/Alt.
 *
 * @example
 * ```ts
 * useReviewKeys({ prevFork, nextFork, gotoMove, deleteBranch, toggleEdit, gameInfo });
 * ```
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useShortcuts } from '../../shortcuts/context.js';

export interface ReviewKeyActions {
  prevFork(): void;
  nextFork(): void;
  gotoMove(): void;
  deleteBranch(): void;
  toggleEdit(): void;
  gameInfo(): void;
}

function ignores(target: EventTarget | null): boolean {
  if (document.querySelector('dialog[open]')) return true;
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) return true;
  return target.closest('[role="grid"]') !== null;
}

/** The action of key event `e`, if it is one of the review's keys. */
function actionOf(e: KeyboardEvent): keyof ReviewKeyActions | undefined {
  if (e.shiftKey && e.key === 'ArrowLeft') return 'prevFork';
  if (e.shiftKey && e.key === 'ArrowRight') return 'nextFork';
  if (e.key === 'Delete') return 'deleteBranch';
  const k = e.key.toLowerCase();
  if (k === 'g') return 'gotoMove';
  if (k === 'e') return 'toggleEdit';
  if (k === 'i') return 'gameInfo';
  return undefined;
}

export function useReviewKeys(actions: ReviewKeyActions): void {
  const { t } = useTranslation();
  // The `?` list: these keys, and ↑/↓ between variations (useGoKeys' navigation).
  useShortcuts({
    id: 'review',
    title: t('shortcuts.group.review'),
    entries: [
      { keys: ['ArrowUp', 'ArrowDown'], label: t('shortcuts.key.variation') },
      { keys: ['Shift+ArrowLeft', 'Shift+ArrowRight'], label: t('shortcuts.key.fork') },
      // G then a number goes to that move: G never starts a typed move (G10) here.
      { keys: ['G'], label: t('shortcuts.key.gotoMove'), immediate: true },
      { keys: ['E'], label: t('shortcuts.key.editPosition') },
      { keys: ['I'], label: t('shortcuts.key.gameInfo') },
      { keys: ['Delete'], label: t('shortcuts.key.deleteBranch') },
    ],
  });
  const ref = useRef(actions);
  ref.current = actions;
  useEffect(() => {
    const onKey = (e: KeyboardEvent): void => {
      if (e.ctrlKey || e.metaKey || e.altKey || ignores(e.target)) return;
      const a = actionOf(e);
      if (!a) return;
      e.preventDefault();
      ref.current[a]();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
