/**
 * The gomoku board: the game state as board data (stones, optional move numbers, the
 * last-move ring, Black's forbidden points under renju, the winning line, a hover
 * ghost) for `<IntersectionBoard>`, with row numbers on the left and letters a–o
 * below. Cells carry `data-stone`, `data-forbidden`, `data-win`, `data-last`,
 * `data-name` and labels in the current language such as "h8, black stone, last move"
 * or "j9, empty, forbidden for Black: double-three" ("j9，空，黑方三三禁手").
 *
 * @example
 * ```tsx
 * <GomokuBoard state={s} forbidden={forbiddenPoints(s)} numbers onActivate={play} />
 * ```
 */
import {
  IntersectionBoard,
  starPoints as boardStarPoints,
  type Highlight,
  type MarkerKind,
  type TentativePiece,
} from '@qipan/board-react';
import { pointKey, type Point } from '@qipan/core';
import {
  formatPoint,
  type ForbiddenKind,
  type ForbiddenPoint,
  type GomokuState,
} from '@qipan/gomoku';
import type { TFunction } from 'i18next';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { stoneNumbers } from './moves.js';

export interface GomokuBoardProps {
  readonly state: GomokuState;
  readonly forbidden: readonly ForbiddenPoint[];
  readonly numbers: boolean;
  /** The colour of the hover ghost, when a stone may be placed now. */
  readonly ghostColor: 'black' | 'white' | undefined;
  readonly hover: Point | undefined;
  readonly disabled: boolean;
  readonly label: string;
  /** A move waiting for confirmation (see `touch/useConfirmMove.ts`). */
  readonly tentative?: TentativePiece | undefined;
  readonly onActivate: (p: Point) => void;
  readonly onHover: (p: Point | undefined) => void;
}

/** The board's star points as `x,y` keys (kept for this page's callers). */
export const starPoints = (size: number): Set<string> =>
  new Set(boardStarPoints(size).map(pointKey));

/** The board data of a gomoku position. */
export function gomokuBoardData(
  state: GomokuState,
  forbidden: readonly ForbiddenPoint[],
  numbers: boolean,
) {
  const size = state.size;
  const nums = stoneNumbers(state);
  const pieces: Record<string, 'black' | 'white'> = {};
  const labels: Record<string, string> = {};
  state.cells.forEach((c, i) => {
    if (c === 0) return;
    const k = `${i % size},${Math.floor(i / size)}`;
    pieces[k] = c === 1 ? 'black' : 'white';
    const n = nums.get(k);
    if (numbers && n !== undefined) labels[k] = String(n);
  });
  const markers: Record<string, MarkerKind> = {};
  const forbiddenKinds = new Map<string, ForbiddenKind>();
  for (const f of forbidden) {
    const k = pointKey(f.point);
    forbiddenKinds.set(k, f.kind);
    markers[k] = 'forbidden';
  }
  const lastKey = state.lastStone ? pointKey(state.lastStone) : undefined;
  if (lastKey) markers[lastKey] = 'last';
  const highlights: Record<string, Highlight[]> = {};
  for (const p of state.outcome?.line ?? []) highlights[pointKey(p)] = ['win'];
  return { size, nums, pieces, labels, markers, highlights, forbiddenKinds, lastKey };
}

type GomokuBoardData = ReturnType<typeof gomokuBoardData>;

/** A point's accessible name: "h8, black stone, move 1, last move". */
export function gomokuPointLabel(
  t: TFunction<['gomoku', 'common']>,
  data: GomokuBoardData,
  p: Point,
): string {
  const key = pointKey(p);
  const parts = [formatPoint(p, data.size)];
  const stone = data.pieces[key];
  parts.push(stone ? t(`cell.stone.${stone}`) : t('cell.empty'));
  const n = data.nums.get(key);
  if (stone && n !== undefined) parts.push(t('cell.move', { n }));
  if (key === data.lastKey) parts.push(t('cell.last'));
  if (data.highlights[key]) parts.push(t('cell.win'));
  const f = data.forbiddenKinds.get(key);
  if (f) parts.push(t('cell.forbidden', { kind: t(`cell.kind.${f}`) }));
  return parts.join(t('common:partGap'));
}

export function GomokuBoard(props: GomokuBoardProps): ReactNode {
  const { state, forbidden, numbers, ghostColor, hover, disabled } = props;
  const { t } = useTranslation(['gomoku', 'common']);
  const data = useMemo(
    () => gomokuBoardData(state, forbidden, numbers),
    [state, forbidden, numbers],
  );
  const { size, pieces, highlights, forbiddenKinds, lastKey } = data;

  const hoverKey = hover ? pointKey(hover) : '';
  const ghost =
    hover && ghostColor && !pieces[hoverKey] && !forbiddenKinds.has(hoverKey)
      ? { point: hover, piece: ghostColor }
      : undefined;

  return (
    <IntersectionBoard
      id="gomoku-board"
      className="gk-board"
      size={{ width: size, height: size }}
      label={props.label}
      pieces={pieces}
      labels={data.labels}
      markers={data.markers}
      highlights={highlights}
      ghost={ghost}
      tentative={props.tentative}
      disabled={disabled}
      coordinates={{ labels: 'lower', sides: ['left', 'bottom'] }}
      pieceClass="gk-stone"
      cellLabel={(p) => gomokuPointLabel(t, data, p)}
      cellData={(p) => {
        const key = pointKey(p);
        return {
          'data-stone': pieces[key],
          'data-forbidden': forbiddenKinds.get(key),
          'data-win': highlights[key] !== undefined,
          'data-last': key === lastKey,
          'data-name': formatPoint(p, size),
        };
      }}
      onPointClick={props.onActivate}
      onPointHover={props.onHover}
    />
  );
}
