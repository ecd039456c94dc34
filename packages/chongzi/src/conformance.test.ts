import { conformanceSuite } from '@qipan/core/conformance';
import { moves, options, turnAfter } from '../test/conformance-spec.js';
import { chongzi } from './game.js';

conformanceSuite({
  name: 'chongzi 4×4 and 5×5, fixed and empty starts',
  definition: chongzi,
  options,
  moves,
  turnAfter,
  maxPlies: 100,
  numRuns: 12,
});
