/**
 * Gomoku's inputs to the shared conformance suite, used by the quick unit run
 * (`src/conformance.test.ts`) and the long run (`test/conformance.slow.test.ts`).
 *
 * @example
 * ```ts
 * conformanceSuite({ name: 'gomoku', definition: gomoku, options: options(fc.constant(7)), moves, turnAfter, maxPlies: 60 });
 * ```
 */
import fc from 'fast-check';
import { opposite } from '@qipan/core';
import {
  isChoice,
  OPENING_RULES,
  RULE_SETS,
  type GomokuMove,
  type GomokuOptions,
  type GomokuState,
} from '@qipan/gomoku';

/** Every rule set and opening on a board size drawn from `size`. */
export const options = (size: fc.Arbitrary<number>): fc.Arbitrary<GomokuOptions> =>
  fc.record({
    size,
    rule: fc.constantFrom(...RULE_SETS),
    opening: fc.constantFrom(...OPENING_RULES),
  });

/** Gomoku-shaped inputs: stones on and off the board, with and without a colour, choices. */
export const moves = (s: GomokuState): fc.Arbitrary<unknown> => {
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
export const turnAfter = (s: GomokuState, m: GomokuMove) =>
  isChoice(m) ? s.turn : opposite(s.turn);
