/**
 * The record's game information: a panel that shows what the file says (players
 * with ranks, event, date, place, result, komi, handicap, rules, source, the game
 * comment) with "Edit game info" (I), and the modal dialog that edits it. The dialog
 * checks the changed fields (komi a number, handicap a whole number, an SGF date and
 * result) and says which one is wrong; nothing changes until Save succeeds.
 *
 * @example
 * ```tsx
 * <GameInfoPanel info={gameInfoOf(rootSgf)} onSave={(changes) => apply(changes)} />
 * ```
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalDialog } from '../../components/useModalDialog.js';
import {
  checkGameInfo,
  GAME_INFO_KEYS,
  type GameInfo,
  type GameInfoChanges,
  type GameInfoError,
  type GameInfoKey,
} from './gameInfo.js';

export interface GameInfoPanelProps {
  readonly info: GameInfo;
  /** Applies the changed fields; returns why the record refused them, if it did. */
  readonly onSave: (changes: GameInfoChanges) => string | undefined;
  /** Open the dialog (the page's I key), controlled by the review. */
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
}

/** Fields shown in the panel's list (the others only in the dialog). */
const SHOWN: readonly GameInfoKey[] = ['GN', 'EV', 'DT', 'PC', 'RE', 'HA', 'RU', 'SO', 'GC'];

export function GameInfoPanel(p: GameInfoPanelProps): ReactNode {
  const { t } = useTranslation(['go', 'common']);
  const { info } = p;
  /** "Carol (3d) (Black)"; a side without a name is its colour: "Black (8d)", not "Black (8d) (Black)". */
  const who = (name: string, rank: string, color: string): string => {
    const key = name ? (rank ? 'namedRank' : 'named') : rank ? 'unnamedRank' : 'unnamed';
    return t(`review.info.${key}`, { name, rank, color });
  };
  return (
    <section className="panel game-info" aria-labelledby="info-title" data-testid="game-info">
      <h2 id="info-title">{t('review.info.title')}</h2>
      <p className="game-info__players" data-testid="game-info-players">
        {t('review.info.players', {
          black: who(info.PB, info.BR, t('common:color.black')),
          white: who(info.PW, info.WR, t('common:color.white')),
        })}
      </p>
      <dl className="facts">
        {SHOWN.filter((k) => info[k] !== '').map((k) => (
          <div key={k} className="facts__row">
            <dt>{t(`review.info.field.${k}`)}</dt>
            <dd data-info={k}>{info[k]}</dd>
          </div>
        ))}
        {info.KM !== '' ? (
          <div className="facts__row">
            <dt>{t('review.info.field.KM')}</dt>
            <dd data-info="KM">{info.KM}</dd>
          </div>
        ) : null}
      </dl>
      <button
        type="button"
        onClick={() => p.onOpenChange(true)}
        data-testid="edit-game-info"
        title={t('review.keyHint', { action: t('review.info.edit'), key: 'I' })}
      >
        {t('review.info.edit')}
      </button>
      <GameInfoDialog
        open={p.open}
        info={info}
        onSave={p.onSave}
        onClose={() => p.onOpenChange(false)}
      />
    </section>
  );
}

interface DialogProps {
  readonly open: boolean;
  readonly info: GameInfo;
  readonly onSave: (changes: GameInfoChanges) => string | undefined;
  readonly onClose: () => void;
}

function GameInfoDialog({ open, info, onSave, onClose }: DialogProps): ReactNode {
  const { t } = useTranslation(['go', 'common']);
  const [draft, setDraft] = useState<GameInfo>(info);
  const [problem, setProblem] = useState<GameInfoError | undefined>(undefined);
  const [refused, setRefused] = useState<string | undefined>(undefined);
  const ref = useModalDialog(open, () => {
    setDraft(info);
    setProblem(undefined);
    setRefused(undefined);
  });
  const submit = (e: FormEvent): void => {
    e.preventDefault();
    const r = checkGameInfo(draft, info);
    if (!r.ok) {
      setProblem(r.error);
      setRefused(undefined);
      ref.current?.querySelector<HTMLElement>(`[name="${r.error.field}"]`)?.focus();
      return;
    }
    setProblem(undefined);
    const why = Object.keys(r.value).length === 0 ? undefined : onSave(r.value);
    if (why !== undefined) setRefused(why);
    else onClose();
  };
  const field = (k: GameInfoKey): ReactNode => {
    const bad = problem?.field === k;
    const input = {
      name: k,
      value: draft[k],
      'aria-invalid': bad || undefined,
      'aria-describedby': bad ? 'info-error' : undefined,
      'data-testid': `info-${k}`,
      onChange: (e: { target: { value: string } }) => {
        setDraft({ ...draft, [k]: e.target.value });
        if (bad) setProblem(undefined);
      },
    };
    return (
      <label key={k} className={`info-field info-field--${k}`}>
        <span>{t(`review.info.field.${k}`)}</span>
        {k === 'GC' ? (
          <textarea rows={3} {...input} />
        ) : (
          <input
            type="text"
            autoComplete="off"
            inputMode={k === 'KM' ? 'decimal' : k === 'HA' ? 'numeric' : undefined}
            placeholder={k === 'DT' ? 'YYYY-MM-DD' : k === 'RE' ? 'B+R, W+3.5, 0' : undefined}
            {...input}
          />
        )}
      </label>
    );
  };
  return (
    <dialog ref={ref} className="info-dialog" aria-labelledby="info-dialog-title" onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <h2 id="info-dialog-title">{t('review.info.dialogTitle')}</h2>
        <div className="info-grid">{GAME_INFO_KEYS.map(field)}</div>
        {problem ? (
          <p className="note note--bad" role="alert" id="info-error" data-testid="info-error">
            {t(`review.info.problem.${problem.reason}`, {
              field: t(`review.info.field.${problem.field}`),
            })}
          </p>
        ) : null}
        {refused ? (
          <p className="note note--bad" role="alert" data-testid="info-refused">
            {refused}
          </p>
        ) : null}
        <div className="button-row">
          <button type="submit" className="primary" data-testid="info-save">
            {t('review.info.save')}
          </button>
          <button type="button" onClick={onClose}>
            {t('common:actions.cancel')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
