import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Preset } from '@qipan/go';
import { apply, type TimeControl } from '@qipan/match';
import { createI18n } from '../../i18n/setup.js';
import {
  engineClock,
  engineProblemText,
  genmoveBody,
  requestEngineMove,
  type GenmoveBody,
} from './engineApi.js';
import { freshMatch } from './goSpec.js';
import type { TFunction } from './labels.js';
import type { GoMatch } from './matchRecord.js';
import type { Opponent } from './settings.js';

const GNUGO: Opponent = { kind: 'engine', id: 'gnugo', name: 'GNU Go', color: 'white', level: 1 };

function start(
  preset: Preset,
  handicap: number,
  opponent: Opponent = GNUGO,
  time: TimeControl = { kind: 'none' },
): GoMatch {
  return freshMatch({ size: 9, preset, komi: 0.5, handicap, opponent, time });
}
/** Plays the moves one second apart from `t0`. */
const playAt = (t0: number, m: GoMatch, ...moves: ([number, number] | 'pass')[]): GoMatch =>
  moves.reduce((acc, mv, i) => {
    const move =
      mv === 'pass'
        ? ({ type: 'pass' } as const)
        : ({ type: 'play', point: { x: mv[0], y: mv[1] } } as const);
    const r = apply(acc, { type: 'move', move }, t0 + i * 1000);
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  }, m);
const play = (m: GoMatch, ...moves: ([number, number] | 'pass')[]): GoMatch =>
  playAt(0, m, ...moves);

describe('the genmove request of the Go page', () => {
  it('sends the moves of the line with vertices, passes and the engine colour', () => {
    const m = play(start('chinese', 0), [4, 4], [2, 2], 'pass');
    expect(genmoveBody(m, 'tab', 0)).toEqual({
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
    const body = genmoveBody(m, 'tab', 0);
    expect(body.ok && body.value.handicap).toEqual(['G7', 'C3']);
    expect(body.ok && body.value.moves).toEqual([]);
  });

  it('sends freely placed stones as handicap once all are down, as moves before', () => {
    const black: Opponent = { ...GNUGO, color: 'black' };
    const one = play(start('chinese', 2, black), [2, 6]);
    const early = genmoveBody(one, 'tab', 0);
    expect(early.ok && early.value).toMatchObject({
      handicap: [],
      moves: [{ color: 'black', vertex: 'C3' }],
      color: 'black',
    });
    const both = play(one, [6, 2], [4, 4]);
    const later = genmoveBody(both, 'tab', 0);
    expect(later.ok && later.value).toMatchObject({
      handicap: ['C3', 'G7'],
      moves: [{ color: 'white', vertex: 'E5' }],
    });
  });

  it('refuses when the side to move is no engine', () => {
    expect(genmoveBody(start('chinese', 0, { kind: 'person' }), 'tab', 0).ok).toBe(false);
  });

  it('sends no clock without a time control', () => {
    const body = genmoveBody(play(start('chinese', 0), [4, 4]), 'tab', 5_000);
    expect(body.ok && 'time' in body.value).toBe(false);
  });

  it("sends the engine seat's clock as it reads at request time, for each control", () => {
    const timed = (time: TimeControl): GoMatch =>
      playAt(0, start('chinese', 0, GNUGO, time), [4, 4]);
    // Black moved at 0 s: White (the engine) has thought 12.5 s at 12 500 ms.
    const absolute = timed({ kind: 'absolute', mainMs: 60_000 });
    const body = genmoveBody(absolute, 'tab', 12_500);
    expect(body.ok && body.value.time).toEqual({
      mainMs: 60_000,
      periodMs: 0,
      stones: 0,
      leftMs: 47_500,
      stonesLeft: 0,
    });
    // Fischer: main time only, the increments counted in the time left.
    const fischer = playAt(
      0,
      start('chinese', 0, GNUGO, { kind: 'fischer', mainMs: 60_000, incrementMs: 5_000 }),
      [4, 4],
      [2, 2],
      [6, 6],
    );
    // White moved at 1 s (+5 s), Black at 2 s: White has 64 s, then thinks 3 s.
    expect(engineClock(fischer.clock, 'white', 5_000)).toEqual({
      mainMs: 60_000,
      periodMs: 0,
      stones: 0,
      leftMs: 61_000,
      stonesLeft: 0,
    });
    // Byo-yomi: 10 s main, then 30 s periods; 12.5 s in, 27.5 s are left of the period.
    const byo = timed({ kind: 'byoyomi', mainMs: 10_000, periods: 3, periodMs: 30_000 });
    expect(engineClock(byo.clock, 'white', 5_000)).toEqual({
      mainMs: 10_000,
      periodMs: 30_000,
      stones: 1,
      leftMs: 5_000,
      stonesLeft: 0,
    });
    expect(engineClock(byo.clock, 'white', 12_500)).toEqual({
      mainMs: 10_000,
      periodMs: 30_000,
      stones: 1,
      leftMs: 27_500,
      stonesLeft: 1,
    });
    // Canadian: 20 moves in 5 minutes once the main time is gone.
    const canadian = timed({ kind: 'canadian', mainMs: 0, stones: 20, periodMs: 300_000 });
    expect(engineClock(canadian.clock, 'white', 60_000)).toEqual({
      mainMs: 0,
      periodMs: 300_000,
      stones: 20,
      leftMs: 240_000,
      stonesLeft: 20,
    });
    expect(engineClock(undefined, 'white', 0)).toBeUndefined();
    expect(engineClock(canadian.clock, 'white', 400_000)?.leftMs).toBe(0);
  });
});

describe("the server's refusals in the reader's language", () => {
  const en = createI18n('en').getFixedT(null, 'go') as unknown as TFunction;
  const zh = createI18n('zh').getFixedT(null, 'go') as unknown as TFunction;
  const body = (): GenmoveBody => {
    const r = genmoveBody(play(start('chinese', 0), [4, 4]), 'tab', 0);
    if (!r.ok) throw new Error(r.error.code);
    return r.value;
  };
  const answer = (status: number, json: unknown) =>
    vi.fn(async () => new Response(JSON.stringify(json), { status }));
  afterEach(() => vi.unstubAllGlobals());

  it('words a known reason code, never the English message', async () => {
    const error = { reason: 'too-many-sessions', message: 'too many sessions: 8 in use' };
    vi.stubGlobal('fetch', answer(503, { error }));
    const r = await requestEngineMove('gnugo', body());
    expect(r).toEqual({
      ok: false,
      error: { code: 'refused', params: { reason: 'too-many-sessions', status: 503 } },
    });
    if (r.ok) return;
    expect(engineProblemText(zh, r.error)).toBe('服务器正忙于其他对局：请稍后再试');
    expect(engineProblemText(en, r.error)).toBe(
      'the server is busy with other games: try again later',
    );
  });

  it('shows an unknown reason as its code, and a lost connection without the browser’s words', async () => {
    vi.stubGlobal(
      'fetch',
      answer(500, { error: { reason: 'teapot', message: 'short and stout' } }),
    );
    const r = await requestEngineMove('gnugo', body());
    if (!r.ok) expect(engineProblemText(zh, r.error)).toBe('服务器拒绝了请求（teapot，HTTP 500）');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const gone = await requestEngineMove('gnugo', body());
    if (!gone.ok) expect(engineProblemText(zh, gone.error)).toBe('无法连接服务器');
  });
});
