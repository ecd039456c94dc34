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
import type { ReactNode } from 'react';
import { SettingsDialog } from '../components/SettingsDialog.js';
import type { Settings } from './chongziMatch.js';

export interface NewGameDialogProps {
  readonly open: boolean;
  readonly initial: Settings;
  readonly onStart: (s: Settings) => void;
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

export function NewGameDialog({ open, initial, onStart, onClose }: NewGameDialogProps): ReactNode {
  return (
    <SettingsDialog
      open={open}
      initial={initial}
      onStart={onStart}
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
              legend="Board"
              value={s.size}
              options={[
                { value: 4, label: '4×4 points', note: '三三图' },
                { value: 5, label: '5×5 points', note: '四四图' },
              ]}
              onChange={(size) => setS({ ...s, size })}
            />
            <Radios<Start>
              name="start"
              legend="Start"
              value={s.start}
              options={[
                {
                  value: 'fixed',
                  label: 'Fixed start',
                  note: 'rows of pieces; captures change colour',
                },
                {
                  value: 'empty',
                  label: 'Empty start',
                  note: 'place, remove, then move; captures leave',
                },
              ]}
              onChange={(start) => setS({ ...s, start })}
            />
            <Radios<'person' | 'ai'>
              name="opponent"
              legend="Opponent"
              value={s.opponent}
              options={[
                { value: 'person', label: 'A person on this device' },
                { value: 'ai', label: 'The computer' },
              ]}
              onChange={(opponent) => setS({ ...s, opponent })}
            />
            {s.opponent === 'ai' ? (
              <div className="cz-ai-options">
                <label className="cz-select">
                  <span>AI level</span>
                  <select
                    name="level"
                    value={s.level}
                    onChange={(e) => setS({ ...s, level: Number(e.target.value) as AiLevel })}
                  >
                    {AI_LEVELS.map((l) => (
                      <option key={l} value={l}>
                        {l} · {AI_LEVEL_NAMES[l - 1]}
                      </option>
                    ))}
                  </select>
                </label>
                <Radios<Side>
                  name="human"
                  legend="You play"
                  value={s.human}
                  options={[
                    { value: 'red', label: 'Red', note: '(moves first)' },
                    { value: 'blue', label: 'Blue' },
                  ]}
                  onChange={(human) => setS({ ...s, human })}
                />
                {perfect ? (
                  <p className="cz-dialog__note">
                    On 4×4 with the fixed start, levels 4 and 5 play perfectly from the solved game
                    (the first player loses with perfect play).
                  </p>
                ) : null}
              </div>
            ) : null}
          </>
        );
      }}
    </SettingsDialog>
  );
}
