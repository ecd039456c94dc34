/**
 * The page for unknown paths.
 *
 * @example
 * ```tsx
 * <NotFoundPage />
 * ```
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Rich } from '../i18n/Rich.js';
import { Link } from '../router.js';

export function NotFoundPage(): ReactNode {
  const { t } = useTranslation();
  return (
    <section className="page narrow">
      <h1>{t('notFound.heading')}</h1>
      <p>
        <Rich text={t('notFound.text')} components={{ home: <Link to="/" /> }} />
      </p>
    </section>
  );
}
