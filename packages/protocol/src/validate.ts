/**
 * Runtime checks of what arrives from the network, with the first problem as a typed
 * error (`bad-request` or `too-large`, and the JSON path). No code generation: safe
 * under a Content-Security-Policy without `unsafe-eval`.
 *
 * @example
 * ```ts
 * import { parseClientMessage } from '@qipan/protocol';
 * const r = parseClientMessage('{"type":"move","move":"h8","ply":0}');
 * if (r.ok) console.log(r.value.type); // 'move'
 * else console.log(r.error); // { error: 'bad-request', message: '…', path: '/ply' }
 * ```
 */
import { err, ok, type Result } from '@qipan/core';
import type { Static, TSchema } from 'typebox';
import Value from 'typebox/value';
import { ClientMessage, MAX_MESSAGE_BYTES, ServerMessage } from './schemas.js';

export interface ProtocolError {
  readonly error: 'bad-request' | 'too-large';
  readonly message: string;
  /** JSON pointer of the first offending value ('' for the whole message). */
  readonly path: string;
}

/** Checks `value` against `schema`: the typed value, or the first problem found. */
export function parseWith<T extends TSchema>(
  schema: T,
  value: unknown,
): Result<Static<T>, ProtocolError> {
  if (Value.Check(schema, value)) return ok(value as Static<T>);
  const first = Value.Errors(schema, value)[0];
  const path = first?.instancePath ?? '';
  const what = first?.message ?? 'does not match the schema';
  return err({ error: 'bad-request', message: `${path || 'message'}: ${what}`, path });
}

/** UTF-8 length of a string, without allocating. */
export function utf8Length(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      n += 4;
      i++;
    } else n += 3;
  }
  return n;
}

function parseJson<T extends TSchema>(
  schema: T,
  text: string,
  maxBytes: number,
): Result<Static<T>, ProtocolError> {
  if (text.length > maxBytes || utf8Length(text) > maxBytes)
    return err({ error: 'too-large', message: `larger than ${maxBytes} bytes`, path: '' });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return err({ error: 'bad-request', message: 'not valid JSON', path: '' });
  }
  return parseWith(schema, json);
}

/** A browser's WebSocket message, checked (at most {@link MAX_MESSAGE_BYTES}). */
export const parseClientMessage = (
  text: string,
  maxBytes = MAX_MESSAGE_BYTES,
): Result<ClientMessage, ProtocolError> => parseJson(ClientMessage, text, maxBytes);

/** A server's WebSocket message, checked (a browser trusts nothing it cannot read). */
export const parseServerMessage = (
  text: string,
  maxBytes = 4 * 1024 * 1024,
): Result<ServerMessage, ProtocolError> => parseJson(ServerMessage, text, maxBytes);
