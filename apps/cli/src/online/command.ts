/**
 * `qipan online play URL --gtp "CMD" | --pbrain "CMD"`: a GTP engine (Go) or a Gomocup
 * brain (Gomoku) plays an online game through the HTTP API, like lichess-bot. URL is a
 * game link (the free seat is joined, or with `--token` the seat that token holds is
 * played) or a server, where a new game is created and its link printed to share.
 * Exit status: 0 when the game ends (whoever won), 1 when the server or the engine
 * fails (an engine that fails resigns), 2 bad usage, 130 Ctrl-C (the seat is kept).
 *
 * @example
 * ```ts
 * import { onlineCommand } from './online/command.js';
 * await onlineCommand(['play', 'http://127.0.0.1:3000', '--pbrain', 'qipan pbrain'], io);
 * // created gomoku game Ab3dE5gH7k: share http://127.0.0.1:3000/gomoku/online/Ab3dE5gH7k
 * ```
 */
import type { Color } from '@qipan/core';
import { gamePath, sideColor, type CreateGameBody, type OnlineGame } from '@qipan/protocol';
import type { Flags } from '../args.js';
import { dispatch, parseCommand } from '../command.js';
import { EXIT, fail, interrupted, refuse, type Command, type ExitStatus, type Io } from '../io.js';
import { describeApiError, GameApi } from './api.js';
import { startEngine, type EngineChoice, type EngineGame, type OnlineEngine } from './engines.js';
import { describeOutcome, playSeat } from './play.js';
import { parseClock, parseTarget, type Target } from './target.js';
import { ONLINE_USAGE } from './usage.js';

const PLAY = 'online play';

const SPEC = {
  gtp: { kind: 'string' },
  pbrain: { kind: 'string' },
  token: { kind: 'string' },
  game: { kind: 'choice', choices: ['go', 'gomoku', 'chongzi'] },
  side: { kind: 'choice', choices: ['black', 'white', 'red', 'blue', 'random'] },
  size: { kind: 'integer', min: 2, max: 25 },
  rule: { kind: 'choice', choices: ['freestyle', 'standard', 'renju'] },
  komi: { kind: 'string' },
  clock: { kind: 'string' },
  time: { kind: 'integer', min: 100, max: 600_000 },
  verbose: { kind: 'boolean', short: 'v' },
  help: { kind: 'boolean', short: 'h' },
} as const;

const GAME_OF: Record<EngineChoice['kind'], OnlineGame> = { gtp: 'go', pbrain: 'gomoku' };

/** The seat to play: its token and colour, and how the game was reached. */
interface Seat {
  readonly id: string;
  readonly link: string;
  readonly token: string;
  readonly me: Color;
}

const playCommand: Command = async (args, io) => {
  const parsed = parseCommand(io, PLAY, args, SPEC, ONLINE_USAGE.play, { positionals: 1 });
  if (typeof parsed === 'number') return parsed;
  const { flags } = parsed;
  const url = parsed.positionals[0];
  if (url === undefined) return refuse(io, PLAY, 'missing URL (a game link or a server URL)');
  if ((flags.gtp === undefined) === (flags.pbrain === undefined))
    return refuse(io, PLAY, 'give one engine: --gtp "CMD" (Go) or --pbrain "CMD" (Gomoku)');
  const engine: EngineChoice =
    flags.gtp !== undefined
      ? { kind: 'gtp', command: flags.gtp }
      : { kind: 'pbrain', command: flags.pbrain ?? '' };
  const target = parseTarget(url);
  if (!target.ok) return refuse(io, PLAY, target.error);
  if (target.value.kind === 'game' && flags.game !== undefined && flags.game !== target.value.game)
    return refuse(io, PLAY, `--game ${flags.game}, but the link is a ${target.value.game} game`);
  const game =
    target.value.kind === 'game' ? target.value.game : (flags.game ?? GAME_OF[engine.kind]);
  if (game === 'chongzi')
    return refuse(
      io,
      PLAY,
      'Chongzi has no engine protocol: --gtp plays Go, --pbrain plays Gomoku',
    );
  if (game !== GAME_OF[engine.kind])
    return refuse(io, PLAY, `--${engine.kind} plays ${GAME_OF[engine.kind]}, not ${game}`);
  const api = new GameApi(target.value.base);

  const interrupt = new AbortController();
  const stopListening = io.onSignal(() => interrupt.abort());
  try {
    const ready =
      target.value.kind === 'game'
        ? await prepareJoin(io, api, target.value, engine, flags)
        : await prepareCreate(io, api, target.value, engine, game, flags);
    if (typeof ready === 'number') return ready;
    const { seat, started } = ready;
    if (interrupt.signal.aborted) {
      await started.kill();
      return interrupted(io, PLAY);
    }
    const kill = (): void => void started.kill();
    interrupt.signal.addEventListener('abort', kill);
    io.stdout.write(
      `playing ${seat.me} in ${game} game ${seat.id}: ${seat.link}\n` +
        `seat token ${seat.token} (to come back: qipan online play ${seat.link} --token ${seat.token} --side ${seat.me} --${engine.kind} ...)\n`,
    );
    const end = await playSeat({
      api,
      id: seat.id,
      token: seat.token,
      me: seat.me,
      engine: started,
      say: (line) => io.stdout.write(`${line}\n`),
      signal: interrupt.signal,
    });
    interrupt.signal.removeEventListener('abort', kill);
    await (interrupt.signal.aborted ? started.kill() : started.close());
    if (end.kind === 'ended') {
      io.stdout.write(`game over: ${describeOutcome(end.outcome)}\n`);
      return EXIT.ok;
    }
    if (end.kind === 'failed') return fail(io, PLAY, end.message);
    io.stderr.write(
      `qipan: ${PLAY}: left game ${seat.id} without resigning; the seat stays yours and its clock runs (come back with --token)\n`,
    );
    return interrupted(io, PLAY);
  } finally {
    stopListening();
  }
};

type PlayFlags = Flags<typeof SPEC>;

interface Ready {
  readonly seat: Seat;
  readonly started: OnlineEngine;
}

/** The engine for the game, started before a seat is taken; the status when it cannot start. */
async function start(
  io: Io,
  engine: EngineChoice,
  what: EngineGame,
  flags: PlayFlags,
): Promise<OnlineEngine | ExitStatus> {
  const started = await startEngine(engine, what, {
    ...(flags.time === undefined ? {} : { moveMs: flags.time }),
    ...(flags.verbose ? { onStderr: (t: string) => io.stderr.write(`[engine] ${t}`) } : {}),
  });
  return started.ok ? started.value : fail(io, PLAY, `the engine cannot play: ${started.error}`);
}

const CREATE_ONLY = ['size', 'rule', 'komi', 'clock'] as const;

/** A game link: the game read, the engine started, then the free seat joined (or the token's seat). */
async function prepareJoin(
  io: Io,
  api: GameApi,
  target: Extract<Target, { kind: 'game' }>,
  engine: EngineChoice,
  flags: PlayFlags,
): Promise<Ready | ExitStatus> {
  for (const f of CREATE_ONLY)
    if (flags[f] !== undefined)
      return refuse(io, PLAY, `--${f} is for a new game (give the server URL, not a game link)`);
  const side = flags.side === undefined ? undefined : sideColor(flags.side);
  if (flags.token !== undefined && side === undefined)
    return refuse(io, PLAY, '--token needs --side black|white: the seat that token holds');
  if (flags.token === undefined && flags.side !== undefined)
    return refuse(io, PLAY, '--side with a game link needs --token (joining takes the free seat)');
  const view = await api.game(target.id);
  if (!view.ok) return fail(io, PLAY, describeApiError(view.error));
  if (view.value.status === 'ended')
    return fail(
      io,
      PLAY,
      `game ${target.id} is over: ${describeOutcome(view.value.outcome ?? { reason: 'ended' })}`,
    );
  const link = api.url(gamePath(view.value.game, target.id));
  const started = await start(
    io,
    engine,
    {
      game: view.value.game,
      options: view.value.options,
      ...(view.value.clock ? { control: view.value.clock.control } : {}),
    },
    flags,
  );
  if (typeof started === 'number') return started;
  if (flags.token !== undefined && side !== undefined)
    return { seat: { id: target.id, link, token: flags.token, me: side }, started };
  const joined = await api.join(target.id);
  if (!joined.ok) {
    await started.kill();
    const e = joined.error;
    if (e.kind === 'refused' && e.error === 'seats-taken')
      return fail(
        io,
        PLAY,
        `both seats of game ${target.id} are taken (a seat you hold: --token T --side S)`,
      );
    return fail(io, PLAY, describeApiError(e));
  }
  io.stdout.write(`joined game ${target.id} as ${joined.value.side}\n`);
  return {
    seat: { id: target.id, link, token: joined.value.token, me: joined.value.side },
    started,
  };
}

/** A server: the engine started, then the game created with the flags' options. */
async function prepareCreate(
  io: Io,
  api: GameApi,
  target: Extract<Target, { kind: 'server' }>,
  engine: EngineChoice,
  game: OnlineGame,
  flags: PlayFlags,
): Promise<Ready | ExitStatus> {
  if (flags.token !== undefined)
    return refuse(io, PLAY, '--token plays a seat of an existing game: give its link');
  const options: Record<string, unknown> = {};
  if (flags.size !== undefined) options.size = flags.size;
  if (flags.rule !== undefined) {
    if (game !== 'gomoku') return refuse(io, PLAY, '--rule is a Gomoku option');
    options.rule = flags.rule;
  }
  if (flags.komi !== undefined) {
    if (game !== 'go') return refuse(io, PLAY, '--komi is a Go option');
    if (!/^-?\d+(\.\d+)?$/.test(flags.komi))
      return refuse(io, PLAY, `--komi must be a number, got '${flags.komi}'`);
    options.komi = Number(flags.komi);
  }
  const clock = flags.clock === undefined ? undefined : parseClock(flags.clock);
  if (clock && !clock.ok) return refuse(io, PLAY, clock.error);
  const control = clock?.value;
  const started = await start(
    io,
    engine,
    { game, options, ...(control ? { control } : {}) },
    flags,
  );
  if (typeof started === 'number') return started;
  const body: CreateGameBody = {
    game,
    ...(Object.keys(options).length > 0 ? { options } : {}),
    ...(flags.side === undefined ? {} : { side: flags.side }),
    ...(control === undefined ? {} : { clock: control }),
    name: `${engine.kind === 'gtp' ? 'GTP' : 'Gomocup'} engine`,
  };
  const created = await api.create(body);
  if (!created.ok) {
    await started.kill();
    return fail(io, PLAY, describeApiError(created.error));
  }
  const { id, url, side, token } = created.value;
  const link = api.url(url);
  io.stdout.write(`created ${game} game ${id}: share ${link}\n`);
  return { seat: { id, link, token, me: side }, started };
}

/** `qipan online play …`. */
export const onlineCommand: Command = (args, io) =>
  dispatch(io, 'online', args, { play: playCommand }, ONLINE_USAGE.online);
