/**
 * The home page's "Continue" list: every unfinished game saved on this device
 * (`qipan.saved.<game>`, see storage/saved.ts), newest first, each a link back to
 * its page with its one-line summary and when it was last played.
 *
 * @example
 * ```tsx
 * <ContinueGames />
 * ```
 */
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_INFO, type Language } from '../i18n/languages.js';
import { useFormat } from '../i18n/useFormat.js';
import { Link } from '../router.js';
import { listEntries, type SavedEntry } from '../storage/saved.js';
import { continueSummary } from './continueSummary.js';
import './continue.css';

/** "2 minutes ago" / "2分钟前", through `Intl.RelativeTimeFormat`. */
export function ago(ms: number, now: number, lang: Language): string {
  const rtf = new Intl.RelativeTimeFormat(LANGUAGE_INFO[lang].htmlLang, { numeric: 'auto' });
  const s = Math.round((ms - now) / 1000);
  if (s > -60) return rtf.format(Math.min(0, s), 'second');
  if (s > -3600) return rtf.format(Math.round(s / 60), 'minute');
  if (s > -86_400) return rtf.format(Math.round(s / 3600), 'hour');
  return rtf.format(Math.round(s / 86_400), 'day');
}

/** The page a saved game continues on (N-Queens keeps its board size in the address). */
export function continueHref(e: SavedEntry): string {
  if (e.game !== 'queens') return `/${e.game}`;
  const n = (e.payload as { n?: unknown } | null)?.n;
  return typeof n === 'number' && Number.isInteger(n) && n !== 8 ? `/queens?n=${n}` : '/queens';
}

export function ContinueGames(): ReactNode {
  const { t } = useTranslation(['match', 'common']);
  const { lang } = useFormat();
  const [now] = useState(() => Date.now());
  const [entries] = useState(() => listEntries().filter((e) => !e.finished));
  if (entries.length === 0) return null;
  return (
    <section className="continue" aria-labelledby="continue-title" data-testid="continue">
      <h2 id="continue-title" className="section-title">
        {t('continue.title')}
      </h2>
      <ul className="continue__list">
        {entries.map((e) => (
          <li key={e.game} className="continue__item" data-continue={e.game}>
            <Link to={continueHref(e)} className="continue__link">
              {t(`common:nav.${e.game}`)}
            </Link>
            <span className="continue__summary">{continueSummary(e, t, lang)}</span>
            <span className="continue__when">{ago(e.savedAtMs, now, lang)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
