import fc from 'fast-check';
import { conformanceSuite } from '@qipan/core/conformance';
import { moves, options, turnAfter } from '../test/conformance-spec.js';
import { gomoku } from './game.js';

conformanceSuite({
  name: 'gomoku small boards, every rule and opening',
  definition: gomoku,
  options: options(fc.constantFrom(5, 6, 7)),
  moves,
  turnAfter,
  maxPlies: 60,
  numRuns: 16,
});

conformanceSuite({
  name: 'gomoku 15×15 and 19×19',
  definition: gomoku,
  options: options(fc.constantFrom(15, 19)),
  moves,
  turnAfter,
  maxPlies: 120,
  numRuns: 6,
  legalSample: 6,
});
