/**
 * The conformance suite every two-player game runs: property tests (fast-check) of
 * the `GameDefinition` contract, over random games played deep into the game.
 * Test-only: imported by the games' tests as `@qipan/core/conformance` (an alias of
 * vitest.config.ts and tsconfig.tests.json), so core's runtime never loads fast-check.
 *
 * @example
 * ```ts
 * import fc from 'fast-check';
 * import { conformanceSuite, garbageMove } from '@qipan/core/conformance';
 * conformanceSuite({
 *   name: 'gomoku freestyle 9×9',
 *   definition: gomoku,
 *   options: fc.constant({ size: 9 }),
 *   moves: () => garbageMove(fc.record({ x: fc.integer(), y: fc.integer() })),
 * });
 * ```
 *
 * Each random game checks, at every ply:
 * - `play` and `check` never throw, whatever the move (objects of any shape, points off
 *   the board, NaN, strings, null), and `check(s, m)` is undefined iff `play(s, m).ok`,
 *   with the same reason code when refused;
 * - every `legalMoves` entry is accepted by `check` and `play`, and
 *   `parseMove(formatMove(m)) = m`; `parseMove` never throws on any text, and a move it
 *   reads formats and reads back to itself;
 * - no call changes the state (a structural snapshot before and after), and a new state
 *   keeps none of the caller's objects (the move is scrambled after `play`);
 * - `turn` after a move is the opposite colour, or what the game's own rule says;
 * - `outcome` is stable (the same answer on every call), the game is over iff there is
 *   no legal move, and a finished game refuses every move.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { opposite, type Color, type GameDefinition } from '@qipan/core';

/** What a game gives the suite. */
export interface ConformanceSpec<State, Move, Options> {
  /** The `describe` title, e.g. 'go 9×9 chinese'. */
  readonly name: string;
  readonly definition: GameDefinition<State, Move, Options>;
  /** Valid options. */
  readonly options: fc.Arbitrary<Options>;
  /** Move-shaped inputs for a state, legal or not; the suite adds generic garbage. */
  readonly moves?: (state: State) => fc.Arbitrary<unknown>;
  /** The side to move after a legal `move`; the opposite colour when absent. */
  readonly turnAfter?: (before: State, move: Move) => Color;
  /** Plies per random game (default 200); the game may end sooner. */
  readonly maxPlies?: number;
  /** Random games (default 20). */
  readonly numRuns?: number;
  /** Legal moves checked per ply: all when there are at most this many, else a sample (default 12). */
  readonly legalSample?: number;
  /** Garbage moves tried per ply (default 4). */
  readonly garbagePerPly?: number;
  /** Seed, for a reproducible run. */
  readonly seed?: number;
}

/** Any value at all, weighted towards the shapes engines have to look at twice. */
export function garbageMove(shaped?: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const number = fc.oneof(
    fc.integer({ min: -3, max: 30 }),
    fc.constantFrom(NaN, Infinity, -Infinity, -0, 0.5, 2 ** 31, -(2 ** 31), 1e300),
    fc.double(),
  );
  const loose = fc.oneof(number, fc.string(), fc.constant(undefined), fc.constant(null));
  const pointish = fc.oneof(
    fc.record({ x: number, y: number }),
    fc.record({ x: loose, y: loose }, { requiredKeys: [] }),
  );
  const arms: fc.Arbitrary<unknown>[] = [
    fc.anything(),
    fc.constantFrom(null, undefined, 0, '', 'pass', [], {}, true),
    pointish,
    fc.dictionary(
      fc.constantFrom('type', 'kind', 'point', 'x', 'y', 'from', 'to', 'at', 'choose', 'color'),
      fc.oneof(loose, pointish, fc.constantFrom('play', 'pass', 'resign', 'step', 'place')),
    ),
  ];
  if (shaped) arms.push(shaped, shaped);
  return fc.oneof(...arms);
}

/** A structural fingerprint of a value: equal fingerprints, equal structure and contents. */
export function snapshot(value: unknown): string {
  const seen = new Map<object, number>();
  const walk = (v: unknown): string => {
    if (v === null || typeof v !== 'object') {
      if (typeof v === 'number') return Object.is(v, -0) ? '-0' : String(v);
      if (typeof v === 'function') return 'fn';
      return typeof v === 'string' ? JSON.stringify(v) : String(v);
    }
    const known = seen.get(v);
    if (known !== undefined) return `#${known}`;
    seen.set(v, seen.size);
    if (ArrayBuffer.isView(v))
      return `[${Array.from(v as unknown as ArrayLike<number>).join(',')}]`;
    if (Array.isArray(v)) return `[${v.map(walk).join(',')}]`;
    if (v instanceof Map)
      return `Map{${[...v].map(([k, x]) => `${walk(k)}:${walk(x)}`).join(',')}}`;
    if (v instanceof Set) return `Set{${[...v].map(walk).join(',')}}`;
    const keys = Object.keys(v).sort();
    return `{${keys.map((k) => `${k}:${walk((v as Record<string, unknown>)[k])}`).join(',')}}`;
  };
  return walk(value);
}

/** Overwrites every number and string inside a value (to catch states that keep a caller's object). */
function scramble(v: unknown): void {
  if (typeof v !== 'object' || v === null) return;
  const o = v as Record<string, unknown>;
  for (const k of Object.keys(o)) {
    const x = o[k];
    if (typeof x === 'number') o[k] = -99;
    else if (typeof x === 'string') o[k] = 'scrambled';
    else scramble(x);
  }
}

const noThrow = <T>(what: string, f: () => T): T => {
  try {
    return f();
  } catch (e) {
    throw new Error(`${what} threw: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
  }
};

const show = (v: unknown): string => {
  try {
    return JSON.stringify(v) ?? String(v);
  } catch {
    return String(v);
  }
};

/** Checks one move (any value) against `check` and `play`; the result of `play`. */
function agree<S, M, O>(d: GameDefinition<S, M, O>, s: S, move: unknown): S | undefined {
  const m = move as M;
  const c = noThrow(`check(${show(move)})`, () => d.check(s, m));
  const r = noThrow(`play(${show(move)})`, () => d.play(s, m));
  if (r.ok) {
    expect(c, `check refuses ${show(move)} that play accepts`).toBeUndefined();
    return r.value;
  }
  expect(c, `check accepts ${show(move)} that play refuses (${r.error.reason})`).toBeDefined();
  expect(c?.reason, `check and play give different reasons for ${show(move)}`).toBe(r.error.reason);
  expect(typeof r.error.message).toBe('string');
  return undefined;
}

/** Reads text back: never throws, and a move read formats and reads back to itself. */
function roundTrip<S, M, O>(d: GameDefinition<S, M, O>, s: S, text: string): void {
  const p = noThrow(`parseMove(${show(text)})`, () => d.parseMove(text, s));
  if (!p.ok) {
    expect(typeof p.error.reason).toBe('string');
    return;
  }
  const again = d.parseMove(d.formatMove(p.value, s), s);
  expect(again, `${show(text)} reads as ${show(p.value)}, which does not read back`).toEqual(p);
}

/** One random game: the properties above at every ply. */
function randomGame<S, M, O>(spec: ConformanceSpec<S, M, O>, options: O, g: fc.GeneratorValue) {
  const d = spec.definition;
  let s = d.initial(options);
  for (let ply = 0; ply <= (spec.maxPlies ?? 200); ply++) {
    try {
      const next = plyChecks(spec, s, g);
      if (next === undefined) return;
      s = next;
    } catch (e) {
      const text = e instanceof Error ? e.message : String(e);
      throw new Error(`options ${show(options)}, ply ${ply}: ${text}`, { cause: e });
    }
  }
}

/** The checks on one state, then a random legal move: the next state, or undefined at the end. */
function plyChecks<S, M, O>(spec: ConformanceSpec<S, M, O>, state: S, g: fc.GeneratorValue) {
  const d = spec.definition;
  const sample = spec.legalSample ?? 12;
  const garbage = spec.garbagePerPly ?? 4;
  const before = snapshot(state);
  const outcome = noThrow('outcome', () => d.outcome(state));
  expect(snapshot(d.outcome(state)), 'outcome changes between calls').toBe(snapshot(outcome));
  const legal = noThrow('legalMoves', () => d.legalMoves(state));
  expect(legal.length === 0, `outcome ${show(outcome)} with ${legal.length} legal moves`).toBe(
    outcome !== undefined,
  );
  const turn = d.turn(state);
  expect(turn === 'black' || turn === 'white').toBe(true);

  const picked =
    legal.length <= sample
      ? legal
      : Array.from({ length: sample }, () => legal[g(fc.nat, legal.length - 1)] as M);
  for (const m of picked) {
    const next = agree(d, state, m);
    expect(next, `legal move ${show(m)} is refused`).toBeDefined();
    const text = noThrow('formatMove', () => d.formatMove(m, state));
    const back = noThrow('parseMove', () => d.parseMove(text, state));
    expect(back, `${show(m)} formats as ${show(text)}, which reads back otherwise`).toEqual({
      ok: true,
      value: m,
    });
  }
  const shaped = spec.moves?.(state);
  for (let k = 0; k < garbage; k++) {
    const junk = g(() => garbageMove(shaped));
    const next = agree(d, state, junk);
    if (outcome !== undefined)
      expect(next, `a finished game accepts ${show(junk)}`).toBe(undefined);
  }
  roundTrip(d, state, g(fc.string));
  if (legal.length > 0) roundTrip(d, state, d.formatMove(legal[0] as M, state).toUpperCase());
  expect(snapshot(state), 'a call changed the state').toBe(before);

  if (legal.length === 0) return undefined;
  const m = legal[g(fc.nat, legal.length - 1)] as M;
  // Played from a copy that is then scrambled: the new state must not share the caller's objects.
  const copy = structuredClone(m);
  const r = d.play(state, copy);
  if (!r.ok) throw new Error(`legal move ${show(m)} is refused: ${r.error.reason}`);
  const played = snapshot(r.value);
  scramble(copy);
  expect(snapshot(r.value), `the state after ${show(m)} shares the move object`).toBe(played);
  const expected = spec.turnAfter ? spec.turnAfter(state, m) : opposite(turn);
  if (d.outcome(r.value) === undefined) {
    expect(d.turn(r.value), `turn after ${show(m)}`).toBe(expected);
  }
  expect(snapshot(state), 'play changed the state').toBe(before);
  return r.value;
}

/** Registers the suite's tests for one game (call at the top level of a test file). */
export function conformanceSuite<S, M, O>(spec: ConformanceSpec<S, M, O>): void {
  describe(`${spec.name}: GameDefinition conformance`, () => {
    it('random games: play/check agree and never throw, legal moves play and round-trip, states stay unchanged', () => {
      fc.assert(
        fc.property(spec.options, fc.gen(), (options, g) => randomGame(spec, options, g)),
        {
          numRuns: spec.numRuns ?? 20,
          // Shrinking a long random game takes minutes; the message names the move and ply.
          endOnFailure: true,
          ...(spec.seed === undefined ? {} : { seed: spec.seed }),
        },
      );
    });
    it('newGame agrees with initial on valid options and never throws on any options', () => {
      const d = spec.definition;
      if (!d.newGame) return;
      fc.assert(
        fc.property(spec.options, (options) => {
          const r = noThrow('newGame', () => d.newGame!(options));
          expect(r.ok, r.ok ? '' : r.error.message).toBe(true);
          if (r.ok) expect(snapshot(r.value)).toBe(snapshot(d.initial(options)));
        }),
        { numRuns: 20 },
      );
      const junk = fc.oneof(
        fc.anything(),
        fc.record({
          size: garbageMove(),
          rule: fc.string(),
          start: fc.string(),
          preset: fc.string(),
          opening: fc.string(),
        }),
      );
      fc.assert(
        fc.property(junk, (options) => {
          const r = noThrow(`newGame(${show(options)})`, () => d.newGame!(options as O));
          if (!r.ok) expect(typeof r.error.reason).toBe('string');
        }),
        { numRuns: 200, endOnFailure: true },
      );
    });
    it('garbage on the initial state: refused or played, never thrown', () => {
      fc.assert(
        fc.property(spec.options, fc.gen(), (options, g) => {
          const s = spec.definition.initial(options);
          const before = snapshot(s);
          const shaped = spec.moves?.(s);
          for (let k = 0; k < 20; k++)
            agree(
              spec.definition,
              s,
              g(() => garbageMove(shaped)),
            );
          expect(snapshot(s)).toBe(before);
        }),
        {
          numRuns: 50,
          endOnFailure: true,
          ...(spec.seed === undefined ? {} : { seed: spec.seed }),
        },
      );
    });
  });
}
