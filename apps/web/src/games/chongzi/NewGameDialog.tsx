/**
 * The new-game dialog (a modal `<dialog>`): board size, start, and the opponent —
 * a person on this device or the AI with its level and your colour — and the clock.
 *
 * @example
 * ```tsx
 * <NewGameDialog open={open} initial={settings} onStart={newGame} onClose={close} />
 * ```
 */
import { type BoardSize, type Side, type Start } from '@qipan/chongzi';
import { AI_LEVEL_NAMES, AI_LEVELS, type AiLevel } from '@qipan/chongzi/ai';
import type { SideChoice } from '@qipan/protocol';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SettingsDialog } from '../../components/SettingsDialog.js';
import { useFormat } from '../../i18n/useFormat.js';
import { clockOf, OnlineFields, useCreateOnline } from '../../online/create.js';
import { readSettings, type Settings } from './chongziMatch.js';

/** The dialog's draft: the settings, or "a friend online" with my side. */
export type ChongziDraft = Omit<Settings, 'opponent'> & {
  readonly opponent: Settings['opponent'] | 'online';
  readonly side: SideChoice;
};

/** A remembered draft, each field checked (the settings' defaults for the rest). */
export function readDraft(json: unknown): ChongziDraft {
  const o = typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : {};
  const side = o.side === 'red' || o.side === 'blue' ? o.side : 'random';
  const settings = readSettings(json);
  return { ...settings, opponent: o.opponent === 'online' ? 'online' : settings.opponent, side };
}

/** The draft of `settings` (a person's side online chosen at random). */
export const draftOf = (settings: Settings): ChongziDraft => ({ ...settings, side: 'random' });

export interface NewGameDialogProps {
  readonly open: boolean;
  /** The draft shown first (the choice last made for Chongzi). */
  readonly initial: ChongziDraft;
  readonly onStart: (s: Settings) => void;
  /** The user chose `draft` (before the game starts here or online). */
  readonly onChosen: (draft: ChongziDraft) => void;
  readonly onClose: () => void;
}

interface RadioProps<T extends string | number> {
  readonly name: string;
  readonly legend: string;
  readonly value: T;
  readonly options: readonly {
    readonly value: T;
    readonly label: string;
    readonly note?: string;
  }[];
  readonly onChange: (v: T) => void;
}

function Radios<T extends string | number>({
  name,
  legend,
  value,
  options,
  onChange,
}: RadioProps<T>): ReactNode {
  return (
    <fieldset className="cz-field">
      <legend>{legend}</legend>
      {options.map((o) => (
        <label key={String(o.value)} className="cz-choice">
          <input
            type="radio"
            name={name}
            value={String(o.value)}
            checked={value === o.value}
            onChange={() => onChange(o.value)}
          />
          <span>
            {o.label}
            {o.note ? <span className="cz-choice__note"> {o.note}</span> : null}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

export function NewGameDialog({
  open,
  initial,
  onStart,
  onChosen,
  onClose,
}: NewGameDialogProps): ReactNode {
  const { t } = useTranslation('chongzi');
  const { t: to } = useTranslation('online');
  const f = useFormat();
  const online = useCreateOnline('chongzi');
  const start = (d: ChongziDraft): void => {
    onChosen(d);
    const { side, opponent, ...rest } = d;
    if (opponent !== 'online') {
      onStart({ ...rest, opponent });
      return;
    }
    online.create({
      game: 'chongzi',
      options: { size: d.size, start: d.start },
      side,
      ...clockOf(d.time),
    });
  };
  return (
    <SettingsDialog<ChongziDraft>
      open={open}
      initial={initial}
      testId="new-game-choice"
      onStart={start}
      onClose={onClose}
      className="cz-dialog"
      titleId="cz-dialog-title"
      time={{ get: (s) => s.time, set: (s, time) => ({ ...s, time }) }}
    >
      {(s, setS) => {
        const perfect = s.size === 4 && s.start === 'fixed';
        return (
          <>
            <Radios<BoardSize>
              name="size"
              legend={t('form.board')}
              value={s.size}
              options={[
                { value: 4, label: t('form.points4'), note: t('form.grid4') },
                { value: 5, label: t('form.points5'), note: t('form.grid5') },
              ]}
              onChange={(size) => setS({ ...s, size })}
            />
            <Radios<Start>
              name="start"
              legend={t('form.start')}
              value={s.start}
              options={[
                {
                  value: 'fixed',
                  label: t('form.fixed'),
                  note: t('form.fixedNote'),
                },
                {
                  value: 'empty',
                  label: t('form.empty'),
                  note: t('form.emptyNote'),
                },
              ]}
              onChange={(start) => setS({ ...s, start })}
            />
            <Radios<ChongziDraft['opponent']>
              name="opponent"
              legend={t('form.opponent')}
              value={s.opponent}
              options={[
                { value: 'person', label: t('form.person') },
                { value: 'ai', label: t('form.ai') },
                { value: 'online', label: to('dialog.friend') },
              ]}
              onChange={(opponent) => setS({ ...s, opponent })}
            />
            {s.opponent === 'ai' ? (
              <div className="cz-ai-options">
                <label className="cz-select">
                  <span>{t('form.aiLevel')}</span>
                  <select
                    name="level"
                    value={s.level}
                    onChange={(e) => setS({ ...s, level: Number(e.target.value) as AiLevel })}
                  >
                    {AI_LEVELS.map((l) => (
                      <option key={l} value={l}>
                        {t('form.levelOption', {
                          level: f.number(l),
                          name: t(`level.${AI_LEVEL_NAMES[l - 1] ?? 'medium'}`),
                        })}
                      </option>
                    ))}
                  </select>
                </label>
                <Radios<Side>
                  name="human"
                  legend={t('form.youPlay')}
                  value={s.human}
                  options={[
                    { value: 'red', label: t('side.red'), note: t('form.movesFirst') },
                    { value: 'blue', label: t('side.blue') },
                  ]}
                  onChange={(human) => setS({ ...s, human })}
                />
                {perfect ? <p className="cz-dialog__note">{t('form.perfect')}</p> : null}
              </div>
            ) : null}
            {s.opponent === 'online' ? (
              <OnlineFields
                className="online-fields cz-ai-options"
                side={s.side}
                onSide={(side) => setS({ ...s, side })}
                sides={[
                  { value: 'red', label: to('dialog.sides.red') },
                  { value: 'blue', label: to('dialog.sides.blue') },
                  { value: 'random', label: to('dialog.random') },
                ]}
                state={online.state}
              />
            ) : null}
          </>
        );
      }}
    </SettingsDialog>
  );
}
