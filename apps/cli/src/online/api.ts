/**
 * The client side of the game API (the HTTP API of issue 10, like lichess's Board
 * API): one function per endpoint, every reply checked with the protocol's schemas,
 * every failure a value — the server cannot be reached, it refused (`{ error,
 * message, reason? }` with the HTTP status), or it answered something unreadable.
 *
 * @example
 * ```ts
 * import { GameApi } from './api.js';
 * const api = new GameApi('http://127.0.0.1:3000');
 * const created = await api.create({ game: 'gomoku', side: 'black' });
 * if (created.ok) {
 *   for await (const e of api.stream(created.value.id)) if (e.ok) console.log(e.value.type);
 * }
 * ```
 */
import { err, ok, type Result } from '@qipan/core';
import {
  CreateGameReply,
  ErrorBody,
  GameView,
  JoinGameReply,
  MoveReply,
  parseWith,
  StreamEvent,
  type CreateGameBody,
  type ProtocolError,
} from '@qipan/protocol';

export type ApiError =
  /** No answer: connection refused, DNS, reset, timeout. */
  | { readonly kind: 'unreachable'; readonly message: string }
  /** The server refused: its status and `ErrorBody` (`error` is `http-<status>` when unreadable). */
  | {
      readonly kind: 'refused';
      readonly status: number;
      readonly error: string;
      readonly message: string;
      readonly reason?: string;
    }
  /** The server answered something the protocol does not allow. */
  | { readonly kind: 'bad-reply'; readonly message: string };

/** One line of `qipan: online play: …` for an error. */
export function describeApiError(e: ApiError): string {
  if (e.kind === 'refused') {
    const why = e.reason === undefined ? '' : ` (${e.reason})`;
    return `${e.status} ${e.error}: ${e.message}${why}`;
  }
  return e.message;
}

/** A fetch failure as one line: Node hides the cause (`ECONNREFUSED`) under `fetch failed`. */
function networkMessage(url: string, e: unknown): string {
  const cause = (e as { cause?: { code?: unknown; message?: unknown } }).cause;
  const code = typeof cause?.code === 'string' ? cause.code : undefined;
  const detail = typeof cause?.message === 'string' ? cause.message : undefined;
  const text = code ?? detail ?? (e instanceof Error ? e.message : String(e));
  return `cannot reach ${url}: ${text}`;
}

/** A reply checked against its schema, the problem as a `bad-reply`. */
function checked<T>(what: string, r: Result<T, ProtocolError>): Result<T, ApiError> {
  if (r.ok) return r;
  return err({
    kind: 'bad-reply',
    message: `${what} answered something unexpected: ${r.error.message}`,
  });
}

export class GameApi {
  /** `base`: the server's root URL (`http://host:3000`, a path prefix allowed). */
  constructor(
    readonly base: string,
    private readonly options: { readonly timeoutMs?: number } = {},
  ) {}

  url(path: string): string {
    return `${this.base.replace(/\/+$/, '')}${path}`;
  }

  /** The JSON of a 2xx reply (undefined when empty), or why there is none. */
  private async call(
    method: 'GET' | 'POST',
    path: string,
    options: { readonly body?: unknown; readonly token?: string } = {},
  ): Promise<Result<unknown, ApiError>> {
    const url = this.url(path);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
    let res: Response;
    let text: string;
    try {
      res = await fetch(url, {
        method,
        headers,
        ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 30_000),
      });
      text = await res.text();
    } catch (e) {
      return err({ kind: 'unreachable', message: networkMessage(url, e) });
    }
    let json: unknown;
    try {
      json = text === '' ? undefined : JSON.parse(text);
    } catch {
      json = undefined;
    }
    if (!res.ok) {
      const body = parseWith(ErrorBody, json);
      if (!body.ok)
        return err({
          kind: 'refused',
          status: res.status,
          error: `http-${res.status}`,
          message: `${method} ${path}: ${res.statusText || 'refused'}`,
        });
      const { error, message, reason } = body.value;
      return err({
        kind: 'refused',
        status: res.status,
        error,
        message,
        ...(reason === undefined ? {} : { reason }),
      });
    }
    return ok(json);
  }

  async create(body: CreateGameBody): Promise<Result<CreateGameReply, ApiError>> {
    const r = await this.call('POST', '/api/games', { body });
    return r.ok ? checked('POST /api/games', parseWith(CreateGameReply, r.value)) : r;
  }

  async join(id: string): Promise<Result<JoinGameReply, ApiError>> {
    const path = `/api/games/${id}/join`;
    const r = await this.call('POST', path, { body: {} });
    return r.ok ? checked(`POST ${path}`, parseWith(JoinGameReply, r.value)) : r;
  }

  async game(id: string): Promise<Result<GameView, ApiError>> {
    const path = `/api/games/${id}`;
    const r = await this.call('GET', path);
    return r.ok ? checked(`GET ${path}`, parseWith(GameView, r.value)) : r;
  }

  async move(
    id: string,
    token: string,
    move: string,
    ply: number,
  ): Promise<Result<MoveReply, ApiError>> {
    const path = `/api/games/${id}/moves`;
    const r = await this.call('POST', path, { body: { move, ply }, token });
    return r.ok ? checked(`POST ${path}`, parseWith(MoveReply, r.value)) : r;
  }

  async resign(id: string, token: string): Promise<Result<void, ApiError>> {
    const r = await this.call('POST', `/api/games/${id}/resign`, { body: {}, token });
    return r.ok ? ok(undefined) : r;
  }

  /**
   * `GET /api/games/:id/stream`: each NDJSON line checked; ends when the server closes
   * the stream or `signal` aborts. A failure to connect, a refusal or an unreadable
   * line is yielded as an error and ends the stream. With the seat's `token` the
   * stream also tells the server that this seat's player is here (presence).
   */
  async *stream(
    id: string,
    signal?: AbortSignal,
    token?: string,
  ): AsyncGenerator<Result<StreamEvent, ApiError>> {
    const path = `/api/games/${id}/stream`;
    const url = this.url(path);
    let res: Response;
    try {
      res = await fetch(url, {
        headers: {
          accept: 'application/x-ndjson',
          ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
        },
        ...(signal === undefined ? {} : { signal }),
      });
    } catch (e) {
      if (signal?.aborted) return;
      yield err({ kind: 'unreachable', message: networkMessage(url, e) });
      return;
    }
    if (!res.ok || res.body === null) {
      let body: unknown;
      try {
        body = await res.json();
      } catch {
        body = undefined;
      }
      const e = parseWith(ErrorBody, body);
      yield err({
        kind: 'refused',
        status: res.status,
        error: e.ok ? e.value.error : `http-${res.status}`,
        message: e.ok ? e.value.message : `GET ${path}: ${res.statusText || 'refused'}`,
      });
      return;
    }
    const decoder = new TextDecoder();
    let partial = '';
    const reader = res.body.getReader();
    try {
      for (;;) {
        let chunk: Awaited<ReturnType<typeof reader.read>>;
        try {
          chunk = await reader.read();
        } catch (e) {
          if (signal?.aborted) return;
          yield err({ kind: 'unreachable', message: `${path}: ${networkMessage(url, e)}` });
          return;
        }
        if (chunk.done) return;
        partial += decoder.decode(chunk.value, { stream: true });
        let nl: number;
        while ((nl = partial.indexOf('\n')) >= 0) {
          const line = partial.slice(0, nl).trim();
          partial = partial.slice(nl + 1);
          if (line === '') continue;
          let json: unknown;
          try {
            json = JSON.parse(line);
          } catch {
            json = undefined;
          }
          const event = parseWith(StreamEvent, json);
          if (!event.ok) {
            yield err({
              kind: 'bad-reply',
              message: `${path} sent an unreadable event: ${event.error.message}`,
            });
            return;
          }
          yield event;
        }
      }
    } finally {
      reader.cancel().catch(() => undefined);
    }
  }
}
