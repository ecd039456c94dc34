/**
 * Reading a game's options from unknown JSON (records, storage, network): the fields a
 * game knows, each checked, unknown ones refused, then the game's own whole-options check.
 * Internal to the match games (`goMatch.parseOptions` and its siblings).
 *
 * @example
 * ```ts
 * const parse = optionsParser<{ size: number }>({ size: isInt });
 * parse({ size: 9 }); // ok({ size: 9 })
 * parse({ colour: 'red' }); // err: bad-options at options.colour
 * ```
 */
import { err, ok, type Result } from '@qipan/core';
import { matchError, type MatchError } from './types.js';

export type Fields = Record<string, (v: unknown) => boolean>;

export const oneOf =
  (list: readonly unknown[]) =>
  (v: unknown): boolean =>
    list.includes(v);
export const isInt = (v: unknown): boolean => Number.isInteger(v);
export const isBool = (v: unknown): boolean => typeof v === 'boolean';

/** Checks a JSON object against optional fields; unknown fields are refused. */
export function checkFields(json: unknown, fields: Fields): MatchError | undefined {
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    return matchError('bad-options', 'options must be a JSON object', { path: 'options' });
  for (const [k, v] of Object.entries(json)) {
    const check = fields[k];
    if (!check) return matchError('bad-options', `unknown option "${k}"`, { path: `options.${k}` });
    if (v !== undefined && !check(v))
      return matchError('bad-options', `option "${k}" has a bad value ${JSON.stringify(v)}`, {
        path: `options.${k}`,
      });
  }
  return undefined;
}

/**
 * `parseOptions` for a game: the JSON's fields checked against `fields`, then the
 * whole by the game's own `check` (its message under `options`).
 */
export function optionsParser<O>(
  fields: Fields,
  check: (o: O) => Result<unknown, { message: string }> = ok,
): (json: unknown) => Result<O, MatchError> {
  return (json) => {
    const bad = checkFields(json, fields);
    if (bad) return err(bad);
    const r = check(json as O);
    if (!r.ok) return err(matchError('bad-options', r.error.message, { path: 'options' }));
    return ok(json as O);
  };
}
