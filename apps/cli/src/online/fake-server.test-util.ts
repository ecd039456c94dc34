/**
 * For the `qipan online play` tests: a tiny game server on 127.0.0.1 speaking the
 * HTTP API of issue 10 (create, join, view, moves, resign, NDJSON stream), with the
 * real rules of Go and Gomoku deciding every move, and a scripted opponent that takes
 * the free seat right after a game is created and plays its list of moves (resigning
 * when the list runs out).
 *
 * @example
 * ```ts
 * const server = await startFakeServer({ opponent: ['a1', 'a2'] });
 * // … qipan online play server.url --pbrain CMD …
 * server.games.get(id)?.outcome; // { winner: 'black', reason: 'five' }
 * await server.close();
 * ```
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { opposite, type Color } from '@qipan/core';
import { matchGame } from '@qipan/match';
import type { GameView, Outcome, StreamEvent } from '@qipan/protocol';

export interface FakeGame {
  readonly id: string;
  readonly game: 'go' | 'gomoku';
  readonly options: Record<string, unknown>;
  readonly tokens: Partial<Record<Color, string>>;
  state: unknown;
  moves: string[];
  outcome: Outcome | undefined;
  /** The scripted opponent's seat and the moves it has left. */
  opponent: { color: Color; moves: string[] } | undefined;
  readonly streams: Set<ServerResponse>;
}

export interface FakeServerOptions {
  /** The scripted opponent's moves; undefined: nobody joins by themselves. */
  readonly opponent?: readonly string[];
  /** Closes each game's first stream (without the end) after this many events. */
  readonly dropStreamAfter?: number;
}

export interface FakeServer {
  readonly url: string;
  readonly games: Map<string, FakeGame>;
  /** Every request as `METHOD path` (Authorization shown as `[token]`). */
  readonly log: string[];
  /** A game whose `side` seat the scripted opponent holds; the other seat is free. */
  host(game: 'go' | 'gomoku', side: Color, moves: readonly string[]): FakeGame;
  close(): Promise<void>;
}

/** The rules of the games the fake hosts, from the one registry. */
const DEFS = {
  go: matchGame('go').definition,
  gomoku: matchGame('gomoku').definition,
} as const;

const newId = (): string =>
  randomBytes(10)
    .toString('base64')
    .replace(/[^0-9A-Za-z]/g, 'x')
    .slice(0, 10);
const newToken = (): string => randomBytes(32).toString('base64url');

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}
const refuse = (res: ServerResponse, status: number, error: string, reason?: string): void =>
  send(res, status, { error, message: `fake: ${error}`, ...(reason ? { reason } : {}) });

async function readJson(req: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  try {
    return text === '' ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

export async function startFakeServer(options: FakeServerOptions = {}): Promise<FakeServer> {
  const games = new Map<string, FakeGame>();
  const log: string[] = [];
  const dropped = new Set<string>();

  const view = (g: FakeGame): GameView => {
    const seats = Object.keys(g.tokens).length;
    return {
      id: g.id,
      game: g.game,
      options: g.options,
      moves: [...g.moves],
      turn: DEFS[g.game].turn(g.state),
      status: g.outcome ? 'ended' : seats === 2 ? 'playing' : 'waiting',
      ...(g.outcome ? { outcome: g.outcome } : {}),
    };
  };

  const broadcast = (g: FakeGame, e: StreamEvent): void => {
    for (const res of g.streams) {
      res.write(`${JSON.stringify(e)}\n`);
      const n = ((res as unknown as { sent?: number }).sent ?? 0) + 1;
      (res as unknown as { sent?: number }).sent = n;
      if (e.type === 'end') res.end();
      else if (options.dropStreamAfter === n && !dropped.has(g.id)) {
        dropped.add(g.id);
        res.destroy();
      }
    }
    if (e.type === 'end') g.streams.clear();
  };

  const end = (g: FakeGame, outcome: Outcome): void => {
    g.outcome = outcome;
    broadcast(g, { type: 'end', outcome });
  };

  /** Plays `text` for `by`: undefined when done, else the refusal's status, code and reason. */
  const play = (g: FakeGame, by: Color, text: string): [number, string, string?] | undefined => {
    const def = DEFS[g.game];
    if (g.outcome) return [409, 'game-over'];
    if (def.turn(g.state) !== by) return [409, 'not-your-turn'];
    const m = def.parseMove(text, g.state);
    if (!m.ok) return [422, 'illegal', m.error.reason];
    const r = def.play(g.state, m.value);
    if (!r.ok) return [422, 'illegal', r.error.reason];
    g.state = r.value;
    g.moves.push(text);
    broadcast(g, { type: 'move', ply: g.moves.length, move: text, by });
    const o = def.outcome(g.state);
    if (o) end(g, { reason: o.reason, ...(o.winner ? { winner: o.winner } : {}) });
    else setTimeout(() => opponentMoves(g), 5);
    return undefined;
  };

  const opponentMoves = (g: FakeGame): void => {
    const o = g.opponent;
    if (!o || g.outcome || DEFS[g.game].turn(g.state) !== o.color) return;
    if (Object.keys(g.tokens).length < 2) return;
    const next = o.moves.shift();
    if (next === undefined) end(g, { winner: opposite(o.color), reason: 'resign' });
    else play(g, o.color, next);
  };

  const seatOf = (g: FakeGame, req: IncomingMessage): Color | undefined => {
    const auth = req.headers.authorization ?? '';
    const token = auth.startsWith('Bearer ') ? auth.slice(7) : undefined;
    if (token === undefined) return undefined;
    return (['black', 'white'] as const).find((c) => g.tokens[c] === token);
  };

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    log.push(`${req.method} ${path}${req.headers.authorization ? ' [token]' : ''}`);
    if (req.method === 'POST' && path === '/api/games') {
      const body = (await readJson(req)) as {
        game?: 'go' | 'gomoku';
        options?: Record<string, unknown>;
        side?: string;
      };
      const game = body?.game;
      if (game !== 'go' && game !== 'gomoku') return refuse(res, 400, 'bad-request');
      const def = DEFS[game];
      const state = def.newGame?.(body.options ?? {});
      if (!state?.ok) return refuse(res, 400, 'bad-request');
      const side: Color = body.side === 'white' || body.side === 'blue' ? 'white' : 'black';
      const g: FakeGame = {
        id: newId(),
        game,
        options: body.options ?? {},
        tokens: { [side]: newToken() },
        state: state.value,
        moves: [],
        outcome: undefined,
        opponent: undefined,
        streams: new Set(),
      };
      games.set(g.id, g);
      if (options.opponent) {
        const color = opposite(side);
        g.opponent = { color, moves: [...options.opponent] };
        setTimeout(() => {
          (g.tokens as Record<Color, string>)[color] = newToken();
          broadcast(g, { type: 'game', game: view(g) });
          opponentMoves(g);
        }, 20);
      }
      return send(res, 201, {
        id: g.id,
        url: `/${game}/online/${g.id}`,
        side,
        token: g.tokens[side],
      });
    }
    const m = /^\/api\/games\/([^/]+)(\/[a-z]+)?$/.exec(path);
    const g = m ? games.get(m[1] ?? '') : undefined;
    if (!m || !g) return refuse(res, 404, 'not-found');
    const what = m[2] ?? '';
    if (req.method === 'GET' && what === '') return send(res, 200, view(g));
    if (req.method === 'POST' && what === '/join') {
      const free = (['black', 'white'] as const).find((c) => g.tokens[c] === undefined);
      if (free === undefined) return refuse(res, 409, 'seats-taken');
      const token = newToken();
      (g.tokens as Record<Color, string>)[free] = token;
      send(res, 201, { side: free, token });
      broadcast(g, { type: 'game', game: view(g) });
      setTimeout(() => opponentMoves(g), 5);
      return;
    }
    if (req.method === 'POST' && what === '/moves') {
      const by = seatOf(g, req);
      const body = (await readJson(req)) as { move?: unknown; ply?: unknown };
      if (by === undefined) return refuse(res, 401, 'unauthorized');
      if (typeof body?.move !== 'string' || typeof body.ply !== 'number')
        return refuse(res, 400, 'bad-request');
      if (body.ply !== g.moves.length) return refuse(res, 409, 'stale-ply');
      const refused = play(g, by, body.move);
      if (refused) return refuse(res, refused[0], refused[1], refused[2]);
      return send(res, 200, { ply: g.moves.length });
    }
    if (req.method === 'POST' && what === '/resign') {
      const by = seatOf(g, req);
      if (by === undefined) return refuse(res, 401, 'unauthorized');
      if (g.outcome) return refuse(res, 409, 'game-over');
      send(res, 200, {});
      end(g, { winner: opposite(by), reason: 'resign' });
      return;
    }
    if (req.method === 'GET' && what === '/stream') {
      res.writeHead(200, { 'content-type': 'application/x-ndjson' });
      res.write(`${JSON.stringify({ type: 'game', game: view(g) })}\n`);
      if (g.outcome) {
        res.end(`${JSON.stringify({ type: 'end', outcome: g.outcome })}\n`);
        return;
      }
      g.streams.add(res);
      res.on('close', () => g.streams.delete(res));
      return;
    }
    refuse(res, 404, 'not-found');
  };

  const host = (game: 'go' | 'gomoku', side: Color, moves: readonly string[]): FakeGame => {
    const state = DEFS[game].newGame?.({});
    if (!state?.ok) throw new Error('fake: no initial state');
    const g: FakeGame = {
      id: newId(),
      game,
      options: {},
      tokens: { [side]: newToken() },
      state: state.value,
      moves: [],
      outcome: undefined,
      opponent: { color: side, moves: [...moves] },
      streams: new Set(),
    };
    games.set(g.id, g);
    return g;
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((e: unknown) => refuse(res, 500, `internal ${String(e)}`));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    games,
    log,
    host,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
