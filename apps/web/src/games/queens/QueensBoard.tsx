/**
 * The N-Queens board: queens, conflicts, attacked squares, the inspected lines and a
 * hint as `<GridBoard>` data, with labels in the current language ("d5, queen,
 * attacked" / "d5，皇后，受攻击") and data attributes
 * (`data-queen`, `data-conflict`, `data-attacked`, `data-reach`, `data-hint`,
 * `data-name="d5"`).
 *
 * @example
 * ```tsx
 * <QueensBoard n={8} label="Your board" queens={[{ x: 3, y: 4 }]} onActivate={toggle} />
 * ```
 */
import {
  GridBoard,
  parseHighlights,
  type Highlight,
  type PieceKind,
  type PointMap,
} from '@qipan/board-react';
import { pointKey, type Point } from '@qipan/core';
import { squareName } from '@qipan/queens';
import type { TFunction } from 'i18next';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface QueensBoardProps {
  readonly n: number;
  readonly label: string;
  readonly id?: string | undefined;
  readonly queens: readonly Point[];
  /** Keys of queens in an attacking pair. */
  readonly conflicts?: ReadonlySet<string> | undefined;
  /** Keys of squares attacked by some queen. */
  readonly attacked?: ReadonlySet<string> | undefined;
  /** Keys of squares on the inspected queen's lines (tinted). */
  readonly reach?: ReadonlySet<string> | undefined;
  readonly hint?: Point | undefined;
  readonly ghost?: Point | undefined;
  /** Extra highlight names per point, space-separated (search animation states). */
  readonly tints?: PointMap<string> | undefined;
  readonly disabled?: boolean | undefined;
  readonly onActivate?: ((p: Point) => void) | undefined;
  readonly onHover?: ((p: Point | undefined) => void) | undefined;
  readonly onFocusPoint?: ((p: Point | undefined) => void) | undefined;
}

const NONE: ReadonlySet<string> = new Set();

/** Queens and highlights (reach, conflict, hint, search states) per square. */
export function queensBoardData(
  queens: readonly Point[],
  lines: { readonly reach: ReadonlySet<string>; readonly conflicts: ReadonlySet<string> },
  hint: Point | undefined,
  tints: PointMap<string> | undefined,
) {
  const pieces: Record<string, PieceKind> = {};
  for (const q of queens) pieces[pointKey(q)] = 'queen';
  const highlights: Record<string, Highlight[]> = {};
  const add = (key: string, h: readonly Highlight[]): void => {
    highlights[key] = [...(highlights[key] ?? []), ...h];
  };
  for (const k of lines.reach) add(k, ['reach']);
  for (const k of lines.conflicts) add(k, ['conflict']);
  if (hint) add(pointKey(hint), ['hint']);
  if (tints) for (const [k, t] of Object.entries(tints)) add(k, parseHighlights(t));
  return { pieces, highlights };
}

/** A square's accessible name: "d5, queen, attacked", "e4, empty, suggested". */
export function queensSquareLabel(
  t: TFunction<['queens', 'common']>,
  n: number,
  p: Point,
  square: { readonly queen: boolean; readonly attacked: boolean; readonly suggested: boolean },
): string {
  const parts = [squareName(p, n), square.queen ? t('square.queen') : t('square.empty')];
  if (square.attacked) parts.push(t('square.attacked'));
  if (square.suggested) parts.push(t('square.suggested'));
  return parts.join(t('common:partGap'));
}

export function QueensBoard(props: QueensBoardProps): ReactNode {
  const { n, queens, hint, ghost, disabled = false } = props;
  const { t } = useTranslation(['queens', 'common']);
  const conflicts = props.conflicts ?? NONE;
  const attacked = props.attacked ?? NONE;
  const reach = props.reach ?? NONE;
  const { pieces, highlights } = useMemo(
    () => queensBoardData(queens, { reach, conflicts }, hint, props.tints),
    [queens, reach, conflicts, hint, props.tints],
  );

  const hintKey = hint ? pointKey(hint) : undefined;
  const cellLabel = (p: Point): string => {
    const key = pointKey(p);
    return queensSquareLabel(t, n, p, {
      queen: pieces[key] !== undefined,
      attacked: conflicts.has(key) || attacked.has(key),
      suggested: key === hintKey,
    });
  };

  return (
    <GridBoard
      id={props.id}
      className={`queens-board queens-board--n${n > 12 ? 'large' : 'small'}`}
      size={{ width: n, height: n }}
      label={props.label}
      pieces={pieces}
      highlights={highlights}
      ghost={ghost && !pieces[pointKey(ghost)] ? { point: ghost, piece: 'queen' } : undefined}
      markers={hintKey ? { [hintKey]: 'hint' } : undefined}
      disabled={disabled}
      coordinates={{ labels: 'lower', sides: ['left', 'bottom'] }}
      cellLabel={cellLabel}
      cellData={(p) => {
        const key = pointKey(p);
        return {
          'data-queen': pieces[key] !== undefined,
          'data-conflict': conflicts.has(key),
          'data-attacked': attacked.has(key),
          'data-reach': reach.has(key),
          'data-hint': key === hintKey,
          'data-name': squareName(p, n),
        };
      }}
      onPointClick={props.onActivate}
      onPointHover={props.onHover}
      onPointFocus={props.onFocusPoint}
    />
  );
}
