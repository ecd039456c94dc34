/**
 * Strict readers for the parts of a match record: each returns the typed value or a
 * `bad-record` error naming where in the JSON it went wrong (e.g. `seats.white.level`).
 * Unknown fields are refused, so a typo is reported, never silently dropped.
 *
 * @example
 * ```ts
 * import { readSeat } from './validate.js';
 * readSeat({ kind: 'ai', level: 3 }, 'seats.white'); // ok({ kind: 'ai', level: 3 })
 * readSeat({ kind: 'ai' }, 'seats.white'); // err({ reason: 'bad-record', path: 'seats.white.level', ... })
 * ```
 */
import { err, isColor, ok, type Color, type Point, type Result } from '@qipan/core';
import {
  matchError,
  type ClockState,
  type MatchError,
  type Pending,
  type Seat,
  type SideClock,
  type TimeControl,
} from './types.js';

/** A value read from a record, or the first problem found. @inline */
export type Read<T> = Result<T, MatchError>;

export const bad = (path: string, message: string): { ok: false; error: MatchError } =>
  err(matchError('bad-record', `${path}: ${message}`, { path }));

export const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** An object with only the `allowed` fields (and every one of `required`). */
export function readObject(
  v: unknown,
  path: string,
  allowed: readonly string[],
  required: readonly string[] = [],
): Read<Record<string, unknown>> {
  if (!isObject(v)) return bad(path, 'must be an object');
  for (const k of Object.keys(v))
    if (!allowed.includes(k)) return bad(`${path}.${k}`, 'is not a known field');
  for (const k of required) if (v[k] === undefined) return bad(`${path}.${k}`, 'is missing');
  return ok(v);
}

const isMs = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;
const isCount = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 1;
export const isTime = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

function check(ok1: boolean, path: string, message: string): MatchError | undefined {
  return ok1 ? undefined : matchError('bad-record', `${path}: ${message}`, { path });
}

export function readSeat(v: unknown, path: string): Read<Seat> {
  if (!isObject(v)) return bad(path, 'a seat must be an object');
  const str = (k: string): MatchError | undefined =>
    check(v[k] === undefined || typeof v[k] === 'string', `${path}.${k}`, 'must be a string');
  const level = (required: boolean): MatchError | undefined =>
    check(
      (!required && v.level === undefined) || Number.isInteger(v.level),
      `${path}.level`,
      'must be an integer',
    );
  let shape: Read<Record<string, unknown>>;
  let e: MatchError | undefined;
  switch (v.kind) {
    case 'person':
    case 'remote':
      shape = readObject(v, path, ['kind', 'name']);
      e = str('name');
      break;
    case 'ai':
      shape = readObject(v, path, ['kind', 'level'], ['level']);
      e = level(true);
      break;
    case 'engine':
      shape = readObject(v, path, ['kind', 'id', 'name', 'level'], ['id']);
      e = str('id') ?? str('name') ?? level(false);
      break;
    default:
      return bad(`${path}.kind`, 'must be person, ai, engine or remote');
  }
  if (!shape.ok) return shape;
  return e ? err(e) : ok(v as unknown as Seat);
}

export function readTimeControl(v: unknown, path: string): Read<TimeControl> {
  if (!isObject(v)) return bad(path, 'must be an object');
  const fields: Record<string, Record<string, (x: unknown) => boolean>> = {
    none: {},
    absolute: { mainMs: isMs },
    fischer: { mainMs: isMs, incrementMs: isMs },
    byoyomi: { mainMs: isMs, periods: isCount, periodMs: isCount },
    canadian: { mainMs: isMs, stones: isCount, periodMs: isCount },
  };
  const kind = typeof v.kind === 'string' ? v.kind : '';
  const want = Object.hasOwn(fields, kind) ? fields[kind] : undefined;
  if (!want) return bad(`${path}.kind`, 'must be none, absolute, fischer, byoyomi or canadian');
  const shape = readObject(v, path, ['kind', ...Object.keys(want)], Object.keys(want));
  if (!shape.ok) return shape;
  for (const [k, test] of Object.entries(want))
    if (!test(v[k])) return bad(`${path}.${k}`, `bad value ${JSON.stringify(v[k])}`);
  return ok(v as unknown as TimeControl);
}

function readSideClock(v: unknown, path: string): Read<SideClock> {
  const shape = readObject(
    v,
    path,
    ['mainMs', 'periods', 'periodMs', 'stonesLeft', 'inOvertime'],
    ['mainMs', 'inOvertime'],
  );
  if (!shape.ok) return shape;
  const o = shape.value;
  if (!isMs(o.mainMs)) return bad(`${path}.mainMs`, 'must be a non-negative number');
  if (typeof o.inOvertime !== 'boolean') return bad(`${path}.inOvertime`, 'must be a boolean');
  for (const k of ['periods', 'periodMs', 'stonesLeft'])
    if (o[k] !== undefined && !isMs(o[k]))
      return bad(`${path}.${k}`, 'must be a non-negative number');
  return ok(o as unknown as SideClock);
}

/** The clock of a record: its sides must fit the record's time control. */
export function readClockState(v: unknown, control: TimeControl, path: string): Read<ClockState> {
  const shape = readObject(v, path, ['sides', 'runningSince'], ['sides']);
  if (!shape.ok) return shape;
  const sides = readObject(
    shape.value.sides,
    `${path}.sides`,
    ['black', 'white'],
    ['black', 'white'],
  );
  if (!sides.ok) return sides;
  const black = readSideClock(sides.value.black, `${path}.sides.black`);
  if (!black.ok) return black;
  const white = readSideClock(sides.value.white, `${path}.sides.white`);
  if (!white.ok) return white;
  const since = shape.value.runningSince;
  if (since !== undefined && !isTime(since)) return bad(`${path}.runningSince`, 'must be a number');
  const clock = { control, sides: { black: black.value, white: white.value } };
  return ok(since === undefined ? clock : { ...clock, runningSince: since });
}

export function readColor(v: unknown, path: string): Read<Color> {
  return isColor(v) ? ok(v) : bad(path, 'must be "black" or "white"');
}

export function readPending(v: unknown, path: string): Read<Pending> {
  const shape = readObject(v, path, ['kind', 'by'], ['kind', 'by']);
  if (!shape.ok) return shape;
  if (shape.value.kind !== 'draw' && shape.value.kind !== 'undo')
    return bad(`${path}.kind`, 'must be "draw" or "undo"');
  const by = readColor(shape.value.by, `${path}.by`);
  return by.ok ? ok({ kind: shape.value.kind, by: by.value }) : by;
}

export function readPoint(v: unknown, path: string): Read<Point> {
  const shape = readObject(v, path, ['x', 'y'], ['x', 'y']);
  if (!shape.ok) return shape;
  const { x, y } = shape.value;
  return Number.isInteger(x) && Number.isInteger(y)
    ? ok({ x: x as number, y: y as number })
    : bad(path, 'x and y must be integers');
}

export function readScore(v: unknown, path: string): Read<{ black: number; white: number }> {
  const shape = readObject(v, path, ['black', 'white'], ['black', 'white']);
  if (!shape.ok) return shape;
  const { black, white } = shape.value;
  return isTime(black) && isTime(white)
    ? ok({ black, white })
    : bad(path, 'scores must be numbers');
}
