/**
 * A game's Chinese name beside its translated title (` 围棋` after "Go"), left out
 * when the page is in Chinese, where the title already is that name.
 *
 * @example
 * ```tsx
 * <h1>
 *   {t('title')}
 *   <NativeName>围棋</NativeName>
 * </h1>
 * ```
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function NativeName({ children }: { children: ReactNode }): ReactNode {
  const { i18n } = useTranslation();
  if (i18n.resolvedLanguage === 'zh') return null;
  return (
    <>
      {' '}
      <span lang="zh" className="native">
        {children}
      </span>
    </>
  );
}
