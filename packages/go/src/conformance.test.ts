import { conformanceSuite } from '@qipan/core/conformance';
import { moves, options, turnAfter } from '../test/conformance-spec.js';
import { go } from './game.js';

const SMALL_HANDICAPS = [0, 0, 2, 3];

conformanceSuite({
  name: 'go small boards, every preset',
  definition: go,
  options: options([2, 3, 5, 7], SMALL_HANDICAPS),
  moves,
  turnAfter,
  maxPlies: 120,
  numRuns: 16,
});

conformanceSuite({
  name: 'go 9×9 and 13×13',
  definition: go,
  options: options([9, 13], SMALL_HANDICAPS),
  moves,
  turnAfter,
  maxPlies: 150,
  numRuns: 6,
  legalSample: 6,
});
