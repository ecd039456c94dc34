/**
 * The import dialog: paste an SGF, a JSON record or a move string (the move
 * string's size and rule set are chosen here), or open a file. Errors are shown
 * in the dialog and the text stays, so nothing is lost; the game on the board
 * only changes when the import succeeds.
 *
 * @example
 * ```tsx
 * <ImportDialog open defaults={{ size: 15, rule: 'renju' }} onLoad={load} onClose={close} />
 * ```
 */
import { RULE_SETS, MAX_SIZE, MIN_SIZE, type RuleSet } from '@qipan/gomoku';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalDialog } from '../../components/useModalDialog.js';
import {
  detectFormat,
  FORMAT_KEY,
  importRecord,
  type Imported,
  type MoveStringDefaults,
} from './records.js';

export interface ImportDialogProps {
  readonly open: boolean;
  readonly defaults: MoveStringDefaults;
  readonly onLoad: (r: Imported) => void;
  readonly onClose: () => void;
}

const SIZES = Array.from({ length: MAX_SIZE - MIN_SIZE + 1 }, (_, i) => MIN_SIZE + i);

export function ImportDialog({ open, defaults, onLoad, onClose }: ImportDialogProps): ReactNode {
  const { t } = useTranslation(['gomoku', 'common']);
  const fileRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [size, setSize] = useState(defaults.size);
  const [rule, setRule] = useState<RuleSet>(defaults.rule);
  const [error, setError] = useState<string | undefined>(undefined);

  const ref = useModalDialog(open, () => {
    setSize(defaults.size);
    setRule(defaults.rule);
    setError(undefined);
  });

  const tryLoad = (input: string | Uint8Array): void => {
    const r = importRecord(input, { size, rule }, t);
    if (r.ok) {
      setError(undefined);
      setText('');
      onLoad(r.value);
    } else setError(r.error);
  };

  const submit = (e: FormEvent): void => {
    e.preventDefault();
    tryLoad(text);
  };

  const onFile = async (f: File | undefined): Promise<void> => {
    if (!f) return;
    const bytes = new Uint8Array(await f.arrayBuffer());
    const asText = new TextDecoder().decode(bytes);
    setText(asText);
    tryLoad(/\.sgf$/i.test(f.name) ? bytes : asText);
    if (fileRef.current) fileRef.current.value = '';
  };

  const format = text.trim() ? detectFormat(text) : undefined;

  return (
    <dialog ref={ref} className="gk-dialog" aria-labelledby="gk-import-title" onClose={onClose}>
      <form onSubmit={submit}>
        <h2 id="gk-import-title">{t('importDialog.title')}</h2>
        <label className="gk-field gk-field--wide">
          <span>{t('importDialog.paste')}</span>
          <textarea
            name="record"
            rows={6}
            value={text}
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'gk-import-error' : undefined}
            onChange={(e) => {
              setText(e.target.value);
              setError(undefined);
            }}
          />
        </label>
        {format === 'move string' ? (
          <div className="gk-fields">
            <label className="gk-field">
              <span>{t('form.boardSize')}</span>
              <select
                name="import-size"
                value={size}
                onChange={(e) => setSize(Number(e.target.value))}
              >
                {SIZES.map((n) => (
                  <option key={n} value={n}>
                    {t('form.size', { n })}
                  </option>
                ))}
              </select>
            </label>
            <label className="gk-field">
              <span>{t('form.ruleSet')}</span>
              <select
                name="import-rule"
                value={rule}
                onChange={(e) => setRule(e.target.value as RuleSet)}
              >
                {RULE_SETS.map((r) => (
                  <option key={r} value={r}>
                    {t(`rule.${r}`)}
                  </option>
                ))}
              </select>
            </label>
          </div>
        ) : format ? (
          <p className="gk-dialog__note">
            {t('importDialog.recognised', {
              format: t(`importDialog.format.${FORMAT_KEY[format]}`),
            })}
          </p>
        ) : null}
        {error ? (
          <p className="gk-error" id="gk-import-error" role="alert" data-testid="import-error">
            {t('importDialog.unchanged', { error })}
          </p>
        ) : null}
        <div className="button-row gk-dialog__actions">
          <button type="submit" className="primary" data-testid="import-go" disabled={!text.trim()}>
            {t('importDialog.import')}
          </button>
          <button type="button" onClick={() => fileRef.current?.click()}>
            {t('importDialog.openFile')}
          </button>
          <button type="button" onClick={onClose}>
            {t('common:actions.cancel')}
          </button>
          <input
            ref={fileRef}
            type="file"
            accept=".sgf,.txt,.json,text/plain,application/json"
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            data-testid="import-file"
            onChange={(e) => void onFile(e.target.files?.[0])}
          />
        </div>
      </form>
    </dialog>
  );
}
