/**
 * Kept only for `sgf.ts` (being rewritten elsewhere): the CLI's one Io, exit statuses
 * and refusal under their old Go names. New code imports `../io.js`.
 *
 * @example
 * ```ts
 * import { refuseGo, type GoIo } from './io.js';
 * return refuseGo(io, 'sgf: missing subcommand'); // "qipan: sgf: missing subcommand" on stderr, 2
 * ```
 */
import { EXIT, refuse, type Io } from '../io.js';

export type GoIo = Io;
export const GO_STATUS = EXIT;
/** `reason` starts with the command's name (`sgf check: …`). */
export const refuseGo = (io: Io, reason: string): number => refuse(io, '', reason);
