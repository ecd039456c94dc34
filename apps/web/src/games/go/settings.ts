/**
 * The Go new-game settings (board, rules, komi, handicap, opponent, clock) and what
 * they mean for a match: the seats, the options, a check that says why settings are
 * impossible, and a lenient reader for the settings kept with a saved game.
 *
 * @example
 * ```ts
 * const s = { ...DEFAULT_SETTINGS, opponent: { kind: 'person' } } as const;
 * checkSettings(t, s); // undefined, or 'A 9 × 9 board cannot take 12 handicap stones.'
 * seatsOf(s); // { black: { kind: 'person' }, white: { kind: 'person' } }
 * ```
 */
import { opposite, type Color } from '@qipan/core';
import { newGame, PRESETS, type GoOptions, type Preset } from '@qipan/go';
import type { Match, Seat, TimeControl } from '@qipan/match';
import { readTimeControl } from '../../session/local/time.js';
import type { TFunction } from './labels.js';

export type Opponent =
  | { readonly kind: 'person' }
  | { readonly kind: 'bot'; readonly color: Color; readonly level: number }
  /** A GTP engine on the server (GNU Go, KataGo…), by its id in `/api/go/engines`. */
  | {
      readonly kind: 'engine';
      readonly id: string;
      readonly name: string;
      readonly color: Color;
      readonly level?: number;
    };

/** Levels of the Qipan bot offered on the page (1 = fastest; the top ones think for seconds). */
export const PAGE_BOT_LEVELS = [1, 2, 3, 4, 5, 6, 7] as const;

export interface GameSettings {
  readonly size: number;
  readonly preset: Preset;
  readonly komi: number;
  readonly handicap: number;
  readonly opponent: Opponent;
  readonly time: TimeControl;
}

export const DEFAULT_SETTINGS: GameSettings = {
  size: 9,
  preset: 'japanese',
  komi: 6.5,
  handicap: 0,
  opponent: { kind: 'bot', color: 'white', level: 2 },
  time: { kind: 'none' },
};

export const optionsOf = (s: GameSettings): GoOptions => ({
  preset: s.preset,
  size: s.size,
  komi: s.komi,
  handicap: s.handicap >= 2 ? s.handicap : 0,
});

/** Why a game with these settings cannot start (in the language of `t`), or undefined. */
export function checkSettings(t: TFunction, s: GameSettings): string | undefined {
  const r = newGame(optionsOf(s));
  if (r.ok) return undefined;
  const { size, handicap, komi } = s;
  if (r.error.reason === 'bad-size') return t('form.badSize', { size });
  if (r.error.reason === 'bad-handicap') return t('form.badHandicap', { size, count: handicap });
  return t('form.badKomi', { komi });
}

/** A rematch: against the bot or an engine the person takes the other colour. */
export const rematchSettings = (s: GameSettings): GameSettings =>
  s.opponent.kind === 'person'
    ? s
    : { ...s, opponent: { ...s.opponent, color: opposite(s.opponent.color) } };

export function seatsOf(s: GameSettings): { black: Seat; white: Seat } {
  const o = s.opponent;
  const person: Seat = { kind: 'person' };
  if (o.kind === 'person') return { black: person, white: person };
  const machine: Seat =
    o.kind === 'bot'
      ? { kind: 'ai', level: o.level }
      : {
          kind: 'engine',
          id: o.id,
          name: o.name,
          ...(o.level === undefined ? {} : { level: o.level }),
        };
  return o.color === 'black'
    ? { black: machine, white: person }
    : { black: person, white: machine };
}

/** The opponent a match's seats say (the machine's colour and level). */
export function opponentOf(m: Match<unknown, unknown, unknown>): Opponent {
  for (const color of ['black', 'white'] as const) {
    const seat = m.seats[color];
    if (seat.kind === 'ai') return { kind: 'bot', color, level: seat.level };
    if (seat.kind === 'engine')
      return {
        kind: 'engine',
        id: seat.id,
        name: seat.name ?? seat.id,
        color,
        ...(seat.level === undefined ? {} : { level: seat.level }),
      };
  }
  return { kind: 'person' };
}

/** The name written into the record (PB/PW), undefined for a person. */
export function opponentRecordName(t: TFunction, o: Opponent): string | undefined {
  if (o.kind === 'bot') return t('opponentName.botRecord', { level: o.level });
  if (o.kind === 'engine')
    return o.level === undefined
      ? o.name
      : t('opponentName.engineRecord', { name: o.name, level: o.level });
  return undefined;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

function readOpponent(t: TFunction, v: unknown): Opponent | string {
  if (!isObject(v)) return t('saved.noOpponent');
  if (v.kind === 'person') return { kind: 'person' };
  const color = v.color === 'black' || v.color === 'white' ? v.color : undefined;
  if (!color) return t('saved.noColour');
  if (v.kind === 'bot' && typeof v.level === 'number')
    return { kind: 'bot', color, level: v.level };
  if (v.kind === 'engine' && typeof v.id === 'string' && typeof v.name === 'string') {
    const level = typeof v.level === 'number' ? { level: v.level } : {};
    return { kind: 'engine', id: v.id, name: v.name, color, ...level };
  }
  return t('saved.unknownOpponent', { kind: JSON.stringify(v.kind) });
}

/** Settings from saved JSON, strictly: the settings, or what is wrong with them. */
export function parseSettings(t: TFunction, v: unknown): GameSettings | string {
  if (!isObject(v)) return t('saved.noSettings');
  const { size, preset, komi, handicap } = v;
  if (typeof size !== 'number' || typeof komi !== 'number' || typeof handicap !== 'number')
    return t('saved.settingsFields');
  if (!(PRESETS as readonly unknown[]).includes(preset))
    return t('saved.unknownRules', { rules: String(preset) });
  const opponent = readOpponent(t, v.opponent);
  if (typeof opponent === 'string') return opponent;
  const p = preset as Preset;
  return { size, preset: p, komi, handicap, opponent, time: readTimeControl(v.time) };
}

/** Settings from saved JSON, leniently (defaults for what does not read). */
export function readSettings(v: unknown): GameSettings {
  const s = parseSettings(((key: string) => key) as unknown as TFunction, v);
  return typeof s === 'string' ? DEFAULT_SETTINGS : s;
}
