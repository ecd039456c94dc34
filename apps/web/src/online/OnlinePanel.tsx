/**
 * The online side of a game page: the "Reconnecting…" banner, the share link with
 * Copy, the seats with their presence, the spectator count, this browser's role,
 * the last refusal, the players' actions (resign after a confirmation, draw offer,
 * undo request, abort, claim a game the opponent left once the countdown of its lost
 * connection is over), the opponent's draw or undo request with Accept/Decline, a
 * declined request of this seat, and after the end the rematch and the download.
 *
 * @example
 * ```tsx
 * <OnlinePanel game={g} names={{ black: 'Black', white: 'White' }} />
 * ```
 */
import { opposite, type ByColor, type Color } from '@qipan/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OnlineGameView } from './useOnlineGame.js';
import './online.css';

export interface OnlinePanelProps {
  readonly game: OnlineGameView<unknown, unknown, unknown>;
  /** How the page names each seat ("Black", "Red"). */
  readonly names: ByColor<string>;
  /** Dot colour class suffix per seat ("black", "red"…). */
  readonly dots?: ByColor<string>;
  /** Extra controls for players while the game runs (Go's Pass). */
  readonly children?: ReactNode;
}

/**
 * What an online page says above its board: the banner while the socket is down (so it
 * is seen), a game that cannot be shown, and an error before the game has loaded.
 */
export function OnlineNotices({
  game,
}: {
  readonly game: OnlineGameView<unknown, unknown, unknown>;
}): ReactNode {
  const { t } = useTranslation('online');
  return (
    <>
      <ReconnectingBanner game={game} />
      {game.broken ? (
        <p className="note note--bad" role="alert" data-testid="online-broken">
          {t('broken', { problem: game.broken })}
        </p>
      ) : null}
      {!game.snapshot && game.error ? (
        <p className="note note--bad" role="alert" data-testid="online-error">
          {game.error}
        </p>
      ) : null}
    </>
  );
}

/** The banner while the socket is down. */
function ReconnectingBanner({
  game,
}: {
  readonly game: OnlineGameView<unknown, unknown, unknown>;
}): ReactNode {
  const { t } = useTranslation('online');
  if (game.conn === 'open' || game.conn === 'closed') return null;
  if (!game.snapshot)
    return (
      <p
        className="online-banner online-banner--quiet"
        role="status"
        data-testid="online-connecting"
      >
        {t('connecting')}
      </p>
    );
  return (
    <p className="online-banner" role="status" data-testid="online-reconnecting">
      {t('reconnecting')}
    </p>
  );
}

function ShareLink({
  path,
  player,
}: {
  readonly path: string;
  readonly player: boolean;
}): ReactNode {
  const { t } = useTranslation('online');
  const [copied, setCopied] = useState<'yes' | 'no' | undefined>(undefined);
  const link = `${window.location.origin}${path}`;
  const copy = (): void => {
    const done = (ok: boolean): void => setCopied(ok ? 'yes' : 'no');
    if (navigator.clipboard?.writeText)
      navigator.clipboard.writeText(link).then(
        () => done(true),
        () => done(false),
      );
    else done(false);
  };
  return (
    <div className="online-share">
      <label htmlFor="online-link">{player ? t('share') : t('link')}</label>
      <div className="online-share__row">
        <input
          id="online-link"
          readOnly
          value={link}
          data-testid="online-link"
          onFocus={(e) => e.currentTarget.select()}
        />
        <button type="button" onClick={copy} data-testid="online-copy">
          {t('copy')}
        </button>
      </div>
      <p className="note small" aria-live="polite" data-testid="online-copied">
        {copied === 'yes' ? t('copied') : copied === 'no' ? t('copyFailed') : ''}
      </p>
    </div>
  );
}

export function OnlinePanel({ game, names, dots, children }: OnlinePanelProps): ReactNode {
  const { t } = useTranslation('online');
  const { t: tm } = useTranslation('match');
  const [confirming, setConfirming] = useState(false);
  const snap = game.snapshot;
  if (!snap) return null;
  const you = game.you;
  const seated = you === 'black' || you === 'white';
  const over = game.result !== undefined;
  const live = game.conn === 'open';
  const playing = snap.status === 'playing' && !over;
  const pending = snap.pending;
  const other: Color | undefined = seated ? opposite(you) : undefined;
  const otherSeat = other ? snap.seats[other] : undefined;
  const rematch = snap.rematch;
  const path = `/${snap.game}/online/${snap.id}`;

  return (
    <section
      className="online-panel"
      aria-label={t('panel')}
      data-testid="online-panel"
      data-status={snap.status}
    >
      <ShareLink path={path} player={seated && snap.status === 'waiting'} />
      <h2 className="online-panel__title">{t('seats')}</h2>
      <ul className="online-seats">
        {(['black', 'white'] as const).map((c) => {
          const s = snap.seats[c];
          // While our own connection is down, our seat is reconnecting and the other
          // keeps the last news (the banner says the connection is down).
          const presence = !s.taken
            ? 'free'
            : s.kind === 'engine'
              ? 'engine'
              : !live && you === c
                ? 'reconnecting'
                : s.connected
                  ? 'connected'
                  : 'disconnected';
          return (
            <li key={c} data-testid={`online-seat-${c}`} data-presence={presence}>
              <span className={`side-dot side-dot--${dots?.[c] ?? c}`} aria-hidden="true" />
              <span className="online-seats__name">
                {s.name ?? names[c]}
                {you === c ? t('youMark') : ''}
              </span>
              <span className={`online-presence online-presence--${presence}`}>
                {t(`seat.${presence}`)}
              </span>
            </li>
          );
        })}
      </ul>
      <p className="note small" data-testid="online-spectators" data-count={snap.spectators}>
        {t('spectators', { count: snap.spectators })}
      </p>
      <p className="note small" data-testid="online-role" data-role={you ?? ''}>
        {seated ? t('role.player', { color: names[you] }) : t('role.spectator')}
      </p>
      {game.error ? (
        <p className="note note--bad online-error" role="alert" data-testid="online-error">
          {game.error}{' '}
          <button type="button" className="link-button" onClick={game.dismissError}>
            {t('buttons.dismiss')}
          </button>
        </p>
      ) : null}
      {seated &&
      playing &&
      live &&
      otherSeat?.taken &&
      !otherSeat.connected &&
      otherSeat.kind === 'person' ? (
        <p
          className="note"
          data-testid="online-left"
          data-claim-in={game.claimInSeconds}
          role="status"
        >
          {game.canClaim
            ? t('opponentLeftClaim')
            : game.claimInSeconds === undefined
              ? t('opponentAway')
              : t('opponentDropped', { count: game.claimInSeconds })}{' '}
          {game.canClaim ? (
            <button
              type="button"
              className="primary"
              data-testid="online-claim"
              disabled={!live}
              onClick={() => game.act({ type: 'claim-abandon' })}
            >
              {t('buttons.claim')}
            </button>
          ) : null}
        </p>
      ) : null}
      {game.declined ? (
        <p className="note" role="status" data-testid="online-declined" data-kind={game.declined}>
          {t(`declined.${game.declined}`)}{' '}
          <button type="button" className="link-button" onClick={game.dismissError}>
            {t('buttons.dismiss')}
          </button>
        </p>
      ) : null}
      {seated && playing && pending ? (
        <div
          className="match-actions__ask"
          role="alert"
          data-testid={`online-pending-${pending.kind}`}
        >
          {pending.by === you ? (
            pending.kind === 'draw' ? (
              tm('drawWaiting')
            ) : (
              t('undoWaiting')
            )
          ) : (
            <>
              {pending.kind === 'draw'
                ? t('drawOffered', { who: names[pending.by] })
                : t('undoAsked', { who: names[pending.by] })}{' '}
              <button
                type="button"
                className="primary"
                data-testid={`online-accept-${pending.kind}`}
                disabled={!live}
                onClick={() =>
                  game.act({
                    type: pending.kind === 'draw' ? 'answer-draw' : 'answer-undo',
                    accept: true,
                  })
                }
              >
                {tm('buttons.accept')}
              </button>{' '}
              <button
                type="button"
                data-testid={`online-decline-${pending.kind}`}
                disabled={!live}
                onClick={() =>
                  game.act({
                    type: pending.kind === 'draw' ? 'answer-draw' : 'answer-undo',
                    accept: false,
                  })
                }
              >
                {tm('buttons.decline')}
              </button>
            </>
          )}
        </div>
      ) : null}
      {seated && playing ? (
        <div className="button-row online-actions" role="group" aria-label={tm('buttons.group')}>
          {children}
          {game.abortable ? (
            <button
              type="button"
              data-testid="online-abort"
              disabled={!live}
              onClick={() => game.act({ type: 'abort' })}
            >
              {t('buttons.abort')}
            </button>
          ) : null}
          <button
            type="button"
            data-testid="online-undo"
            disabled={!live || pending !== undefined || (game.match?.plies ?? 0) === 0}
            onClick={() => game.act({ type: 'request-undo' })}
          >
            {t('buttons.requestUndo')}
          </button>
          <button
            type="button"
            data-testid="online-draw"
            disabled={!live || pending !== undefined || (game.match?.plies ?? 0) === 0}
            onClick={() => game.act({ type: 'offer-draw' })}
          >
            {tm('buttons.offerDraw')}
          </button>
          <button
            type="button"
            data-testid="online-resign"
            disabled={!live || confirming}
            onClick={() => setConfirming(true)}
          >
            {tm('buttons.resign')}
          </button>
        </div>
      ) : null}
      {confirming && seated && playing ? (
        <p className="match-actions__ask" role="alert">
          {tm('confirmResign')}{' '}
          <button
            type="button"
            className="danger"
            data-testid="online-resign-confirm"
            onClick={() => {
              setConfirming(false);
              game.act({ type: 'resign' });
            }}
          >
            {tm('buttons.confirmResign')}
          </button>{' '}
          <button type="button" onClick={() => setConfirming(false)}>
            {tm('buttons.keepPlaying')}
          </button>
        </p>
      ) : null}
      {seated && over && rematch?.offeredBy && !rematch.declined ? (
        <p className="note" data-testid="online-rematch-offer">
          {rematch.offeredBy === you
            ? t('rematchWaiting')
            : t('rematchOffered', { who: names[rematch.offeredBy] })}
        </p>
      ) : null}
      {over && rematch?.declined ? (
        <p className="note" data-testid="online-rematch-declined">
          {t('rematchDeclined')}
        </p>
      ) : null}
    </section>
  );
}

/** The buttons under the result: Rematch (or Accept/Decline an offered one) for players, New game. */
export function RematchButtons({
  game,
  onNewGame,
  download,
}: {
  readonly game: OnlineGameView<unknown, unknown, unknown>;
  readonly onNewGame: () => void;
  /** Offers the finished game's record as a file. */
  readonly download?: { readonly label: string; readonly save: () => void } | undefined;
}): ReactNode {
  const { t } = useTranslation('online');
  const { t: tm } = useTranslation('match');
  const snap = game.snapshot;
  const you = game.you;
  const seated = you === 'black' || you === 'white';
  const r = snap?.rematch;
  const live = game.conn === 'open';
  const theirs = r?.offeredBy !== undefined && r.offeredBy !== you && !r.declined;
  const mine = r?.offeredBy === you;
  const aborted = game.result?.reason === 'aborted';
  return (
    <div className="button-row">
      {seated && !r?.declined && !aborted ? (
        <button
          type="button"
          className="primary"
          data-testid="rematch"
          disabled={!live || mine}
          onClick={() => game.act({ type: 'rematch' })}
        >
          {theirs ? t('buttons.acceptRematch') : tm('buttons.rematch')}
        </button>
      ) : null}
      {seated && theirs ? (
        <button
          type="button"
          data-testid="decline-rematch"
          disabled={!live}
          onClick={() => game.act({ type: 'decline-rematch' })}
        >
          {tm('buttons.decline')}
        </button>
      ) : null}
      {download ? (
        <button type="button" data-testid="download-record" onClick={download.save}>
          {download.label}
        </button>
      ) : null}
      <button type="button" data-testid="result-new-game" onClick={onNewGame}>
        {tm('buttons.newGame')}
      </button>
    </div>
  );
}
