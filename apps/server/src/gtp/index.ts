/**
 * The GTP controller on its own (no HTTP server): spawn an engine, send commands,
 * keep its board in sync. Also exported from `@qipan/server`.
 *
 * @example
 * ```ts
 * import { GtpPlayer, GtpProcess } from '@qipan/server/gtp';
 * const p = GtpProcess.start('/usr/games/gnugo --mode gtp');
 * if (p.ok) await new GtpPlayer(p.value).newGame({ size: 9, komi: 7 });
 * ```
 */
export * from './controller.js';
export * from './player.js';
