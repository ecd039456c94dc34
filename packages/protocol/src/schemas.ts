/**
 * What crosses the network in online play: every HTTP body and every WebSocket
 * message, as TypeBox schemas (JSON Schema at run time, TypeScript types at compile
 * time). The server hands the schemas to Fastify; the browser and the CLI check what
 * they receive with {@link parseWith}.
 *
 * @example
 * ```ts
 * import { CreateGameBody, parseWith } from '@qipan/protocol';
 * const r = parseWith(CreateGameBody, { game: 'gomoku', side: 'black' });
 * if (!r.ok) console.log(r.error.path, r.error.message);
 * ```
 */
import Type, { type Static } from 'typebox';

// --- limits --------------------------------------------------------------------

/** The largest WebSocket message (bytes of UTF-8) the server reads. */
export const MAX_MESSAGE_BYTES = 4096;
/** The largest HTTP body (bytes) the game API reads. */
export const MAX_BODY_BYTES = 16 * 1024;
/** The longest time control component (24 hours). */
export const MAX_CLOCK_MS = 24 * 60 * 60 * 1000;
/** Game ids: 10 characters of [0-9A-Za-z]. */
export const GAME_ID_PATTERN = '^[0-9A-Za-z]{10}$';
/** Seat tokens: 43 characters of base64url (32 random bytes). */
export const TOKEN_PATTERN = '^[0-9A-Za-z_-]{43}$';

// --- common -------------------------------------------------------------------

export const OnlineGame = Type.Union([
  Type.Literal('go'),
  Type.Literal('gomoku'),
  Type.Literal('chongzi'),
]);
export type OnlineGame = Static<typeof OnlineGame>;
export const ONLINE_GAMES: readonly OnlineGame[] = ['go', 'gomoku', 'chongzi'];

/** A seat by its match colour (Chongzi: red is `black`, blue is `white`). */
export const Color = Type.Union([Type.Literal('black'), Type.Literal('white')]);
export type Color = Static<typeof Color>;

/** The side asked for when creating a game; Chongzi also accepts red and blue. */
export const SideChoice = Type.Union([
  Type.Literal('black'),
  Type.Literal('white'),
  Type.Literal('red'),
  Type.Literal('blue'),
  Type.Literal('random'),
]);
export type SideChoice = Static<typeof SideChoice>;

const Ms = Type.Integer({ minimum: 0, maximum: MAX_CLOCK_MS });
const PositiveMs = Type.Integer({ minimum: 1, maximum: MAX_CLOCK_MS });

/** A time control as the API spells it (the match layer's `TimeControl`, renamed where the API differs). */
export const ClockSpec = Type.Union([
  Type.Object({ kind: Type.Literal('none') }, { additionalProperties: false }),
  Type.Object(
    { kind: Type.Literal('absolute'), initialMs: PositiveMs },
    { additionalProperties: false },
  ),
  Type.Object(
    { kind: Type.Literal('fischer'), initialMs: PositiveMs, incrementMs: Ms },
    { additionalProperties: false },
  ),
  Type.Object(
    {
      kind: Type.Literal('byoyomi'),
      mainMs: Ms,
      periods: Type.Integer({ minimum: 1, maximum: 100 }),
      periodMs: PositiveMs,
    },
    { additionalProperties: false },
  ),
  Type.Object(
    {
      kind: Type.Literal('canadian'),
      mainMs: Ms,
      moves: Type.Integer({ minimum: 1, maximum: 1000 }),
      periodMs: PositiveMs,
    },
    { additionalProperties: false },
  ),
]);
export type ClockSpec = Static<typeof ClockSpec>;

/** The levels a server engine opponent may be asked to play at (GNU Go's scale). */
export const ENGINE_LEVEL_MIN = 1;
export const ENGINE_LEVEL_MAX = 10;

/**
 * A server engine as the opponent (Go: GNU Go or a configured GTP engine). `level` is
 * any number here so that the server can refuse a bad one with its own reason
 * (`bad-level`), not a schema message.
 */
export const OpponentSpec = Type.Object(
  {
    engine: Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,31}$' }),
    level: Type.Optional(Type.Number()),
  },
  { additionalProperties: false },
);
export type OpponentSpec = Static<typeof OpponentSpec>;

/** The game's options: checked by the game's own option parser on the server. */
export const GameOptions = Type.Record(Type.String({ maxLength: 64 }), Type.Unknown(), {
  maxProperties: 16,
});

// --- HTTP ---------------------------------------------------------------------

/** `POST /api/games` */
export const CreateGameBody = Type.Object(
  {
    game: OnlineGame,
    options: Type.Optional(GameOptions),
    side: Type.Optional(SideChoice),
    clock: Type.Optional(ClockSpec),
    /** Play a server engine instead of waiting for a friend. */
    opponent: Type.Optional(OpponentSpec),
    /** The creator's display name. */
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
  },
  { additionalProperties: false },
);
export type CreateGameBody = Static<typeof CreateGameBody>;

export const CreateGameReply = Type.Object({
  id: Type.String(),
  /** The page path of the shareable link, e.g. `/gomoku/online/Ab3dE5gH7k`. */
  url: Type.String(),
  side: Color,
  token: Type.String(),
});
export type CreateGameReply = Static<typeof CreateGameReply>;

/** `POST /api/games/:id/join` (the body is optional). */
export const JoinGameBody = Type.Object(
  { name: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })) },
  { additionalProperties: false },
);
export type JoinGameBody = Static<typeof JoinGameBody>;

export const JoinGameReply = Type.Object({ side: Color, token: Type.String() });
export type JoinGameReply = Static<typeof JoinGameReply>;

export const GameIdParams = Type.Object({ id: Type.String({ pattern: GAME_ID_PATTERN }) });
export type GameIdParams = Static<typeof GameIdParams>;

export const GameStatus = Type.Union([
  Type.Literal('waiting'),
  Type.Literal('playing'),
  Type.Literal('ended'),
]);
export type GameStatus = Static<typeof GameStatus>;

/** How a game ended: the winner (absent for a draw or an abort) and the reason code. */
export const Outcome = Type.Object({
  winner: Type.Optional(Color),
  /** `resign`, `timeout`, `timeout-draw`, `draw-agreed`, `abandon`, `aborted`, `score`, or the game's own (`five`, `no-pieces`, …). */
  reason: Type.String(),
  score: Type.Optional(Type.Object({ black: Type.Number(), white: Type.Number() })),
});
export type Outcome = Static<typeof Outcome>;

/** One side's clock as read by the server at `serverNowMs`. */
export const SideClockView = Type.Object({
  remainingMs: Type.Number(),
  periods: Type.Optional(Type.Integer()),
  stonesLeft: Type.Optional(Type.Integer()),
  inOvertime: Type.Boolean(),
});
export type SideClockView = Static<typeof SideClockView>;

export const ClockView = Type.Object({
  control: ClockSpec,
  black: SideClockView,
  white: SideClockView,
  /** The side whose clock is running (absent before the first move, in scoring and at the end). */
  running: Type.Optional(Color),
  /** The server's time of the reading (ms since the epoch). */
  serverNowMs: Type.Number(),
});
export type ClockView = Static<typeof ClockView>;

/** `GET /api/games/:id` */
export const GameView = Type.Object({
  id: Type.String(),
  game: OnlineGame,
  options: Type.Unknown(),
  /** The moves on the line, in the game's notation ("h8", "D4", "pass"). */
  moves: Type.Array(Type.String()),
  turn: Color,
  status: GameStatus,
  outcome: Type.Optional(Outcome),
  clock: Type.Optional(ClockView),
});
export type GameView = Static<typeof GameView>;

/** `POST /api/games/:id/moves` (Bearer token). */
export const MoveBody = Type.Object(
  {
    move: Type.String({ minLength: 1, maxLength: 32 }),
    ply: Type.Integer({ minimum: 0, maximum: 100_000 }),
  },
  { additionalProperties: false },
);
export type MoveBody = Static<typeof MoveBody>;

export const MoveReply = Type.Object({ ply: Type.Integer() });
export type MoveReply = Static<typeof MoveReply>;

/** Error codes of the API and the WebSocket (`error` of {@link ErrorBody}). */
export const ERROR_CODES = [
  'bad-request',
  'too-large',
  'unauthorized',
  'forbidden-origin',
  'not-found',
  'seats-taken',
  'stale-ply',
  'not-your-turn',
  'game-over',
  'refused',
  'illegal',
  'rate-limited',
  'unavailable',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Every refusal: `{ error, message }`, with `reason` for `illegal` (the rules' code) and `refused` (the match's). */
export const ErrorBody = Type.Object({
  error: Type.String(),
  message: Type.String(),
  reason: Type.Optional(Type.String()),
});
export type ErrorBody = Static<typeof ErrorBody>;

/** `GET /api/games/:id/stream`: one JSON object per line. */
export const StreamEvent = Type.Union([
  Type.Object({ type: Type.Literal('game'), game: GameView }),
  Type.Object({
    type: Type.Literal('move'),
    ply: Type.Integer(),
    move: Type.String(),
    by: Color,
    clock: Type.Optional(ClockView),
  }),
  Type.Object({ type: Type.Literal('end'), outcome: Outcome }),
]);
export type StreamEvent = Static<typeof StreamEvent>;

// --- WebSocket: browser → server --------------------------------------------------

const Rid = Type.Optional(Type.Integer({ minimum: 0, maximum: 2 ** 31 }));
const msg = <T extends string, P extends Type.TProperties>(type: T, props: P) =>
  Type.Object({ type: Type.Literal(type), id: Rid, ...props }, { additionalProperties: false });

/**
 * What a browser sends on `GET /api/games/:id/ws`. The first message is `hello`
 * (with the seat token, if any, and the moves the browser already has); every
 * message with an `id` is answered by an `ack` or an `error` with that id.
 */
export const ClientMessage = Type.Union([
  msg('hello', {
    token: Type.Optional(Type.String({ pattern: TOKEN_PATTERN })),
    /** Moves the browser has (it gets the rest); with `epoch`, which line they are on. */
    have: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
    epoch: Type.Optional(Type.Integer({ minimum: 0 })),
  }),
  msg('move', {
    move: Type.String({ minLength: 1, maxLength: 32 }),
    ply: Type.Integer({ minimum: 0, maximum: 100_000 }),
  }),
  msg('resign', {}),
  msg('offer-draw', {}),
  msg('answer-draw', { accept: Type.Boolean() }),
  msg('request-undo', {}),
  msg('answer-undo', { accept: Type.Boolean() }),
  msg('abort', {}),
  msg('claim-abandon', {}),
  /** Offer a rematch, or accept the one offered. */
  msg('rematch', {}),
  msg('decline-rematch', {}),
  /** Go scoring: toggle the group at a point ("D4") dead or alive. */
  msg('mark-dead', { point: Type.String({ minLength: 2, maxLength: 4 }) }),
  msg('accept-score', {}),
  msg('ping', {}),
]);
export type ClientMessage = Static<typeof ClientMessage>;

// --- WebSocket: server → browser --------------------------------------------------

export const SeatView = Type.Object({
  kind: Type.Union([Type.Literal('person'), Type.Literal('engine')]),
  name: Type.Optional(Type.String()),
  /** An engine's level, when it was asked to play at one. */
  level: Type.Optional(Type.Integer()),
  /** Someone holds the seat. */
  taken: Type.Boolean(),
  /** A socket of the seat's holder is open (an engine is always connected). */
  connected: Type.Boolean(),
  /** Server time from which the opponent may claim the game (the seat left during play). */
  abandonAtMs: Type.Optional(Type.Number()),
});
export type SeatView = Static<typeof SeatView>;

/** Everything a player or spectator sees of a game (the HTTP view and the live parts). */
export const Snapshot = Type.Object({
  ...GameView.properties,
  /** Bumped whenever moves are taken back: moves of another epoch are not a prefix. */
  epoch: Type.Integer(),
  timeControl: Type.Optional(ClockSpec),
  you: Type.Union([Color, Type.Literal('spectator')]),
  seats: Type.Object({ black: SeatView, white: SeatView }),
  spectators: Type.Integer(),
  pending: Type.Optional(
    Type.Object({
      kind: Type.Union([Type.Literal('draw'), Type.Literal('undo')]),
      by: Color,
    }),
  ),
  /** Go's scoring phase: dead stones in notation, and who accepted. */
  scoring: Type.Optional(
    Type.Object({
      dead: Type.Array(Type.String()),
      accepted: Type.Object({ black: Type.Boolean(), white: Type.Boolean() }),
    }),
  ),
  /** After the end: a rematch offered by one side, or the new game's id once agreed. */
  rematch: Type.Optional(
    Type.Object({
      offeredBy: Type.Optional(Color),
      declined: Type.Optional(Type.Boolean()),
      id: Type.Optional(Type.String()),
    }),
  ),
  /** An engine seat is thinking. */
  thinking: Type.Optional(Color),
  /** Whether `abort` is still allowed (before each side has moved). */
  abortable: Type.Boolean(),
});
export type Snapshot = Static<typeof Snapshot>;

/** What the server sends on the WebSocket. */
export const ServerMessage = Type.Union([
  /** The whole game: after `hello`, and after every change other than a plain move. */
  Type.Object({ type: Type.Literal('state'), game: Snapshot }),
  /** One move on the current epoch; `ply` counts the moves after it. */
  Type.Object({
    type: Type.Literal('moved'),
    ply: Type.Integer(),
    epoch: Type.Integer(),
    move: Type.String(),
    by: Color,
    turn: Color,
    clock: Type.Optional(ClockView),
  }),
  Type.Object({
    type: Type.Literal('presence'),
    seats: Type.Object({ black: SeatView, white: SeatView }),
    spectators: Type.Integer(),
  }),
  /** The rematch was agreed: the new game's id and page path (everyone follows). */
  Type.Object({ type: Type.Literal('rematch'), id: Type.String(), url: Type.String() }),
  Type.Object({ type: Type.Literal('ack'), id: Type.Integer(), ply: Type.Integer() }),
  Type.Object({
    type: Type.Literal('error'),
    id: Type.Optional(Type.Integer()),
    error: Type.String(),
    message: Type.String(),
    reason: Type.Optional(Type.String()),
  }),
  Type.Object({ type: Type.Literal('pong'), serverNowMs: Type.Number() }),
]);
export type ServerMessage = Static<typeof ServerMessage>;
