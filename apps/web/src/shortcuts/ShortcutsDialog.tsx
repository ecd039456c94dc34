/**
 * The `?` overlay: a modal dialog listing the page's keys by group, each line the
 * keys (as `<kbd>`) and what they do. Escape or Close shuts it.
 *
 * @example
 * ```tsx
 * <ShortcutsDialog open={help} groups={[{ id: 'global', title: 'Everywhere',
 *   entries: [{ keys: ['?'], label: 'Show this list' }] }]} onClose={() => setHelp(false)} />
 * ```
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalDialog } from '../components/useModalDialog.js';
import type { ShortcutGroup } from './context.js';

const GLYPHS: Readonly<Record<string, string>> = {
  ArrowUp: '↑',
  ArrowDown: '↓',
  ArrowLeft: '←',
  ArrowRight: '→',
  Escape: 'Esc',
};

/** How a key looks in the list: `Shift+ArrowLeft` → `Shift+←`, `' '` → Space. */
function KeyName({ combo, space }: { readonly combo: string; readonly space: string }): ReactNode {
  const parts = combo === ' ' ? [space] : combo.split('+').map((k) => GLYPHS[k] ?? k);
  return <kbd>{parts.join('+')}</kbd>;
}

export function ShortcutsDialog({
  open,
  groups,
  onClose,
}: {
  readonly open: boolean;
  readonly groups: readonly ShortcutGroup[];
  readonly onClose: () => void;
}): ReactNode {
  const { t } = useTranslation();
  const ref = useModalDialog(open, () => undefined);
  const space = t('shortcuts.space');
  return (
    <dialog
      ref={ref}
      className="shortcuts-dialog"
      aria-labelledby="shortcuts-title"
      data-testid="shortcuts"
      onClose={onClose}
    >
      <div className="shortcuts-dialog__head">
        <h2 id="shortcuts-title">{t('shortcuts.title')}</h2>
        <button type="button" onClick={onClose} data-testid="shortcuts-close">
          {t('shortcuts.close')}
        </button>
      </div>
      <p className="shortcuts-dialog__intro">{t('shortcuts.intro')}</p>
      {groups.map((g) => (
        <section key={g.id} aria-labelledby={`shortcuts-${g.id}`} data-group={g.id}>
          <h3 id={`shortcuts-${g.id}`}>{g.title}</h3>
          <dl className="shortcuts-list">
            {g.entries.map((e, i) => (
              <div key={i} className="shortcuts-list__row" data-keys={e.keys.join(' ')}>
                <dt>
                  {e.keys.map((k, j) => (
                    <span key={j}>
                      {j > 0 ? (
                        <span className="shortcuts-list__or">
                          {e.sequence ? t('shortcuts.then') : t('shortcuts.or')}
                        </span>
                      ) : null}
                      <KeyName combo={k} space={space} />
                    </span>
                  ))}
                </dt>
                <dd>{e.label}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </dialog>
  );
}
