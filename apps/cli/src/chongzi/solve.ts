/**
 * `qipan chongzi solve --size 4 [--start fixed|empty]`: the solved 4×4 game's start
 * value, the number of positions of each value and the time taken.
 *
 * @example
 * ```ts
 * import { solveCommand } from './solve.js';
 * await solveCommand(['--size', '4'], io); // "start: loss in 46 plies for Red (to move)\n…"
 * ```
 */
import { solve4x4, type SolveStats } from '@qipan/chongzi/ai';
import { parseCommand } from '../command.js';
import { EXIT, refuse, type Command } from '../io.js';
import { CHONGZI_USAGE } from './usage.js';

const SPEC = {
  size: { kind: 'choice', choices: ['4', '5'] },
  start: { kind: 'choice', choices: ['fixed', 'empty'] },
  help: { kind: 'boolean', short: 'h' },
} as const;

/** The report printed by `solve`, one fact per line. */
export function formatSolveStats(s: SolveStats, seconds: number): string {
  const v = s.start;
  const value =
    v.value === 'draw'
      ? 'draw (neither side can force a win)'
      : `${v.value} in ${v.distance} plies`;
  return [
    `variant: 4x4 points, ${s.variant} start`,
    `start: ${value} for Red (to move)`,
    `positions: ${s.positions} (reachable, up to symmetry and colour swap)`,
    `win: ${s.counts.win}`,
    `loss: ${s.counts.loss}`,
    `draw: ${s.counts.draw}`,
    `moves: ${s.edges}`,
    `longest win: ${s.longestWin} plies, longest loss: ${s.longestLoss} plies`,
    `time: ${seconds.toFixed(2)} s`,
    '',
  ].join('\n');
}

export const solveCommand: Command = async (args, io) => {
  const parsed = parseCommand(io, 'chongzi solve', args, SPEC, CHONGZI_USAGE.solve);
  if (typeof parsed === 'number') return parsed;
  const { flags } = parsed;
  if (flags.size === undefined) return refuse(io, 'chongzi solve', 'missing --size 4');
  if (flags.size === '5') {
    const why = '5x5 points is too big to solve (about 5.6e10 positions); only --size 4';
    return refuse(io, 'chongzi solve', why);
  }
  const t0 = performance.now();
  const table = solve4x4({ start: flags.start ?? 'fixed' });
  const seconds = (performance.now() - t0) / 1000;
  io.stdout.write(formatSolveStats(table.stats, seconds));
  return EXIT.ok;
};
