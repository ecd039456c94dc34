import fc from 'fast-check';
import { opposite } from '@qipan/core';
import { conformanceSuite } from '@qipan/core/conformance';
import { checkOptions, go, PRESETS, type GoMove, type GoOptions, type GoState } from '@qipan/go';

/** The long run of the conformance suite: every size up to 19×19, longer games. */
const options: fc.Arbitrary<GoOptions> = fc
  .record({
    size: fc.constantFrom(4, 6, 9, 11, 13, 19),
    preset: fc.constantFrom(...PRESETS),
    handicap: fc.constantFrom(0, 2, 4, 9),
    handicapPlacement: fc.constantFrom('fixed', 'free'),
  })
  .filter((o) => checkOptions(o).ok);

conformanceSuite({
  name: 'go up to 19×19, long games',
  definition: go,
  options,
  turnAfter: (s: GoState, m: GoMove) =>
    m.type === 'play' && s.turn === 'black' && s.handicapToPlace > 1 ? 'black' : opposite(s.turn),
  maxPlies: 400,
  numRuns: 30,
  legalSample: 8,
});
