import { unwrap } from '@qipan/core';
import { playAt, PASS } from '@qipan/go';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chongziMatch, gomokuMatch, goMatch } from './games.js';
import { apply, createMatch, lineMoves } from './match.js';
import { fromRecord, fromRecordAs, toRecord } from './record.js';
import type { AnyMatch, Match, MatchGame } from './types.js';

const seats = { black: { kind: 'person' }, white: { kind: 'ai', level: 2 } } as const;

/** A random legal game of `plies` moves at most, chosen by `picks`. */
function randomGame<S, M, O>(
  game: MatchGame<S, M, O>,
  options: O,
  picks: number[],
  clocked: boolean,
): Match<S, M, O> {
  let m = createMatch(game, {
    options,
    seats,
    nowMs: 1_000,
    ...(clocked
      ? { timeControl: { kind: 'byoyomi', mainMs: 60_000, periods: 3, periodMs: 10_000 } as const }
      : {}),
  });
  for (const [i, p] of picks.entries()) {
    if (m.result || m.scoring) break;
    const legal = game.definition.legalMoves(m.state).filter((mv) => !game.isResign?.(mv));
    if (legal.length === 0) break;
    m = unwrap(apply(m, { type: 'move', move: legal[p % legal.length] as M }, 1_000 + i * 700));
  }
  return m;
}

const texts = (m: AnyMatch) => {
  const def = m.game.definition;
  let s = def.initial(m.options);
  return lineMoves(m).map((n) => {
    const t = def.formatMove(n.move, s);
    s = unwrap(def.play(s, n.move));
    return t;
  });
};

function roundTrip(m: AnyMatch): void {
  const json = JSON.parse(JSON.stringify(toRecord(m))) as unknown;
  const back = unwrap(fromRecord(json));
  expect(texts(back)).toEqual(texts(m));
  expect(back.plies).toBe(m.plies);
  expect(back.state).toEqual(m.state);
  expect(back.result).toEqual(m.result);
  expect(back.scoring).toEqual(m.scoring);
  expect(back.clock).toEqual(m.clock);
  expect(back.seats).toEqual(m.seats);
  expect(lineMoves(back).map((n) => [n.color, n.atMs])).toEqual(
    lineMoves(m).map((n) => [n.color, n.atMs]),
  );
  expect(toRecord(back)).toEqual(json);
}

describe('record round trip (property)', () => {
  const picks = fc.array(fc.nat(10_000), { maxLength: 60 });
  it('Go', () => {
    fc.assert(
      fc.property(picks, fc.boolean(), (p, c) =>
        roundTrip(randomGame(goMatch, { size: 5, preset: 'chinese' }, p, c) as AnyMatch),
      ),
      { numRuns: 40 },
    );
  });
  it('Gomoku (swap2 and renju included)', () => {
    const opts = fc.constantFrom(
      { size: 7 },
      { size: 9, rule: 'renju' as const },
      { size: 9, opening: 'swap2' as const },
    );
    fc.assert(
      fc.property(picks, opts, fc.boolean(), (p, o, c) =>
        roundTrip(randomGame(gomokuMatch, o, p, c) as AnyMatch),
      ),
      { numRuns: 40 },
    );
  });
  it('Chongzi', () => {
    const opts = fc.constantFrom(
      { size: 4 as const, start: 'fixed' as const },
      { size: 4 as const, start: 'empty' as const },
      { size: 5 as const },
    );
    fc.assert(
      fc.property(picks, opts, fc.boolean(), (p, o, c) =>
        roundTrip(randomGame(chongziMatch, o, p, c) as AnyMatch),
      ),
      { numRuns: 40 },
    );
  });
  it('a Go game waiting for its score, and one finished by resignation', () => {
    let m = randomGame(goMatch, { size: 5 }, [3, 7], false);
    m = unwrap(apply(m, { type: 'move', move: PASS }, 9_000));
    m = unwrap(apply(m, { type: 'move', move: PASS }, 9_500));
    expect(m.scoring).toBeDefined();
    roundTrip(m as AnyMatch);
    roundTrip(unwrap(apply(m, { type: 'resign', color: 'black' }, 10_000)) as AnyMatch);
  });
});

describe('strict reader', () => {
  const game = (() => {
    let m = createMatch(goMatch, { options: { size: 9 }, seats, nowMs: 0 });
    for (const [i, mv] of [playAt(4, 4), playAt(2, 2), playAt(6, 6)].entries())
      m = unwrap(apply(m, { type: 'move', move: mv }, i * 100));
    return toRecord(m as AnyMatch);
  })();
  const refuse = (change: (r: Record<string, unknown>) => void) => {
    const r = JSON.parse(JSON.stringify(game)) as Record<string, unknown>;
    change(r);
    const out = fromRecord(r);
    if (out.ok) return 'ok';
    expect(out.error.reason).toBe('bad-record');
    return out.error.path;
  };
  const moves = (r: Record<string, unknown>) => r.moves as { move: string }[];

  it('reads the record as written', () => expect(refuse(() => {})).toBe('ok'));
  it('fromRecordAs refuses a record of another game', () => {
    expect(fromRecordAs(goMatch, game).ok).toBe(true);
    const r = fromRecordAs(gomokuMatch, game);
    expect(r.ok || r.error.path).toBe('game');
    expect(r.ok || r.error.message).toBe('game: is "go", expected "gomoku"');
    // The game is checked before anything the other game would read (its options here).
    const odd = { ...(JSON.parse(JSON.stringify(game)) as object), options: { size: 99 } };
    const r2 = fromRecordAs(gomokuMatch, odd);
    expect(r2.ok || r2.error.path).toBe('game');
    expect(fromRecord(odd).ok || 'refused').toBe('refused');
  });
  it('names what is wrong', () => {
    expect(refuse((r) => (r.version = 2))).toBe('version');
    expect(refuse((r) => (r.format = 'sgf'))).toBe('format');
    expect(refuse((r) => (r.game = 'chess'))).toBe('game');
    expect(refuse((r) => (r.options = { size: 99 }))).toBe('options');
    expect(refuse((r) => (r.options = { size: 9, handicap: 'x' }))).toBe('options.handicap');
    expect(refuse((r) => (r.seats = { black: { kind: 'ai' }, white: { kind: 'person' } }))).toBe(
      'seats.black.level',
    );
    expect(refuse((r) => (r.extra = 1))).toBe('record.extra');
    expect(refuse((r) => delete r.moves)).toBe('record.moves');
    expect(refuse((r) => (moves(r)[1] = { move: 'Z99' }))).toBe('moves[1].move');
    expect(refuse((r) => (moves(r)[2] = { move: 'E5' }))).toBe('moves[2].move');
    expect(refuse((r) => (r.result = { winner: 'black', reason: 'five' }))).toBe('result.reason');
    expect(refuse((r) => (r.pending = { kind: 'draw', by: 'green' }))).toBe('pending.by');
    expect(
      refuse((r) => (r.scoring = { dead: [], accepted: { black: false, white: false } })),
    ).toBe('scoring');
    expect(refuse((r) => (r.timeControl = { kind: 'fischer', mainMs: 1000 }))).toBe(
      'timeControl.incrementMs',
    );
    expect(refuse((r) => (r.clock = { sides: {} }))).toBe('clock');
  });
  it('gives the engine’s reason for an illegal move', () => {
    const r = JSON.parse(JSON.stringify(game)) as { moves: { move: string }[] };
    r.moves[2] = { move: 'E5' };
    const out = fromRecord(r);
    expect(out.ok).toBe(false);
    if (!out.ok) expect(out.error.illegal?.reason).toBe('occupied');
  });
  it('refuses a resignation written as a move and a missing result', () => {
    expect(refuse((r) => moves(r).push({ move: 'resign' }))).toBe('moves[3].move');
    const five = createMatch(gomokuMatch, { options: { size: 9 }, seats, nowMs: 0 });
    const won = [0, 1, 2, 3, 4]
      .flatMap((x) => [
        { x, y: 0 },
        { x, y: 1 },
      ])
      .slice(0, 9);
    const m = won.reduce((acc, mv, i) => unwrap(apply(acc, { type: 'move', move: mv }, i)), five);
    const rec = JSON.parse(JSON.stringify(toRecord(m as AnyMatch))) as Record<string, unknown>;
    delete rec.result;
    const out = fromRecord(rec);
    expect(out.ok || out.error.path).toBe('result');
  });
});
