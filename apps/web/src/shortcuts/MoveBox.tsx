/**
 * The "Type a move" box of a game page: a labelled text field that plays the typed
 * move on Enter (or its Play button) through the page's own click path, so every rule
 * and refusal applies; moves typed outside any field show in it too (see
 * `keyBuffer.ts`). A move that cannot be read says why in the box's live region.
 *
 * @example
 * ```tsx
 * <MoveBox {...gomokuMoveReader(15)} play={(p) => game.play(p)} canPlay={game.canPlay} />
 * ```
 */
import type { TFunction } from 'i18next';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoveTarget } from './context.js';
import type { MoveReader, TypedMoveError } from './typedMove.js';

export interface MoveBoxProps<T> extends MoveReader<T> {
  /** The page's click path for the move. */
  play(move: T): void;
  /** False when no move may be played now (the board takes no clicks). */
  readonly canPlay?: boolean | undefined;
}

/** The sentence for a move that cannot be read (English and Chinese). */
export function typedMoveErrorText(t: TFunction, e: TypedMoveError, example: string): string {
  switch (e.kind) {
    case 'empty':
      return t('shortcuts.move.empty', { example });
    case 'malformed':
      return t('shortcuts.move.malformed', { text: e.text, example });
    case 'off-board':
      return t('shortcuts.move.offBoard', { text: e.text });
    case 'no-i':
      return t('shortcuts.move.noI', { text: e.text });
  }
}

/** Width in `ch` that shows `text` whole (CJK characters are about two `ch` wide). */
export const widthFor = (text: string): number =>
  [...text].reduce((n, c) => n + (/[\u2e80-\u9fff\uff00-\uffef]/u.test(c) ? 2 : 1), 0);

export function MoveBox<T>(props: MoveBoxProps<T>): ReactNode {
  const { t } = useTranslation();
  const api = useMoveTarget({
    columns: props.columns,
    example: props.example,
    continues: props.continues,
    submit: (text) => {
      const r = props.read(text);
      if (!r.ok) return typedMoveErrorText(t, r.error, props.example);
      if (props.canPlay === false) return t('shortcuts.move.cannot');
      props.play(r.value);
      return undefined;
    },
  });
  const id = useId();
  if (!api) return null;
  const hint = t('shortcuts.move.hint', { example: props.example });
  return (
    <form
      className="move-box"
      data-testid="move-box"
      onSubmit={(e) => {
        e.preventDefault();
        api.submit(api.draft);
      }}
    >
      <label htmlFor={`${id}-input`}>{t('shortcuts.move.label')}</label>
      <input
        id={`${id}-input`}
        type="text"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        inputMode="text"
        enterKeyHint="go"
        value={api.draft}
        placeholder={hint}
        // Wide enough for the whole hint ("e.g. C2-C3, then Enter"), never wider than the row.
        size={widthFor(hint) + 2}
        aria-invalid={api.error ? true : undefined}
        aria-describedby={`${id}-error`}
        data-testid="move-input"
        onChange={(e) => api.setDraft(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && api.draft !== '') {
            e.preventDefault();
            api.setDraft('');
          }
        }}
      />
      <button type="submit">{t('shortcuts.move.play')}</button>
      <p id={`${id}-error`} className="move-box__error" role="status" data-testid="move-error">
        {api.error}
      </p>
    </form>
  );
}
