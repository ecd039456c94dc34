import fc from 'fast-check';
import { opposite } from '@qipan/core';
import { conformanceSuite } from '@qipan/core/conformance';
import { go } from './game.js';
import { checkOptions, PRESETS, type GoOptions } from './rules.js';
import type { GoMove, GoState } from './state.js';

/** Valid options: a preset, a size, sometimes a handicap (fixed or free). */
const options = (sizes: readonly number[]): fc.Arbitrary<GoOptions> =>
  fc
    .record({
      size: fc.constantFrom(...sizes),
      preset: fc.constantFrom(...PRESETS),
      handicap: fc.constantFrom(0, 0, 2, 3),
      handicapPlacement: fc.constantFrom('fixed', 'free'),
    })
    .filter((o) => checkOptions(o).ok);

/** Go-shaped inputs: points on and off the board, passes, resignations, broken shapes. */
const moves = (s: GoState): fc.Arbitrary<unknown> => {
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
const turnAfter = (s: GoState, m: GoMove) =>
  m.type === 'play' && s.turn === 'black' && s.handicapToPlace > 1 ? 'black' : opposite(s.turn);

conformanceSuite({
  name: 'go small boards, every preset',
  definition: go,
  options: options([2, 3, 5, 7]),
  moves,
  turnAfter,
  maxPlies: 120,
  numRuns: 16,
});

conformanceSuite({
  name: 'go 9×9 and 13×13',
  definition: go,
  options: options([9, 13]),
  moves,
  turnAfter,
  maxPlies: 150,
  numRuns: 6,
  legalSample: 6,
});
