/**
 * Go's inputs to the shared conformance suite, used by the quick unit run
 * (`src/conformance.test.ts`) and the long run (`test/conformance.slow.test.ts`).
 *
 * @example
 * ```ts
 * conformanceSuite({ name: 'go', definition: go, options: options([5], [0]), moves, turnAfter, maxPlies: 50 });
 * ```
 */
import fc from 'fast-check';
import { opposite } from '@qipan/core';
import { checkOptions, PRESETS, type GoMove, type GoOptions, type GoState } from '@qipan/go';

/**
 * Valid options: a preset, one of `sizes`, one of `handicaps` (fixed or free); a
 * value may stand twice to be drawn more often.
 */
export const options = (
  sizes: readonly number[],
  handicaps: readonly number[],
): fc.Arbitrary<GoOptions> =>
  fc
    .record({
      size: fc.constantFrom(...sizes),
      preset: fc.constantFrom(...PRESETS),
      handicap: fc.constantFrom(...handicaps),
      handicapPlacement: fc.constantFrom('fixed', 'free'),
    })
    .filter((o) => checkOptions(o).ok);

/** Go-shaped inputs: points on and off the board, passes, resignations, broken shapes. */
export const moves = (s: GoState): fc.Arbitrary<unknown> => {
  const n = s.rules.size;
  const coord = fc.oneof(fc.integer({ min: -2, max: n + 1 }), fc.constantFrom(NaN, 0.5, '3'));
  return fc.oneof(
    fc.record({ type: fc.constant('play'), point: fc.record({ x: coord, y: coord }) }),
    fc.constantFrom(
      { type: 'pass' },
      { type: 'resign' },
      { type: 'play' },
      { type: 'play', point: null },
    ),
    fc.record({ type: fc.constantFrom('play', 'pass', 'move', 'PLAY', ''), point: fc.anything() }),
  );
};

/** Black keeps the move while placing free handicap stones. */
export const turnAfter = (s: GoState, m: GoMove) =>
  m.type === 'play' && s.turn === 'black' && s.handicapToPlace > 1 ? 'black' : opposite(s.turn);
