/**
 * Chongzi's inputs to the shared conformance suite, used by the quick unit run
 * (`src/conformance.test.ts`) and the long run (`test/conformance.slow.test.ts`).
 *
 * @example
 * ```ts
 * conformanceSuite({ name: 'chongzi', definition: chongzi, options, moves, turnAfter, maxPlies: 100 });
 * ```
 */
import fc from 'fast-check';
import { opposite } from '@qipan/core';
import {
  BOARD_SIZES,
  chongzi,
  sideColor,
  SIDES,
  STARTS,
  type ChongziMove,
  type ChongziOptions,
  type ChongziState,
} from '@qipan/chongzi';

/** Every valid option set. */
export const options: fc.Arbitrary<ChongziOptions> = fc.record({
  size: fc.constantFrom(...BOARD_SIZES),
  start: fc.constantFrom(...STARTS),
  firstPlayer: fc.constantFrom(...SIDES),
  capturesDuringPlacement: fc.boolean(),
  drawByRepetition: fc.boolean(),
  quietMoveLimit: fc.constantFrom(null, 1, 2, 10, 100),
});

/** Chongzi-shaped inputs: steps, placements and removals on and off the board. */
export const moves = (s: ChongziState): fc.Arbitrary<unknown> => {
  const coord = fc.oneof(fc.integer({ min: -2, max: s.size + 1 }), fc.constantFrom(NaN, 0.5, '3'));
  const pt = fc.record({ x: coord, y: coord });
  return fc.oneof(
    fc.record({ kind: fc.constant('step'), from: pt, to: pt }),
    fc.record({ kind: fc.constantFrom('place', 'remove'), at: pt }),
    fc.record({
      kind: fc.constantFrom('step', 'place', 'remove', 'jump'),
      at: fc.anything(),
      from: fc.anything(),
    }),
  );
};

/** The first player removes first when the board fills, whoever placed last (5×5). */
export const turnAfter = (s: ChongziState, m: ChongziMove) => {
  const r = chongzi.play(s, m);
  return s.phase === 'placement' && r.ok && r.value.phase === 'removal'
    ? sideColor(s.options.firstPlayer)
    : opposite(sideColor(s.turn));
};
