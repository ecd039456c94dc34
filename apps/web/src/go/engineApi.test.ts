import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/setup.js';
import type { TFunction } from './labels.js';
import type { Preset } from '@qipan/go';
import { genmoveBody } from './engineApi.js';
import { botToMove, newGameModel, playMove, type GameModel, type Opponent } from './model.js';

const tr = (lang: 'en' | 'zh'): TFunction =>
  createI18n(lang).getFixedT(lang, ['go', 'common']) as unknown as TFunction;
const t = tr('en');

const GNUGO: Opponent = { kind: 'engine', id: 'gnugo', name: 'GNU Go', color: 'white', level: 1 };

function start(preset: Preset, handicap: number, opponent: Opponent = GNUGO): GameModel {
  const m = newGameModel(t, { size: 9, preset, komi: 0.5, handicap, opponent });
  if (!m.ok) throw new Error(m.error);
  return m.value;
}
const play = (m: GameModel, ...moves: ([number, number] | 'pass')[]): GameModel =>
  moves.reduce((acc, mv) => {
    const r = playMove(
      t,
      acc,
      mv === 'pass' ? { type: 'pass' } : { type: 'play', point: { x: mv[0], y: mv[1] } },
    );
    expect(r.refused).toBe(false);
    return r.model;
  }, m);

describe('the genmove request of the Go page', () => {
  it('sends the moves of the line with vertices, passes and the engine colour', () => {
    const m = play(start('chinese', 0), [4, 4], [2, 2], 'pass');
    expect(botToMove(m)).toBe(true);
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

  it('refuses when the opponent is no engine', () => {
    expect(genmoveBody(start('chinese', 0, { kind: 'person' }), 'tab').ok).toBe(false);
  });
});
