import { conformanceSuite } from '@qipan/core/conformance';
import { go } from '@qipan/go';
import { options, turnAfter } from './conformance-spec.js';

/** The long run of the conformance suite: every size up to 19×19, longer games. */
conformanceSuite({
  name: 'go up to 19×19, long games',
  definition: go,
  options: options([4, 6, 9, 11, 13, 19], [0, 2, 4, 9]),
  turnAfter,
  maxPlies: 400,
  numRuns: 30,
  legalSample: 8,
});
