/**
 * The record source of a session: an opened SGF (a Go record) as a `Session` over
 * its tree, the cursor at a node, the line through it (the remembered branch below)
 * as the moves shown, and the review's tools acting on it. Moves by click (a new
 * variation where the record goes on differently), pass, navigation (←/→, ↑/↓,
 * Home/End, a tree node, forks, move N), dead-stone marking and accepting the score
 * after two passes, and the edits: comment, name and marks of a node, game info,
 * main line, deleting a branch, set-up stones and the side to move (edit mode).
 * `undo` takes back the last edit. The review is saved after every action
 * (persist.ts), and `saveRecord`/`tools.copy` write the edited record. The review
 * (`games/go/review.ts`) holds codes; this hook words them (`reviewWords.ts`).
 *
 * @example
 * ```tsx
 * const s = useRecordSession(loaded, undefined);
 * s.play({ type: 'play', point: { x: 4, y: 4 } }); // a move into the record
 * s.tools.activate({ x: 4, y: 4 }); // a move, a dead-stone toggle while counting, a stone in edit mode
 * s.tools.nav('next');
 * s.tools.setComment('Joseki.');
 * <GameShell session={s} … />
 * ```
 */
import type { Color, Point } from '@qipan/core';
import { isOver, PASS, stoneAt, type GoMove, type GoState } from '@qipan/go';
import type { MatchResult } from '@qipan/match';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NodeMarks } from '../games/go/annotations.js';
import type { EditTool } from '../games/go/EditTools.js';
import type { GameInfoChanges } from '../games/go/gameInfo.js';
import { colorName, resultText, rulesLine, type TFunction } from '../games/go/labels.js';
import {
  acceptScore,
  deleteBranch,
  editGameInfo,
  editStone,
  goTo,
  playMove,
  promote,
  resetMarking as resetDead,
  setAnnotation,
  setComment,
  setNodeName,
  setTurn,
  stateOf,
  toggleDead,
  type RecordReview,
  type ReviewNote,
} from '../games/go/review.js';
import { noteText, refusalWords } from '../games/go/reviewWords.js';
import { saveReview, type SavedCollection } from '../games/go/persist.js';
import { downloadSgf } from '../games/go/SgfPanel.js';
import { recordToSgfText, sgfFileName } from '../games/go/sgfio.js';
import {
  currentLine,
  forkNode,
  lineEnd,
  nextNode,
  nodeAtMove,
  previousNode,
  siblingNode,
  type NavTarget,
} from '../games/go/tree.js';
import { CANNOT, type Session, type SessionNotice, type SessionResult } from './session.js';

/** The review's own tools, beside the session's actions. */
export interface ReviewTools {
  /** Edit mode: board clicks place stones with `tool`. */
  readonly editing: boolean;
  readonly tool: EditTool;
  /** What the last tool action did (copied…), in words, else ''. */
  readonly note: string;
  readonly canUndo: boolean;
  activate(p: Point): void;
  pass(): void;
  nav(to: NavTarget): void;
  select(id: number): void;
  fork(dir: 1 | -1): void;
  goToMove(n: number): void;
  resetMarking(): void;
  accept(): void;
  save(): void;
  copy(): void;
  setComment(text: string): void;
  setName(name: string): void;
  setMarks(before: NodeMarks, after: NodeMarks): void;
  /** Applies game info; returns why it was refused (in words), if it was. */
  setGameInfo(changes: GameInfoChanges): string | undefined;
  promote(): void;
  deleteBranch(): void;
  setEditing(on: boolean): void;
  setTool(tool: EditTool): void;
  setTurn(color: Color): void;
  /** Takes back the last edit; false when there was none. */
  undo(): boolean;
}

/** Copies `text` through a hidden text box and the copy command; false when refused. */
function copyByCommand(text: string): boolean {
  const box = document.createElement('textarea');
  box.value = text;
  box.setAttribute('readonly', '');
  box.style.position = 'fixed';
  box.style.opacity = '0';
  document.body.appendChild(box);
  box.select();
  let copied: boolean;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  box.remove();
  return copied;
}

/** While typing a comment or name, the review is saved this long after the last key. */
const TYPING_SAVE_MS = 400;

/**
 * Saves the review after every change; while typing (a comment or name), a moment
 * after the last key, and at once when the page is hidden or left, so nothing is lost
 * and a long record is not written out on every key.
 */
function useSaved(
  model: RecordReview,
  lastEdit: string | undefined,
  collection: { readonly current: SavedCollection | undefined },
): void {
  const { t } = useTranslation(['go', 'common']);
  const latest = useRef({ t, model, collection });
  latest.current = { t, model, collection };
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** The model last written out. */
  const written = useRef<RecordReview | undefined>(undefined);
  const typing = lastEdit !== undefined && /^[CN]:/.test(lastEdit);
  const save = useRef((): void => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
    const l = latest.current;
    written.current = l.model;
    saveReview(l.t, l.model, l.collection.current);
  }).current;
  useEffect(() => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    if (typing) timer.current = setTimeout(save, TYPING_SAVE_MS);
    else save();
  }, [model, typing, save]);
  useEffect(() => {
    // Whatever is drawn but not yet written: a typing delay still running, or a change
    // whose effect has not run yet (Preact runs effects a frame after the render).
    const flush = (): void => {
      if (latest.current.model !== written.current) save();
    };
    const hidden = (): void => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      flush();
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', hidden);
    };
  }, [save]);
}

interface State {
  readonly model: RecordReview;
  /** Models before each edit, the latest last. */
  readonly past: readonly RecordReview[];
  /** What the latest edit was ('C:12' for a comment of node 12): typing goes into one step. */
  readonly lastEdit: string | undefined;
}

const MAX_UNDO = 100;

function useReviewTools(
  initial: RecordReview,
  collection: SavedCollection | undefined,
): ReviewTools & { readonly review: RecordReview; say(note: SessionNotice | undefined): void } {
  const { t } = useTranslation(['go', 'common']);
  const tRef = useRef(t);
  tRef.current = t;
  const [state, setState] = useState<State>({ model: initial, past: [], lastEdit: undefined });
  const [editing, setEditingState] = useState(false);
  const [tool, setTool] = useState<EditTool>('black');
  const [note, setNote] = useState<ReviewNote | undefined>(undefined);
  const { model } = state;
  const current = model.current;
  const collectionRef = useRef(collection);
  collectionRef.current = collection;
  useSaved(model, state.lastEdit, collectionRef);

  /** A change that is not an edit (navigation, moves): no undo step. */
  const setModel = useCallback((f: (m: RecordReview) => RecordReview) => {
    setState((s) => {
      const model = f(s.model);
      return model === s.model ? s : { ...s, model, lastEdit: undefined };
    });
  }, []);

  /** An edit of the record: one undo step (consecutive edits of the same `key` share one). */
  const edit = useCallback((f: (m: RecordReview) => RecordReview, key?: string) => {
    setState((s) => {
      const model = f(s.model);
      if (model === s.model) return s;
      if (model.record === s.model.record) return { ...s, model };
      const same = key !== undefined && key === s.lastEdit;
      const past = same ? s.past : [...s.past, s.model].slice(-MAX_UNDO);
      return { model, past, lastEdit: key };
    });
  }, []);

  const editingRef = useRef({ editing, tool });
  editingRef.current = { editing, tool };

  const activate = useCallback(
    (p: Point) => {
      const { editing: on, tool: k } = editingRef.current;
      if (on) {
        edit((m) => {
          const s = stateOf(m);
          const color = k === 'erase' || stoneAt(s, p) === k ? undefined : (k as Color);
          return editStone(m, p, color);
        });
        return;
      }
      setModel((m) => {
        if (m.marking && m.result === undefined) return toggleDead(m, p);
        if (m.marking) return m;
        return playMove(m, { type: 'play', point: p }).review;
      });
    },
    [edit, setModel],
  );

  const pass = useCallback(
    () => setModel((m) => (m.marking ? m : playMove(m, PASS).review)),
    [setModel],
  );

  const nav = useCallback(
    (to: NavTarget) => {
      setModel((m) => {
        const { record, chosen, current } = m;
        let id: number | undefined;
        if (to === 'start') id = 0;
        else if (to === 'prev') id = previousNode(record, current);
        else if (to === 'next') id = nextNode(record, chosen, current);
        else if (to === 'end') id = lineEnd(record, chosen, current);
        else id = siblingNode(record, chosen, current, to === 'up' ? -1 : 1);
        return id === undefined || id === current ? m : goTo(m, id);
      });
    },
    [setModel],
  );

  const select = useCallback((id: number) => setModel((m) => goTo(m, id)), [setModel]);

  const fork = useCallback(
    (dir: 1 | -1) =>
      setModel((m) => {
        const id = forkNode(m.record, m.chosen, m.current, dir);
        return id === undefined ? m : goTo(m, id);
      }),
    [setModel],
  );

  const goToMove = useCallback(
    (n: number) =>
      setModel((m) => {
        const id = nodeAtMove(m.record, m.chosen, m.current, n);
        return id === undefined ? m : goTo(m, id);
      }),
    [setModel],
  );

  const resetMarking = useCallback(() => {
    setModel(resetDead);
  }, [setModel]);

  const accept = useCallback(() => edit((m) => acceptScore(m)), [edit]);

  const save = useCallback(() => {
    const name = downloadSgf(
      recordToSgfText(model.record),
      sgfFileName(model.record, model.source),
    );
    setModel((m) => ({ ...m, announce: { kind: 'saved', file: name } }));
  }, [model.record, model.source, setModel]);

  const copy = useCallback(() => {
    const text = recordToSgfText(model.record);
    const said = (note: ReviewNote): void => {
      setNote(note);
      setModel((m) => ({ ...m, announce: note }));
    };
    // The browser's reason is in its own words (English): the sentence says what to do.
    const fail = (e: unknown): void => {
      console.warn('qipan: copy failed', e);
      said({ kind: 'copy-failed' });
    };
    const done = (): void => said({ kind: 'copied', count: text.length });
    // The Clipboard API needs a secure context (https or localhost); elsewhere the old way.
    if (typeof navigator.clipboard?.writeText === 'function')
      navigator.clipboard.writeText(text).then(done, fail);
    else if (copyByCommand(text)) done();
    else fail(new Error('no clipboard'));
  }, [model.record, setModel]);

  const setCommentText = useCallback(
    (text: string) => edit((m) => setComment(m, text), `C:${current}`),
    [edit, current],
  );
  const setName = useCallback(
    (name: string) => edit((m) => setNodeName(m, name), `N:${current}`),
    [edit, current],
  );

  const setMarks = useCallback(
    (before: NodeMarks, after: NodeMarks) =>
      edit((m) => {
        let out = m;
        if (after.move !== before.move || after.double !== before.double) {
          if (after.move) out = setAnnotation(out, after.move, after.double ? 2 : 1);
          else if (before.move) out = setAnnotation(out, before.move, 0);
        }
        if (after.position !== before.position) {
          if (after.position) out = setAnnotation(out, after.position, 1);
          else if (before.position) out = setAnnotation(out, before.position, 0);
        }
        if (after.hotspot !== before.hotspot) out = setAnnotation(out, 'HO', after.hotspot ? 1 : 0);
        return out;
      }),
    [edit],
  );

  const setGameInfo = useCallback(
    (changes: GameInfoChanges): string | undefined => {
      const props: Record<string, readonly string[] | undefined> = {};
      for (const [k, v] of Object.entries(changes)) props[k] = v === '' ? undefined : [v];
      const next = editGameInfo(model, props);
      if (next.record === model.record)
        return next.refusal && refusalWords(tRef.current, next.refusal);
      edit(() => next);
      return undefined;
    },
    [edit, model],
  );

  const promoteLine = useCallback(() => edit((m) => promote(m)), [edit]);
  const deleteLine = useCallback(() => edit((m) => deleteBranch(m)), [edit]);
  const setSide = useCallback((color: Color) => edit((m) => setTurn(m, color)), [edit]);

  const setEditing = useCallback(
    (on: boolean) => {
      setEditingState(on);
      setModel((m) => ({
        ...m,
        refusal: undefined,
        announce: { kind: 'editing', on },
      }));
    },
    [setModel],
  );

  const undo = useCallback((): boolean => {
    if (state.past.length === 0) return false;
    setState((s) => {
      const prev = s.past.at(-1);
      if (!prev) return s;
      const model: RecordReview = { ...prev, announce: { kind: 'undone' } };
      return { model, past: s.past.slice(0, -1), lastEdit: undefined };
    });
    return true;
  }, [state.past.length]);

  const say = useCallback(
    (n: SessionNotice | undefined) =>
      setModel((m) => ({ ...m, announce: n ? { kind: 'text', text: n.text } : { kind: 'none' } })),
    [setModel],
  );

  return {
    review: model,
    say,
    editing,
    tool,
    note: note ? noteText(t, note) : '',
    canUndo: state.past.length > 0,
    activate,
    pass,
    nav,
    select,
    fork,
    goToMove,
    resetMarking,
    accept,
    save,
    copy,
    setComment: setCommentText,
    setName,
    setMarks,
    setGameInfo,
    promote: promoteLine,
    deleteBranch: deleteLine,
    setEditing,
    setTool,
    setTurn: setSide,
    undo,
  };
}

export interface RecordSession extends Session<GoState, GoMove> {
  readonly source: 'record';
  /** The review: the record, the current node, the marking, the last refusal… */
  readonly review: RecordReview;
  readonly tools: ReviewTools;
}

/** A record's RE ('B+3.5', 'W+R', '0') as a match result. */
function resultOfRe(re: string): MatchResult {
  const m = /^([BW])\+(.*)$/i.exec(re.trim());
  if (!m) return { reason: re.trim() === '0' ? 'draw' : 'record' };
  const winner = (m[1] as string).toUpperCase() === 'B' ? 'black' : 'white';
  const how = (m[2] as string).trim();
  if (/^r(esign)?$/i.test(how)) return { winner, reason: 'resign' };
  if (/^t(ime)?$/i.test(how)) return { winner, reason: 'timeout' };
  return { winner, reason: 'score' };
}

/** The status line of a review: the result accepted here, counting, or who is to play. */
function statusText(t: TFunction, m: RecordReview): string {
  const s = stateOf(m);
  if (m.result !== undefined && m.record.tree.node(m.current).children.length === 0)
    return t('status.gameOverResult', { result: resultText(t, m.result) });
  if (m.marking) return t('status.counting');
  if (isOver(s)) return t('status.gameOver');
  const color = colorName(t, s.turn);
  if (s.handicapToPlace > 0) return t('status.placeHandicap', { color, count: s.handicapToPlace });
  return t('status.toPlay', { color });
}

/**
 * A record under review as a session (source `record`), with its review tools.
 * `collection`: the games of the file when it holds several (saved with it).
 */
export function useRecordSession(
  initial: RecordReview,
  collection?: SavedCollection,
): RecordSession {
  const { t } = useTranslation(['go', 'common']);
  const { review, say, ...tools } = useReviewTools(initial, collection);
  const { record, chosen, current } = review;
  const line = useMemo(() => currentLine(record, chosen, current), [record, chosen, current]);
  const moves = useMemo(
    () =>
      line.slice(1).map((id) => {
        const mv = record.tree.node(id).data.move;
        return { move: mv?.move, color: mv?.color };
      }),
    [line, record],
  );
  const position = stateOf(review);
  const end = line.at(-1) ?? current;
  const livePosition = stateOf(review, end);
  const root = record.tree.node(record.tree.rootId).data.sgf;
  const seat = (c: Color) => ({
    name: root[c === 'black' ? 'PB' : 'PW']?.[0] ?? colorName(t, c),
    kind: 'person' as const,
    mine: true,
    dot: c,
  });
  const re = review.result;
  const result: SessionResult | undefined =
    re === undefined ? undefined : { result: resultOfRe(re), text: resultText(t, re) };
  const live = review.result === undefined && position.resigned === undefined && !review.marking;
  const ply = Math.max(0, line.indexOf(current));
  const goTo = (n: number): void => {
    const id = line[Math.max(0, Math.min(line.length - 1, Math.floor(n)))];
    if (id !== undefined) tools.select(id);
  };
  return {
    source: 'record',
    game: 'go',
    key: `${review.source ?? ''}#${review.gameIndex ?? 0}`,
    position,
    livePosition,
    moves,
    ply,
    live: current === end,
    toAct: isOver(position) || review.result !== undefined ? undefined : position.turn,
    seats: { black: seat('black'), white: seat('white') },
    clock: undefined,
    result,
    rules: rulesLine(t, record.rules),
    status: { text: statusText(t, review), turn: position.turn, thinking: false },
    notice: review.refusal ? { kind: 'refusal', text: refusalWords(t, review.refusal) } : undefined,
    offer: undefined,
    announce: noteText(t, review.announce),
    can: {
      ...CANNOT,
      play: live || review.marking !== undefined || tools.editing,
      pass: live && !tools.editing,
      undo: tools.canUndo,
      download: true,
    },
    download: {
      label: t('sgf.save'),
      fileName: sgfFileName(record, review.source),
      mime: 'application/x-go-sgf',
      text: () => recordToSgfText(record),
    },
    play: (move) => (move.type === 'play' ? tools.activate(move.point) : tools.pass()),
    pass: tools.pass,
    goTo,
    undo: () => void tools.undo(),
    redo: () => undefined,
    restore: () => undefined,
    resign: () => undefined,
    offerDraw: () => undefined,
    answer: () => undefined,
    claim: () => undefined,
    abort: () => undefined,
    rematch: () => undefined,
    saveRecord: tools.save,
    moveNow: () => undefined,
    say,
    review,
    tools,
  };
}
