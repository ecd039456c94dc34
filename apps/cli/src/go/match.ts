/**
 * Engine-vs-engine games refereed by Qipan's rules (Chinese area scoring, simple ko,
 * no suicide): every answer to `genmove` is checked, and an illegal move, a crash, a
 * timeout or nonsense loses the game. After two passes the dead stones come from the
 * engines' `final_status_list dead`: both lists when they agree, else the list both
 * lists' counts agree with. When the counts disagree the game goes on in KGS's
 * cleanup phase (`kgs-genmove_cleanup`, or `genmove` for an engine without it) until
 * two more passes, and every stone left on the board counts as alive. A game stopped
 * by the move limit is counted with Qipan's own guess of the dead stones.
 *
 * @example
 * ```ts
 * import { playGame } from './match.js';
 * const g = await playGame({ black: 'qipan gtp --level 1', white: '/usr/games/gnugo --mode gtp' },
 *   { size: 5, komi: 7, secondsPerMove: 1, maxMoves: 75 });
 * g.result; // 'W+12' | 'B+R' | 'W+F' (black forfeits: illegal move, crash, timeout) ...
 * ```
 */
import { opposite, type Color, type Point } from '@qipan/core';
import {
  formatGtpVertex,
  guessDeadStones,
  initial,
  isOver,
  parseGtpVertex,
  play,
  score,
  type GoState,
} from '@qipan/go';
import { GtpPlayer, GtpProcess, type PlayedMove } from '@qipan/engine-process';

export interface GameOptions {
  readonly size: number;
  readonly komi: number;
  readonly secondsPerMove: number;
  /** The game is scored as it stands after this many moves. */
  readonly maxMoves: number;
  /** Moves played for both sides before the engines take over, Black first. */
  readonly opening?: readonly Point[];
  readonly onStderr?: (engine: Color, text: string) => void;
  /** Aborting stops both engines at once; the game ends as a forfeit. */
  readonly signal?: AbortSignal;
}

export interface GameRecord {
  readonly winner: Color | undefined;
  /** SGF style: `B+3`, `W+R`, `B+F` (forfeit), `W+T` (time), `0` (draw). */
  readonly result: string;
  /** Why the game ended: 'score', 'resign', or the loser's fault. */
  readonly reason: string;
  readonly moves: readonly PlayedMove[];
  /** How the dead stones were settled (scored games only). */
  readonly deadFrom?: 'engines agree' | 'counts agree' | 'cleanup phase' | 'qipan guess';
}

const letter = (c: Color): string => (c === 'black' ? 'B' : 'W');

function forfeit(loser: Color, why: string, moves: PlayedMove[], tag = 'F'): GameRecord {
  const winner = opposite(loser);
  return { winner, result: `${letter(winner)}+${tag}`, reason: `${loser} ${why}`, moves };
}

/** Plays one game between two engine command lines. */
export async function playGame(
  engines: { readonly black: string; readonly white: string },
  options: GameOptions,
): Promise<GameRecord> {
  const timeoutMs = (options.secondsPerMove * 3 + 10) * 1000;
  const players: Partial<Record<Color, GtpPlayer>> = {};
  const moves: PlayedMove[] = [];
  const stop = (): void => {
    for (const p of Object.values(players)) void p.engine.kill();
  };
  options.signal?.addEventListener('abort', stop);
  try {
    for (const color of ['black', 'white'] as const) {
      const p = GtpProcess.start(engines[color], {
        timeoutMs,
        onStderr: (t) => options.onStderr?.(color, t),
      });
      if (!p.ok) return forfeit(color, `cannot start: ${p.error.message}`, moves);
      const player = new GtpPlayer(p.value);
      players[color] = player;
      const set = await player.newGame({
        size: options.size,
        komi: options.komi,
        secondsPerMove: options.secondsPerMove,
      });
      if (!set.ok) return forfeit(color, `failed set-up: ${set.error.message}`, moves);
    }
    let state: GoState = initial({
      preset: 'chinese',
      size: options.size,
      komi: options.komi,
      ko: 'simple',
      suicide: 'forbidden',
    });
    for (const p of options.opening ?? []) {
      const color = state.turn;
      const r = play(state, { type: 'play', point: p });
      if (!r.ok) return forfeit(color, `cannot play the opening move: ${r.error.reason}`, moves);
      state = r.value;
      moves.push({ color, vertex: formatGtpVertex({ type: 'play', point: p }, options.size) });
    }
    const ctx: Turns = { players: players as Record<Color, GtpPlayer>, moves, options, timeoutMs };
    const played = await playOn(ctx, state, options.maxMoves, false);
    if ('result' in played) return played;
    return await scoreGame(ctx, played);
  } finally {
    options.signal?.removeEventListener('abort', stop);
    await Promise.all(Object.values(players).map((p) => p.engine.close()));
  }
}

interface Turns {
  readonly players: Record<Color, GtpPlayer>;
  readonly moves: PlayedMove[];
  readonly options: GameOptions;
  readonly timeoutMs: number;
}

/**
 * Asks the engines for moves (`kgs-genmove_cleanup` with `cleanup`) and plays them
 * until two passes in a row or `maxMoves` moves in all; the state reached, or the
 * record of a game that ended otherwise (resignation, forfeit).
 */
async function playOn(
  ctx: Turns,
  start: GoState,
  maxMoves: number,
  cleanup: boolean,
): Promise<GoState | GameRecord> {
  const { players, moves, options, timeoutMs } = ctx;
  let state = { ...start, passes: 0 };
  while (!isOver(state) && moves.length < maxMoves && !options.signal?.aborted) {
    const color = state.turn;
    const player = players[color];
    const synced = await player.syncTo(moves);
    if (!synced.ok) return forfeit(color, `lost sync: ${synced.error.message}`, moves);
    const answer = await player.genmove(color, timeoutMs, cleanup);
    if (!answer.ok) {
      const tag = answer.error.reason === 'timeout' ? 'T' : 'F';
      return forfeit(color, `${answer.error.reason}: ${answer.error.message}`, moves, tag);
    }
    if (answer.value === 'resign') {
      const winner = opposite(color);
      return { winner, result: `${letter(winner)}+R`, reason: `${color} resigned`, moves };
    }
    const move = parseGtpVertex(answer.value, options.size);
    if (!move) return forfeit(color, `answered "${answer.value}", not a vertex`, moves);
    const r = play(state, move);
    if (!r.ok) return forfeit(color, `played ${answer.value} illegally: ${r.error.reason}`, moves);
    state = r.value;
    moves.push({ color, vertex: formatGtpVertex(move, options.size) });
  }
  return state;
}

const key = (p: Point): string => `${p.x},${p.y}`;

/** Both engines' `final_status_list dead` (undefined for an engine that cannot tell). */
async function deadLists(ctx: Turns, size: number): Promise<(Point[] | undefined)[]> {
  const lists: (Point[] | undefined)[] = [];
  for (const color of ['black', 'white'] as const) {
    const p = ctx.players[color];
    const synced = await p.syncTo(ctx.moves);
    const dead = synced.ok ? await p.deadStones() : undefined;
    const points = dead?.map((v) => parseGtpVertex(v, size));
    lists.push(
      points?.every((m) => m?.type === 'play')
        ? points.map((m) => (m as { point: Point }).point)
        : undefined,
    );
  }
  return lists;
}

async function scoreGame(ctx: Turns, state: GoState): Promise<GameRecord> {
  const { moves } = ctx;
  const [a, b] = await deadLists(ctx, state.size);
  const same = (x: Point[], y: Point[]): boolean =>
    x.length === y.length && new Set([...x, ...y].map(key)).size === x.length;
  let dead: Point[];
  let deadFrom: NonNullable<GameRecord['deadFrom']>;
  let final = state;
  if (a && b && same(a, b)) {
    dead = a;
    deadFrom = 'engines agree';
  } else if (a && b && score(state, { dead: a }).winner === score(state, { dead: b }).winner) {
    dead = a;
    deadFrom = 'counts agree';
  } else if (isOver(state)) {
    // KGS's cleanup phase: play on until both pass again; every stone left is alive.
    const cap = moves.length + state.size * state.size;
    const played = await playOn(ctx, state, cap, true);
    if ('result' in played) return played;
    if (!isOver(played)) return await scoreGame(ctx, played);
    final = played;
    dead = [];
    deadFrom = 'cleanup phase';
  } else {
    dead = guessDeadStones(state).dead;
    deadFrom = 'qipan guess';
  }
  const s = score(final, { dead });
  const reason = isOver(final) ? 'score' : `score after the ${moves.length}-move limit`;
  return { winner: s.winner, result: s.result, reason, moves, deadFrom };
}
