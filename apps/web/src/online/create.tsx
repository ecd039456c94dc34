/**
 * Starting an online game from a new-game dialog: the side choice (black, white or
 * random; Chongzi red, blue or random), the request body with the time control in
 * the API's spelling, and the creation itself (POST /api/games, the seat token
 * kept, then the game's page).
 *
 * @example
 * ```tsx
 * const online = useCreateOnline('gomoku');
 * <OnlineFields side={side} onSide={setSide} sides={['black', 'white', 'random']} state={online.state} />
 * online.create({ game: 'gomoku', options, side, ...clockOf(time) });
 * ```
 */
import type { TimeControl } from '@qipan/match';
import {
  toClockSpec,
  type ClockSpec,
  type CreateGameBody,
  type OnlineGame,
  type SideChoice,
} from '@qipan/protocol';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate } from '../router.js';
import { createGame, errorText, saveToken } from './api.js';
import './online.css';

/** The `clock` field of a creation body (none without a clock). */
export const clockOf = (tc: TimeControl): { clock?: ClockSpec } =>
  tc.kind === 'none' ? {} : { clock: toClockSpec(tc) };

export type CreateState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'creating' }
  | { readonly kind: 'failed'; readonly text: string };

export function useCreateOnline(game: OnlineGame): {
  readonly state: CreateState;
  create(body: CreateGameBody): void;
} {
  const { t } = useTranslation();
  const [state, setState] = useState<CreateState>({ kind: 'idle' });
  return {
    state,
    create(body) {
      setState({ kind: 'creating' });
      void createGame(body).then((r) => {
        if (!r.ok) {
          setState({ kind: 'failed', text: errorText(t, game, r.error) });
          return;
        }
        saveToken(r.value.id, r.value.token);
        setState({ kind: 'idle' });
        navigate(r.value.url);
      });
    },
  };
}

export interface OnlineFieldsProps {
  readonly side: SideChoice;
  readonly onSide: (s: SideChoice) => void;
  /** The choices offered, with their labels. */
  readonly sides: readonly { readonly value: SideChoice; readonly label: string }[];
  readonly state: CreateState;
  /** The note under the side (a friend or an engine). */
  readonly note?: string;
  readonly className?: string;
}

/** My side, a note, and the creation's progress or failure. */
export function OnlineFields(p: OnlineFieldsProps): ReactNode {
  const { t } = useTranslation('online');
  return (
    <div className={p.className ?? 'online-fields'} data-testid="online-fields">
      <label className="online-fields__side">
        <span>{t('dialog.side')}</span>
        <select
          name="online-side"
          data-testid="online-side"
          value={p.side}
          onChange={(e) => p.onSide(e.target.value as SideChoice)}
        >
          {p.sides.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </label>
      <p className="note small">{p.note ?? t('dialog.note')}</p>
      {p.state.kind === 'creating' ? (
        <p className="note small" role="status">
          {t('dialog.creating')}
        </p>
      ) : null}
      {p.state.kind === 'failed' ? (
        <p className="note note--bad" role="alert" data-testid="online-create-error">
          {t('dialog.failed', { reason: p.state.text })}
        </p>
      ) : null}
    </div>
  );
}
