/**
 * The page for unknown paths.
 *
 * @example
 * ```tsx
 * <NotFoundPage />
 * ```
 */
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from '../router.js';

export function NotFoundPage(): ReactNode {
  const { t } = useTranslation();
  return (
    <section className="page narrow">
      <h1>{t('notFound.heading')}</h1>
      <p>
        <Trans t={t} i18nKey="notFound.text" components={{ home: <Link to="/" /> }} />
      </p>
    </section>
  );
}
