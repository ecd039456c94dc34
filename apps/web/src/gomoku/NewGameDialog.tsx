/**
 * The new-game dialog (a modal `<dialog>`): board size, rule set, opening rule,
 * the opponent — a person on this device or the AI with its level, thinking
 * time and side (its colour, or under swap2 whether it opens) — and the clock.
 *
 * @example
 * ```tsx
 * <NewGameDialog open initial={game.settings} onStart={game.start} onClose={close} />
 * ```
 */
import {
  MAX_SIZE,
  MIN_SIZE,
  OPENING_RULES,
  RULE_SETS,
  type OpeningRule,
  type RuleSet,
} from '@qipan/gomoku';
import { AI_LEVELS, type AiLevel } from '@qipan/gomoku/ai';
import type { ReactNode } from 'react';
import { SettingsDialog } from '../components/SettingsDialog.js';
import { LEVEL_NAMES, RULE_NAMES, THINK_TIMES, type Opponent, type Settings } from './model.js';

export interface NewGameDialogProps {
  readonly open: boolean;
  readonly initial: Settings;
  readonly onStart: (s: Settings) => void;
  readonly onClose: () => void;
}

const SIZES = Array.from({ length: MAX_SIZE - MIN_SIZE + 1 }, (_, i) => MIN_SIZE + i);

const OPENING_NAMES: Record<OpeningRule, string> = {
  none: 'None (Black starts)',
  swap2: 'Swap2',
};

export function NewGameDialog({ open, initial, onStart, onClose }: NewGameDialogProps): ReactNode {
  return (
    <SettingsDialog
      open={open}
      initial={initial}
      onStart={onStart}
      onClose={onClose}
      className="gk-dialog"
      titleId="gk-new-title"
      actionsClassName="gk-dialog__actions"
      time={{ get: (s) => s.time, set: (s, time) => ({ ...s, time }) }}
    >
      {(s, setS) => {
        const swap2 = s.opening === 'swap2';
        return (
          <>
            <div className="gk-fields">
              <label className="gk-field">
                <span>Board size</span>
                <select
                  name="size"
                  value={s.size}
                  onChange={(e) => setS({ ...s, size: Number(e.target.value) })}
                >
                  {SIZES.map((n) => (
                    <option key={n} value={n}>
                      {n} × {n}
                      {n === 15 ? ' (standard)' : n === 19 ? ' (Go board)' : ''}
                    </option>
                  ))}
                </select>
              </label>
              <label className="gk-field">
                <span>Rule set</span>
                <select
                  name="rule"
                  value={s.rule}
                  onChange={(e) => setS({ ...s, rule: e.target.value as RuleSet })}
                >
                  {RULE_SETS.map((r) => (
                    <option key={r} value={r}>
                      {RULE_NAMES[r]}
                    </option>
                  ))}
                </select>
              </label>
              <label className="gk-field">
                <span>Opening rule</span>
                <select
                  name="opening"
                  value={s.opening}
                  onChange={(e) => setS({ ...s, opening: e.target.value as OpeningRule })}
                >
                  {OPENING_RULES.map((o) => (
                    <option key={o} value={o}>
                      {OPENING_NAMES[o]}
                    </option>
                  ))}
                </select>
              </label>
            </div>
            <p className="gk-dialog__note">
              {s.rule === 'renju'
                ? 'Renju: Black may not make a double-three, double-four or overline; exactly five wins.'
                : s.rule === 'standard'
                  ? 'Standard: exactly five stones in a row win; six or more do not.'
                  : 'Freestyle: five or more stones in a row win.'}
              {swap2
                ? ' Swap2: the first player places three stones, the second chooses a colour or places two more and lets the first choose.'
                : ''}
            </p>
            <fieldset className="gk-radios">
              <legend>Opponent</legend>
              {(['human', 'ai'] as const satisfies readonly Opponent[]).map((o) => (
                <label key={o}>
                  <input
                    type="radio"
                    name="opponent"
                    value={o}
                    checked={s.opponent === o}
                    onChange={() => setS({ ...s, opponent: o })}
                  />
                  {o === 'human' ? 'A person on this device' : 'The computer (AI)'}
                </label>
              ))}
            </fieldset>
            {s.opponent === 'ai' ? (
              <div className="gk-fields">
                <label className="gk-field">
                  <span>AI level</span>
                  <select
                    name="level"
                    value={s.level}
                    onChange={(e) => setS({ ...s, level: Number(e.target.value) as AiLevel })}
                  >
                    {AI_LEVELS.map((l) => (
                      <option key={l} value={l}>
                        {l} · {LEVEL_NAMES[l]}
                      </option>
                    ))}
                  </select>
                </label>
                <label className="gk-field">
                  <span>AI thinking time</span>
                  <select
                    name="think"
                    value={s.thinkMs}
                    onChange={(e) => setS({ ...s, thinkMs: Number(e.target.value) })}
                  >
                    {THINK_TIMES.map((t) => (
                      <option key={t} value={t}>
                        {t < 1000 ? `${t / 1000} s` : `${t / 1000} s`}
                      </option>
                    ))}
                  </select>
                </label>
                <label className="gk-field">
                  <span>{swap2 ? 'Who opens' : 'You play'}</span>
                  <select
                    name="side"
                    value={s.aiPlayer}
                    onChange={(e) =>
                      setS({ ...s, aiPlayer: e.target.value === 'first' ? 'first' : 'second' })
                    }
                  >
                    <option value="second">
                      {swap2 ? 'You open (place three)' : 'Black (you start)'}
                    </option>
                    <option value="first">
                      {swap2 ? 'The AI opens' : 'White (the AI starts)'}
                    </option>
                  </select>
                </label>
              </div>
            ) : null}
          </>
        );
      }}
    </SettingsDialog>
  );
}
