import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  describeArgError,
  formatArgs,
  parseArgs,
  parseBoundedInteger,
  type Flags,
  type ParsedArgs,
} from './args.js';

const SPEC = {
  unique: { kind: 'boolean' },
  help: { kind: 'boolean', short: 'h' },
  workers: { kind: 'integer', min: 1, max: 64 },
  seed: { kind: 'string' },
  format: { kind: 'choice', choices: ['board', 'list'] },
} as const;

describe('parseArgs', () => {
  it('reads flags in every spelling and keeps positionals in order', () => {
    const r = parseArgs(['count', '--unique', '12', '--workers', '3', '--format=list', '-h'], SPEC);
    expect(r).toEqual({
      ok: true,
      value: {
        flags: { unique: true, workers: 3, format: 'list', help: true },
        positionals: ['count', '12'],
      },
    });
  });

  it('treats everything after -- and negative numbers as positionals', () => {
    const r = parseArgs(['-3', '--', '--unique', '-h'], SPEC);
    expect(r.ok && r.value.positionals).toEqual(['-3', '--unique', '-h']);
    expect(r.ok && r.value.flags).toEqual({});
  });

  it('takes a value that starts with a single dash, e.g. a negative seed', () => {
    const r = parseArgs(['--seed', '-7'], SPEC);
    expect(r.ok && r.value.flags.seed).toBe('-7');
  });

  it.each([
    [['--nope'], { reason: 'unknown-flag', flag: '--nope' }, "unknown option '--nope'"],
    [['-x'], { reason: 'unknown-flag', flag: '-x' }, "unknown option '-x'"],
    [
      ['--workers'],
      { reason: 'missing-value', flag: 'workers' },
      "option '--workers' needs a value",
    ],
    [
      ['--seed', '--unique'],
      { reason: 'missing-value', flag: 'seed' },
      "option '--seed' needs a value",
    ],
    [
      ['--unique=yes'],
      { reason: 'unexpected-value', flag: 'unique', value: 'yes' },
      "option '--unique' takes no value (got 'yes')",
    ],
    [
      ['--unique', '--unique'],
      { reason: 'repeated-flag', flag: 'unique' },
      "option '--unique' is given more than once",
    ],
    [
      ['--workers', '0'],
      { reason: 'bad-integer', flag: 'workers', value: '0', min: 1, max: 64 },
      "option '--workers' needs a whole number from 1 to 64, got '0'",
    ],
    [
      ['--workers=2.5'],
      { reason: 'bad-integer', flag: 'workers', value: '2.5', min: 1, max: 64 },
      "option '--workers' needs a whole number from 1 to 64, got '2.5'",
    ],
    [
      ['--format', 'svg'],
      { reason: 'bad-choice', flag: 'format', value: 'svg', choices: ['board', 'list'] },
      "option '--format' must be one of board, list, got 'svg'",
    ],
  ] as const)('refuses %j', (argv, error, message) => {
    const r = parseArgs(argv, SPEC);
    expect(r).toEqual({ ok: false, error });
    if (!r.ok) expect(describeArgError(r.error)).toBe(message);
  });

  it('formats to a canonical argv', () => {
    const r = parseArgs(['8', '--format', 'list', '--unique'], SPEC);
    expect(r.ok && formatArgs(r.value, SPEC)).toEqual(['--unique', '--format=list', '--', '8']);
  });

  it('parse → format → parse is the identity', () => {
    const flags = fc.record(
      {
        unique: fc.constant(true),
        help: fc.constant(true),
        workers: fc.integer({ min: 1, max: 64 }),
        seed: fc.string(),
        format: fc.constantFrom('board' as const, 'list' as const),
      },
      { requiredKeys: [] },
    );
    const parsed = fc.record({ flags, positionals: fc.array(fc.string(), { maxLength: 4 }) });
    fc.assert(
      fc.property(parsed, (p: { flags: Flags<typeof SPEC>; positionals: string[] }) => {
        const value: ParsedArgs<typeof SPEC> = p;
        const again = parseArgs(formatArgs(value, SPEC), SPEC);
        expect(again).toEqual({ ok: true, value });
        if (again.ok) expect(formatArgs(again.value, SPEC)).toEqual(formatArgs(value, SPEC));
      }),
    );
  });
});

describe('parseBoundedInteger', () => {
  it.each([
    [undefined, { ok: false, error: { reason: 'missing' } }],
    ['8', { ok: true, value: 8 }],
    ['2_0', { ok: true, value: 20 }],
    ['0', { ok: false, error: { reason: 'too-small', value: 0, min: 1 } }],
    ['-4', { ok: false, error: { reason: 'too-small', value: -4, min: 1 } }],
    ['26', { ok: false, error: { reason: 'too-large', value: 26, max: 25 } }],
    ['8.5', { ok: false, error: { reason: 'not-a-number', value: '8.5' } }],
    ['eight', { ok: false, error: { reason: 'not-a-number', value: 'eight' } }],
    ['', { ok: false, error: { reason: 'not-a-number', value: '' } }],
    ['1e3', { ok: false, error: { reason: 'not-a-number', value: '1e3' } }],
  ] as const)('%j', (text, expected) => {
    expect(parseBoundedInteger(text, 1, 25)).toEqual(expected);
  });
});
