/**
 * One controller for a local game page (Gomoku, Chongzi): a React hook over
 * `@qipan/match` that plays moves, runs the AI opponent with a budget from its
 * clock, answers draw offers for the AI, claims the timeout when a flag falls,
 * undoes/redoes, travels through the moves, saves after every action and restores
 * on reload, keeps the sentence for the live region, and plays the sounds of moves,
 * a new game and the end (`useGameSounds`). Pages give only what is game-specific:
 * how to start, the AI engine, their sentences, how a move sounds.
 *
 * @example
 * ```tsx
 * const game = useMatchController(spec);
 * <Board state={game.shown} onPlay={game.play} disabled={!game.canPlay} />
 * <button onClick={game.undo} disabled={!game.canUndo}>Undo</button>
 * ```
 */
import { opposite, type Color, type Point } from '@qipan/core';
import {
  answerDrawOffer,
  pauseClock,
  readClock,
  resumeClock,
  timeToFlag,
  turn,
  type Match,
  type MoveNode,
  type Seat,
} from '@qipan/match';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AiEngine, AiStatus } from './ai.js';
import {
  acceptForPeople,
  act,
  atLive,
  canRedo,
  canUndo,
  cutHere,
  markDeadAt,
  mayCut,
  playMove,
  redoMove,
  restoreReplaced,
  shownPly,
  startCtl,
  undoMove,
  viewPly,
  type Ctl,
} from './controller.js';
import { useGameSounds } from '../../sound/useGameSounds.js';
import { badNotice } from '../../storage/saved.js';
import { TEXT, type Tr } from './messages.js';
import { restoreMatch, saveMatch } from './persist.js';
import { shownState } from './shown.js';
import { describe, isMachine, speakerOf, type MatchSpec, type Notice } from './spec.js';

export type { MatchSpec, Notice } from './spec.js';
import { aiBudgetMs } from './time.js';

export interface MatchController<S, M, O, X> {
  readonly match: Match<S, M, O>;
  readonly settings: X;
  /** The page opened on a saved game still in play (else it opens with the new-game choice). */
  readonly resumed: boolean;
  readonly shown: S;
  readonly shownPly: number;
  readonly live: boolean;
  readonly moves: readonly MoveNode<M>[];
  /** The seat to act in the live position. */
  readonly actor: Color;
  readonly aiTurn: boolean;
  /** The board takes moves now (a person acts at the shown position). */
  readonly canPlay: boolean;
  readonly ai: {
    readonly status: AiStatus;
    readonly error: string | undefined;
    moveNow(): void;
    /** Asks the machine again after an error. */
    retry(): void;
  };
  readonly notice: Notice | undefined;
  readonly announce: string;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  readonly replacedCount: number;
  /** The person who resigns or offers a draw now (undefined when no person may). */
  readonly speaker: Color | undefined;
  /**
   * For the clocks' low-time tick: this game (a new one ticks afresh) and the seats
   * people play at this screen.
   */
  readonly clockSound: { readonly game: string; readonly seats: readonly Color[] };
  /** How the page names a side in sentences. */
  sideName(c: Color): string;
  play(move: M): void;
  goTo(ply: number): void;
  undo(): void;
  redo(): void;
  restore(): void;
  continueHere(): void;
  resign(): void;
  offerDraw(): void;
  answerDraw(accept: boolean): void;
  /** Scoring phase: toggles the group at `point` dead/alive (for the person at this screen). */
  markDead(point: Point): void;
  /** Scoring phase: every person at this screen accepts the count. */
  acceptScore(): void;
  start(settings: X): void;
  /** The same game again, the colours swapped against the AI (`spec.rematch`). */
  rematch(): void;
  /** Opens `match` (an imported record), with the settings it implies. */
  load(match: Match<S, M, O>, text: string, settings?: X): void;
  say(notice: Notice | undefined): void;
}

interface Full<S, M, O, X> {
  readonly ctl: Ctl<S, M, O>;
  readonly settings: X;
  readonly notice: Notice | undefined;
  readonly announce: string;
}

function initialFull<S, M, O, X>(spec: MatchSpec<S, M, O, X>, t: Tr): Full<S, M, O, X> {
  const saved = restoreMatch(spec);
  if (saved.kind === 'ok')
    return {
      // The clock was paused when the page was put away; it runs again from now.
      ctl: {
        ...startCtl(resumeClock(saved.match, Date.now()), { kind: 'restored' }),
        view: saved.view,
      },
      settings: saved.settings,
      notice: undefined,
      announce: spec.restoredSentence?.(saved.match) ?? TEXT.continued(t),
    };
  const migrated = saved.kind === 'none' ? spec.migrate?.() : undefined;
  if (migrated)
    return {
      ctl: startCtl(migrated.match, { kind: 'restored' }),
      settings: migrated.settings,
      notice: undefined,
      announce: TEXT.continued(t),
    };
  const settings = spec.settings.initial;
  const notice: Notice | undefined =
    saved.kind === 'bad' ? { kind: 'refusal', text: badNotice(saved.reason, t) } : undefined;
  return { ctl: startCtl(spec.fresh(settings), undefined), settings, notice, announce: '' };
}

export function useMatchController<S, M, O, X>(
  spec: MatchSpec<S, M, O, X>,
): MatchController<S, M, O, X> {
  const specRef = useRef(spec);
  specRef.current = spec;
  const { t } = useTranslation();
  const tRef = useRef<Tr>(t);
  tRef.current = t;
  const [full, setFull] = useState<Full<S, M, O, X>>(() => initialFull(spec, t));
  const { ctl, settings } = full;
  const { match } = ctl;
  const [resumed] = useState(
    () => full.ctl.event?.kind === 'restored' && full.ctl.match.result === undefined,
  );

  /** Runs a controller step and words its event. */
  const step = useCallback((f: (c: Ctl<S, M, O>, now: number) => Ctl<S, M, O>) => {
    setFull((prev) => {
      const next = f(prev.ctl, Date.now());
      if (next === prev.ctl) return prev;
      const said = describe(next, specRef.current, tRef.current);
      return {
        ...prev,
        ctl: next,
        notice: said ? said.notice : prev.notice,
        announce: said?.announce || prev.announce,
      };
    });
  }, []);

  // Saved after every action (not on the first render: nothing happened yet).
  const firstSave = useRef(true);
  /** Whether this page holds a game worth keeping (restored, or anything happened). */
  const touched = useRef(full.ctl.event?.kind === 'restored');
  useEffect(() => {
    if (firstSave.current) {
      firstSave.current = false;
      return;
    }
    touched.current = true;
    saveMatch(specRef.current, match, settings, ctl.view);
  }, [match, settings, ctl.view]);

  // Put away (page closed, reloaded, or left for another page): saved with the clock paused.
  const latest = useRef({ match, settings, view: ctl.view });
  const first = useRef(latest.current);
  latest.current = { match, settings, view: ctl.view };
  useEffect(() => {
    const putAway = (): void => {
      const { match: m, settings: x, view } = latest.current;
      // Something happened here: seen by the saving effect, or drawn but with that effect
      // still to run (Preact runs it a frame after the render).
      const f = first.current;
      const changed = m !== f.match || x !== f.settings || view !== f.view;
      if (!touched.current && !changed) return; // the stored game stays as it was
      saveMatch(specRef.current, pauseClock(m, Date.now()), x, view);
    };
    window.addEventListener('pagehide', putAway);
    return () => {
      window.removeEventListener('pagehide', putAway);
      putAway();
    };
  }, []);

  // The AI engine (and each seat kind's mover) lives as long as the page.
  const enginesRef = useRef(new Map<Seat['kind'], AiEngine<S, M, O>>());
  const engine = useCallback((kind: Seat['kind']): AiEngine<S, M, O> => {
    const made = enginesRef.current.get(kind);
    if (made) return made;
    const s = specRef.current;
    const e = kind === 'ai' ? s.engine() : (s.movers?.[kind] ?? s.engine)();
    enginesRef.current.set(kind, e);
    return e;
  }, []);
  useEffect(() => {
    const engines = enginesRef.current;
    return () => {
      for (const e of engines.values()) e.dispose();
      engines.clear();
    };
  }, []);
  const machine = (s: Seat): boolean => isMachine(s, specRef.current.movers);

  const [aiStatus, setAiStatus] = useState<AiStatus>('idle');
  const [aiError, setAiError] = useState<string | undefined>(undefined);
  const [attempt, setAttempt] = useState(0);
  const moveNowRef = useRef<(() => void) | undefined>(undefined);
  const actor = turn(match);
  const seat = match.seats[actor];
  const aiTurn = !match.result && !match.scoring && machine(seat);
  const seatKind = seat.kind;
  const aiLevel = seat.kind === 'ai' ? seat.level : 0;
  const pendingDraw = match.pending?.kind === 'draw' ? match.pending : undefined;

  // The AI's turn: ask the engine; apply its answer if the match is still where it asked.
  useEffect(() => {
    if (!aiTurn || pendingDraw) return;
    const s = specRef.current;
    const asked = match;
    const t0 = Date.now();
    const reading = asked.clock ? readClock(asked.clock, actor, t0)[actor] : undefined;
    const timeMs = aiBudgetMs(reading, asked.clock?.control, s.levelTimeMs(aiLevel, settings));
    let timer: number | undefined;
    setAiStatus('thinking');
    setAiError(undefined);
    const job = engine(seatKind).ask(
      { match: asked, level: aiLevel, timeMs },
      {
        move: (m) => {
          moveNowRef.current = undefined;
          const wait = Math.max(0, t0 + (s.aiDelayMs?.(asked) ?? 0) - Date.now());
          timer = window.setTimeout(() => {
            setAiStatus('idle');
            step((c, now) => (c.match === asked ? playMove({ ...c, view: undefined }, m, now) : c));
          }, wait);
        },
        error: (text) => {
          moveNowRef.current = undefined;
          setAiStatus('error');
          setAiError(text);
        },
        preparing: () => setAiStatus('preparing'),
      },
    );
    moveNowRef.current = job.moveNow ? () => job.moveNow?.() : undefined;
    return () => {
      job.cancel();
      if (timer !== undefined) window.clearTimeout(timer);
      moveNowRef.current = undefined;
      setAiStatus((st) => (st === 'error' ? st : 'idle'));
    };
  }, [aiTurn, pendingDraw, match, actor, aiLevel, seatKind, settings, engine, step, attempt]);

  // A draw offered to the AI gets its answer after a moment.
  useEffect(() => {
    if (!pendingDraw || match.result) return;
    const to = opposite(pendingDraw.by);
    if (!isMachine(match.seats[to], specRef.current.movers)) return;
    const t = window.setTimeout(() => {
      const seat = match.seats[to];
      const level = seat.kind === 'ai' ? seat.level : 5;
      const accept =
        specRef.current.aiAcceptsDraw?.(match, to) ??
        answerDrawOffer(match.game, match.state, level, to);
      step((c, now) =>
        c.match === match ? act(c, { type: 'answer-draw', color: to, accept }, now) : c,
      );
    }, 400);
    return () => window.clearTimeout(t);
  }, [pendingDraw, match, step]);

  // The scoring phase: a machine accepts the count at once (again after each change).
  useEffect(() => {
    const sc = match.scoring;
    if (!sc || match.result) return;
    const c = (['black', 'white'] as const).find(
      (k) => !sc.accepted[k] && isMachine(match.seats[k], specRef.current.movers),
    );
    if (!c) return;
    step((x, now) => (x.match === match ? act(x, { type: 'accept-score', color: c }, now) : x));
  }, [match, step]);

  // The flag: claim the timeout the moment the side to move runs out.
  useEffect(() => {
    const clock = match.clock;
    if (!clock || match.result || clock.runningSince === undefined) return;
    const ms = timeToFlag(clock, actor, Date.now());
    if (!Number.isFinite(ms)) return;
    const t = window.setTimeout(
      () =>
        step((c, now) =>
          c.match === match ? act(c, { type: 'claim-timeout', color: opposite(actor) }, now) : c,
        ),
      Math.max(0, ms) + 30,
    );
    return () => window.clearTimeout(t);
  }, [match, actor, step]);

  const shown = useMemo(() => shownState(ctl), [ctl]);
  const moves = useMemo(() => shownMoves(match), [match]);
  const live = atLive(ctl);
  const personActsShown = useMemo(() => {
    if (live) return seat.kind === 'person';
    const g = match.game;
    const c = g.actor ? g.actor(shown) : g.definition.turn(shown);
    const flip = (g.swapped?.(match.state) ?? false) !== (g.swapped?.(shown) ?? false);
    return match.seats[flip ? opposite(c) : c].kind === 'person';
  }, [live, seat, match, shown]);
  const shownOver = match.game.definition.outcome(shown) !== undefined;
  // Sounds: a move (played, or stepped to), a new game, the end.
  const gameKey = String(match.startedAtMs);
  useGameSounds(spec.game.id, {
    game: gameKey,
    at: shownPly(ctl),
    over: match.result !== undefined,
    ...spec.moveSound?.(shown),
  });
  const people = (['black', 'white'] as const).filter((c) => match.seats[c].kind === 'person');
  const canPlay =
    !shownOver &&
    personActsShown &&
    (live ? !match.result && !match.scoring : spec.cutFromPast !== false && mayCut(match)) &&
    (live || aiStatus === 'idle' || aiStatus === 'error');

  return {
    match,
    settings,
    resumed,
    shown,
    shownPly: shownPly(ctl),
    live,
    moves,
    actor,
    aiTurn,
    canPlay,
    ai: {
      status: aiStatus,
      error: aiError,
      moveNow: () => moveNowRef.current?.(),
      retry: () => {
        setAiError(undefined);
        setAiStatus('idle');
        setAttempt((a) => a + 1);
      },
    },
    notice: full.notice,
    announce: full.announce,
    canUndo: canUndo(ctl),
    canRedo: canRedo(ctl),
    replacedCount: ctl.replaced?.moves.length ?? 0,
    speaker: match.result ? undefined : speakerOf(match),
    clockSound: { game: gameKey, seats: people },
    sideName: (c) => specRef.current.sideName(c, match, t),
    play: (m) => step((c, now) => playMove(c, m, now, specRef.current.cutFromPast !== false)),
    goTo: (ply) => step((c) => viewPly(c, ply)),
    undo: () => step((c, now) => undoMove(c, now)),
    redo: () => step((c, now) => redoMove(c, now)),
    restore: () => step((c, now) => restoreReplaced(c, now)),
    continueHere: () => step((c) => cutHere(c)),
    resign: () =>
      step((c, now) => {
        const who = c.match.result ? undefined : speakerOf(c.match);
        return who ? act(c, { type: 'resign', color: who }, now) : c;
      }),
    offerDraw: () =>
      step((c, now) => {
        const who = c.match.result ? undefined : speakerOf(c.match);
        return who ? act(c, { type: 'offer-draw', color: who }, now) : c;
      }),
    answerDraw: (accept) =>
      step((c, now) => {
        const p = c.match.pending;
        if (p?.kind !== 'draw') return c;
        return act(c, { type: 'answer-draw', color: opposite(p.by), accept }, now);
      }),
    markDead: (point) =>
      step((c, now) => markDeadAt(c, speakerOf(c.match) ?? turn(c.match), point, now)),
    acceptScore: () => step((c, now) => acceptForPeople(c, now)),
    start: (next) => {
      setAiError(undefined);
      const s = specRef.current;
      const fresh = s.fresh(next);
      setFull((prev) => ({
        ...prev,
        ctl: startCtl(fresh),
        settings: next,
        notice: undefined,
        announce: s.startSentence?.(fresh) ?? TEXT.newGame(tRef.current),
      }));
    },
    rematch: () => {
      setAiError(undefined);
      const s = specRef.current;
      setFull((prev) => {
        const next = s.rematch?.(prev.settings) ?? prev.settings;
        const fresh = s.fresh(next);
        return {
          ...prev,
          ctl: startCtl(fresh),
          settings: next,
          notice: undefined,
          announce: s.startSentence?.(fresh) ?? TEXT.newGame(tRef.current),
        };
      });
    },
    load: (m, text, next) =>
      setFull((prev) => ({
        ...prev,
        ctl: startCtl(m, undefined),
        settings: next ?? prev.settings,
        notice: { kind: 'info', text },
        announce: text,
      })),
    say: (notice) =>
      setFull((prev) => ({ ...prev, notice, announce: notice?.text ?? prev.announce })),
  };
}

function shownMoves<M>(match: Match<unknown, M, unknown>): readonly MoveNode<M>[] {
  return match.record
    .pathTo(match.tip)
    .slice(1)
    .map((n) => n.data);
}
