/**
 * A small typed command-line parser: flags described by a spec, refusals as values.
 *
 * @example
 * ```ts
 * import { parseArgs, describeArgError } from './args.js';
 * const spec = { unique: { kind: 'boolean' }, workers: { kind: 'integer', min: 1, max: 64 } } as const;
 * const r = parseArgs(['count', '12', '--workers=2'], spec);
 * if (r.ok) r.value.flags.workers; // 2 (typed number | undefined)
 * else console.error(describeArgError(r.error));
 * ```
 *
 * Syntax: `--name`, `--name value`, `--name=value`, `-x` for a flag with `short: 'x'`,
 * `--` ends the flags. A token that looks like a negative number (`-3`) is a
 * positional, so that `count -3` can be refused as a bad N rather than an unknown flag.
 */
import { err, ok, type Result } from '@qipan/core';

export type FlagSpec =
  | { readonly kind: 'boolean'; readonly short?: string }
  | {
      readonly kind: 'integer';
      readonly min: number;
      readonly max: number;
      readonly short?: string;
    }
  | { readonly kind: 'string'; readonly short?: string }
  | { readonly kind: 'choice'; readonly choices: readonly string[]; readonly short?: string };

export type FlagSpecs = { readonly [name: string]: FlagSpec };

export type FlagValue<S extends FlagSpec> = S extends { kind: 'boolean' }
  ? boolean
  : S extends { kind: 'integer' }
    ? number
    : S extends { kind: 'choice'; choices: readonly (infer C)[] }
      ? C
      : string;

/** Parsed flags: a key is present only when the flag was given. */
export type Flags<S extends FlagSpecs> = { -readonly [K in keyof S]?: FlagValue<S[K]> };

export interface ParsedArgs<S extends FlagSpecs> {
  readonly flags: Flags<S>;
  readonly positionals: readonly string[];
}

export type ArgError =
  | { readonly reason: 'unknown-flag'; readonly flag: string }
  | { readonly reason: 'missing-value'; readonly flag: string }
  | { readonly reason: 'unexpected-value'; readonly flag: string; readonly value: string }
  | { readonly reason: 'repeated-flag'; readonly flag: string }
  | {
      readonly reason: 'bad-integer';
      readonly flag: string;
      readonly value: string;
      readonly min: number;
      readonly max: number;
    }
  | {
      readonly reason: 'bad-choice';
      readonly flag: string;
      readonly value: string;
      readonly choices: readonly string[];
    };

const NEGATIVE_NUMBER = /^-\d/;

/** Parses `argv` against `specs`; the first problem found is returned as a value. */
export function parseArgs<S extends FlagSpecs>(
  argv: readonly string[],
  specs: S,
): Result<ParsedArgs<S>, ArgError> {
  const flags: Record<string, unknown> = {};
  const positionals: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const token = argv[i] ?? '';
    if (token === '--') {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    if (!token.startsWith('-') || token === '-' || NEGATIVE_NUMBER.test(token)) {
      positionals.push(token);
      continue;
    }
    const found = findFlag(token, specs);
    if (!found.ok) return found;
    const { name, spec, inline } = found.value;
    if (name in flags) return err({ reason: 'repeated-flag', flag: name });
    if (spec.kind === 'boolean') {
      if (inline !== undefined)
        return err({ reason: 'unexpected-value', flag: name, value: inline });
      flags[name] = true;
      continue;
    }
    let text = inline;
    if (text === undefined) {
      const next = argv[i + 1];
      if (next === undefined || (next.startsWith('--') && next.length > 2)) {
        return err({ reason: 'missing-value', flag: name });
      }
      text = next;
      i++;
    }
    const value = convert(name, spec, text);
    if (!value.ok) return value;
    flags[name] = value.value;
  }
  return ok({ flags: flags as Flags<S>, positionals });
}

function findFlag(
  token: string,
  specs: FlagSpecs,
): Result<{ name: string; spec: FlagSpec; inline: string | undefined }, ArgError> {
  if (token.startsWith('--')) {
    const eq = token.indexOf('=');
    const name = eq < 0 ? token.slice(2) : token.slice(2, eq);
    const spec = Object.hasOwn(specs, name) ? specs[name] : undefined;
    if (spec === undefined) return err({ reason: 'unknown-flag', flag: `--${name}` });
    return ok({ name, spec, inline: eq < 0 ? undefined : token.slice(eq + 1) });
  }
  const letter = token.slice(1);
  for (const [name, spec] of Object.entries(specs)) {
    if (spec.short !== undefined && spec.short === letter)
      return ok({ name, spec, inline: undefined });
  }
  return err({ reason: 'unknown-flag', flag: token });
}

function convert(name: string, spec: FlagSpec, text: string): Result<unknown, ArgError> {
  switch (spec.kind) {
    case 'integer': {
      const n = parseInteger(text);
      if (n === undefined || n < spec.min || n > spec.max) {
        return err({
          reason: 'bad-integer',
          flag: name,
          value: text,
          min: spec.min,
          max: spec.max,
        });
      }
      return ok(n);
    }
    case 'choice':
      if (!spec.choices.includes(text)) {
        return err({ reason: 'bad-choice', flag: name, value: text, choices: spec.choices });
      }
      return ok(text);
    case 'string':
      return ok(text);
    case 'boolean':
      return ok(true);
  }
}

/** A decimal integer (optional sign, digits only) that is safe; undefined otherwise. */
export function parseInteger(text: string): number | undefined {
  if (!/^[+-]?\d+$/.test(text)) return undefined;
  const n = Number(text);
  return Number.isSafeInteger(n) ? n : undefined;
}

/** The canonical argv for parsed arguments: flags in spec order, then `--` and positionals. */
export function formatArgs<S extends FlagSpecs>(parsed: ParsedArgs<S>, specs: S): string[] {
  const out: string[] = [];
  const flags = parsed.flags as Record<string, unknown>;
  for (const [name, spec] of Object.entries(specs)) {
    const value = flags[name];
    if (value === undefined) continue;
    out.push(spec.kind === 'boolean' ? `--${name}` : `--${name}=${String(value)}`);
  }
  if (parsed.positionals.length > 0) out.push('--', ...parsed.positionals);
  return out;
}

/** A one-line English reason for a refusal. */
export function describeArgError(e: ArgError): string {
  const flag = e.flag.startsWith('-') ? e.flag : `--${e.flag}`;
  switch (e.reason) {
    case 'unknown-flag':
      return `unknown option '${flag}'`;
    case 'missing-value':
      return `option '${flag}' needs a value`;
    case 'unexpected-value':
      return `option '${flag}' takes no value (got '${e.value}')`;
    case 'repeated-flag':
      return `option '${flag}' is given more than once`;
    case 'bad-integer':
      return `option '${flag}' needs a whole number from ${e.min} to ${e.max}, got '${e.value}'`;
    case 'bad-choice':
      return `option '${flag}' must be one of ${e.choices.join(', ')}, got '${e.value}'`;
  }
}

export type NumberError =
  | { readonly reason: 'missing' }
  | { readonly reason: 'not-a-number'; readonly value: string }
  | { readonly reason: 'too-small'; readonly value: number; readonly min: number }
  | { readonly reason: 'too-large'; readonly value: number; readonly max: number };

/** A whole number positional in `[min, max]`, or why not. */
export function parseBoundedInteger(
  text: string | undefined,
  min: number,
  max: number,
): Result<number, NumberError> {
  if (text === undefined) return err({ reason: 'missing' });
  const n = parseInteger(text.replace(/_/g, ''));
  if (n === undefined) return err({ reason: 'not-a-number', value: text });
  if (n < min) return err({ reason: 'too-small', value: n, min });
  if (n > max) return err({ reason: 'too-large', value: n, max });
  return ok(n);
}

/** A one-line reason for a bad number named `what` (e.g. `N`), with a hint about `purpose`. */
export function describeNumberError(e: NumberError, what: string, purpose: string): string {
  switch (e.reason) {
    case 'missing':
      return `missing ${what} (${purpose})`;
    case 'not-a-number':
      return `${what} must be a whole number, got '${e.value}'`;
    case 'too-small':
      return `${what} must be at least ${e.min}, got ${e.value}`;
    case 'too-large':
      return `${what} must be at most ${e.max.toLocaleString('en-US')}, got ${e.value}`;
  }
}
