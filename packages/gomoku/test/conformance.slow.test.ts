import fc from 'fast-check';
import { conformanceSuite } from '@qipan/core/conformance';
import { gomoku } from '@qipan/gomoku';
import { options, turnAfter } from './conformance-spec.js';

/** The long run of the conformance suite: every size, games to the end. */
conformanceSuite({
  name: 'gomoku 5×5 to 25×25, games to the end',
  definition: gomoku,
  options: options(fc.integer({ min: 5, max: 25 })),
  turnAfter,
  maxPlies: 700,
  numRuns: 60,
  legalSample: 8,
});
