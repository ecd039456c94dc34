/**
 * @packageDocumentation
 * Qipan's Go network: KataGo's model format read, its inputs computed, and the net run.
 */
export type { NetPosition, NetRules, NetMove, NetStone, NetColor } from './position.js';
