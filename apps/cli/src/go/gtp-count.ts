import { formatGtpVertex, score, stoneAt, type GoState } from '@qipan/go';

/**
 * The vertices `final_status_list` names for `which` (dead, alive or seki), once the dead
 * stones are known: seki among the stones left alive, never both dead and in seki.
 */
export function statusList(
  state: GoState,
  dead: readonly { x: number; y: number }[],
  which: 'dead' | 'alive' | 'seki',
): string {
  const size = state.size;
  const key = (p: { x: number; y: number }): string => `${p.x},${p.y}`;
  const deadSet = new Set(dead.map(key));
  const seki = new Set(score(state, { dead }).sekiStones.map(key));
  const out: string[] = [];
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      if (stoneAt(state, { x, y }) === undefined) continue;
      const k = key({ x, y });
      const status = deadSet.has(k) ? 'dead' : seki.has(k) ? 'seki' : 'alive';
      if (status === which) out.push(formatGtpVertex({ type: 'play', point: { x, y } }, size));
    }
  return out.join(' ');
}
