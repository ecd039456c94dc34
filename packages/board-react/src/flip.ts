/**
 * Turning a board round: the point drawn where `p` would be on a board seen from the
 * other side (an involution), and a context that flips every board under it unless a
 * board's own `flipped` prop says otherwise.
 *
 * @example
 * ```tsx
 * import { BoardFlipContext, flipPoint } from '@qipan/board-react';
 * flipPoint({ x: 0, y: 0 }, { width: 19, height: 19 }); // { x: 18, y: 18 }
 * <BoardFlipContext value={true}><GoBoard … /></BoardFlipContext>;
 * ```
 */
import type { Point, Size } from '@qipan/core';
import { createContext } from 'react';

/** Whether the boards below are seen from the other side (default false). */
export const BoardFlipContext = createContext(false);

/** `p` turned 180° on a `size` board (screen to board or back: the same map). */
export function flipPoint(p: Point, size: Size): Point {
  return { x: size.width - 1 - p.x, y: size.height - 1 - p.y };
}
