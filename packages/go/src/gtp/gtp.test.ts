import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  formatGtpCommand,
  formatGtpFailure,
  formatGtpSuccess,
  parseGtpCommand,
  parseGtpResponse,
  preprocessGtpLine,
} from './command.js';
import {
  formatGtpVertex,
  parseGtpColor,
  parseGtpFloat,
  parseGtpInt,
  parseGtpMove,
  parseGtpVertex,
} from './values.js';

describe('GTP command lines', () => {
  it('parses ids, names and arguments, after preprocessing', () => {
    expect(parseGtpCommand('12 play black D4')).toEqual({
      ok: true,
      value: { id: 12, name: 'play', args: ['black', 'D4'] },
    });
    expect(parseGtpCommand('genmove\tw  # think hard\r')).toEqual({
      ok: true,
      value: { id: undefined, name: 'genmove', args: ['w'] },
    });
    expect(parseGtpCommand('  boardsize   9  ')).toEqual({
      ok: true,
      value: { id: undefined, name: 'boardsize', args: ['9'] },
    });
    expect(preprocessGtpLine('a\u0001b\tc # d')).toBe('ab c');
  });
  it('gives typed errors for garbage', () => {
    expect(parseGtpCommand('')).toMatchObject({ ok: false, error: { reason: 'empty' } });
    expect(parseGtpCommand('   # only a comment')).toMatchObject({
      ok: false,
      error: { reason: 'empty' },
    });
    expect(parseGtpCommand('12')).toMatchObject({
      ok: false,
      error: { reason: 'missing-command', id: 12 },
    });
    expect(parseGtpCommand('1x play')).toMatchObject({ ok: false, error: { reason: 'bad-id' } });
    expect(parseGtpCommand('7 ?!')).toMatchObject({
      ok: false,
      error: { reason: 'bad-command-name', id: 7 },
    });
  });
  it('round-trips format → parse for arbitrary commands', () => {
    const word = fc.stringMatching(/^[A-Za-z0-9_.+-]{1,8}$/);
    fc.assert(
      fc.property(
        fc.option(fc.nat(), { nil: undefined }),
        fc.stringMatching(/^[a-z][a-z_-]{0,15}$/),
        fc.array(word, { maxLength: 4 }),
        (id, name, args) => {
          const r = parseGtpCommand(formatGtpCommand({ id, name, args }));
          expect(r).toEqual({ ok: true, value: { id, name, args } });
        },
      ),
    );
  });
});

describe('GTP responses', () => {
  it('formats successes and failures with the id and the final empty line', () => {
    expect(formatGtpSuccess(3, 'D4')).toBe('=3 D4\n\n');
    expect(formatGtpSuccess(undefined, '')).toBe('= \n\n');
    expect(formatGtpFailure(4, 'illegal move')).toBe('?4 illegal move\n\n');
    expect(formatGtpSuccess(1, 'a\n\nb\r\n')).toBe('=1 a\nb\n\n');
  });
  it('parses responses on the controller side', () => {
    expect(parseGtpResponse('=3 D4\n\n')).toEqual({
      ok: true,
      value: { ok: true, id: 3, text: 'D4' },
    });
    expect(parseGtpResponse('? unknown command')).toEqual({
      ok: true,
      value: { ok: false, id: undefined, text: 'unknown command' },
    });
    expect(parseGtpResponse('= A1 B2\nC3 D4')).toEqual({
      ok: true,
      value: { ok: true, id: undefined, text: 'A1 B2\nC3 D4' },
    });
    expect(parseGtpResponse('=')).toEqual({
      ok: true,
      value: { ok: true, id: undefined, text: '' },
    });
    expect(parseGtpResponse('hello')).toMatchObject({
      ok: false,
      error: { reason: 'not-a-response' },
    });
  });
});

describe('GTP values', () => {
  it('reads colours, vertices and moves', () => {
    expect(['b', 'BLACK', 'w', 'White', 'x'].map(parseGtpColor)).toEqual([
      'black',
      'black',
      'white',
      'white',
      undefined,
    ]);
    expect(parseGtpVertex('PaSs', 19)).toEqual({ type: 'pass' });
    expect(parseGtpVertex('a1', 19)).toEqual({ type: 'play', point: { x: 0, y: 18 } });
    expect(parseGtpVertex('i5', 19)).toBeUndefined();
    expect(parseGtpVertex('T20', 19)).toBeUndefined();
    expect(parseGtpMove(['w', 'Q16'], 19)).toEqual({
      color: 'white',
      move: { type: 'play', point: { x: 15, y: 3 } },
    });
    expect(parseGtpMove(['w'], 19)).toBeUndefined();
    expect(formatGtpVertex({ type: 'play', point: { x: 8, y: 0 } }, 9)).toBe('J9');
    expect(formatGtpVertex({ type: 'pass' }, 9)).toBe('PASS');
  });
  it('reads numbers strictly', () => {
    expect(['19', '-2', '1.5', '', 'x'].map(parseGtpInt)).toEqual([
      19,
      -2,
      undefined,
      undefined,
      undefined,
    ]);
    expect(['6.5', '7', '-0.5', '.5', 'inf', 'NaN', '1e2'].map(parseGtpFloat)).toEqual([
      6.5,
      7,
      -0.5,
      0.5,
      undefined,
      undefined,
      100,
    ]);
  });
});
