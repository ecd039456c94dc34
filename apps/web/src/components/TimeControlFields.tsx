/**
 * The time-control section of a new-game dialog: a preset (no clock, 5+3, 10+5,
 * 30 s byo-yomi ×3, …) or custom fields for the five systems: absolute, Fischer
 * (increment), byo-yomi (periods of a fixed length) and Canadian (moves in a block).
 *
 * @example
 * ```tsx
 * <TimeControlFields value={draft.time} onChange={(time) => setDraft({ ...draft, time })} />
 * ```
 */
import type { TimeControl } from '@qipan/match';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../i18n/useFormat.js';
import { describeControl, presetOf, TIME_PRESETS } from '../session/local/time.js';
import './match.css';

export interface TimeControlFieldsProps {
  readonly value: TimeControl;
  readonly onChange: (next: TimeControl) => void;
}

const KINDS = ['absolute', 'fischer', 'byoyomi', 'canadian'] as const;
type Kind = (typeof KINDS)[number];

/** A control of `kind` keeping what it can of `c`. */
function withKind(c: TimeControl, kind: Kind): TimeControl {
  const mainMs = c.kind === 'none' ? 300_000 : c.mainMs;
  switch (kind) {
    case 'absolute':
      return { kind, mainMs };
    case 'fischer':
      return { kind, mainMs, incrementMs: c.kind === 'fischer' ? c.incrementMs : 3_000 };
    case 'byoyomi':
      return { kind, mainMs, periods: 3, periodMs: 30_000 };
    case 'canadian':
      return { kind, mainMs, stones: 10, periodMs: 120_000 };
  }
}

function Seconds(props: {
  readonly name: string;
  readonly label: string;
  readonly ms: number;
  readonly min?: number;
  readonly onChange: (ms: number) => void;
}): ReactNode {
  return (
    <label className="tc-field">
      <span>{props.label}</span>
      <input
        type="number"
        name={props.name}
        min={props.min ?? 0}
        max={36_000}
        step={1}
        value={Math.round(props.ms / 1000)}
        onChange={(e) => {
          const v = Number(e.target.value);
          if (Number.isFinite(v) && v >= (props.min ?? 0)) props.onChange(Math.round(v * 1000));
        }}
      />
    </label>
  );
}

function Count(props: {
  readonly name: string;
  readonly label: string;
  readonly value: number;
  readonly onChange: (n: number) => void;
}): ReactNode {
  return (
    <label className="tc-field">
      <span>{props.label}</span>
      <input
        type="number"
        name={props.name}
        min={1}
        max={100}
        step={1}
        value={props.value}
        onChange={(e) => {
          const v = Math.round(Number(e.target.value));
          if (Number.isFinite(v) && v >= 1) props.onChange(v);
        }}
      />
    </label>
  );
}

export function TimeControlFields({ value, onChange }: TimeControlFieldsProps): ReactNode {
  const { t } = useTranslation('match');
  const { lang } = useFormat();
  const [customMode, setCustomMode] = useState(false);
  const preset = presetOf(value);
  const custom = (customMode || !preset) && value.kind !== 'none';
  const c = value;
  return (
    <fieldset className="tc">
      <legend>{t('time.legend')}</legend>
      <label className="tc-field">
        <span>{t('time.presetLabel')}</span>
        <select
          name="time-preset"
          value={custom || !preset ? 'custom' : preset.id}
          onChange={(e) => {
            const p = TIME_PRESETS.find((x) => x.id === e.target.value);
            setCustomMode(!p);
            if (p) onChange(p.control);
            else onChange(withKind(c, c.kind === 'none' ? 'absolute' : c.kind));
          }}
        >
          {TIME_PRESETS.map((p) => (
            <option key={p.id} value={p.id}>
              {t(`time.preset.${p.id}`)}
            </option>
          ))}
          <option value="custom">{t('time.custom')}</option>
        </select>
      </label>
      {custom && c.kind !== 'none' ? (
        <div className="tc-custom">
          <label className="tc-field">
            <span>{t('time.kind')}</span>
            <select
              name="time-kind"
              value={c.kind}
              onChange={(e) => onChange(withKind(c, e.target.value as Kind))}
            >
              {KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`time.kinds.${k}`)}
                </option>
              ))}
            </select>
          </label>
          <Seconds
            name="time-main"
            label={t('time.main')}
            ms={c.mainMs}
            min={c.kind === 'absolute' || c.kind === 'fischer' ? 1 : 0}
            onChange={(mainMs) => onChange({ ...c, mainMs })}
          />
          {c.kind === 'fischer' ? (
            <Seconds
              name="time-increment"
              label={t('time.increment')}
              ms={c.incrementMs}
              onChange={(incrementMs) => onChange({ ...c, incrementMs })}
            />
          ) : null}
          {c.kind === 'byoyomi' ? (
            <>
              <Count
                name="time-periods"
                label={t('time.periods')}
                value={c.periods}
                onChange={(periods) => onChange({ ...c, periods })}
              />
              <Seconds
                name="time-period"
                label={t('time.period')}
                ms={c.periodMs}
                min={1}
                onChange={(periodMs) => onChange({ ...c, periodMs })}
              />
            </>
          ) : null}
          {c.kind === 'canadian' ? (
            <>
              <Count
                name="time-stones"
                label={t('time.stones')}
                value={c.stones}
                onChange={(stones) => onChange({ ...c, stones })}
              />
              <Seconds
                name="time-period"
                label={t('time.block')}
                ms={c.periodMs}
                min={1}
                onChange={(periodMs) => onChange({ ...c, periodMs })}
              />
            </>
          ) : null}
        </div>
      ) : null}
      <p className="tc-note" data-testid="time-summary">
        {describeControl(t, lang, c)}
      </p>
    </fieldset>
  );
}
