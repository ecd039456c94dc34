/**
 * The Chongzi board: the game state as board data (red and blue pieces on the
 * intersections of a 4×4 or 5×5 grid, the selected piece, movable pieces, targets,
 * the last move, the capture flash) for `<IntersectionBoard>`. Cells carry
 * `data-point`, `data-piece` (`red`/`blue`), `data-selected`, `data-target`,
 * `data-movable`, `data-captured`, `data-last` and `data-name` ("C3"), and are
 * labelled in the current language like "C3, red piece, selected" ("C3，红子，已选中").
 *
 * @example
 * ```tsx
 * <ChongziBoard state={s} selected={null} targets={new Set()} onActivate={play} />
 * ```
 */
import {
  IntersectionBoard,
  type Highlight,
  type MarkerKind,
  type TentativePiece,
} from '@qipan/board-react';
import { formatPoint, type ChongziState, type Side } from '@qipan/chongzi';
import { pointKey, type Point } from '@qipan/core';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ChongziBoardProps {
  readonly id?: string;
  readonly label: string;
  readonly state: ChongziState;
  readonly selected: Point | null;
  readonly targets: ReadonlySet<string>;
  readonly movable: ReadonlySet<string>;
  /** Captured points still showing their old colour, flashing. */
  readonly flash?: Readonly<Record<string, Side>> | undefined;
  readonly disabled: boolean;
  /** A move waiting for confirmation (see `touch/useConfirmMove.ts`). */
  readonly tentative?: TentativePiece | undefined;
  readonly onActivate: (p: Point) => void;
}

const NO_STARS: readonly Point[] = [];

/** The board data of a Chongzi position (pieces, last-move rings, highlights). */
export function chongziBoardData(props: ChongziBoardProps) {
  const { state, selected, targets, movable, flash } = props;
  const n = state.size;
  const last = state.lastMove;
  const markers: Record<string, MarkerKind> = {};
  if (last?.kind === 'step') {
    markers[pointKey(last.from)] = 'last';
    markers[pointKey(last.to)] = 'last';
  } else if (last) markers[pointKey(last.at)] = 'last';
  const pieces: Record<string, Side> = {};
  const highlights: Record<string, Highlight[]> = {};
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      const key = pointKey({ x, y });
      const piece = flash?.[key] ?? state.board[y * n + x] ?? null;
      if (piece) pieces[key] = piece;
      const hl: Highlight[] = [];
      if (selected && selected.x === x && selected.y === y) hl.push('selected');
      if (movable.has(key)) hl.push('movable');
      if (targets.has(key)) hl.push('target');
      if (flash?.[key]) hl.push('captured');
      if (hl.length > 0) highlights[key] = hl;
    }
  }
  return { n, pieces, markers, highlights };
}

/** What a point's name says besides its piece. */
export interface ChongziPointFlags {
  readonly selected: boolean;
  readonly target: boolean;
  readonly movable: boolean;
  readonly captured: boolean;
  readonly last: boolean;
}

/**
 * A point's accessible name: "C3, red piece, selected", "B2, empty, legal destination";
 * a target with a piece on it "can be removed".
 */
export function chongziPointLabel(
  t: TFunction<['chongzi', 'common']>,
  n: number,
  p: Point,
  piece: Side | undefined,
  flags: ChongziPointFlags,
): string {
  const parts = [formatPoint(p, n), piece ? t(`cell.piece.${piece}`) : t('cell.empty')];
  if (flags.captured) parts.push(t('cell.captured'));
  if (flags.selected) parts.push(t('cell.selected'));
  if (flags.target) parts.push(piece ? t('cell.removable') : t('cell.destination'));
  if (flags.movable && !flags.selected) parts.push(t('cell.canMove'));
  if (flags.last) parts.push(t('cell.last'));
  return parts.join(t('common:partGap'));
}

export function ChongziBoard(props: ChongziBoardProps): ReactNode {
  const { selected, targets, movable, flash, disabled } = props;
  const { t } = useTranslation(['chongzi', 'common']);
  const { n, pieces, markers, highlights } = chongziBoardData(props);

  const flags = (p: Point): ChongziPointFlags => {
    const key = pointKey(p);
    return {
      selected: !!selected && selected.x === p.x && selected.y === p.y,
      target: targets.has(key),
      movable: movable.has(key),
      captured: !!flash?.[key],
      last: markers[key] !== undefined,
    };
  };

  return (
    <IntersectionBoard
      id={props.id}
      className={`cz-board cz-board--${n}`}
      size={{ width: n, height: n }}
      label={props.label}
      pieces={pieces}
      markers={markers}
      highlights={highlights}
      stars={NO_STARS}
      disabled={disabled}
      tentative={props.tentative}
      coordinates={{ labels: 'upper', sides: ['left', 'bottom'] }}
      pieceClass="cz-piece"
      cellLabel={(p) => chongziPointLabel(t, n, p, pieces[pointKey(p)], flags(p))}
      cellData={(p) => {
        const f = flags(p);
        return {
          'data-selected': f.selected,
          'data-target': f.target,
          'data-movable': f.movable,
          'data-captured': f.captured,
          'data-last': f.last,
          'data-name': formatPoint(p, n),
        };
      }}
      onPointClick={props.onActivate}
    />
  );
}
