import fc from 'fast-check';
import { opposite } from '@qipan/core';
import { conformanceSuite } from '@qipan/core/conformance';
import {
  BOARD_SIZES,
  chongzi,
  sideColor,
  SIDES,
  STARTS,
  type ChongziOptions,
  type ChongziState,
} from '@qipan/chongzi';

/** The long run of the conformance suite: many games, to the draw rules and beyond. */
const options: fc.Arbitrary<ChongziOptions> = fc.record({
  size: fc.constantFrom(...BOARD_SIZES),
  start: fc.constantFrom(...STARTS),
  firstPlayer: fc.constantFrom(...SIDES),
  capturesDuringPlacement: fc.boolean(),
  drawByRepetition: fc.boolean(),
  quietMoveLimit: fc.constantFrom(null, 1, 2, 10, 100),
});

conformanceSuite({
  name: 'chongzi, long games',
  definition: chongzi,
  options,
  turnAfter: (s: ChongziState, m) => {
    const r = chongzi.play(s, m);
    return s.phase === 'placement' && r.ok && r.value.phase === 'removal'
      ? sideColor(s.options.firstPlayer)
      : opposite(sideColor(s.turn));
  },
  maxPlies: 400,
  numRuns: 100,
});
