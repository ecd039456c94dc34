import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/setup.js';
import {
  aiBudgetMs,
  describeControl,
  formatClock,
  formatSpan,
  isLowTime,
  presetOf,
  TIME_PRESETS,
} from './time.js';

const reading = (remainingMs: number, extra: { inOvertime?: boolean; periods?: number } = {}) => ({
  remainingMs,
  inOvertime: extra.inOvertime ?? false,
  flagged: remainingMs <= 0,
  ...(extra.periods === undefined ? {} : { periods: extra.periods }),
});

const en = createI18n('en').t;
const zh = createI18n('zh').t;

describe('formatClock', () => {
  it('shows h:mm:ss, m:ss, and tenths under ten seconds, truncated', () => {
    expect(formatClock(3_723_000, 'en')).toBe('1:02:03');
    expect(formatClock(299_999, 'en')).toBe('4:59');
    expect(formatClock(60_000, 'en')).toBe('1:00');
    expect(formatClock(10_000, 'en')).toBe('0:10');
    expect(formatClock(9_999, 'en')).toBe('0:09.9');
    expect(formatClock(9_400, 'zh')).toBe('0:09.4');
    expect(formatClock(50, 'en')).toBe('0:00.0');
    expect(formatClock(-20, 'en')).toBe('0:00.0');
  });
});

describe('describeControl', () => {
  it('names each kind of control', () => {
    expect(formatSpan(en, 'en', 90_000)).toBe('1 min 30 s');
    expect(formatSpan(en, 'en', 0)).toBe('0 s');
    expect(describeControl(en, 'en', { kind: 'none' })).toBe('No clock');
    expect(describeControl(en, 'en', { kind: 'absolute', mainMs: 2000 })).toBe('2 s');
    expect(describeControl(en, 'en', { kind: 'fischer', mainMs: 300_000, incrementMs: 3000 })).toBe(
      '5 min + 3 s per move',
    );
    expect(
      describeControl(en, 'en', { kind: 'byoyomi', mainMs: 0, periods: 3, periodMs: 30_000 }),
    ).toBe('3 × 30 s byo-yomi');
    expect(
      describeControl(en, 'en', {
        kind: 'canadian',
        mainMs: 300_000,
        stones: 10,
        periodMs: 120_000,
      }),
    ).toBe('5 min + 10 moves in 2 min');
  });
  it('names each kind of control in Chinese', () => {
    expect(formatSpan(zh, 'zh', 90_000)).toBe('1 分钟 30 秒');
    expect(describeControl(zh, 'zh', { kind: 'none' })).toBe('不计时');
    expect(describeControl(zh, 'zh', { kind: 'fischer', mainMs: 300_000, incrementMs: 3000 })).toBe(
      '5 分钟，每步加 3 秒',
    );
    expect(
      describeControl(zh, 'zh', { kind: 'byoyomi', mainMs: 600_000, periods: 3, periodMs: 30_000 }),
    ).toBe('10 分钟 + 3 次 30 秒读秒');
    expect(
      describeControl(zh, 'zh', { kind: 'canadian', mainMs: 0, stones: 10, periodMs: 120_000 }),
    ).toBe('2 分钟内走 10 步（加拿大读秒）');
  });
  it('finds a preset by its control', () => {
    expect(presetOf({ kind: 'fischer', mainMs: 300_000, incrementMs: 3000 })?.id).toBe('5+3');
    expect(presetOf({ kind: 'absolute', mainMs: 2000 })).toBeUndefined();
    expect(new Set(TIME_PRESETS.map((p) => p.id)).size).toBe(TIME_PRESETS.length);
  });
});

describe('isLowTime', () => {
  const byo = { kind: 'byoyomi', mainMs: 60_000, periods: 3, periodMs: 30_000 } as const;
  it('warns under ten seconds of the last time, and in the last byo-yomi period', () => {
    expect(isLowTime(reading(9_999), { kind: 'absolute', mainMs: 60_000 })).toBe(true);
    expect(isLowTime(reading(10_000), { kind: 'absolute', mainMs: 60_000 })).toBe(false);
    expect(isLowTime(reading(25_000, { inOvertime: true, periods: 2 }), byo)).toBe(false);
    expect(isLowTime(reading(25_000, { inOvertime: true, periods: 1 }), byo)).toBe(true);
    expect(isLowTime(reading(5_000), { kind: 'none' })).toBe(false);
    // Main time running low is no alarm while byo-yomi periods wait.
    expect(isLowTime(reading(5_000), byo)).toBe(false);
    const can = { kind: 'canadian', mainMs: 0, stones: 5, periodMs: 60_000 } as const;
    expect(isLowTime(reading(9_000, { inOvertime: true }), can)).toBe(true);
  });
});

describe('aiBudgetMs', () => {
  it('uses the level time without a clock', () => {
    expect(aiBudgetMs(undefined, undefined, 1000)).toBe(1000);
    expect(aiBudgetMs(reading(1000), { kind: 'none' }, 1000)).toBe(1000);
  });
  it('spends a twentieth of the main time plus most of the increment, capped by the level', () => {
    const f = { kind: 'fischer', mainMs: 60_000, incrementMs: 1_000 } as const;
    expect(aiBudgetMs(reading(60_000), f, 5000)).toBe(3000 + 800);
    expect(aiBudgetMs(reading(60_000), f, 1000)).toBe(1000);
    expect(aiBudgetMs(reading(2_000), { kind: 'absolute', mainMs: 2000 }, 5000)).toBe(100);
  });
  it('keeps a safety margin and a floor when almost flagged', () => {
    expect(aiBudgetMs(reading(200), { kind: 'absolute', mainMs: 2000 }, 5000)).toBe(50);
  });
  it('uses most of a byo-yomi period in overtime', () => {
    const byo = { kind: 'byoyomi', mainMs: 0, periods: 3, periodMs: 10_000 } as const;
    expect(aiBudgetMs(reading(10_000, { inOvertime: true, periods: 3 }), byo, 60_000)).toBe(8000);
  });
});

describe('readTimeControl', () => {
  it('reads each system and falls back to no clock', async () => {
    const { readTimeControl } = await import('./time.js');
    const byo = { kind: 'byoyomi', mainMs: 600_000, periods: 3, periodMs: 30_000 };
    expect(readTimeControl(byo)).toEqual(byo);
    expect(readTimeControl({ kind: 'fischer', mainMs: 1, incrementMs: 2 })).toEqual({
      kind: 'fischer',
      mainMs: 1,
      incrementMs: 2,
    });
    expect(readTimeControl({ kind: 'byoyomi', mainMs: 1, periods: 0, periodMs: 5 })).toEqual({
      kind: 'none',
    });
    expect(readTimeControl('10 min')).toEqual({ kind: 'none' });
    expect(readTimeControl({ kind: 'absolute', mainMs: -1 })).toEqual({ kind: 'none' });
  });
});
