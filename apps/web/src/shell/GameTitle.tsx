/**
 * A game's heading: its name in the reader's language, then its Chinese name for a
 * reader of another language ("Gomoku 五子棋"; in Chinese only "五子棋").
 *
 * @example
 * ```tsx
 * <GameTitle name={t('title')} native="五子棋" />
 * ```
 */
import type { ReactNode } from 'react';
import { useFormat } from '../i18n/useFormat.js';

export function GameTitle({
  name,
  native,
}: {
  readonly name: string;
  readonly native: string;
}): ReactNode {
  const f = useFormat();
  return (
    <>
      {name}
      {f.lang === 'zh' ? null : (
        <>
          {' '}
          <span lang="zh" className="native">
            {native}
          </span>
        </>
      )}
    </>
  );
}
