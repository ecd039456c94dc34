import type { Point } from '@qipan/core';
import type { GoMove } from '@qipan/go';
import type { ChongziMove } from '@qipan/chongzi';
import { chongziMatch, createMatch, goMatch, gomokuMatch, type Seat } from '@qipan/match';
import { describe, expect, it } from 'vitest';
import { chongziMoveSound } from '../games/chongzi/chongziMatch.js';
import { goMoveSound } from '../games/go/goSpec.js';
import {
  act,
  playMove,
  redoMove,
  shownPly,
  startCtl,
  undoMove,
  viewPly,
  type Ctl,
} from '../session/local/controller.js';
import { shownState } from '../session/local/shown.js';
import { lowTimeKey, soundsBetween, type MoveFacts, type Sound, type SoundView } from './events.js';

const person: Seat = { kind: 'person' };
const seats = { black: person, white: person };

/** What a page on the shared controller shows (as `useMatchController` describes it). */
function viewOf<S, M, O>(c: Ctl<S, M, O>, moveSound?: (s: S) => MoveFacts): SoundView {
  return {
    game: String(c.match.startedAtMs),
    at: shownPly(c),
    over: c.match.result !== undefined,
    ...moveSound?.(shownState(c)),
  };
}

/** Runs the steps from `c`, collecting the sounds of each as a page would (first view silent). */
function soundsOf<S, M, O>(
  c: Ctl<S, M, O>,
  steps: readonly ((c: Ctl<S, M, O>) => Ctl<S, M, O>)[],
  moveSound?: (s: S) => MoveFacts,
): Sound[][] {
  let prev = viewOf(c, moveSound);
  const out: Sound[][] = [soundsBetween(undefined, prev)];
  for (const step of steps) {
    c = step(c);
    const next = viewOf(c, moveSound);
    out.push(soundsBetween(prev, next));
    prev = next;
  }
  return out;
}

const goCtl = (startedAtMs = 0) =>
  startCtl(createMatch(goMatch, { options: { size: 9 }, seats, nowMs: startedAtMs }));
const stone = (x: number, y: number): GoMove => ({ type: 'play', point: { x, y } });
const go =
  (m: GoMove, at = 1000) =>
  <C extends Ctl<Parameters<typeof goMoveSound>[0], GoMove, unknown>>(c: C) =>
    playMove(c, m, at) as C;

describe('sounds of a Go game', () => {
  it('a stone is placed, a stone taken is a capture, a pass is a pass', () => {
    const sounds = soundsOf(
      goCtl(),
      [
        go(stone(0, 1)),
        go(stone(0, 0)),
        // Black takes the corner stone.
        go(stone(1, 0)),
        go({ type: 'pass' }),
      ],
      goMoveSound,
    );
    expect(sounds).toEqual([[], ['place'], ['place'], ['capture'], ['pass']]);
  });

  it('a resignation ends the game with the end sound, and nothing else', () => {
    const sounds = soundsOf(
      goCtl(),
      [go(stone(4, 4)), (c) => act(c, { type: 'resign', color: 'white' }, 2000)],
      goMoveSound,
    );
    expect(sounds).toEqual([[], ['place'], ['end']]);
  });

  it('undo is silent; redo of one move sounds it', () => {
    const sounds = soundsOf(
      goCtl(),
      [go(stone(0, 1)), go(stone(0, 0)), go(stone(1, 0)), (c) => undoMove(c, 5000)],
      goMoveSound,
    );
    expect(sounds.at(-1)).toEqual([]);
    const c = [go(stone(0, 1)), go(stone(0, 0)), go(stone(1, 0))].reduce(
      (acc, f) => f(acc),
      goCtl(),
    );
    const undone = undoMove(c, 5000);
    expect(soundsBetween(viewOf(c, goMoveSound), viewOf(undone, goMoveSound))).toEqual([]);
    // Redo replays the capture.
    const redone = redoMove(undone, 6000);
    expect(soundsBetween(viewOf(undone, goMoveSound), viewOf(redone, goMoveSound))).toEqual([
      'capture',
    ]);
  });

  it('a reload (no earlier view) is silent, even in a finished game', () => {
    const c = act(go(stone(4, 4))(goCtl()), { type: 'resign', color: 'white' }, 2000);
    expect(c.match.result).toBeDefined();
    expect(soundsBetween(undefined, viewOf(c, goMoveSound))).toEqual([]);
  });

  it('stepping through the moves sounds each step forward, not a jump or a step back', () => {
    const c = [go(stone(0, 1)), go(stone(0, 0)), go(stone(1, 0)), go(stone(5, 5))].reduce(
      (acc, f) => f(acc),
      goCtl(),
    );
    const sounds = soundsOf(
      c,
      [
        (x) => viewPly(x, 0), // jump to the start
        (x) => viewPly(x, 1),
        (x) => viewPly(x, 2),
        (x) => viewPly(x, 3), // the capture
        (x) => viewPly(x, 2), // back
        (x) => viewPly(x, 4), // a jump of two
      ],
      goMoveSound,
    );
    expect(sounds).toEqual([[], [], ['place'], ['place'], ['capture'], [], []]);
  });
});

describe('sounds of a Gomoku game', () => {
  const gomoku = (startedAtMs = 0) =>
    startCtl(createMatch(gomokuMatch, { options: { size: 15 }, seats, nowMs: startedAtMs }));
  const p = (x: number, y: number): Point => ({ x, y });

  it('the five that wins is a stone, then the end', () => {
    const moves: Point[] = [];
    for (let i = 0; i < 4; i++) moves.push(p(3 + i, 7), p(3 + i, 9));
    moves.push(p(7, 7));
    const sounds = soundsOf(
      gomoku(),
      moves.map((m, i) => (c) => playMove(c, m, 1000 + i)),
    );
    expect(sounds.slice(1, -1).every((s) => s.length === 1 && s[0] === 'place')).toBe(true);
    expect(sounds.at(-1)).toEqual(['place', 'end']);
  });

  it('a new game starts with the start sound; an opened record at its end is silent', () => {
    const old = playMove(gomoku(0), p(7, 7), 1000);
    expect(soundsBetween(viewOf(old), viewOf(gomoku(50_000)))).toEqual(['start']);
    const opened = playMove(playMove(gomoku(60_000), p(7, 7), 61_000), p(8, 8), 62_000);
    expect(soundsBetween(viewOf(old), viewOf(opened))).toEqual([]);
  });
});

describe('sounds of a Chongzi game', () => {
  it('a step that pushes pieces off is a capture; a quiet step is a piece put down', () => {
    const c = startCtl(
      createMatch(chongziMatch, { options: { size: 5, start: 'fixed' }, seats, nowMs: 0 }),
    );
    const step = (fx: number, fy: number, tx: number, ty: number): ChongziMove => ({
      kind: 'step',
      from: { x: fx, y: fy },
      to: { x: tx, y: ty },
    });
    // Red B2-B3 captures D5 and C4 at once (see the Chongzi page's words for it).
    const sounds = soundsOf(c, [(x) => playMove(x, step(1, 3, 1, 2), 1000)], chongziMoveSound);
    expect(sounds).toEqual([[], ['capture']]);
    const quiet = soundsOf(c, [(x) => playMove(x, step(0, 3, 0, 2), 1000)], chongziMoveSound);
    expect(quiet).toEqual([[], ['place']]);
  });
});

describe('soundsBetween, other views', () => {
  const base: SoundView = { game: 'g', at: 0, over: false };

  it('in a record tree, a child of the shown node is a step forward; a sibling is not', () => {
    const at5: SoundView = { ...base, at: 5, parent: 4 };
    expect(soundsBetween(at5, { ...base, at: 9, parent: 5 })).toEqual(['place']);
    expect(soundsBetween(at5, { ...base, at: 6, parent: 4 })).toEqual([]);
    expect(soundsBetween({ ...base, at: 0, parent: -1 }, { ...base, at: 1, parent: 0 })).toEqual([
      'place',
    ]);
  });

  it('an online game starts when its opponent joins', () => {
    const waiting: SoundView = { ...base, started: false };
    expect(soundsBetween(waiting, { ...waiting })).toEqual([]);
    expect(soundsBetween(waiting, { ...base, started: true })).toEqual(['start']);
    // A game opened while it was still waiting is not a start yet.
    expect(soundsBetween({ ...base, game: 'other' }, waiting)).toEqual([]);
  });

  it('a queen clicks; a move can say it was a capture without a count', () => {
    expect(soundsBetween({ ...base, at: 2 }, { ...base, at: 3, move: 'queen' })).toEqual(['queen']);
    expect(soundsBetween({ ...base, at: 2 }, { ...base, at: 3, move: 'capture' })).toEqual([
      'capture',
    ]);
  });

  it('the end sounds once, not again while the game stays over', () => {
    const over = { ...base, at: 3, over: true };
    expect(soundsBetween({ ...base, at: 3 }, over)).toEqual(['end']);
    expect(soundsBetween(over, { ...over })).toEqual([]);
  });
});

describe('lowTimeKey', () => {
  const absolute = { kind: 'absolute', mainMs: 60_000 } as const;
  const byo = { kind: 'byoyomi', mainMs: 60_000, periods: 3, periodMs: 30_000 } as const;
  const reading = (remainingMs: number, more: { inOvertime?: boolean; periods?: number } = {}) => ({
    remainingMs,
    inOvertime: more.inOvertime ?? false,
    flagged: false,
    ...(more.periods === undefined ? {} : { periods: more.periods }),
  });

  it('is low under ten seconds of the main time, not at ten or after the flag', () => {
    expect(lowTimeKey(reading(9_999), absolute)).toBe('main');
    expect(lowTimeKey(reading(10_000), absolute)).toBeUndefined();
    expect(lowTimeKey(reading(0), absolute)).toBeUndefined();
    expect(lowTimeKey({ ...reading(5_000), flagged: true }, absolute)).toBeUndefined();
    expect(lowTimeKey(reading(5_000), { kind: 'none' })).toBeUndefined();
  });

  it('gives each byo-yomi period its own key', () => {
    expect(lowTimeKey(reading(25_000, { inOvertime: true, periods: 3 }), byo)).toBeUndefined();
    expect(lowTimeKey(reading(8_000, { inOvertime: true, periods: 3 }), byo)).toBe('over3');
    expect(lowTimeKey(reading(8_000, { inOvertime: true, periods: 2 }), byo)).toBe('over2');
  });
});
