import { newGame, play, playAt } from '@qipan/go';
import { describe, expect, it } from 'vitest';
import { encodeFeatures, FeatureError, _internal } from './features.js';
import { netPosition } from './from-go.js';
import type { NetPosition, NetStone } from './position.js';

const N = 19;
/** A white stone at K10 with two liberties, Black on its left, above it and diagonally below right. */
function ladderStart(): NetStone[] {
  const s = new Array<NetStone>(N * N).fill(0);
  s[9 * N + 9] = 2;
  s[9 * N + 8] = 1;
  s[8 * N + 9] = 1;
  s[10 * N + 10] = 1;
  return s;
}

const plain = (stones: NetStone[], extra: Partial<NetPosition> = {}): NetPosition => ({
  size: N,
  stones,
  toMove: 'black',
  history: [],
  komi: 7.5,
  rules: { scoring: 'area', ko: 'simple', suicide: false },
  ...extra,
});

describe('the ladder planes', () => {
  it('mark a stone that runs into a ladder either way, and the two moves that start it', () => {
    const s = ladderStart();
    expect(_internal.ladderStones(N, s)).toEqual([9 * N + 9]);
    const { spatial } = encodeFeatures(plain(s));
    const plane = (k: number): number[] =>
      [...spatial.subarray(k * N * N, (k + 1) * N * N)].flatMap((v, i) => (v ? [i] : []));
    expect(plane(14)).toEqual([9 * N + 9]);
    expect(plane(17)).toEqual([9 * N + 10, 10 * N + 9]); // L10 and K9 both work for Black
  });

  it('still mark it with a ladder breaker on one side only, and not with one on each side', () => {
    const one = ladderStart();
    one[3 * N + 15] = 2;
    expect(_internal.ladderStones(N, one)).toEqual([9 * N + 9]);
    const both = one.slice();
    both[15 * N + 3] = 2;
    expect(_internal.ladderStones(N, both)).toEqual([]);
  });
});

describe('the pass-alive area planes', () => {
  it('give a two-eyed group its eyes and an open wall only what it encloses alone', () => {
    const rows = [
      'XXXXXXXXX',
      'X.X.X.XXX',
      'XXXXXXXXX',
      'OOOOOOOOO',
      '.........',
      '.........',
      '.........',
      '.........',
      '.........',
    ];
    const stones = rows.flatMap((r) =>
      [...r].map((c) => (c === 'X' ? 1 : c === 'O' ? 2 : 0)),
    ) as NetStone[];
    const owner = _internal.passAlive(9, stones);
    expect(owner.slice(0, 27).every((o) => o === 1)).toBe(true);
    expect(owner.slice(27).every((o) => o === 2)).toBe(true);
  });
});

describe('the globals', () => {
  it('give the komi from the side to move, the ko rule and the parity wave', () => {
    const g = encodeFeatures({
      ...plain(new Array<NetStone>(N * N).fill(0)),
      toMove: 'white',
    }).global;
    expect(g[5]).toBeCloseTo(7.5 / 20, 6);
    expect(g[6]).toBe(0);
    expect(g[18]).toBeCloseTo(0.5, 6); // 361 points (odd): White's 7.5 is half a point past a drawable 7
    const p = encodeFeatures(
      plain(new Array<NetStone>(N * N).fill(0), {
        komi: 7,
        rules: { scoring: 'area', ko: 'positional', suicide: true },
      }),
    ).global;
    expect(p[5]).toBeCloseTo(-7 / 20, 6);
    expect([p[6], p[7], p[8], p[18]]).toEqual([1, 0.5, 1, 0]);
  });

  it('read the recent moves only while their colours alternate', () => {
    const r = newGame({ preset: 'chinese', size: 9 });
    if (!r.ok) throw new Error(r.error.message);
    let s = r.value;
    for (const [x, y] of [
      [2, 2],
      [6, 6],
      [2, 6],
    ] as const) {
      const n = play(s, playAt(x, y));
      if (!n.ok) throw new Error(n.error.message);
      s = n.value;
    }
    const pos = netPosition(s, [
      { color: 'black', point: 2 * 9 + 2 },
      { color: 'white', point: 6 * 9 + 6 },
      { color: 'black', point: 6 * 9 + 2 },
    ]);
    const f = encodeFeatures(pos).spatial;
    const at = (k: number, p: number): number => f[k * 81 + p] as number;
    expect([at(9, 6 * 9 + 2), at(10, 6 * 9 + 6), at(11, 2 * 9 + 2)]).toEqual([1, 1, 1]);
    const broken = encodeFeatures({
      ...pos,
      history: [pos.history[0], pos.history[2]] as NetPosition['history'],
    }).spatial;
    expect([broken[9 * 81 + 6 * 9 + 2], broken[10 * 81 + 2 * 9 + 2]]).toEqual([1, 0]);
  });
});

describe('bad positions', () => {
  it('refuse a board over 19×19 and a stone array of the wrong length, with the reason', () => {
    const big = { ...plain([]), size: 21, stones: new Array<NetStone>(441).fill(0) };
    expect(() => encodeFeatures(big)).toThrow(FeatureError);
    expect(() => encodeFeatures(big)).toThrow(/2 to 19 lines, not 21/);
    try {
      encodeFeatures({ ...plain([]), stones: new Array<NetStone>(10).fill(0) });
      expect.unreachable();
    } catch (e) {
      expect((e as FeatureError).reason).toBe('bad-stones');
    }
  });
});
