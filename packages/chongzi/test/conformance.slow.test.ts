import { conformanceSuite } from '@qipan/core/conformance';
import { chongzi } from '@qipan/chongzi';
import { options, turnAfter } from './conformance-spec.js';

/** The long run of the conformance suite: many games, to the draw rules and beyond. */
conformanceSuite({
  name: 'chongzi, long games',
  definition: chongzi,
  options,
  turnAfter,
  maxPlies: 400,
  numRuns: 100,
});
