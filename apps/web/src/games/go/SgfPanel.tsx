/**
 * SGF in and out: open a file (picker; dropping a file anywhere on the page works
 * too), paste SGF text, and save the game with its variations as a `.sgf` download.
 * Only the latest load's message shows: its error, or else the shown game's warning.
 *
 * @example
 * ```tsx
 * <SgfPanel onLoad={(input, name) => load(input, name)} onSave={save} error={undefined} />
 * ```
 */
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadText } from '../../storage/download.js';

export interface SgfPanelProps {
  readonly onLoad: (input: Uint8Array | string, name: string) => void;
  readonly onSave: () => void;
  readonly error: string | undefined;
  readonly warning: string | undefined;
  /** The paste box, kept by the page so that it survives switching between play and review. */
  readonly paste: PasteState;
}

export interface PasteState {
  readonly text: string;
  readonly open: boolean;
  setText(text: string): void;
  setOpen(open: boolean): void;
}

export function usePasteState(): PasteState {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  return { text, open, setText, setOpen };
}

export async function readSgfFile(file: File): Promise<Uint8Array> {
  return new Uint8Array(await file.arrayBuffer());
}

export function SgfPanel({ onLoad, onSave, error, warning, paste }: SgfPanelProps): ReactNode {
  const { t } = useTranslation('go');
  const { text, setText } = paste;
  return (
    <section className="panel" aria-labelledby="sgf-title">
      <h2 id="sgf-title">{t('sgf.title')}</h2>
      <div className="button-row">
        <label className="file-button">
          <input
            type="file"
            accept=".sgf,application/x-go-sgf,text/plain"
            data-testid="sgf-file"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void readSgfFile(file).then((bytes) => onLoad(bytes, file.name));
            }}
          />
          <span>{t('sgf.open')}</span>
        </label>
        <button type="button" onClick={onSave} data-testid="save-sgf">
          {t('sgf.save')}
        </button>
      </div>
      <p className="note small">{t('sgf.drop')}</p>
      <details
        className="paste"
        open={paste.open}
        onToggle={(e) => paste.setOpen(e.currentTarget.open)}
      >
        <summary>{t('sgf.paste')}</summary>
        <label htmlFor="sgf-text" className="sr-only">
          {t('sgf.text')}
        </label>
        <textarea
          id="sgf-text"
          data-testid="sgf-text"
          rows={4}
          spellCheck={false}
          placeholder="(;GM[1]SZ[19];B[pd];W[dp]…)"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <button
          type="button"
          disabled={text.trim() === ''}
          onClick={() => onLoad(text, t('sgf.pastedSource'))}
          data-testid="load-sgf-text"
        >
          {t('sgf.loadPasted')}
        </button>
      </details>
      {error ? (
        <p className="note note--bad" role="alert" data-testid="sgf-error">
          {error}
        </p>
      ) : null}
      {/* Only the latest attempt's message: a failed load hides the warning of the one before. */}
      {warning && !error ? (
        <p className="note note--warn" role="alert" data-testid="sgf-warning">
          {warning}
        </p>
      ) : null}
    </section>
  );
}

/** Offers `text` as a download named `name`; returns the name. */
export function downloadSgf(text: string, name: string): string {
  downloadText(name, text, 'application/x-go-sgf');
  return name;
}
