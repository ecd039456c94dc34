import { describe, expect, it } from 'vitest';
import { detectLanguage, languageOfTag } from './languages.js';

describe('detectLanguage', () => {
  it('takes any zh* browser language as Simplified Chinese', () => {
    for (const tag of ['zh', 'zh-CN', 'zh-TW', 'zh-Hant-HK', 'ZH_sg'])
      expect(detectLanguage(undefined, [tag])).toBe('zh');
  });
  it('follows the order of the browser list', () => {
    expect(detectLanguage(undefined, ['en-US', 'zh-CN'])).toBe('en');
    expect(detectLanguage(undefined, ['fr-FR', 'zh-CN', 'en'])).toBe('zh');
  });
  it('falls back to English for other or no languages', () => {
    expect(detectLanguage(undefined, ['fr-FR', 'ja'])).toBe('en');
    expect(detectLanguage(null, [])).toBe('en');
  });
  it('lets a valid stored choice win and ignores a bad one', () => {
    expect(detectLanguage('en', ['zh-CN'])).toBe('en');
    expect(detectLanguage('zh', ['en-GB'])).toBe('zh');
    expect(detectLanguage('klingon', ['zh-CN'])).toBe('zh');
    expect(detectLanguage('', ['en'])).toBe('en');
  });
  it('reads only the primary subtag', () => {
    expect(languageOfTag('en-GB')).toBe('en');
    expect(languageOfTag('eng')).toBeUndefined();
    expect(languageOfTag('')).toBeUndefined();
  });
});
