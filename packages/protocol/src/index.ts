/**
 * @packageDocumentation
 * Qipan protocol: what crosses the network in online play. Every HTTP body and every
 * WebSocket message is a TypeBox schema, shared by the server (Fastify validates with
 * them) and the browser and CLI (which check what they receive with `parseWith`).
 *
 * ```ts
 * import { parseClientMessage, CreateGameBody, parseWith } from '@qipan/protocol';
 * parseClientMessage('{"type":"ping"}'); // ok({ type: 'ping' })
 * parseWith(CreateGameBody, { game: 'chess' }); // err({ error: 'bad-request', path: '/game', … })
 * ```
 */
export {
  ClientMessage,
  ClockSpec,
  ClockView,
  Color,
  CreateGameBody,
  CreateGameReply,
  ENGINE_LEVEL_MAX,
  ENGINE_LEVEL_MIN,
  ERROR_CODES,
  ErrorBody,
  GAME_ID_PATTERN,
  GameIdParams,
  GameOptions,
  GameStatus,
  GameView,
  JoinGameBody,
  JoinGameReply,
  MAX_BODY_BYTES,
  MAX_CLOCK_MS,
  MAX_MESSAGE_BYTES,
  MoveBody,
  MoveReply,
  ONLINE_GAMES,
  OnlineGame,
  OpponentSpec,
  Outcome,
  SeatView,
  ServerMessage,
  SideChoice,
  SideClockView,
  Snapshot,
  StreamEvent,
  TOKEN_PATTERN,
  type ErrorCode,
} from './schemas.js';
export {
  parseClientMessage,
  parseServerMessage,
  parseWith,
  utf8Length,
  type ProtocolError,
} from './validate.js';
export { gamePath, sideColor, socketPath, toClockSpec, toTimeControl } from './convert.js';
export { isPagePath, normalPath, ONLINE_PAGE, PAGE_PATHS, type PagePath } from './pages.js';
