/**
 * Game ids and seat tokens: ids are 10 random characters of [0-9A-Za-z] (about 59
 * bits, enough not to be guessed in a game's lifetime), tokens 32 random bytes in
 * base64url. Only a token's SHA-256 is stored, and it is compared in constant time.
 *
 * @example
 * ```ts
 * const token = newToken();            // 43 characters
 * const hash = hashToken(token);       // 64 hex digits, what the store keeps
 * tokenMatches(token, hash);           // true
 * ```
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export const GAME_ID_LENGTH = 10;

/** A new game id (uniform over the alphabet: bytes ≥ 248 are drawn again). */
export function newGameId(): string {
  let out = '';
  while (out.length < GAME_ID_LENGTH) {
    for (const b of randomBytes(16)) {
      if (b >= 248) continue;
      out += ALPHABET[b % 62];
      if (out.length === GAME_ID_LENGTH) break;
    }
  }
  return out;
}

/** A new seat token: 256 random bits, base64url. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** The stored form of a token: its SHA-256 in hex. */
export const hashToken = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');

/** True when `token` hashes to `hash`, compared in constant time. */
export function tokenMatches(token: string, hash: string): boolean {
  const a = Buffer.from(hashToken(token), 'hex');
  const b = Buffer.from(hash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
