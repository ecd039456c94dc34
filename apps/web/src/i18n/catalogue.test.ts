import { describe, expect, it } from 'vitest';
import { LANGUAGE_INFO, LANGUAGES, type Language } from './languages.js';
import { NAMESPACES, RESOURCES } from './locales/index.js';
import { createI18n } from './setup.js';

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every leaf as `ns:path.to.key` → message. */
function flatten(lang: Language): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (prefix: string, node: unknown): void => {
    if (typeof node === 'string') out.set(prefix, node);
    else if (node && typeof node === 'object')
      for (const [k, v] of Object.entries(node))
        walk(prefix.endsWith(':') ? prefix + k : `${prefix}.${k}`, v);
    else throw new Error(`${lang} ${prefix}: not a string or a table`);
  };
  const res = RESOURCES[lang] as Record<string, unknown>;
  for (const ns of NAMESPACES) walk(`${ns}:`, res[ns]);
  return out;
}

/** Keys grouped by base key (plural suffix removed) → the messages of all its forms. */
function grouped(lang: Language): Map<string, Map<string, string>> {
  const out = new Map<string, Map<string, string>>();
  for (const [key, message] of flatten(lang)) {
    const m = PLURAL.exec(key);
    const base = m ? key.slice(0, -m[0].length) : key;
    const forms = out.get(base) ?? new Map<string, string>();
    forms.set(m ? (m[1] as string) : '', message);
    out.set(base, forms);
  }
  return out;
}

const placeholders = (s: string): string[] =>
  [...s.matchAll(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1] as string);
const tags = (s: string): string[] => [...s.matchAll(/<\/?(\w+)>/g)].map((m) => m[0]);

const en = grouped('en');
const zh = grouped('zh');

describe('the English and Chinese catalogues', () => {
  it('have the same keys (plural forms aside)', () => {
    expect([...zh.keys()].filter((k) => !en.has(k))).toEqual([]);
    expect([...en.keys()].filter((k) => !zh.has(k))).toEqual([]);
    expect(en.size).toBeGreaterThan(500);
  });

  for (const lang of LANGUAGES) {
    it(`give ${lang} exactly the plural forms its language uses, and no empty message`, () => {
      const needed = new Intl.PluralRules(LANGUAGE_INFO[lang].htmlLang).resolvedOptions()
        .pluralCategories;
      const problems: string[] = [];
      for (const [base, forms] of grouped(lang)) {
        const plural = [...forms.keys()].some((f) => f !== '');
        if (plural) {
          const have = [...forms.keys()].sort();
          if (forms.has('')) problems.push(`${base}: both plain and plural`);
          if (have.join() !== [...needed].sort().join())
            problems.push(`${base}: ${have.join()} ≠ ${[...needed].sort().join()}`);
        }
        for (const [form, m] of forms)
          if (m.trim() === '' && !base.endsWith('sentenceGap')) problems.push(`${base}${form}`);
      }
      expect(problems).toEqual([]);
    });
  }

  it('use the same placeholders and markup tags in both languages', () => {
    const problems: string[] = [];
    for (const [base, enForms] of en) {
      const zhForms = zh.get(base);
      if (!zhForms) continue;
      const union = (forms: Map<string, string>, f: (s: string) => string[]): string =>
        [...new Set([...forms.values()].flatMap(f))].sort().join();
      // `count` may be left out of a singular form ("a worker"), so it is compared apart.
      const noCount = (s: string): string[] => placeholders(s).filter((p) => p !== 'count');
      if (union(enForms, noCount) !== union(zhForms, noCount))
        problems.push(`${base}: {${union(enForms, noCount)}} vs {${union(zhForms, noCount)}}`);
      if (union(enForms, tags) !== union(zhForms, tags))
        problems.push(`${base}: ${union(enForms, tags)} vs ${union(zhForms, tags)}`);
      const zhCount = [...zhForms.values()].some((s) => placeholders(s).includes('count'));
      const enCount = [...enForms.values()].some((s) => placeholders(s).includes('count'));
      if (zhCount !== enCount && !(enForms.has('one') && enCount))
        problems.push(`${base}: count in one language only`);
    }
    expect(problems).toEqual([]);
  });
});

describe('i18next over the catalogues', () => {
  it('chooses plural forms and formats numbers by language', () => {
    const e = createI18n('en');
    const z = createI18n('zh');
    expect(e.t('queens:hint.exact', { count: 1 })).toBe(
      'Yes: this placement can be completed in 1 way.',
    );
    expect(e.t('queens:hint.exact', { count: 14772512 })).toBe(
      'Yes: this placement can be completed in 14,772,512 ways.',
    );
    expect(z.t('queens:hint.exact', { count: 14772512 })).toBe(
      '可以：当前摆法共有 14,772,512 种补全方法。',
    );
  });

  it('switches language at run time and falls back to English for nothing', async () => {
    const i = createI18n('en');
    expect(i.t('nav.go')).toBe('Go');
    await i.changeLanguage('zh');
    expect(i.t('nav.go')).toBe('围棋');
    expect(i.t('title.queens')).toBe('N 皇后 · 棋盘 Qipan');
  });
});
