/**
 * A Chongzi move as a tentative move for the confirm-move mode: a placed piece on its
 * point, a step's piece on its destination (the selected piece stays where it is until
 * confirmed), a removal as a ring round the piece to remove.
 *
 * @example
 * ```ts
 * import { initial } from '@qipan/chongzi';
 * const s = initial({ size: 4, start: 'empty' });
 * chongziTentative(s, { kind: 'place', at: { x: 1, y: 2 } });
 * // { key: 'place 1,2', point: { x: 1, y: 2 }, piece: 'red', words: { kind: 'at', name: 'B2' }, … }
 * ```
 */
import { formatMove, formatPoint, type ChongziMove, type ChongziState } from '@qipan/chongzi';
import { pointKey } from '@qipan/core';
import type { Tentative } from '../../touch/confirmMove.js';

export function chongziTentative(state: ChongziState, move: ChongziMove): Tentative<ChongziMove> {
  const n = state.size;
  if (move.kind === 'step')
    return {
      key: `step ${pointKey(move.from)} ${pointKey(move.to)}`,
      point: move.to,
      piece: state.turn,
      move,
      words: { kind: 'step', name: formatMove(move, n) },
    };
  return {
    key: `${move.kind} ${pointKey(move.at)}`,
    point: move.at,
    piece: move.kind === 'place' ? state.turn : undefined,
    move,
    words: { kind: move.kind === 'place' ? 'at' : 'remove', name: formatPoint(move.at, n) },
  };
}
