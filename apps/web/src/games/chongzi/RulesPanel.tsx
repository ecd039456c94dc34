/**
 * The rules of Chongzi after a line about the game, summarised in the reader's language
 * (an English reader also gets them as written in Chinese), with diagrams of the three capture patterns and
 * of a blocked push.
 *
 * @example
 * ```tsx
 * <RulesPanel />
 * ```
 */
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/useFormat.js';
import { CaptureDiagram } from './CaptureDiagram.js';

const PATTERNS = [
  { run: '.110.', moved: 1, captures: true, key: 'twoPushOne' },
  { run: '.1100', moved: 2, captures: true, key: 'twoPushTwo' },
  { run: '.1000', moved: 1, captures: true, key: 'onePushThree' },
  { run: '.1101', moved: 1, captures: false, key: 'tailBlocks' },
] as const;

/** The rules in one language. */
function RulesText({ t, lang }: { t: TFunction<'chongzi'>; lang: string }): ReactNode {
  // Chinese runs the bold title into its text; English leaves a space.
  const gap = lang === 'zh' ? '' : ' ';
  return (
    <div lang={lang} className={lang === 'zh' ? 'cz-rules__zh' : undefined}>
      <p>{t('rules.moving')}</p>
      <p>
        <strong>{t('rules.captureTitle')}</strong>
        {gap}
        {t('rules.capture')}
      </p>
      <p>
        <strong>{t('rules.fixedTitle')}</strong>
        {gap}
        {t('rules.fixed')}
        {gap}
        <strong>{t('rules.emptyTitle')}</strong>
        {gap}
        {t('rules.empty')}
      </p>
      <p>{t('rules.end')}</p>
    </div>
  );
}

export function RulesPanel(): ReactNode {
  const { t, i18n } = useTranslation('chongzi');
  const { lang } = useFormat();
  // The reader's language first; an English reader also sees the rules as written in Chinese.
  const zh = lang === 'zh' ? undefined : i18n.getFixedT('zh', 'chongzi');
  return (
    <section className="cz-rules" aria-labelledby="cz-rules-title">
      <h2 id="cz-rules-title">
        {t('rules.title')}
        {zh ? (
          <>
            {' '}
            <span lang="zh" className="native">
              {zh('rules.title')}
            </span>
          </>
        ) : null}
      </h2>
      <p className="cz-rules__lede">{t('lede')}</p>
      <ul className="cz-patterns" aria-label={t('rules.patterns')}>
        {PATTERNS.map((p) => (
          <li key={p.run} className={`cz-pattern${p.captures ? '' : ' cz-pattern--blocked'}`}>
            <CaptureDiagram
              run={p.run}
              moved={p.moved}
              captures={p.captures}
              label={t(`rules.${p.key}Label`)}
            />
            <span className="cz-pattern__name">
              {t(`rules.${p.key}`)}
              {zh ? (
                <>
                  {' '}
                  <span lang="zh">{zh(`rules.${p.key}`)}</span>
                </>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
      <div className={zh ? 'cz-rules__cols' : 'cz-rules__cols cz-rules__cols--one'}>
        <RulesText t={t} lang={lang} />
        {zh ? <RulesText t={zh} lang="zh" /> : null}
      </div>
    </section>
  );
}
