/**
 * Refusals of online play as values: an HTTP status, a protocol error code
 * (`ERROR_CODES`), a message, and for `illegal`/`refused` the rules' or the match's
 * reason. The same value answers an HTTP request (`{ error, message, reason? }`) and a
 * WebSocket message (`error { id, error, message, reason? }`).
 *
 * @example
 * ```ts
 * const e = fromMatchError({ reason: 'illegal-move', message: 'occupied', illegal: { reason: 'occupied', message: 'occupied' } });
 * e; // { status: 422, error: 'illegal', message: 'occupied', reason: 'occupied' }
 * errorBody(e); // { error: 'illegal', message: 'occupied', reason: 'occupied' }
 * ```
 */
import type { MatchError } from '@qipan/match';
import type { ErrorBody, ErrorCode } from '@qipan/protocol';

export interface OnlineError {
  readonly status: number;
  readonly error: ErrorCode;
  readonly message: string;
  readonly reason?: string;
}

export const STATUS: Readonly<Record<ErrorCode, number>> = {
  'bad-request': 400,
  'too-large': 413,
  unauthorized: 401,
  'forbidden-origin': 403,
  'not-found': 404,
  'seats-taken': 409,
  'stale-ply': 409,
  'not-your-turn': 409,
  'game-over': 409,
  refused: 409,
  illegal: 422,
  'rate-limited': 429,
  unavailable: 503,
  internal: 500,
};

export const failure = (error: ErrorCode, message: string, reason?: string): OnlineError => ({
  status: STATUS[error],
  error,
  message,
  ...(reason === undefined ? {} : { reason }),
});

/** The match layer's refusal as an online error. */
export function fromMatchError(e: MatchError): OnlineError {
  switch (e.reason) {
    case 'illegal-move':
      return failure('illegal', e.message, e.illegal?.reason ?? 'illegal');
    case 'game-over':
      return failure('game-over', e.message);
    case 'not-your-turn':
      return failure('not-your-turn', e.message);
    default:
      return failure('refused', e.message, e.reason);
  }
}

/** The HTTP body of a refusal. */
export const errorBody = (e: OnlineError): ErrorBody => ({
  error: e.error,
  message: e.message,
  ...(e.reason === undefined ? {} : { reason: e.reason }),
});
