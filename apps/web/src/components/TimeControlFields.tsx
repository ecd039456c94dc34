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
import { describeControl, presetOf, TIME_PRESETS } from '../match/time.js';
import './match.css';

export interface TimeControlFieldsProps {
  readonly value: TimeControl;
  readonly onChange: (next: TimeControl) => void;
}

const KINDS = ['absolute', 'fischer', 'byoyomi', 'canadian'] as const;
type Kind = (typeof KINDS)[number];

const T = {
  legend: 'Clock',
  preset: 'Time control',
  custom: 'Custom…',
  kind: 'System',
  kinds: {
    absolute: 'Absolute (sudden death)',
    fischer: 'Fischer (increment per move)',
    byoyomi: 'Byo-yomi (periods)',
    canadian: 'Canadian (moves per block)',
  } satisfies Record<Kind, string>,
  main: 'Main time (s)',
  increment: 'Increment (s)',
  periods: 'Periods',
  period: 'Period (s)',
  stones: 'Moves per block',
  block: 'Block (s)',
};

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
  const [customMode, setCustomMode] = useState(false);
  const preset = presetOf(value);
  const custom = (customMode || !preset) && value.kind !== 'none';
  const c = value;
  return (
    <fieldset className="tc">
      <legend>{T.legend}</legend>
      <label className="tc-field">
        <span>{T.preset}</span>
        <select
          name="time-preset"
          value={custom || !preset ? 'custom' : preset.id}
          onChange={(e) => {
            const p = TIME_PRESETS.find((t) => t.id === e.target.value);
            setCustomMode(!p);
            if (p) onChange(p.control);
            else onChange(withKind(c, c.kind === 'none' ? 'absolute' : c.kind));
          }}
        >
          {TIME_PRESETS.map((p) => (
            <option key={p.id} value={p.id}>
              {p.label}
            </option>
          ))}
          <option value="custom">{T.custom}</option>
        </select>
      </label>
      {custom && c.kind !== 'none' ? (
        <div className="tc-custom">
          <label className="tc-field">
            <span>{T.kind}</span>
            <select
              name="time-kind"
              value={c.kind}
              onChange={(e) => onChange(withKind(c, e.target.value as Kind))}
            >
              {KINDS.map((k) => (
                <option key={k} value={k}>
                  {T.kinds[k]}
                </option>
              ))}
            </select>
          </label>
          <Seconds
            name="time-main"
            label={T.main}
            ms={c.mainMs}
            min={c.kind === 'absolute' || c.kind === 'fischer' ? 1 : 0}
            onChange={(mainMs) => onChange({ ...c, mainMs })}
          />
          {c.kind === 'fischer' ? (
            <Seconds
              name="time-increment"
              label={T.increment}
              ms={c.incrementMs}
              onChange={(incrementMs) => onChange({ ...c, incrementMs })}
            />
          ) : null}
          {c.kind === 'byoyomi' ? (
            <>
              <Count
                name="time-periods"
                label={T.periods}
                value={c.periods}
                onChange={(periods) => onChange({ ...c, periods })}
              />
              <Seconds
                name="time-period"
                label={T.period}
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
                label={T.stones}
                value={c.stones}
                onChange={(stones) => onChange({ ...c, stones })}
              />
              <Seconds
                name="time-period"
                label={T.block}
                ms={c.periodMs}
                min={1}
                onChange={(periodMs) => onChange({ ...c, periodMs })}
              />
            </>
          ) : null}
        </div>
      ) : null}
      <p className="tc-note" data-testid="time-summary">
        {describeControl(c)}
      </p>
    </fieldset>
  );
}
