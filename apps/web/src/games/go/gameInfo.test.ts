import { describe, expect, it } from 'vitest';
import { checkGameInfo, gameInfoOf } from './gameInfo.js';
import { markGlyph, marksOf, NO_MARKS } from './annotations.js';

describe('game info', () => {
  const before = gameInfoOf({ PB: ['Honinbo Shusaku'], KM: ['0'], DT: ['1846-09-11,12'] });

  it('reads absent properties as empty text', () => {
    expect(before.PB).toBe('Honinbo Shusaku');
    expect(before.DT).toBe('1846-09-11,12');
    expect(before.PW).toBe('');
  });

  it('returns only the changed fields, trimmed; empty removes', () => {
    const r = checkGameInfo({ ...before, PW: '  Gennan  Inseki ', KM: '6.5', PB: '' }, before);
    expect(r).toEqual({ ok: true, value: { PW: 'Gennan Inseki', KM: '6.5', PB: '' } });
    expect(checkGameInfo(before, before)).toEqual({ ok: true, value: {} });
  });

  it.each([
    ['KM', 'six', 'komi'],
    ['KM', '6.5.1', 'komi'],
    ['HA', '1', 'handicap'],
    ['HA', '2.5', 'handicap'],
    ['DT', '11/09/1846', 'date'],
    ['RE', 'Black won', 'result'],
  ] as const)('refuses %s = %s (%s)', (field, value, reason) => {
    expect(checkGameInfo({ ...before, [field]: value }, before)).toEqual({
      ok: false,
      error: { field, reason },
    });
  });

  it.each([
    ['KM', '-7.5'],
    ['HA', '9'],
    ['DT', '2024-03'],
    ['DT', '1996-05-06,07,08'],
    ['RE', 'W+R'],
    ['RE', 'B+3.5'],
    ['RE', '0'],
  ] as const)('accepts %s = %s', (field, value) => {
    expect(checkGameInfo({ ...before, [field]: value }, before)).toEqual({
      ok: true,
      value: { [field]: value },
    });
  });

  it('never refuses an unchanged odd value', () => {
    const odd = gameInfoOf({ DT: ['Spring 1846'], KM: ['?'] });
    expect(checkGameInfo({ ...odd, PB: 'X' }, odd)).toEqual({ ok: true, value: { PB: 'X' } });
  });
});

describe('annotations', () => {
  it('reads marks and their glyphs', () => {
    const m = marksOf({ B: ['dd'], BM: ['2'], GW: ['1'], HO: ['1'] });
    expect(m).toEqual({ move: 'BM', double: true, position: 'GW', hotspot: true });
    expect(markGlyph(m)).toBe('??');
    expect(markGlyph(marksOf({ DO: [''] }))).toBe('?!');
    expect(markGlyph(marksOf({ TE: ['1'] }))).toBe('!');
    expect(markGlyph(NO_MARKS)).toBe('');
  });
});
