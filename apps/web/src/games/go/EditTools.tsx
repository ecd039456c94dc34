/**
 * The review's position editor: "Edit position" (E) switches board clicks from
 * playing moves to placing stones; the tool says which (a black stone, a white
 * stone, or erase: clicking a stone of the tool's colour removes it too), and the
 * side to move can be set. Leaving edit mode plays on from the edited position.
 *
 * @example
 * ```tsx
 * <EditTools editing tool="black" turn="white" onEditing={setEditing} onTool={setTool}
 *   onTurn={setTurn} />
 * ```
 */
import { COLORS, type Color } from '@qipan/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export const EDIT_TOOLS = ['black', 'white', 'erase'] as const;
export type EditTool = (typeof EDIT_TOOLS)[number];

export interface EditToolsProps {
  readonly editing: boolean;
  readonly tool: EditTool;
  readonly turn: Color;
  /** Why editing is not possible here (counting, a result), if it is not. */
  readonly disabled?: string | undefined;
  readonly onEditing: (on: boolean) => void;
  readonly onTool: (tool: EditTool) => void;
  readonly onTurn: (turn: Color) => void;
}

export function EditTools(p: EditToolsProps): ReactNode {
  const { t } = useTranslation(['go', 'common']);
  return (
    <div className="edit-tools" data-testid="edit-tools">
      <button
        type="button"
        aria-pressed={p.editing}
        onClick={() => p.onEditing(!p.editing)}
        disabled={p.disabled !== undefined && !p.editing}
        title={t('review.keyHint', { action: t('review.edit.toggle'), key: 'E' })}
        data-testid="edit-mode"
      >
        {p.editing ? t('review.edit.done') : t('review.edit.toggle')}
      </button>
      {p.editing ? (
        <>
          <fieldset className="edit-tools__set">
            <legend>{t('review.edit.tool')}</legend>
            {EDIT_TOOLS.map((k) => (
              <label key={k} className="radio">
                <input
                  type="radio"
                  name="edit-tool"
                  value={k}
                  checked={p.tool === k}
                  onChange={() => p.onTool(k)}
                  data-testid={`edit-tool-${k}`}
                />
                {t(`review.edit.${k}`)}
              </label>
            ))}
          </fieldset>
          <fieldset className="edit-tools__set">
            <legend>{t('review.edit.toMove')}</legend>
            {COLORS.map((c) => (
              <label key={c} className="radio">
                <input
                  type="radio"
                  name="edit-turn"
                  value={c}
                  checked={p.turn === c}
                  onChange={() => p.onTurn(c)}
                  data-testid={`edit-turn-${c}`}
                />
                {t(`common:color.${c}`)}
              </label>
            ))}
          </fieldset>
          <p className="note small">{t('review.edit.help')}</p>
        </>
      ) : p.disabled ? (
        <p className="note small">{p.disabled}</p>
      ) : null}
    </div>
  );
}
