/**
 * What `qipan online play` is pointed at, read from its URL and flags: a game link
 * (`http://host:3000/gomoku/online/Ab3dE5gH7k`, joined or played with a token) or a
 * server (`http://host:3000`, where a new game is created); and the `--clock` text.
 *
 * @example
 * ```ts
 * import { parseClock, parseTarget } from './target.js';
 * parseTarget('http://localhost:3000/gomoku/online/Ab3dE5gH7k');
 * // ok({ kind: 'game', base: 'http://localhost:3000', game: 'gomoku', id: 'Ab3dE5gH7k' })
 * parseClock('fischer:5+3'); // ok({ kind: 'fischer', initialMs: 300000, incrementMs: 3000 })
 * ```
 */
import { err, ok, type Result } from '@qipan/core';
import {
  ClockSpec,
  GAME_ID_PATTERN,
  ONLINE_GAMES,
  parseWith,
  type OnlineGame,
} from '@qipan/protocol';

export type Target =
  | { readonly kind: 'game'; readonly base: string; readonly game: OnlineGame; readonly id: string }
  | { readonly kind: 'server'; readonly base: string };

const ID = new RegExp(GAME_ID_PATTERN.slice(1, -1));

/** A game link or a server's base URL (http or https); a reason when it is neither. */
export function parseTarget(text: string): Result<Target, string> {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return err(`'${text}' is not a URL (http://host:3000 or a game link)`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return err(`'${text}' is not an http or https URL`);
  const parts = url.pathname.split('/').filter((p) => p !== '');
  const n = parts.length;
  if (n >= 3 && parts[n - 2] === 'online') {
    const game = parts[n - 3] as OnlineGame;
    const id = parts[n - 1] ?? '';
    if (!ONLINE_GAMES.includes(game))
      return err(`'${text}': '${game}' is not an online game (${ONLINE_GAMES.join(', ')})`);
    if (!ID.test(id) || id.length !== 10) return err(`'${text}': '${id}' is not a game id`);
    const prefix = parts
      .slice(0, n - 3)
      .map((p) => `/${p}`)
      .join('');
    return ok({ kind: 'game', base: `${url.origin}${prefix}`, game, id });
  }
  if (parts.some((p) => p === 'online' || p === 'api'))
    return err(`'${text}' is neither a server URL nor a game link (/<game>/online/<id>)`);
  const prefix = parts.map((p) => `/${p}`).join('');
  return ok({ kind: 'server', base: `${url.origin}${prefix}` });
}

const MIN = '(\\d+(?:\\.\\d+)?)';
const INT = '(\\d+)';
const CLOCKS: readonly [RegExp, (m: number[]) => unknown][] = [
  [/^none$/, () => ({ kind: 'none' })],
  [new RegExp(`^absolute:${MIN}$`), ([a = 0]) => ({ kind: 'absolute', initialMs: a * 60_000 })],
  [
    new RegExp(`^fischer:${MIN}\\+${MIN}$`),
    ([a = 0, b = 0]) => ({ kind: 'fischer', initialMs: a * 60_000, incrementMs: b * 1000 }),
  ],
  [
    new RegExp(`^byoyomi:${MIN}\\+${INT}x${MIN}$`),
    ([a = 0, n = 0, s = 0]) => ({
      kind: 'byoyomi',
      mainMs: a * 60_000,
      periods: n,
      periodMs: s * 1000,
    }),
  ],
  [
    new RegExp(`^canadian:${MIN}\\+${INT}/${MIN}$`),
    ([a = 0, n = 0, s = 0]) => ({
      kind: 'canadian',
      mainMs: a * 60_000,
      moves: n,
      periodMs: s * 1000,
    }),
  ],
];

export const CLOCK_FORMS =
  'none, absolute:MIN, fischer:MIN+SEC, byoyomi:MIN+PERIODSxSEC or canadian:MIN+MOVES/SEC';

/** `--clock` text as the API's time control (minutes of main time, seconds per period). */
export function parseClock(text: string): Result<ClockSpec, string> {
  for (const [re, build] of CLOCKS) {
    const m = re.exec(text.trim().toLowerCase());
    if (!m) continue;
    const spec = build(m.slice(1).map(Number)) as Record<string, unknown>;
    for (const [k, v] of Object.entries(spec)) if (typeof v === 'number') spec[k] = Math.round(v);
    const checked = parseWith(ClockSpec, spec);
    if (!checked.ok) return err(`--clock ${text}: out of range (${checked.error.message})`);
    return checked;
  }
  return err(`--clock must be ${CLOCK_FORMS}, got '${text}'`);
}
