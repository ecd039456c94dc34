/**
 * External engines as child processes, for Node programs (the server and the CLI):
 * one process layer (spawn, line framing, deadlines, stderr capture, kill on timeout
 * or crash, quiet EPIPE) and two protocols on top of it: GTP for Go engines and the
 * Gomocup protocol for Gomoku brains. Failures are values ({@link EngineError}).
 *
 * @example
 * ```ts
 * import { GtpPlayer, GtpProcess } from '@qipan/engine-process';
 * const started = GtpProcess.start('/usr/games/gnugo --mode gtp --level 1');
 * if (started.ok) {
 *   const player = new GtpPlayer(started.value);
 *   await player.newGame({ size: 9, komi: 7 });
 *   const move = await player.genmove('black', 10_000); // ok('e5') or an EngineError value
 *   await started.value.close();
 * }
 * ```
 *
 * @packageDocumentation
 */
export { splitCommandLine } from './command-line.js';
export {
  deadlineIn,
  EngineProcess,
  type Deadline,
  type EngineProcessOptions,
  type Launch,
  type ThreadLaunch,
} from './engine-process.js';
export {
  ENGINE_ERROR_REASONS,
  protocolError,
  type EngineError,
  type EngineErrorReason,
} from './errors.js';
export { GomocupBrain } from './gomocup-brain.js';
export {
  GtpPlayer,
  gtpSeconds,
  normalVertex,
  type GameSetup,
  type GtpTimeSettings,
  type PlayedMove,
  type SyncError,
} from './gtp-player.js';
export { GtpProcess, type GtpControllerError, type GtpProcessOptions } from './gtp-process.js';
