/**
 * The new-game dialog shell of every game (a modal `<dialog>` around a draft of
 * settings): the draft resets to `initial` each time it opens, Start hands it to
 * `onStart`, Cancel and Escape call `onClose`. The game's fields come from
 * `children(draft, setDraft)`; `time` adds the shared time-control section.
 *
 * @example
 * ```tsx
 * <SettingsDialog open={open} initial={settings} className="gk-dialog" titleId="gk-new"
 *   onStart={start} onClose={close}
 *   time={{ get: (s) => s.time, set: (s, time) => ({ ...s, time }) }}>
 *   {(s, set) => <input value={s.name} onChange={(e) => set({ ...s, name: e.target.value })} />}
 * </SettingsDialog>
 * ```
 */
import type { TimeControl } from '@qipan/match';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TimeControlFields } from './TimeControlFields.js';
import { useModalDialog } from './useModalDialog.js';
import './match.css';

export interface SettingsDialogProps<T> {
  readonly open: boolean;
  readonly initial: T;
  readonly onStart: (settings: T) => void;
  readonly onClose: () => void;
  /** The dialog's CSS class, e.g. `gk-dialog`. */
  readonly className: string;
  /** The title's id (the dialog is labelled by it). */
  readonly titleId: string;
  readonly title?: string;
  /** Extra class for the Start/Cancel row. */
  readonly actionsClassName?: string;
  /** Where the draft keeps its time control: adds the clock section after the fields. */
  readonly time?: {
    get(draft: T): TimeControl;
    set(draft: T, time: TimeControl): T;
  };
  readonly children: (draft: T, setDraft: (next: T) => void) => ReactNode;
  readonly testId?: string;
}

export function SettingsDialog<T>(props: SettingsDialogProps<T>): ReactNode {
  const { open, initial, onStart, onClose, className, titleId, actionsClassName, time } = props;
  const { t } = useTranslation();
  const [draft, setDraft] = useState<T>(initial);
  const ref = useModalDialog(open, () => setDraft(initial));
  const submit = (e: FormEvent): void => {
    e.preventDefault();
    onStart(draft);
  };
  return (
    <dialog
      ref={ref}
      className={`settings-dialog ${className}`}
      aria-labelledby={titleId}
      data-testid={props.testId}
      onClose={onClose}
    >
      <form onSubmit={submit}>
        <h2 id={titleId}>{props.title ?? t('actions.newGame')}</h2>
        {props.children(draft, setDraft)}
        {time ? (
          <TimeControlFields
            value={time.get(draft)}
            onChange={(tc) => setDraft(time.set(draft, tc))}
          />
        ) : null}
        {/* Start and Cancel stay in sight at the dialog's foot while its fields scroll. */}
        <div
          className={`button-row settings-dialog__actions${actionsClassName ? ` ${actionsClassName}` : ''}`}
        >
          <button type="submit" className="primary" data-testid="start-game">
            {t('actions.start')}
          </button>
          <button type="button" data-testid="cancel-game" onClick={onClose}>
            {t('actions.cancel')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
