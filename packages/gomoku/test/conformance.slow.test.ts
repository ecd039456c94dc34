import fc from 'fast-check';
import { opposite } from '@qipan/core';
import { conformanceSuite } from '@qipan/core/conformance';
import { gomoku, isChoice, OPENING_RULES, RULE_SETS, type GomokuOptions } from '@qipan/gomoku';

/** The long run of the conformance suite: every size, games to the end. */
const options: fc.Arbitrary<GomokuOptions> = fc.record({
  size: fc.integer({ min: 5, max: 25 }),
  rule: fc.constantFrom(...RULE_SETS),
  opening: fc.constantFrom(...OPENING_RULES),
});

conformanceSuite({
  name: 'gomoku 5×5 to 25×25, games to the end',
  definition: gomoku,
  options,
  turnAfter: (s, m) => (isChoice(m) ? s.turn : opposite(s.turn)),
  maxPlies: 700,
  numRuns: 60,
  legalSample: 8,
});
