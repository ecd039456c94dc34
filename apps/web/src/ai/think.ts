/**
 * What the AI worker does, as plain functions (so unit tests run it without a
 * worker): replay the request's moves (`fromNotation`), then ask the
 * game's AI and post the replies.
 * - Gomoku: `chooseMove`, a provisional move first (a tenth of the budget, at most
 *   150 ms, when the budget is 400 ms or more), then the final one at the deadline.
 * - Chongzi: `chooseMove`; on 4×4 points with the fixed start, levels 4–5 play from
 *   the solved table, built once per worker (`preparing` is posted first).
 * - Go: the MCTS `GoBot` at the level, its time capped by `timeMs`; it never resigns.
 *   On 19×19 and up it searches with the large move model when the cache holds it (the
 *   worker loads `@qipan/go/bot/large` for such a request: see {@link needsGoModel}).
 *
 * @example
 * ```ts
 * import { think } from './think.js';
 * think({ id: 1, game: 'go', options: { size: 9 }, moves: ['E5'], level: 1, timeMs: 200 }, console.log, {});
 * ```
 */
import type { ChongziState } from '@qipan/chongzi';
import {
  chooseMove as chongziMove,
  solve4x4,
  type AiLevel as ChongziLevel,
  type Solution4x4,
} from '@qipan/chongzi/ai';
import type { GoMove, GoState } from '@qipan/go';
import { botLevel, GoBot, LARGE_MODEL_MIN_SIZE, type MoveModel } from '@qipan/go/bot';
import type { GomokuState } from '@qipan/gomoku';
import { chooseMove as gomokuMove, type AiLevel as GomokuLevel } from '@qipan/gomoku/ai';
import { fromNotation, matchGame, parseGameId, type MatchGame } from '@qipan/match';
import type { AiReply, AiRequest } from './protocol.js';

/** What a worker keeps between requests. */
export interface ThinkCache {
  table?: Solution4x4;
  /** The large Go move model, once loaded (its tables are a chunk of their own). */
  goModel?: MoveModel;
}

/** True when `req` is a Go request on a board the large model plays (19×19 and up) and the cache has none yet. */
export function needsGoModel(req: Pick<AiRequest, 'game' | 'options'>, cache: ThinkCache): boolean {
  if (req.game !== 'go' || cache.goModel !== undefined) return false;
  const size = (req.options as { size?: unknown } | null | undefined)?.size;
  return typeof size === 'number' && size >= LARGE_MODEL_MIN_SIZE;
}

type AnyGame = MatchGame<unknown, unknown, unknown>;

/** The position after the request's moves (`fromNotation`), or why it cannot be rebuilt. */
export function replayRequest(
  req: Pick<AiRequest, 'game' | 'options' | 'moves'>,
): { ok: true; game: AnyGame; state: unknown } | { ok: false; message: string } {
  const id = parseGameId(req.game);
  if (!id.ok) return { ok: false, message: id.error.message };
  const game = matchGame(id.value);
  const line = fromNotation(game, req.options, req.moves);
  return line.ok
    ? { ok: true, game, state: line.value.state }
    : { ok: false, message: line.error.message };
}

/**
 * The last positions of a Go request's game, oldest first (up to six: what the network
 * reads of the past), or why they cannot be rebuilt.
 */
export function goStates(
  req: Pick<AiRequest, 'game' | 'options' | 'moves'>,
  /** An estimate reads a finished game too (the count after two passes); a move does not. */
  finished = false,
): { ok: true; value: GoState[] } | { ok: false; message: string } {
  const game = matchGame('go');
  const out: GoState[] = [];
  for (let back = Math.min(5, req.moves.length); back >= 0; back--) {
    const line = fromNotation(game, req.options, req.moves.slice(0, req.moves.length - back));
    if (!line.ok) return { ok: false, message: line.error.message };
    out.push(line.value.state as GoState);
  }
  const last = out[out.length - 1] as GoState;
  if (!finished && game.definition.outcome(last)) return { ok: false, message: 'the game is over' };
  return { ok: true, value: out };
}

/** A Go move in the match layer's notation. */
export function formatGoMove(move: GoMove, state: GoState): string {
  return matchGame('go').definition.formatMove(move as never, state as never);
}

const clamp = (n: number, lo: number, hi: number): number =>
  Math.max(lo, Math.min(hi, Math.round(Number.isFinite(n) ? n : lo)));

/** How a game's thinker answers the request it was given. */
interface Replies {
  /** A move: `final` answers, `provisional` is one to play on "move now". */
  move(kind: 'provisional' | 'final', move: unknown, detail: string): void;
  error(message: string): void;
  preparing(): void;
}

/** Answers one request through `post`; never throws (errors become `error` replies). */
export function think(req: AiRequest, post: (reply: AiReply) => void, cache: ThinkCache): void {
  const { id } = req;
  try {
    const pos = replayRequest(req);
    if (!pos.ok) {
      post({ id, kind: 'error', message: pos.message });
      return;
    }
    const def = pos.game.definition;
    if (def.outcome(pos.state)) {
      post({ id, kind: 'error', message: 'the game is over' });
      return;
    }
    const reply: Replies = {
      move: (kind, m, detail) => post({ id, kind, move: def.formatMove(m, pos.state), detail }),
      error: (message) => post({ id, kind: 'error', message }),
      preparing: () => post({ id, kind: 'preparing' }),
    };
    const timeMs = Math.max(1, req.timeMs);
    switch (pos.game.id) {
      case 'gomoku':
        return gomoku(req, pos.state as GomokuState, timeMs, reply);
      case 'chongzi':
        return chongzi(req, pos.state as ChongziState, timeMs, reply, cache);
      case 'go':
        return go(req, pos.state as GoState, timeMs, reply, cache);
    }
  } catch (error) {
    post({ id, kind: 'error', message: String(error) });
  }
}

function gomoku(req: AiRequest, state: GomokuState, timeMs: number, reply: Replies): void {
  const level = clamp(req.level, 1, 5) as GomokuLevel;
  const start = Date.now();
  if (timeMs >= 400) {
    const quick = gomokuMove(state, { level, timeMs: Math.min(150, timeMs / 10) });
    if (quick) reply.move('provisional', quick.move, `${quick.reason}, depth ${quick.depth}`);
  }
  const a = gomokuMove(state, { level, deadline: start + timeMs });
  if (!a) reply.error('no move: the game is over');
  else reply.move('final', a.move, `${a.reason}, depth ${a.depth}`);
}

/** Levels that play from the solved table on 4×4 points with the fixed start. */
export const PERFECT_CHONGZI_LEVELS: readonly number[] = [4, 5];

function chongzi(
  req: AiRequest,
  state: ChongziState,
  timeMs: number,
  reply: Replies,
  cache: ThinkCache,
): void {
  const level = clamp(req.level, 1, 5) as ChongziLevel;
  const perfect =
    state.size === 4 && state.options.start === 'fixed' && PERFECT_CHONGZI_LEVELS.includes(level);
  if (perfect && !cache.table) {
    reply.preparing();
    cache.table = solve4x4({ start: 'fixed' });
  }
  const r = chongziMove(state, {
    level,
    timeMs,
    seed: req.seed ?? state.ply,
    ...(perfect && cache.table ? { table: cache.table } : {}),
  });
  if (!r) reply.error('no legal move: the game is over');
  else reply.move('final', r.move, perfect ? 'solved table' : `depth ${r.depth}, score ${r.score}`);
}

function go(
  req: AiRequest,
  state: GoState,
  timeMs: number,
  reply: Replies,
  cache: ThinkCache,
): void {
  const level = clamp(req.level, 1, 10);
  const bot = new GoBot({
    level,
    ...(cache.goModel ? { model: cache.goModel } : {}),
    seed: req.seed ?? state.moveNumber,
    timeMs: Math.min(botLevel(level).timeMs, timeMs),
  });
  const r = bot.think(state, state.turn);
  reply.move('final', r.move, `${r.playouts} playouts, win rate ${Math.round(r.winRate * 100)}%`);
}
