/**
 * The Go board: the game state as board data (stones, the last-move ring, move
 * numbers, dead stones and territory while counting, a ghost stone under the pointer
 * or keyboard focus) for `<IntersectionBoard>`, with coordinates on all four sides,
 * and the record's markup over it (see `markup.ts`): a markup marker wins over the
 * last-move ring and a move number, a label shows instead of the number. The board and its points are named
 * in the current language ("D4, black stone, last move, triangle" / "D4，黑子，最后一手，
 * 三角"); coordinates stay as they are.
 *
 * @example
 * ```tsx
 * <GoBoard state={s} last={{ x: 2, y: 2 }} numbers={undefined} counting={undefined}
 *   ghost="black" disabled={false} onActivate={(p) => play(p)}
 *   markup={nodeMarkup(record, id)} />
 * ```
 */
import {
  IntersectionBoard,
  type BoardLine,
  type Highlight,
  type MarkerKind,
  type TentativePiece,
} from '@qipan/board-react';
import { pointKey, type Color, type Point } from '@qipan/core';
import { check, formatVertex, stoneAt, type GoState } from '@qipan/go';
import type { TFunction } from 'i18next';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardMarkup } from './markup.js';

export interface GoBoardProps {
  readonly state: GoState;
  readonly last: Point | undefined;
  /** Move number per `x,y` when numbers are shown. */
  readonly numbers: ReadonlyMap<string, number> | undefined;
  /** Dead stones (`x,y`) and each point's owner while counting. */
  readonly counting:
    { readonly dead: ReadonlySet<string>; readonly ownership: (Color | undefined)[][] } | undefined;
  /**
   * The colour of the ghost stone under the pointer, or none. A ghost of the side to
   * move shows only where its move is legal (not on the ko point, not a suicide).
   */
  readonly ghost: Color | undefined;
  /** The ghost is a setup stone (edit mode): shown on any empty point. */
  readonly setup?: boolean | undefined;
  readonly disabled: boolean;
  readonly onActivate: (p: Point) => void;
  /** The record's markup at this node (shapes, labels, selected and dimmed points, lines). */
  readonly markup?: BoardMarkup | undefined;
  /** A move waiting for confirmation (see `touch/useConfirmMove.ts`). */
  readonly tentative?: TentativePiece | undefined;
}

const SIDES = ['top', 'right', 'bottom', 'left'] as const;

/** The board data of a Go position. */
export function goBoardData(props: GoBoardProps) {
  const { state, last, numbers, counting, markup } = props;
  const n = state.size;
  const pieces: Record<string, Color> = {};
  const labels: Record<string, string> = {};
  const highlights: Record<string, Highlight[]> = {};
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      const k = `${x},${y}`;
      const c = stoneAt(state, { x, y });
      if (c) pieces[k] = c;
      const num = numbers?.get(k);
      if (c && num !== undefined) labels[k] = String(num);
      const hl: Highlight[] = [...(markup?.highlights[k] ?? [])];
      if (!counting) {
        if (hl.length > 0) highlights[k] = hl;
        continue;
      }
      const dead = counting.dead.has(k);
      if (dead) hl.push('dead');
      const own = counting.ownership[y]?.[x];
      if (own && (!c || dead) && !hl.includes(`own-${own}`)) hl.push(`own-${own}`);
      if (hl.length > 0) highlights[k] = hl;
    }
  }
  const lastKey = last ? pointKey(last) : undefined;
  const markers: Record<string, MarkerKind> = lastKey ? { [lastKey]: 'last' } : {};
  // Markup wins over the last-move ring and over a move number (a shape would cover
  // it, a label replaces it); the number stays in the point's name.
  const numberLabels: Readonly<Record<string, string>> = { ...labels };
  for (const [k, m] of Object.entries(markup?.markers ?? {})) {
    if (!m) continue;
    markers[k] = m;
    delete labels[k];
  }
  for (const [k, text] of Object.entries(markup?.labels ?? {})) if (text) labels[k] = text;
  const lines: readonly BoardLine[] = markup?.lines ?? [];
  const markupHighlights = markup?.highlights ?? {};
  return { n, pieces, labels, numberLabels, highlights, markupHighlights, markers, lines, lastKey };
}

type GoBoardData = ReturnType<typeof goBoardData>;

/** The board's accessible name: "Go board, 9 by 9". */
export const goBoardLabel = (t: TFunction<['go', 'common']>, n: number): string =>
  t('board.label', { n });

/** A point's accessible name: "D4, black stone, move 12, last move", "E5, empty, white territory". */
export function goPointLabel(
  t: TFunction<['go', 'common']>,
  data: GoBoardData,
  counting: GoBoardProps['counting'],
  p: Point,
): string {
  const k = pointKey(p);
  const c = data.pieces[k];
  const parts = [formatVertex(p, data.n), c ? t(`board.stone.${c}`) : t('board.empty')];
  const num = data.numberLabels[k];
  if (num !== undefined) parts.push(t('board.move', { n: num }));
  if (k === data.lastKey) parts.push(t('board.last'));
  parts.push(...markupParts(t, data, p));
  const dead = counting?.dead.has(k) ?? false;
  if (dead) parts.push(t('board.dead'));
  const own = counting?.ownership[p.y]?.[p.x];
  if (own && (!c || dead)) parts.push(t(`board.territory.${own}`));
  return parts.join(t('common:partGap'));
}

const SHAPE_NAMES = ['triangle', 'square', 'circle', 'cross'] as const;
type ShapeName = (typeof SHAPE_NAMES)[number];
const isShape = (m: MarkerKind | undefined): m is ShapeName =>
  (SHAPE_NAMES as readonly (MarkerKind | undefined)[]).includes(m);

/** What the markup says about a point: "triangle", "label A", "dimmed", "arrow to C3". */
function markupParts(t: TFunction<['go', 'common']>, data: GoBoardData, p: Point): string[] {
  const k = pointKey(p);
  const parts: string[] = [];
  const m = data.markers[k];
  if (isShape(m)) parts.push(t(`markup.${m}`));
  else if (m === 'label') parts.push(t('markup.label', { text: data.labels[k] ?? '' }));
  const hl = data.markupHighlights[k] ?? [];
  if (hl.includes('selected')) parts.push(t('markup.selected'));
  if (hl.includes('dim')) parts.push(t('markup.dimmed'));
  for (const c of ['black', 'white'] as const)
    if (hl.includes(`own-${c}`)) parts.push(t(`board.territory.${c}`));
  const at = (q: Point): boolean => q.x === p.x && q.y === p.y;
  for (const l of data.lines) {
    if (at(l.from)) {
      const point = formatVertex(l.to, data.n);
      parts.push(l.arrow ? t('markup.arrowTo', { point }) : t('markup.lineTo', { point }));
    } else if (at(l.to)) {
      const point = formatVertex(l.from, data.n);
      parts.push(l.arrow ? t('markup.arrowFrom', { point }) : t('markup.lineTo', { point }));
    }
  }
  return parts;
}

export function GoBoard(props: GoBoardProps): ReactNode {
  const { counting, ghost, disabled } = props;
  const { t } = useTranslation(['go', 'common']);
  const data = goBoardData(props);
  const { n, pieces, labels, highlights, markers, lines, lastKey } = data;
  const [hover, setHover] = useState<Point | undefined>(undefined);
  const [focus, setFocus] = useState<Point | undefined>(undefined);
  const target = hover ?? focus;
  const ghostShown =
    ghost !== undefined &&
    target !== undefined &&
    !disabled &&
    (props.setup === true ||
      ghost !== props.state.turn ||
      check(props.state, { type: 'play', point: target }) === undefined);

  return (
    <IntersectionBoard
      id="go-board"
      className="go-board"
      size={{ width: n, height: n }}
      label={goBoardLabel(t, n)}
      pieces={pieces}
      labels={labels}
      markers={markers}
      highlights={highlights}
      lines={lines}
      ghost={ghostShown ? { point: target, piece: ghost } : undefined}
      tentative={props.tentative}
      disabled={disabled}
      coordinates={{ labels: 'go', sides: SIDES }}
      pieceClass="go-stone"
      cellLabel={(p) => goPointLabel(t, data, counting, p)}
      cellData={(p) => {
        const k = pointKey(p);
        return {
          'data-stone': pieces[k],
          'data-last': k === lastKey,
          'data-dead': counting?.dead.has(k) ?? false,
        };
      }}
      onPointClick={props.onActivate}
      onPointHover={setHover}
      onPointFocus={setFocus}
    />
  );
}
