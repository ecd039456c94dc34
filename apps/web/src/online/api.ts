/**
 * The HTTP side of online play for the page: create a game, take the free seat,
 * keep seat tokens in localStorage (`qipan.online.<id>`), and every server error as
 * a sentence in the reader's language. The reply validators (TypeBox, a large library)
 * are imported on the first request, not with the page: a game page offers "play online"
 * but most visits never use it.
 *
 * @example
 * ```ts
 * const r = await createGame({ game: 'gomoku', side: 'random' });
 * if (r.ok) { saveToken(r.value.id, r.value.token); navigate(r.value.url); }
 * else show(errorText(t, 'gomoku', r.error));
 * ```
 */
import type { Result } from '@qipan/core';
import {
  socketPath,
  type CreateGameBody,
  type CreateGameReply,
  type JoinGameReply,
  type OnlineGame,
} from '@qipan/protocol';
import { reasonMessage, type AnyTranslate } from '../i18n/reasons.js';
import { say } from '../session/local/messages.js';
import type { ServerError } from './client.js';

export const tokenKey = (id: string): string => `qipan.online.${id}`;

export function loadToken(id: string): string | undefined {
  try {
    return localStorage.getItem(tokenKey(id)) ?? undefined;
  } catch {
    return undefined;
  }
}

export function saveToken(id: string, token: string): void {
  try {
    localStorage.setItem(tokenKey(id), token);
  } catch {
    // storage full or disabled: the seat lasts as long as the page
  }
}

/** The WebSocket URL of a game on this page's host (wss: under https:). */
export function socketUrl(id: string, loc: { protocol: string; host: string }): string {
  return `${loc.protocol === 'https:' ? 'wss:' : 'ws:'}//${loc.host}${socketPath(id)}`;
}

const UNAVAILABLE: ServerError = { error: 'unavailable', message: 'the server cannot be reached' };

/** The protocol's schemas and validator, loaded on first use. */
type Protocol = typeof import('@qipan/protocol');
const protocol = (): Promise<Protocol> => import('@qipan/protocol');

async function post<T>(
  path: string,
  body: unknown,
  read: (p: Protocol, json: unknown) => Result<T, unknown>,
): Promise<Result<T, ServerError>> {
  let p: Protocol;
  try {
    p = await protocol();
  } catch {
    return { ok: false, error: UNAVAILABLE };
  }
  let res: Response;
  try {
    res = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, error: UNAVAILABLE };
  }
  let json: unknown;
  try {
    json = await res.json();
  } catch {
    json = undefined;
  }
  if (!res.ok) {
    const e = p.parseWith(p.ErrorBody, json);
    return {
      ok: false,
      error: e.ok
        ? e.value
        : { error: res.status === 404 ? 'not-found' : 'internal', message: res.statusText },
    };
  }
  const r = read(p, json);
  return r.ok ? r : { ok: false, error: { error: 'internal', message: 'unexpected reply' } };
}

export const createGame = (body: CreateGameBody): Promise<Result<CreateGameReply, ServerError>> =>
  post('/api/games', body, (p, j) => p.parseWith(p.CreateGameReply, j));

export const joinGame = (id: string): Promise<Result<JoinGameReply, ServerError>> =>
  post(`/api/games/${encodeURIComponent(id)}/join`, {}, (p, j) => p.parseWith(p.JoinGameReply, j));

/** Error codes with a sentence of their own (`online:errors.<code>`). */
const KNOWN = [
  'bad-request',
  'too-large',
  'unauthorized',
  'forbidden-origin',
  'not-found',
  'seats-taken',
  'stale-ply',
  'not-your-turn',
  'game-over',
  'rate-limited',
  'unavailable',
  'internal',
] as const;

/** The server's own refusal reasons (beyond the match's), with a sentence each (`online:refused.<reason>`). */
const SERVER_REFUSALS = ['waiting', 'not-abandoned', 'not-ended', 'no-opponent'] as const;

const isIn = (list: readonly string[], v: string | undefined): v is string =>
  v !== undefined && list.includes(v);

/**
 * A server error as a sentence, from its codes only (the English message is for logs):
 * the rules' reason for an illegal move, the match's or the server's for a refusal.
 */
export function errorText(t: AnyTranslate, game: OnlineGame, e: ServerError): string {
  if (e.error === 'illegal' && e.reason) return reasonMessage(t, game, e.reason as 'occupied');
  if (e.error === 'refused' && isIn(SERVER_REFUSALS, e.reason))
    return say(t)(`online:refused.${e.reason}`);
  if (e.error === 'refused' && e.reason) return reasonMessage(t, 'match', e.reason as 'game-over');
  if (e.reason === 'bad-options') return reasonMessage(t, 'match', 'bad-options');
  if ((KNOWN as readonly string[]).includes(e.error)) return say(t)(`online:errors.${e.error}`);
  return say(t)('online:errors.other', { code: e.error });
}
