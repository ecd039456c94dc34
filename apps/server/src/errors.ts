/**
 * Refusals raised by the app's own hooks (foreign Origin, rate limit), and the app's
 * error body for routes without their own handler: `{ "error": code, "message" }`
 * (the protocol's ErrorBody; the Go API nests it as `{ "error": { reason, message } }`).
 *
 * @example
 * ```ts
 * throw new HttpRefusal(403, 'forbidden-origin', 'requests from other sites are refused');
 * errorBody(new HttpRefusal(413, 'too-large', 'body: larger than 16 KB'));
 * // { status: 413, body: { error: 'too-large', message: 'body: larger than 16 KB' } }
 * ```
 */
import type { FastifyError } from 'fastify';

/** An error with an HTTP status and a code of the protocol's ERROR_CODES. */
export class HttpRefusal extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'HttpRefusal';
  }
}

/** The status and a code for any error reaching an error handler. */
export function classify(
  e: FastifyError | HttpRefusal | Error,
  bodyLimit: number,
): { status: number; code: string; message: string } {
  if (e instanceof HttpRefusal) return { status: e.statusCode, code: e.code, message: e.message };
  const f = e as Partial<FastifyError>;
  const status = f.statusCode ?? 500;
  switch (f.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return {
        status: 413,
        code: 'too-large',
        message: `body: larger than ${bodyLimit / 1024} KB`,
      };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, code: 'bad-request', message: 'body: send application/json' };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, code: 'bad-request', message: 'body: empty' };
    case 'FST_STATIC_FORBIDDEN_PATH': // a path out of the web root: there is nothing there
      return { status: 404, code: 'not-found', message: 'not found' };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status: 400, code: 'bad-request', message: 'body: not valid JSON' };
    default:
      break;
  }
  if (e instanceof SyntaxError && status === 400) {
    return { status: 400, code: 'bad-request', message: 'body: not valid JSON' };
  }
  if (status === 429) return { status, code: 'rate-limited', message: e.message };
  if (status === 404) return { status, code: 'not-found', message: e.message };
  if (status >= 400 && status < 500) return { status, code: 'bad-request', message: e.message };
  if (status === 503) return { status, code: 'unavailable', message: e.message };
  return { status: 500, code: 'internal', message: 'internal error' };
}
