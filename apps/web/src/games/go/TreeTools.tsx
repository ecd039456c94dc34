/**
 * Tools under the review's move tree: previous/next fork (Shift+←/→), go to move N
 * (G), make the current variation the main line, delete the current move and what
 * follows it (Delete; Ctrl+Z brings it back), and copy the record as SGF text. The
 * shortcut of each is in its title.
 *
 * @example
 * ```tsx
 * <TreeTools canPromote canDelete prevFork nextFork={false} lastMove={212}
 *   onPromote={promote} onDelete={del} onPrevFork={prev} onNextFork={next}
 *   onGoToMove={(n) => go(n)} onCopy={copy} />
 * ```
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface TreeToolsProps {
  /** The current node is on a variation that is not the first at some fork. */
  readonly canPromote: boolean;
  /** The current node is not the root. */
  readonly canDelete: boolean;
  readonly prevFork: boolean;
  readonly nextFork: boolean;
  /** The highest move number on the current line (go-to accepts 0 to this). */
  readonly lastMove: number;
  /** The last tool's outcome in a few words (copied…), or ''. */
  readonly note: string;
  readonly onPromote: () => void;
  readonly onDelete: () => void;
  readonly onPrevFork: () => void;
  readonly onNextFork: () => void;
  readonly onGoToMove: (n: number) => void;
  readonly onCopy: () => void;
}

export const GOTO_INPUT_ID = 'goto-move';

export function TreeTools(p: TreeToolsProps): ReactNode {
  const { t } = useTranslation(['go', 'common']);
  const [move, setMove] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const hint = (action: string, key: string): string => t('review.keyHint', { action, key });
  const go = (e: FormEvent): void => {
    e.preventDefault();
    const v = move.trim();
    const n = Number(v);
    if (!/^\d+$/.test(v) || n > p.lastMove) {
      setError(t('review.tree.badMove', { last: p.lastMove }));
      return;
    }
    setError(undefined);
    p.onGoToMove(n);
    // Back to the moves: the arrows navigate again.
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  };
  const tool = (
    id: string,
    label: string,
    title: string,
    enabled: boolean,
    run: () => void,
  ): ReactNode => (
    <button type="button" onClick={run} disabled={!enabled} title={title} data-testid={id}>
      {label}
    </button>
  );
  return (
    <div className="tree-tools" role="group" aria-label={t('review.tree.label')}>
      <div className="button-row">
        {tool(
          'prev-fork',
          t('review.tree.prevFork'),
          hint(t('review.tree.prevFork'), 'Shift+←'),
          p.prevFork,
          p.onPrevFork,
        )}
        {tool(
          'next-fork',
          t('review.tree.nextFork'),
          hint(t('review.tree.nextFork'), 'Shift+→'),
          p.nextFork,
          p.onNextFork,
        )}
      </div>
      <form className="goto" onSubmit={go} noValidate>
        <label htmlFor={GOTO_INPUT_ID}>{t('review.tree.goto')}</label>
        <input
          id={GOTO_INPUT_ID}
          data-testid="goto-move"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          size={5}
          value={move}
          title={hint(t('review.tree.goto'), 'G')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'goto-error' : undefined}
          placeholder={`0–${p.lastMove}`}
          onChange={(e) => {
            setMove(e.target.value);
            setError(undefined);
          }}
        />
        <button type="submit" data-testid="goto-go">
          {t('review.tree.go')}
        </button>
      </form>
      {error ? (
        <p className="note note--bad small" role="alert" id="goto-error" data-testid="goto-error">
          {error}
        </p>
      ) : null}
      <div className="button-row">
        {tool(
          'promote',
          t('review.tree.promote'),
          t('review.tree.promoteTitle'),
          p.canPromote,
          p.onPromote,
        )}
        {tool(
          'delete-branch',
          t('review.tree.delete'),
          hint(t('review.tree.deleteTitle'), 'Delete'),
          p.canDelete,
          p.onDelete,
        )}
        {tool('copy-sgf', t('review.tree.copy'), t('review.tree.copyTitle'), true, p.onCopy)}
      </div>
      <p className="note small" role="status" data-testid="tree-note">
        {p.note}
      </p>
    </div>
  );
}
