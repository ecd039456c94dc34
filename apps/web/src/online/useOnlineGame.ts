/**
 * One online game on a page: the WebSocket client for `/api/games/<id>/ws`, the seat
 * (the token kept in localStorage; a waiting game's free seat is taken with POST
 * /join when the page has none), the board as a local match replayed from the
 * server's moves, the clocks corrected by the server, and every action as a request
 * whose refusal becomes a sentence. The browser never plays a move itself: a click
 * sends `move {ply}` and the stone appears when the server's `moved` arrives; while
 * the connection is down a click is answered with "not sent" (nothing is queued).
 * When the opponent's connection is lost, the seconds until the claim count down; a
 * declined draw offer or undo request of this seat is told.
 *
 * @example
 * ```tsx
 * const g = useOnlineGame('Ab3dE5gH7k', 'gomoku', gomokuMatch);
 * <GomokuBoard state={g.match?.state} disabled={!g.canMove} onActivate={(p) => g.play(p)} />
 * ```
 */
import { opposite, type Color } from '@qipan/core';
import {
  abortable as matchAbortable,
  turn,
  type ClockState,
  type Match,
  type MatchGame,
  type MatchResult,
} from '@qipan/match';
import type { OnlineGame, Snapshot } from '@qipan/protocol';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { say } from '../session/local/messages.js';
import { navigate } from '../router.js';
import { errorText, joinGame, loadToken, saveToken, socketUrl } from './api.js';
import {
  OnlineClient,
  type ConnState,
  type Request,
  type ServerError,
  type SocketLike,
} from './client.js';
import {
  clockState,
  replay,
  replayProblemText,
  resultOf,
  type Replayed,
  type ReplayProblem,
} from './replay.js';

export interface OnlineGameView<S, M, O> {
  readonly id: string;
  readonly conn: ConnState;
  readonly snapshot: Snapshot | undefined;
  /** The board's match (replayed from the server's moves). */
  readonly match: Match<S, M, O> | undefined;
  /** The game cannot be shown (the server's moves do not replay here). */
  readonly broken: string | undefined;
  readonly you: Color | 'spectator' | undefined;
  /** The seat to act now. */
  readonly actor: Color | undefined;
  readonly myTurn: boolean;
  /**
   * The board takes a move from this browser now. While the connection is down it still
   * does, so that a click is answered (it is not sent: the page says so).
   */
  readonly canMove: boolean;
  /** A move was sent and is not acknowledged yet. */
  readonly sending: boolean;
  readonly result: MatchResult | undefined;
  readonly clock: ClockState | undefined;
  readonly abortable: boolean;
  /** The opponent left and the grace period is over: this seat may claim the game. */
  readonly canClaim: boolean;
  /** The opponent's connection is lost: whole seconds until this seat may claim the game. */
  readonly claimInSeconds: number | undefined;
  /** This seat's draw offer or undo request was just turned down. */
  readonly declined: 'draw' | 'undo' | undefined;
  /** The last refusal or problem, as a sentence. */
  readonly error: string | undefined;
  /** Server time minus local time. */
  readonly offsetMs: number;
  /** For the clocks' low-time tick: this game, and this browser's seat. */
  readonly clockSound: { readonly game: string; readonly seats: readonly Color[] };
  play(move: M): void;
  /** Sends a move in notation ("pass"). */
  playText(text: string): void;
  act(req: Request): void;
  dismissError(): void;
}

/** What the server said of a game in the page's match, cached between renders. */
function useReplay<S, M, O>(
  game: MatchGame<S, M, O>,
  snap: Snapshot | undefined,
): { match: Match<S, M, O> | undefined; broken: ReplayProblem | undefined } {
  const cache = useRef<Replayed<S, M, O> | undefined>(undefined);
  return useMemo(() => {
    if (!snap) return { match: undefined, broken: undefined };
    const r = replay(game, snap, cache.current);
    if (!r.ok)
      return {
        match: cache.current?.match,
        broken: r.error,
      };
    cache.current = r.value;
    return { match: r.value.match, broken: undefined };
  }, [game, snap]);
}

/** The server's clock, stopped once the page knows the game ended. */
function stopped(snap: Snapshot | undefined, over: boolean): Snapshot['clock'] {
  if (!snap?.clock || !over) return snap?.clock;
  const { running: _running, ...still } = snap.clock;
  return still;
}

export function useOnlineGame<S, M, O>(
  id: string,
  kind: OnlineGame,
  game: MatchGame<S, M, O>,
): OnlineGameView<S, M, O> {
  const { t } = useTranslation();
  const tRef = useRef(t);
  tRef.current = t;
  const client = useMemo(
    () =>
      new OnlineClient({
        url: socketUrl(id, window.location),
        token: loadToken(id),
        socket: (url) => new WebSocket(url) as unknown as SocketLike,
      }),
    [id],
  );
  useEffect(() => {
    client.start();
    const off = (): void => client.drop();
    const on = (): void => client.retryNow();
    window.addEventListener('offline', off);
    window.addEventListener('online', on);
    return () => {
      window.removeEventListener('offline', off);
      window.removeEventListener('online', on);
      client.close();
    };
  }, [client]);
  const subscribe = useCallback((f: () => void) => client.subscribe(f), [client]);
  const view = useSyncExternalStore(subscribe, () => client.view);
  const snap = view.game;
  const { match, broken } = useReplay(game, snap);
  const [problem, setProblem] = useState<{ code: string; text: string } | undefined>(undefined);
  const error = problem?.text;
  const setError = useCallback(
    (e: ServerError | undefined): void =>
      setProblem(e && { code: e.error, text: errorText(tRef.current, kind, e) }),
    [kind],
  );
  // Back online: a "cannot be reached" from while it was down is history.
  useEffect(() => {
    if (view.conn === 'open') setProblem((p) => (p?.code === 'unavailable' ? undefined : p));
  }, [view.conn]);
  const [sending, setSending] = useState(false);

  // This seat's offer was turned down: say so until the next action.
  const [declined, setDeclined] = useState<'draw' | 'undo' | undefined>(undefined);
  const declinedAt = view.declined?.at;
  const declinedKind = view.declined?.kind;
  useEffect(() => {
    if (declinedAt !== undefined) setDeclined(declinedKind);
  }, [declinedAt, declinedKind]);

  // A waiting game opened without a seat: take the free one, then say hello again with it.
  const joinTried = useRef(false);
  useEffect(() => {
    if (!snap || snap.status !== 'waiting' || snap.you !== 'spectator' || joinTried.current) return;
    if (loadToken(id)) return;
    joinTried.current = true;
    void joinGame(id).then((r) => {
      if (!r.ok) {
        if (r.error.error !== 'seats-taken') setError(r.error);
        return;
      }
      saveToken(id, r.value.token);
      client.setToken(r.value.token);
      client.resync();
    });
  }, [snap, id, kind, client, setError]);

  // The rematch was agreed: follow it, with the seat token (seats swap, tokens stay).
  const rematch = view.rematch;
  useEffect(() => {
    if (!rematch) return;
    const token = loadToken(id);
    if (token) saveToken(rematch.id, token);
    navigate(rematch.url);
  }, [rematch, id]);

  // An error not tied to a request (e.g. the hello was refused).
  useEffect(() => {
    if (view.error) setError(view.error);
  }, [view.error, setError]);

  // The claim becomes possible at the opponent's abandonAtMs (server time): re-render then.
  const you = snap?.you;
  const opponentSeat = you && you !== 'spectator' && snap ? snap.seats[opposite(you)] : undefined;
  const abandonAt = opponentSeat && !opponentSeat.connected ? opponentSeat.abandonAtMs : undefined;
  // Until then a countdown: re-render as each second passes.
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (abandonAt === undefined) return;
    const wait = abandonAt - (Date.now() + view.offsetMs);
    if (wait <= 0) return;
    const timer = window.setTimeout(() => setTick((n) => n + 1), (wait % 1000) + 20);
    return () => window.clearTimeout(timer);
  }, [abandonAt, view.offsetMs, tick]);

  const act = useCallback(
    (req: Request): void => {
      setDeclined(undefined);
      void client.request(req).then((r) => {
        if (r.ok) {
          setError(undefined);
          return;
        }
        setError(r.error);
        if (r.error.error === 'stale-ply') client.resync();
      });
    },
    [client, setError],
  );

  const playText = useCallback(
    (text: string): void => {
      const g = client.view.game;
      if (!g) return;
      setDeclined(undefined);
      if (client.view.conn !== 'open') {
        // Not sent: nothing is queued behind the player's back; they play it again.
        setProblem({ code: 'offline', text: say(tRef.current)('online:notSent') });
        return;
      }
      setSending(true);
      void client.request({ type: 'move', move: text, ply: g.moves.length }).then((r) => {
        setSending(false);
        if (r.ok) {
          setError(undefined);
          return;
        }
        setError(r.error);
        if (r.error.error === 'stale-ply') client.resync();
      });
    },
    [client, setError],
  );

  const result = snap ? resultOf(snap, match) : undefined;
  const actor = match ? turn(match) : undefined;
  const seated = you === 'black' || you === 'white';
  const playing = snap?.status === 'playing' && !result;
  const myTurn = seated && playing && actor === you;
  const scoring = snap?.scoring !== undefined;
  const now = Date.now() + view.offsetMs;

  return {
    id,
    conn: view.conn,
    snapshot: snap,
    match,
    broken: broken && replayProblemText(t, kind, broken),
    you,
    actor,
    myTurn,
    canMove: myTurn && !scoring && !sending && !broken,
    sending,
    result,
    clock: clockState(stopped(snap, result !== undefined), view.offsetMs),
    abortable: Boolean(snap?.abortable) && (match ? matchAbortable(match) : true) && !result,
    canClaim: seated && Boolean(playing) && abandonAt !== undefined && now >= abandonAt,
    claimInSeconds:
      seated && playing && abandonAt !== undefined && now < abandonAt
        ? Math.ceil((abandonAt - now) / 1000)
        : undefined,
    declined: seated && playing ? declined : undefined,
    error,
    offsetMs: view.offsetMs,
    clockSound: { game: id, seats: seated ? [you] : [] },
    play: (m: M) => {
      if (!match) return;
      playText(game.definition.formatMove(m, match.state));
    },
    playText,
    act,
    dismissError: () => {
      setError(undefined);
      setDeclined(undefined);
    },
  };
}
