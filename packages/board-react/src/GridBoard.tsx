/**
 * `<GridBoard>`: a rule-free board of squares (chess-like, checkered), with optional
 * coordinates on any side and the shared cells with pieces, markers and highlights.
 *
 * @example
 * ```tsx
 * <GridBoard
 *   size={{ width: 8, height: 8 }}
 *   label="Eight queens board"
 *   pieces={{ '3,4': 'queen' }}
 *   highlights={{ '3,5': ['reach'] }}
 *   coordinates={{ labels: 'lower' }}
 *   cellLabel={(p) => `square ${p.x},${p.y}`}
 *   onPointClick={(p) => toggle(p)}
 * />
 * ```
 */
import { useContext, type ReactNode } from 'react';
import { BoardCells } from './BoardCells.js';
import { BoardFrame } from './BoardFrame.js';
import { BoardFlipContext } from './flip.js';
import type { BoardProps } from './types.js';

export interface GridBoardProps extends BoardProps {
  /** Light and dark squares; default true. */
  readonly checkered?: boolean | undefined;
}

export function GridBoard(props: GridBoardProps): ReactNode {
  const { size, coordinates, className, checkered = true, flipped: own, ...rest } = props;
  const inherited = useContext(BoardFlipContext);
  const flipped = own ?? inherited;
  return (
    <BoardFrame
      size={size}
      variant="squares"
      coordinates={coordinates}
      flipped={flipped}
      className={className}
    >
      <BoardCells {...rest} size={size} checkered={checkered} flipped={flipped} />
    </BoardFrame>
  );
}
