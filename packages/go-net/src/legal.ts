import type { NetPosition } from './position.js';

/**
 * Which points the side to move may play, as KataGo's policy sees it: empty, not banned
 * by ko, and not suicide (a one-stone suicide is never legal; a larger one only when the
 * rules allow it). `true` per point, `y * size + x`.
 */
export function legalPoints(pos: NetPosition): Uint8Array {
  const { size, stones } = pos;
  const n = size * size;
  const me = pos.toMove === 'black' ? 1 : 2;
  const them = 3 - me;
  const legal = new Uint8Array(n);
  const banned = new Set(pos.koBanned ?? []);
  // Liberties per chain, found once.
  const chain = new Int32Array(n).fill(-1);
  const libs: number[] = [];
  const stack: number[] = [];
  for (let p = 0; p < n; p++) {
    if (stones[p] === 0 || chain[p] !== -1) continue;
    const id = libs.length;
    const color = stones[p];
    const libSet = new Set<number>();
    chain[p] = id;
    stack.push(p);
    while (stack.length > 0) {
      const q = stack.pop() as number;
      for (const r of neighbours(q, size)) {
        if (stones[r] === 0) libSet.add(r);
        else if (stones[r] === color && chain[r] === -1) {
          chain[r] = id;
          stack.push(r);
        }
      }
    }
    libs.push(libSet.size);
  }
  for (let p = 0; p < n; p++) {
    if (stones[p] !== 0 || banned.has(p)) continue;
    let ok = false;
    let ownChains = 0;
    for (const r of neighbours(p, size)) {
      const s = stones[r];
      if (s === 0) ok = true;
      else if (s === them && libs[chain[r] as number] === 1)
        ok = true; // captures
      else if (s === me) {
        ownChains++;
        if ((libs[chain[r] as number] as number) > 1) ok = true; // connects to a chain with another liberty
      }
    }
    // A suicide of more than the one stone (joining own chains) is legal where the rules allow it.
    if (!ok && ownChains > 0 && pos.rules.suicide) ok = true;
    legal[p] = ok ? 1 : 0;
  }
  return legal;
}

/** The points next to `p` on a `size`-line board. */
export function neighbours(p: number, size: number): number[] {
  const x = p % size;
  const out: number[] = [];
  if (x > 0) out.push(p - 1);
  if (x < size - 1) out.push(p + 1);
  if (p >= size) out.push(p - size);
  if (p < size * size - size) out.push(p + size);
  return out;
}
