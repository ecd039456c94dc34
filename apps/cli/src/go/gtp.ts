/**
 * `qipan gtp`: the GTP v2 engine on stdin/stdout. Lines (ended by LF; a CR is
 * dropped, as GTP preprocessing says) are read one at a time and each command is
 * answered before the next is read; a line over 64 KiB is skipped and answered with
 * a failure; `quit` (or the end of input) ends with status 0. The Qipan bot makes
 * the moves, under Chinese area counting (simple ko, no suicide) until `kgs-rules`;
 * `loadsgf` reads files (up to 16 MiB); `time_settings` and `time_left` cap the bot's
 * thinking time (which it uses to about 92%); `--threads N` adds N - 1 root-parallel
 * helper threads (by default, at level 10 only, one helper when the machine has two
 * cores or more: see {@link defaultGtpThreads}).
 *
 * @example
 * ```ts
 * import { Readable } from 'node:stream';
 * import { gtpCommand } from './gtp.js';
 * await gtpCommand(['--level', '1'], {
 *   ...processIo(),
 *   stdin: Readable.from(['boardsize 5\ngenmove b\nquit\n']), // "= \n\n= C3\n\n= \n\n"
 * });
 * ```
 */
import { GoBot, botLevel, estimateOwnership } from '@qipan/go/bot';
import { largeModel } from '@qipan/go/bot/large';
import {
  GtpEngine,
  formatGtpFailure,
  formatGtpSuccess,
  parseGtpCommand,
  score,
  type GtpCommand,
  type GtpReply,
} from '@qipan/go';
import { availableParallelism } from 'node:os';
import type { ParsedArgs } from '../args.js';
import { parseCommand } from '../command.js';
import { EXIT, type Command, type ExitStatus } from '../io.js';
import { boundedLines, excerpt } from '../lines.js';
import { statusList } from './gtp-count.js';
import { readFileForGtp } from './gtp-read.js';
import { NetGtp, defaultModelPath, loadNetEvaluator, type PendingInput } from './net-gtp.js';
import { RootHelpers, type HelperPool } from './gtp-helpers.js';
import { GO_USAGE } from './usage.js';

/** The longest command line read (64 KiB); a longer one is skipped and answered with an error. */
export const MAX_GTP_LINE = 64 * 1024;

export { readFileForGtp } from './gtp-read.js';

const SPEC = {
  engine: { kind: 'choice', choices: ['net', 'patterns'] },
  'model-file': { kind: 'string' },
  visits: { kind: 'integer', min: 1, max: 1_000_000 },
  level: { kind: 'integer', min: 1, max: 10 },
  seed: { kind: 'string' },
  resign: { kind: 'boolean' },
  threads: { kind: 'integer', min: 1, max: 16 },
  model: { kind: 'choice', choices: ['large', 'small'] },
  'score-weight': { kind: 'integer', min: 0, max: 50 },
  help: { kind: 'boolean', short: 'h' },
} as const;

/**
 * The threads of `qipan gtp` without `--threads`: 2 at level 10 (the strongest level,
 * bounded by time, not by playouts) when the machine has 2 `cores` or more, else 1.
 * Two is the setting measured against GNU Go on 19×19 (the README's table); the
 * lower levels keep one thread, so their playout budgets, and so their strength, stay
 * what the level says.
 */
export function defaultGtpThreads(level: number, cores: number): number {
  return botLevel(level) === botLevel(10) && cores >= 2 ? 2 : 1;
}

/**
 * The answer to a command line longer than {@link MAX_GTP_LINE}: a failure with the
 * line's id when it starts with one, its length and first characters.
 */
export function overlongReply(length: number, head: string): string {
  const id = /^\s*(\d{1,15})\s/.exec(head)?.[1];
  const shown = JSON.stringify(excerpt(head.replace(/\p{Cc}/gu, ' '), 30));
  const what = `command line too long (${length.toLocaleString('en')} characters, the limit is ${MAX_GTP_LINE.toLocaleString('en')}): ${shown}`;
  return formatGtpFailure(id === undefined ? undefined : Number(id), what);
}

/**
 * Thinking time (ms) the clock allows: byo-yomi per stone, or the main time spread
 * over about 30 more moves; undefined when the clock sets no limit.
 */
export function clockBudgetMs(seconds: number, stones: number): number | undefined {
  if (seconds <= 0 && stones <= 0) return undefined;
  const perMove = stones > 0 ? seconds / stones : seconds / 30;
  return Math.max(20, perMove * 1000 * 0.97);
}

export interface QipanGtp {
  readonly bot: GoBot;
  readonly engine: GtpEngine;
  /**
   * Like `engine.handle`, but a successful time command sets the bot's budget, and
   * `final_score` / `final_status_list` count dead stones by Monte-Carlo ownership.
   */
  handle(line: string): GtpReply | undefined;
  /** Stops the helper threads (if any). */
  close(): Promise<void>;
}

/** Milliseconds the bot may think after a time command, or undefined for "no limit". */
function budgetFrom(name: string, a: readonly number[]): number | undefined {
  if (name === 'time_settings') {
    const [main = 0, byo = 0, stones = 0] = a;
    if (byo > 0 && stones > 0) return clockBudgetMs(byo, stones);
    return main > 0 ? clockBudgetMs(main, 0) : undefined;
  }
  return clockBudgetMs(a[1] ?? 0, a[2] ?? 0); // time_left COLOR SECONDS STONES
}

const OWNERSHIP_PLAYOUTS = 400;

/**
 * `final_score` and `final_status_list` from Monte-Carlo ownership (the engine's own
 * answers use a static guess); undefined for other commands or bad arguments.
 */
function countingReply(engine: GtpEngine, cmd: GtpCommand): string | undefined {
  const state = engine.state;
  if (cmd.name === 'final_score' && cmd.args.length === 0) {
    const { dead } = estimateOwnership(state, { playouts: OWNERSHIP_PLAYOUTS });
    return formatGtpSuccess(cmd.id, score(state, { dead }).result);
  }
  const which = cmd.args[0]?.toLowerCase();
  if (cmd.name !== 'final_status_list' || cmd.args.length !== 1) return undefined;
  if (which !== 'dead' && which !== 'alive' && which !== 'seki') return undefined;
  const deadPoints = estimateOwnership(state, { playouts: OWNERSHIP_PLAYOUTS }).dead;
  return formatGtpSuccess(cmd.id, statusList(state, deadPoints, which));
}

/** Commands after which the helpers need the move played (the others are forwarded as they are). */
const GENMOVES = new Set(['genmove', 'kgs-genmove_cleanup']);

/**
 * A bot and a GTP engine around it; with `threads` > 1, that many - 1 helper threads
 * search each position too (root parallelism, see gtp-helpers.ts).
 */
export function makeQipanGtp(options: {
  level?: number;
  seed?: string;
  resign?: boolean;
  threads?: number;
  /** The move model of the search's priors on 19×19 and up (default 'large'). */
  model?: 'large' | 'small';
  /** Percent of a 19×19 playout's value that comes from its score margin (default 0). */
  scoreWeight?: number;
  /** Helpers to use instead of `threads` - 1 worker threads (tests pass fakes). */
  helpers?: HelperPool;
}): QipanGtp {
  const level = botLevel(options.level ?? 5);
  const seed = options.seed ?? 'qipan-gtp';
  const model = options.model ?? 'large';
  const bot = new GoBot({
    level: options.level ?? 5,
    seed,
    ...(options.resign ? { resignBelow: 0.1 } : {}),
    ...(model === 'large' ? { model: largeModel() } : {}),
    ...(options.scoreWeight ? { scoreWeight: options.scoreWeight / 100 } : {}),
  });
  const threads = options.threads ?? 1;
  const helpers: HelperPool | undefined =
    options.helpers ??
    (threads > 1
      ? new RootHelpers(threads - 1, {
          level: options.level ?? 5,
          seed,
          model,
          scoreWeight: options.scoreWeight ?? 0,
        })
      : undefined);
  const engine = new GtpEngine({
    name: 'Qipan',
    // The bot's playouts count by area: pass and count under the same rules (those of
    // `qipan go match`) unless the controller says otherwise with kgs-rules.
    rules: { preset: 'chinese', ko: 'simple', suicide: 'forbidden' },
    genmove: (state, color) => {
      if (helpers === undefined || helpers.size === 0) return bot.genmove(state, color);
      helpers.startSearch(color);
      return bot.think(state, color, () => helpers.collect(bot.timePerMoveMs + 2000)).move;
    },
    cleanup: (state, color) => bot.cleanup(state, color),
    readFile: readFileForGtp,
  });
  return {
    bot,
    engine,
    handle(line) {
      const cmd = parseGtpCommand(line);
      const counted = cmd.ok ? countingReply(engine, cmd.value) : undefined;
      if (counted !== undefined) return { response: counted, quit: false };
      const reply = engine.handle(line);
      if (helpers !== undefined && cmd.ok && reply !== undefined) {
        const { name, args } = cmd.value;
        if (!GENMOVES.has(name)) helpers.forward(line);
        else if (reply.response.startsWith('=')) {
          const vertex = reply.response.replace(/^=\d*\s*/, '').trim();
          if (vertex !== '' && vertex.toLowerCase() !== 'resign')
            helpers.forward(`play ${args[0] ?? ''} ${vertex}`);
        }
      }
      if (reply?.response.startsWith('=') && cmd.ok) {
        const { name, args } = cmd.value;
        if (name === 'time_settings' || name === 'time_left') {
          const budget = budgetFrom(name, args.map(Number));
          bot.setTimeMs(Math.min(level.timeMs, budget ?? level.timeMs));
        }
      }
      return reply;
    },
    close: async () => helpers?.close(),
  };
}

export const gtpCommand: Command = async (args, io) => {
  const parsed = parseCommand(io, 'gtp', args, SPEC, GO_USAGE.gtp);
  if (typeof parsed === 'number') return parsed;
  const { flags } = parsed;
  if (flags.engine === 'patterns') return patternGtp(flags, io);
  return netGtp(flags, io);
};

type GtpFlags = ParsedArgs<typeof SPEC>['flags'];

/** `qipan gtp` on the network: the lines are read while a command runs (analysis stops at the next). */
async function netGtp(flags: GtpFlags, io: Parameters<Command>[1]): Promise<ExitStatus> {
  const path = flags['model-file'] ?? defaultModelPath();
  const loaded = await loadNetEvaluator(path, flags.threads ?? 1);
  if ('error' in loaded) {
    io.stderr.write(`qipan gtp: ${loaded.error}\n`);
    return EXIT.failure;
  }
  const gtp = new NetGtp(loaded.evaluator, {
    level: flags.level ?? 10,
    ...(flags.seed === undefined ? {} : { seed: flags.seed }),
    resign: flags.resign !== false,
    ...(flags.visits === undefined ? {} : { visits: flags.visits }),
  });
  const queue: string[] = [];
  let ended = false;
  const waiters: (() => void)[] = [];
  const wake = (): void => {
    for (const w of waiters.splice(0)) w();
  };
  const input: PendingInput = {
    pending: () => queue.length > 0 || ended,
    next: () =>
      queue.length > 0 || ended ? Promise.resolve() : new Promise<void>((r) => waiters.push(r)),
  };
  const write = (s: string): void => {
    io.stdout.write(s);
  };
  const reader = (async () => {
    for await (const line of boundedLines(io.stdin, {
      maxLength: MAX_GTP_LINE,
      crEndsLine: false,
    })) {
      if (line.kind === 'overlong') queue.push(`\u0000overlong ${line.length} ${line.head}`);
      else queue.push(line.text);
      wake();
    }
    ended = true;
    wake();
  })();
  try {
    for (;;) {
      await input.next();
      const text = queue.shift();
      if (text === undefined) break;
      if (text.startsWith('\u0000overlong ')) {
        const [, len, ...head] = text.split(' ');
        write(overlongReply(Number(len), head.join(' ')));
        continue;
      }
      if (await gtp.handle(text, write, input)) break;
    }
  } finally {
    await gtp.close();
  }
  void reader;
  return EXIT.ok;
}

/** `qipan gtp --engine patterns`: the pattern bot (MCTS with Coulom's patterns). */
async function patternGtp(flags: GtpFlags, io: Parameters<Command>[1]): Promise<ExitStatus> {
  const engine = makeQipanGtp({
    ...(flags.level === undefined ? {} : { level: flags.level }),
    ...(flags.seed === undefined ? {} : { seed: flags.seed }),
    resign: flags.resign === true,
    threads: flags.threads ?? defaultGtpThreads(flags.level ?? 5, availableParallelism()),
    ...(flags.model === undefined ? {} : { model: flags.model }),
    ...(flags['score-weight'] === undefined ? {} : { scoreWeight: flags['score-weight'] }),
  });
  // Lines end at LF only: a CR is a control character GTP preprocessing drops.
  try {
    for await (const line of boundedLines(io.stdin, {
      maxLength: MAX_GTP_LINE,
      crEndsLine: false,
    })) {
      if (line.kind === 'overlong') {
        io.stdout.write(overlongReply(line.length, line.head));
        continue;
      }
      const reply = engine.handle(line.text);
      if (!reply) continue;
      io.stdout.write(reply.response);
      if (reply.quit) break;
    }
  } finally {
    await engine.close();
  }
  return EXIT.ok;
}
