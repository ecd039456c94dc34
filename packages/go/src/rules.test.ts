import { describe, expect, it } from 'vitest';
import {
  checkOptions,
  maxFixedHandicap,
  presetFromSgf,
  PRESETS,
  PRESET_RULES,
  resolveRules,
  type GoOptions,
} from './rules.js';
import { newGame } from './state.js';

describe('rules presets', () => {
  it('names each preset as a full option set', () => {
    const table = Object.fromEntries(
      PRESETS.map((p) => {
        const r = PRESET_RULES[p];
        return [
          p,
          `${r.scoring} ${r.ko} suicide-${r.suicide} komi ${r.komi} ${r.handicapPlacement} ${r.handicapCompensation}`,
        ];
      }),
    );
    expect(table).toEqual({
      chinese: 'area positional-superko suicide-forbidden komi 7.5 free n',
      japanese: 'territory simple suicide-forbidden komi 6.5 fixed none',
      korean: 'territory simple suicide-forbidden komi 6.5 fixed none',
      aga: 'area situational-superko suicide-forbidden komi 7.5 fixed n-1',
      'new-zealand': 'area situational-superko suicide-allowed komi 7 free none',
      'tromp-taylor': 'area positional-superko suicide-allowed komi 7.5 free none',
    });
  });
  it('lets options override a preset', () => {
    expect(resolveRules({ preset: 'chinese', ko: 'simple', size: 9 })).toMatchObject({
      ko: 'simple',
      scoring: 'area',
      size: 9,
    });
    expect(resolveRules({}).preset).toBe('japanese');
    expect(resolveRules({ handicap: 3 }).komi).toBe(0.5);
  });
  it('refuses impossible options as values', () => {
    expect(checkOptions({ size: 1 })).toMatchObject({ ok: false, error: { reason: 'bad-size' } });
    expect(checkOptions({ size: 26 })).toMatchObject({ ok: false, error: { reason: 'bad-size' } });
    expect(checkOptions({ size: 9.5 })).toMatchObject({ ok: false, error: { reason: 'bad-size' } });
    expect(checkOptions({ size: 9, handicap: 10, preset: 'japanese' })).toMatchObject({
      ok: false,
      error: { reason: 'bad-handicap' },
    });
    expect(checkOptions({ size: 9, handicap: 10, preset: 'chinese' }).ok).toBe(true);
    expect(checkOptions({ komi: Number.NaN })).toMatchObject({
      ok: false,
      error: { reason: 'bad-komi' },
    });
    expect(checkOptions({ size: 2 }).ok).toBe(true);
    expect(checkOptions({ size: 25 }).ok).toBe(true);
    expect(() => resolveRules({ size: 30 })).toThrow(RangeError);
  });
  it('knows how many fixed handicap stones a board allows', () => {
    expect([5, 7, 8, 9, 13, 19, 25].map(maxFixedHandicap)).toEqual([0, 4, 4, 9, 9, 9, 9]);
  });
  it('reads SGF RU names', () => {
    expect(
      ['Japanese', 'chinese', 'AGA', 'NZ', 'Tromp-Taylor', 'korean', 'Ing'].map(presetFromSgf),
    ).toEqual(['japanese', 'chinese', 'aga', 'new-zealand', 'tromp-taylor', 'korean', undefined]);
  });
});

describe('checkOptions on options from outside (found by the conformance suite)', () => {
  it.each([
    ['null', null],
    ['a number', 19],
    ['an unknown preset', { preset: 'key' }],
    ['an unknown ko rule', { ko: 'super' }],
    ['an unknown scoring rule', { size: 9, scoring: 'stones' }],
    ['an unknown handicap placement', { handicap: 2, handicapPlacement: 'random' }],
  ])('refuses %s with bad-rule instead of throwing', (_, o) => {
    const r = checkOptions(o as unknown as GoOptions);
    expect(r.ok ? undefined : r.error.reason).toBe('bad-rule');
    expect(newGame(o as unknown as GoOptions).ok).toBe(false);
  });
});
