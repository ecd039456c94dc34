/**
 * @packageDocumentation
 * Qipan boards for React: they draw data and report intents, and know no game rules,
 * so Go, Gomoku, Chongzi and N-Queens share them. Import `@qipan/board-react/board.css`
 * once; themes set its `--qp-*` custom properties.
 *
 * ```tsx
 * import { IntersectionBoard } from '@qipan/board-react';
 * <IntersectionBoard size={{ width: 9, height: 9 }} label="Go board" pieces={{ '2,2': 'black' }}
 *   coordinates={{ labels: 'go' }} cellLabel={(p) => `${p.x},${p.y}`} onPointClick={console.log} />;
 * ```
 */
export { IntersectionBoard, GridLines, MarkLines } from './IntersectionBoard.js';
export type { IntersectionBoardProps } from './IntersectionBoard.js';
export { GridBoard } from './GridBoard.js';
export type { GridBoardProps } from './GridBoard.js';
export { Marker, Piece, QueenShape } from './Piece.js';
export type { MarkerProps, PieceProps } from './Piece.js';
export { starPoints } from './starPoints.js';
export { BoardFlipContext, flipPoint } from './flip.js';
export { BOARD_SIDES, COORDINATE_SCHEMES, coordinateLabels } from './coordinates.js';
export type { BoardSide, CoordinateLabels, CoordinateScheme } from './coordinates.js';
export { HIGHLIGHTS, MARKERS, PIECES, parseHighlights } from './types.js';
export type {
  BoardData,
  BoardLine,
  BoardProps,
  CellData,
  CoordinatesOption,
  GhostPiece,
  Highlight,
  MarkerKind,
  PieceKind,
  PointMap,
  TentativePiece,
} from './types.js';
export { BOARD_KEYS, clampPoint, isActivateKey, keyIntent, moveFocus } from './keyboard.js';
export type { BoardKeyId, KeyInput, KeyIntent } from './keyboard.js';
