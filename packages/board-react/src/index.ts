/**
 * @packageDocumentation
 * Qipan board components for React: they draw data and report intents, and know no
 * game rules, so Go, Gomoku, Chongzi and N-Queens share them.
 *
 * ```tsx
 * import { GridBoard } from '@qipan/board-react';
 * <GridBoard size={{ width: 8, height: 8 }} label="Board" pieces={{ '0,0': 'queen' }}
 *   cellLabel={(p) => `${p.x},${p.y}`} onPointActivate={(p) => console.log(p)} />;
 * ```
 */
export { GridBoard } from './GridBoard.js';
export type { CellData, GhostPiece, GridBoardProps, PointMap } from './GridBoard.js';
export { clampPoint, isActivateKey, moveFocus } from './keyboard.js';
export type { KeyInput } from './keyboard.js';
