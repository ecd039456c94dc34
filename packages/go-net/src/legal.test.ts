import { describe, expect, it } from 'vitest';
import { legalPoints } from './legal.js';
import type { NetPosition, NetStone } from './position.js';

const AREA = { scoring: 'area', ko: 'simple', suicide: false } as const;

function position(
  rows: string[],
  toMove: 'black' | 'white',
  extra: Partial<NetPosition> = {},
): NetPosition {
  const stones: NetStone[] = rows
    .join('')
    .split('')
    .map((c) => (c === 'X' ? 1 : c === 'O' ? 2 : 0));
  return { size: rows.length, stones, toMove, history: [], komi: 7.5, rules: AREA, ...extra };
}

describe('legalPoints', () => {
  it('refuses occupied points, one-stone suicide and ko bans; allows captures', () => {
    const p = position(['.X...', 'X....', '.....', '...O.', '..OXO'], 'black', { koBanned: [12] });
    const legal = legalPoints(p);
    expect(legal[0]).toBe(1); // Black filling its own eye joins chains with liberties
    // Black may fill its own eye (not suicide: it joins chains with liberties).
    expect(legalPoints(position(['.X...', 'X....', '.....', '.....', '.....'], 'black'))[0]).toBe(
      1,
    );
    expect(legalPoints(position(['.X...', 'X....', '.....', '.....', '.....'], 'white'))[0]).toBe(
      0,
    );
    expect(legal[1]).toBe(0);
    expect(legal[12]).toBe(0);
    expect(legal[13]).toBe(1);
  });

  it('allows a capture that looks like suicide, and multi-stone suicide only when the rules do', () => {
    // The black stone at (1,0) has one liberty, the corner: White there captures it.
    const capture = position(['.XO..', 'XO...', '.....', '.....', '.....'], 'white');
    expect(legalPoints(capture)[0]).toBe(1); // captures the stone at (1,0)
    const suicide = position(['.X...', 'OX...', 'X....', '.....', '.....'], 'white');
    expect(legalPoints(suicide)[0]).toBe(0);
    expect(legalPoints({ ...suicide, rules: { ...AREA, suicide: true } })[0]).toBe(1);
  });
});
