import { describe, expect, it } from 'vitest';
import type { Preset } from '@qipan/go';
import { apply } from '@qipan/match';
import { genmoveBody } from './engineApi.js';
import { freshMatch } from './goSpec.js';
import type { GoMatch } from './matchRecord.js';
import type { Opponent } from './settings.js';

const GNUGO: Opponent = { kind: 'engine', id: 'gnugo', name: 'GNU Go', color: 'white', level: 1 };

function start(preset: Preset, handicap: number, opponent: Opponent = GNUGO): GoMatch {
  return freshMatch({ size: 9, preset, komi: 0.5, handicap, opponent, time: { kind: 'none' } });
}
const play = (m: GoMatch, ...moves: ([number, number] | 'pass')[]): GoMatch =>
  moves.reduce((acc, mv) => {
    const move =
      mv === 'pass'
        ? ({ type: 'pass' } as const)
        : ({ type: 'play', point: { x: mv[0], y: mv[1] } } as const);
    const r = apply(acc, { type: 'move', move }, 0);
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  }, m);

describe('the genmove request of the Go page', () => {
  it('sends the moves of the line with vertices, passes and the engine colour', () => {
    const m = play(start('chinese', 0), [4, 4], [2, 2], 'pass');
    expect(genmoveBody(m, 'tab')).toEqual({
      ok: true,
      value: {
        session: 'tab',
        size: 9,
        komi: 0.5,
        rules: 'chinese',
        handicap: [],
        moves: [
          { color: 'black', vertex: 'E5' },
          { color: 'white', vertex: 'C7' },
          { color: 'black', vertex: 'pass' },
        ],
        color: 'white',
        level: 1,
      },
    });
  });

  it('sends fixed handicap stones from the start position', () => {
    const m = start('japanese', 2);
    const body = genmoveBody(m, 'tab');
    expect(body.ok && body.value.handicap).toEqual(['G7', 'C3']);
    expect(body.ok && body.value.moves).toEqual([]);
  });

  it('sends freely placed stones as handicap once all are down, as moves before', () => {
    const black: Opponent = { ...GNUGO, color: 'black' };
    const one = play(start('chinese', 2, black), [2, 6]);
    const early = genmoveBody(one, 'tab');
    expect(early.ok && early.value).toMatchObject({
      handicap: [],
      moves: [{ color: 'black', vertex: 'C3' }],
      color: 'black',
    });
    const both = play(one, [6, 2], [4, 4]);
    const later = genmoveBody(both, 'tab');
    expect(later.ok && later.value).toMatchObject({
      handicap: ['C3', 'G7'],
      moves: [{ color: 'white', vertex: 'E5' }],
    });
  });

  it('refuses when the side to move is no engine', () => {
    expect(genmoveBody(start('chinese', 0, { kind: 'person' }), 'tab').ok).toBe(false);
  });
});
