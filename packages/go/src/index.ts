/**
 * @packageDocumentation
 * Qipan Go: rules (captures, suicide, ko and superko, presets), a fast internal
 * board, handicap, scoring, notation and the SGF GM[1] mapping.
 *
 * ```ts
 * import { go, playAt, score } from '@qipan/go';
 * let s = go.initial({ preset: 'japanese', size: 9 });
 * const r = go.play(s, playAt(4, 4));
 * if (r.ok) s = r.value; else console.log(r.error.reason);
 * score(s, { dead: [] }).result;
 * ```
 */
export * from './rules.js';
export * from './board.js';
export * from './handicap.js';
export * from './notation.js';
export * from './state.js';
export * from './play.js';
export * from './score.js';
export * from './deadstones.js';
export * from './seki.js';
export * from './game.js';
export * from './diagram.js';
export * from './sgf.js';
export * from './record.js';
export * from './playout.js';
export * from './gtp/command.js';
export * from './gtp/values.js';
export * from './gtp/engine.js';
export * from './bot/bot.js';
export {
  PASS_MOVE,
  copyBoard,
  search as mctsSearch,
  type SearchOptions,
  type SearchResult,
} from './bot/search.js';
export { Playout, areaScore, onlyLiberty, libertiesAfter, isSelfAtari } from './bot/policy.js';
export * from './bot/ownership.js';
