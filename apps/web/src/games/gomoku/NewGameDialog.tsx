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
import type { SideChoice } from '@qipan/protocol';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SettingsDialog } from '../../components/SettingsDialog.js';
import { useFormat } from '../../i18n/useFormat.js';
import { say } from '../../session/local/messages.js';
import { clockOf, OnlineFields, useCreateOnline } from '../../online/create.js';
import { readSettings } from './gomokuMatch.js';
import { THINK_TIMES, type Opponent, type Settings } from './settings.js';

export interface NewGameDialogProps {
  readonly open: boolean;
  /** The draft shown first (the choice last made for Gomoku). */
  readonly initial: GomokuDraft;
  readonly onStart: (s: Settings) => void;
  /** The user chose `draft` (before the game starts here or online). */
  readonly onChosen: (draft: GomokuDraft) => void;
  readonly onClose: () => void;
}

/** The dialog's draft: the settings, or "a friend online" with my side. */
export type GomokuDraft = Omit<Settings, 'opponent'> & {
  readonly opponent: Opponent | 'online';
  readonly side: SideChoice;
};

/** A remembered draft, each field checked (the settings' defaults for the rest). */
export function readDraft(json: unknown): GomokuDraft {
  const o = typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : {};
  const side = o.side === 'black' || o.side === 'white' ? o.side : 'random';
  const settings = readSettings(json);
  return { ...settings, opponent: o.opponent === 'online' ? 'online' : settings.opponent, side };
}

/** The draft of `settings` (a person's side online chosen at random). */
export const draftOf = (settings: Settings): GomokuDraft => ({ ...settings, side: 'random' });

const SIZES = Array.from({ length: MAX_SIZE - MIN_SIZE + 1 }, (_, i) => MIN_SIZE + i);

export function NewGameDialog({
  open,
  initial,
  onStart,
  onChosen,
  onClose,
}: NewGameDialogProps): ReactNode {
  const { t } = useTranslation(['gomoku', 'match']);
  const { t: to } = useTranslation('online');
  const f = useFormat();
  const online = useCreateOnline('gomoku');
  const start = (d: GomokuDraft): void => {
    onChosen(d);
    const { side, opponent, ...rest } = d;
    if (opponent !== 'online') {
      onStart({ ...rest, opponent });
      return;
    }
    online.create({
      game: 'gomoku',
      options: { size: d.size, rule: d.rule, opening: d.opening },
      side,
      ...clockOf(d.time),
    });
  };
  return (
    <SettingsDialog<GomokuDraft>
      open={open}
      initial={initial}
      testId="new-game-choice"
      onStart={start}
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
                <span>{t('form.boardSize')}</span>
                <select
                  name="size"
                  value={s.size}
                  onChange={(e) => setS({ ...s, size: Number(e.target.value) })}
                >
                  {SIZES.map((n) => (
                    <option key={n} value={n}>
                      {n === 15
                        ? t('form.sizeStandard', { n })
                        : n === 19
                          ? t('form.sizeGo', { n })
                          : t('form.size', { n })}
                    </option>
                  ))}
                </select>
              </label>
              <label className="gk-field">
                <span>{t('form.ruleSet')}</span>
                <select
                  name="rule"
                  value={s.rule}
                  onChange={(e) => setS({ ...s, rule: e.target.value as RuleSet })}
                >
                  {RULE_SETS.map((r) => (
                    <option key={r} value={r}>
                      {t(`rule.${r}`)}
                    </option>
                  ))}
                </select>
              </label>
              <label className="gk-field">
                <span>{t('form.openingRule')}</span>
                <select
                  name="opening"
                  value={s.opening}
                  onChange={(e) => setS({ ...s, opening: e.target.value as OpeningRule })}
                >
                  {OPENING_RULES.map((o) => (
                    <option key={o} value={o}>
                      {t(`opening.${o}`)}
                    </option>
                  ))}
                </select>
              </label>
            </div>
            <p className="gk-dialog__note">
              {s.rule === 'renju'
                ? t('form.renjuNote')
                : s.rule === 'standard'
                  ? t('form.standardNote')
                  : t('form.freestyleNote')}
              {swap2 ? t('form.swap2Note') : ''}
            </p>
            <fieldset className="gk-radios">
              <legend>{t('form.opponent')}</legend>
              {(['human', 'ai', 'online'] as const).map((o) => (
                <label key={o}>
                  <input
                    type="radio"
                    name="opponent"
                    value={o}
                    checked={s.opponent === o}
                    onChange={() => setS({ ...s, opponent: o })}
                  />
                  {o === 'human'
                    ? t('form.human')
                    : o === 'ai'
                      ? t('form.ai')
                      : to('dialog.friend')}
                </label>
              ))}
            </fieldset>
            {s.opponent === 'ai' ? (
              <div className="gk-fields">
                <label className="gk-field">
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
                          name: say(t)(`gomoku:level.${l}`),
                        })}
                      </option>
                    ))}
                  </select>
                </label>
                <label className="gk-field">
                  <span>{t('form.thinkTime')}</span>
                  <select
                    name="think"
                    value={s.thinkMs}
                    onChange={(e) => setS({ ...s, thinkMs: Number(e.target.value) })}
                  >
                    {THINK_TIMES.map((ms) => (
                      <option key={ms} value={ms}>
                        {t('match:time.seconds', { n: f.number(ms / 1000) })}
                      </option>
                    ))}
                  </select>
                </label>
                <label className="gk-field">
                  <span>{swap2 ? t('form.whoOpens') : t('form.youPlay')}</span>
                  <select
                    name="side"
                    value={s.aiPlayer}
                    onChange={(e) =>
                      setS({ ...s, aiPlayer: e.target.value === 'first' ? 'first' : 'second' })
                    }
                  >
                    <option value="second">{swap2 ? t('form.youOpen') : t('form.youBlack')}</option>
                    <option value="first">{swap2 ? t('form.aiOpens') : t('form.aiBlack')}</option>
                  </select>
                </label>
              </div>
            ) : null}
            {s.opponent === 'online' ? (
              <OnlineFields
                side={s.side}
                onSide={(side) => setS({ ...s, side })}
                sides={[
                  { value: 'black', label: to('dialog.sides.black') },
                  { value: 'white', label: to('dialog.sides.white') },
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
