/**
 * `qipan chongzi perft --depth D [--size 4|5] [--start fixed|empty] [--position P]`:
 * one `d count` line per depth.
 *
 * @example
 * ```ts
 * import { perftCommand } from './perft.js';
 * await perftCommand(['--size', '4', '--depth', '2'], io); // "1 4\n2 16\n"
 * ```
 */
import { initial, perft, positionState, type BoardSize, type ChongziState } from '@qipan/chongzi';
import { parseCommand } from '../command.js';
import { EXIT, refuse, type Command } from '../io.js';
import { CHONGZI_USAGE } from './usage.js';

export const PERFT_MAX_DEPTH = 20;

const SPEC = {
  size: { kind: 'choice', choices: ['4', '5'] },
  start: { kind: 'choice', choices: ['fixed', 'empty'] },
  depth: { kind: 'integer', min: 1, max: PERFT_MAX_DEPTH },
  position: { kind: 'string' },
  help: { kind: 'boolean', short: 'h' },
} as const;

export const perftCommand: Command = async (args, io) => {
  const parsed = parseCommand(io, 'chongzi perft', args, SPEC, CHONGZI_USAGE.perft);
  if (typeof parsed === 'number') return parsed;
  const { flags } = parsed;
  if (flags.depth === undefined)
    return refuse(io, 'chongzi perft', `missing --depth (1 to ${PERFT_MAX_DEPTH})`);
  const start = flags.start ?? 'fixed';
  const size = flags.size === undefined ? undefined : (Number(flags.size) as BoardSize);
  let state: ChongziState;
  if (flags.position !== undefined) {
    const r = positionState(flags.position, size === undefined ? { start } : { start, size });
    if (!r.ok) {
      const at = r.error.at === undefined ? '' : ` (at character ${r.error.at + 1})`;
      return refuse(io, 'chongzi perft', `bad --position: ${r.error.message}${at}`);
    }
    state = r.value;
  } else {
    state = initial({ size: size ?? 5, start });
  }
  const counts = perft(state, flags.depth);
  io.stdout.write(counts.map((c, i) => `${i + 1} ${c}\n`).join(''));
  return EXIT.ok;
};
