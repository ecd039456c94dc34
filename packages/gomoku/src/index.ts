/**
 * @packageDocumentation
 * Qipan gomoku: freestyle, standard and RIF renju rules, swap2, notation,
 * records and the Gomocup (Piskvork) protocol codec. Pure TypeScript.
 *
 * ```ts
 * import { gomoku, forbiddenPoints, formatPoint } from '@qipan/gomoku';
 * let s = gomoku.initial({ size: 15, rule: 'renju' });
 * const r = gomoku.play(s, { x: 7, y: 7 });
 * if (r.ok) s = r.value;
 * forbiddenPoints(s); // [] — no fouls yet
 * ```
 */
export * from './types.js';
export * from './state.js';
export * from './game.js';
export * from './notation.js';
export * from './record.js';
export * from './gomocup/command.js';
export * from './gomocup/reply.js';
export * from './gomocup/session.js';
export * from './ai/index.js';
export * from './sgf.js';
export * from './gomocup/match.js';
export * from './position-text.js';
