import fc from 'fast-check';
import { opposite } from '@qipan/core';
import { conformanceSuite } from '@qipan/core/conformance';
import { gomoku } from './game.js';
import type { GomokuState } from './state.js';
import {
  isChoice,
  OPENING_RULES,
  RULE_SETS,
  type GomokuMove,
  type GomokuOptions,
} from './types.js';

const options = (sizes: readonly number[]): fc.Arbitrary<GomokuOptions> =>
  fc.record({
    size: fc.constantFrom(...sizes),
    rule: fc.constantFrom(...RULE_SETS),
    opening: fc.constantFrom(...OPENING_RULES),
  });

/** Gomoku-shaped inputs: stones on and off the board, with and without a colour, choices. */
const moves = (s: GomokuState): fc.Arbitrary<unknown> => {
  const n = s.config.size;
  const coord = fc.oneof(fc.integer({ min: -2, max: n + 1 }), fc.constantFrom(NaN, 0.5, '3'));
  return fc.oneof(
    fc.record({ x: coord, y: coord }),
    fc.record({ x: coord, y: coord, color: fc.constantFrom('black', 'white', 'red', undefined) }),
    fc.record({ choose: fc.constantFrom('black', 'white', 'place-two', 'blue', 3, undefined) }),
    fc.record({ x: coord, y: coord, choose: fc.constantFrom('black', 'white') }),
  );
};

/** A swap2 choice leaves the colour of the next stone as it was. */
const turnAfter = (s: GomokuState, m: GomokuMove) => (isChoice(m) ? s.turn : opposite(s.turn));

conformanceSuite({
  name: 'gomoku small boards, every rule and opening',
  definition: gomoku,
  options: options([5, 6, 7]),
  moves,
  turnAfter,
  maxPlies: 60,
  numRuns: 16,
});

conformanceSuite({
  name: 'gomoku 15×15 and 19×19',
  definition: gomoku,
  options: options([15, 19]),
  moves,
  turnAfter,
  maxPlies: 120,
  numRuns: 6,
  legalSample: 6,
});
