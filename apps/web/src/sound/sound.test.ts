import { describe, expect, it } from 'vitest';
import { DEFAULT_SOUND, readSoundSettings, setSoundSettings, soundSettings } from './sound.js';

describe('sound settings', () => {
  it('are on at a moderate volume on a new device', () => {
    expect(readSoundSettings(null)).toEqual({ on: true, volume: 0.6 });
    expect(DEFAULT_SOUND.on).toBe(true);
  });

  it('read stored text leniently: each bad field keeps its default', () => {
    expect(readSoundSettings('{"on":false,"volume":0.25}')).toEqual({ on: false, volume: 0.25 });
    expect(readSoundSettings('{"on":"no","volume":3}')).toEqual(DEFAULT_SOUND);
    expect(readSoundSettings('{"on":false,"volume":-1}')).toEqual({ on: false, volume: 0.6 });
    expect(readSoundSettings('not json')).toEqual(DEFAULT_SOUND);
    expect(readSoundSettings('[1,2]')).toEqual(DEFAULT_SOUND);
  });

  it('change by field; a bad volume is a RangeError and changes nothing', () => {
    expect(setSoundSettings({ on: false })).toEqual({ on: false, volume: 0.6 });
    expect(setSoundSettings({ volume: 0.3 })).toEqual({ on: false, volume: 0.3 });
    expect(() => setSoundSettings({ volume: 1.5 })).toThrow(RangeError);
    expect(() => setSoundSettings({ volume: Number.NaN, on: true })).toThrow(/from 0 to 1/);
    expect(soundSettings()).toEqual({ on: false, volume: 0.3 });
  });
});
