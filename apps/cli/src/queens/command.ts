/**
 * `qipan queens <count|solve|check|worker>`: dispatch to the subcommand.
 *
 * @example
 * ```ts
 * import { queensCommand } from './command.js';
 * const status = await queensCommand(['check', '0,4,7,5,2,6,1,3'], processIo()); // 0
 * ```
 */
import { dispatch } from '../command.js';
import type { Command } from '../io.js';
import { USAGE } from '../usage.js';
import { checkCommand } from './check.js';
import { countCommand } from './count.js';
import { solveCommand } from './solve.js';

/** Loaded only when used: BullMQ and ioredis are for `worker` and `count --redis` alone. */
const workerCommand: Command = async (args, io) =>
  (await import('./queue-command.js')).workerCommand(args, io);

const SUBCOMMANDS = {
  count: countCommand,
  solve: solveCommand,
  check: checkCommand,
  worker: workerCommand,
};

export const queensCommand: Command = (args, io) =>
  dispatch(io, 'queens', args, SUBCOMMANDS, USAGE.queens);
