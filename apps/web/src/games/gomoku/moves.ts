/**
 * The moves of a Gomoku game as the page shows them: move labels, stone numbers, and
 * the move list's items.
 *
 * @example
 * ```ts
 * moveLabel({ choose: 'white' }, 15, t); // 'takes white' / '选择执白'
 * ```
 */
import { formatPoint, isChoice, type GomokuMove, type GomokuState } from '@qipan/gomoku';
import type { MoveItem } from '../../components/MoveList.js';
import { say, type Tr } from '../../session/local/messages.js';

/** The text of a move as the move list shows it: "h8", "takes white" / "选择执白". */
export function moveLabel(m: GomokuMove, size: number, tr: Tr): string {
  if (!isChoice(m)) return formatPoint(m, size);
  const t = say(tr);
  return m.choose === 'place-two'
    ? t('gomoku:moveLabel.placeTwo')
    : t('gomoku:moveLabel.takes', { color: t(`gomoku:colorWord.${m.choose}`) });
}

/** Stone numbers (1-based, choices not counted) keyed "x,y" for the moves of `s`. */
export function stoneNumbers(s: GomokuState): Map<string, number> {
  const out = new Map<string, number>();
  let n = 0;
  for (const m of s.moves) {
    if (isChoice(m)) continue;
    n++;
    out.set(`${m.x},${m.y}`, n);
  }
  return out;
}

/** The move list's items: stones numbered (choices not counted) with their colour. */
export function moveItems(
  moves: readonly { readonly move: GomokuMove | undefined }[],
  size: number,
  tr: Tr,
): MoveItem[] {
  const t = say(tr);
  let stone = 0;
  return moves.map(({ move: m }) => {
    if (m === undefined) return { number: '', text: '', detail: '' };
    const text = moveLabel(m, size, tr);
    if (isChoice(m)) return { number: '·', text, detail: '' };
    stone++;
    const color = stone % 2 === 1 ? 'black' : 'white';
    return { number: String(stone), text, dot: color, detail: t(`common:color.${color}`) };
  });
}
