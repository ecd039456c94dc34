/**
 * The roving-tabindex keyboard model of a grid: which point a key moves focus to.
 *
 * @example
 * ```ts
 * import { moveFocus } from '@qipan/board-react';
 * moveFocus({ x: 0, y: 0 }, { key: 'ArrowRight', ctrlKey: false }, { width: 8, height: 8 }); // { x: 1, y: 0 }
 * moveFocus({ x: 3, y: 2 }, { key: 'End', ctrlKey: true }, { width: 8, height: 8 }); // { x: 7, y: 7 }
 * keyIntent({ x: 3, y: 2 }, { key: 'Enter', ctrlKey: false }, { width: 8, height: 8 }); // click 3,2
 * ```
 */
import type { Point, Size } from '@qipan/core';

/** The parts of a keyboard event the model reads. */
export interface KeyInput {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey?: boolean;
}

const clamp = (v: number, lo: number, hi: number): number => Math.max(lo, Math.min(hi, v));

/** Keeps a point inside the grid (the top-left corner for an empty grid). */
export function clampPoint(p: Point, size: Size): Point {
  return {
    x: clamp(p.x, 0, Math.max(0, size.width - 1)),
    y: clamp(p.y, 0, Math.max(0, size.height - 1)),
  };
}

/**
 * The point focus moves to for `input`, or undefined when the key is not a
 * navigation key. Arrows move one cell (stopping at the edges), Home/End go to the
 * start/end of the row, Ctrl+Home/End to the first/last cell, PageUp/PageDown to the
 * top/bottom of the column.
 */
export function moveFocus(from: Point, input: KeyInput, size: Size): Point | undefined {
  const p = clampPoint(from, size);
  const ctrl = input.ctrlKey || input.metaKey === true;
  const last = { x: size.width - 1, y: size.height - 1 };
  switch (input.key) {
    case 'ArrowRight':
      return clampPoint({ x: p.x + 1, y: p.y }, size);
    case 'ArrowLeft':
      return clampPoint({ x: p.x - 1, y: p.y }, size);
    case 'ArrowDown':
      return clampPoint({ x: p.x, y: p.y + 1 }, size);
    case 'ArrowUp':
      return clampPoint({ x: p.x, y: p.y - 1 }, size);
    case 'Home':
      return ctrl ? { x: 0, y: 0 } : { x: 0, y: p.y };
    case 'End':
      return ctrl ? last : { x: last.x, y: p.y };
    case 'PageUp':
      return { x: p.x, y: 0 };
    case 'PageDown':
      return { x: p.x, y: last.y };
    default:
      return undefined;
  }
}

/** True for the keys that activate the focused cell. */
export const isActivateKey = (key: string): boolean =>
  key === 'Enter' || key === ' ' || key === 'Spacebar';

/** What a key on the board means: move focus to a point, or click the focused point. */
export type KeyIntent =
  | { readonly kind: 'focus'; readonly point: Point }
  | { readonly kind: 'click'; readonly point: Point };

/**
 * The intent of a key pressed while `active` has focus, or undefined for keys the
 * board leaves alone (Alt combinations, Ctrl/Meta+Enter, letters).
 */
export function keyIntent(
  active: Point,
  input: KeyInput & { readonly altKey?: boolean },
  size: Size,
): KeyIntent | undefined {
  if (input.altKey === true) return undefined;
  const next = moveFocus(active, input, size);
  if (next) return { kind: 'focus', point: next };
  if (isActivateKey(input.key) && !input.ctrlKey && input.metaKey !== true) {
    return { kind: 'click', point: clampPoint(active, size) };
  }
  return undefined;
}

/**
 * The board's keys as a table for a help screen, each with the id of what it does:
 * the same keys {@link keyIntent} answers (a test keeps the two together).
 */
export const BOARD_KEYS = [
  { id: 'move', keys: ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'] },
  { id: 'rowEnds', keys: ['Home', 'End'] },
  { id: 'corners', keys: ['Ctrl+Home', 'Ctrl+End'] },
  { id: 'columnEnds', keys: ['PageUp', 'PageDown'] },
  { id: 'activate', keys: ['Enter', ' '] },
] as const satisfies readonly { readonly id: string; readonly keys: readonly string[] }[];
export type BoardKeyId = (typeof BOARD_KEYS)[number]['id'];
