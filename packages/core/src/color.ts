/**
 * The two sides of a two-player game.
 *
 * @example
 * ```ts
 * import { opposite, byColor } from '@qipan/core';
 * opposite('black'); // 'white'
 * byColor(() => 0); // { black: 0, white: 0 }
 * ```
 */
export const COLORS = ['black', 'white'] as const;
export type Color = (typeof COLORS)[number];
export type ByColor<T> = { [c in Color]: T };

export const opposite = (c: Color): Color => (c === 'black' ? 'white' : 'black');

export const isColor = (v: unknown): v is Color => v === 'black' || v === 'white';

export function byColor<T>(f: (c: Color) => T): ByColor<T> {
  return { black: f('black'), white: f('white') };
}
