/**
 * The Go page's review of an SGF record: moves by click (a new variation where the
 * record goes on differently), pass, navigation (←/→, ↑/↓, Home/End, a tree node,
 * forks, move N), dead-stone marking and accepting the score after two passes, and
 * the edits: comment, name and marks of a node, game info, main line, deleting a
 * branch, set-up stones and the side to move (edit mode). Ctrl+Z takes back the last
 * edit (or goes back a move when there is none). The review is saved after every
 * action (persist.ts), and SGF save/copy write the edited record.
 *
 * @example
 * ```tsx
 * const r = useGoReview(loadedModel, undefined);
 * r.activate({ x: 4, y: 4 }); // a move, a dead-stone toggle while counting, a stone in edit mode
 * r.nav('next');
 * r.setComment('Joseki.');
 * ```
 */
import type { Color, Point } from '@qipan/core';
import { PASS, stoneAt } from '@qipan/go';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NodeMarks } from './annotations.js';
import type { EditTool } from './EditTools.js';
import type { GameInfoChanges } from './gameInfo.js';
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
  type ReviewRefusal,
} from './review.js';
import { saveReview, type SavedCollection } from './persist.js';
import { downloadSgf } from './SgfPanel.js';
import { recordToSgfText, sgfFileName } from './sgfio.js';
import { forkNode, lineEnd, nextNode, nodeAtMove, previousNode, siblingNode } from './tree.js';

export type NavTarget = 'start' | 'prev' | 'next' | 'end' | 'up' | 'down';

export interface GoReview {
  readonly model: RecordReview;
  /** Edit mode: board clicks place stones with `tool`. */
  readonly editing: boolean;
  readonly tool: EditTool;
  /** What the last tool action did (copied…), shown beside the tools. */
  readonly note: ReviewNote | undefined;
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
  /** Applies game info; returns why it was refused, if it was. */
  setGameInfo(changes: GameInfoChanges): ReviewRefusal | undefined;
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

export function useGoReview(initial: RecordReview, collection?: SavedCollection): GoReview {
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
    const fail = (e: unknown): void =>
      said({ kind: 'copy-failed', message: e instanceof Error ? e.message : String(e) });
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
    (changes: GameInfoChanges): ReviewRefusal | undefined => {
      const props: Record<string, readonly string[] | undefined> = {};
      for (const [k, v] of Object.entries(changes)) props[k] = v === '' ? undefined : [v];
      const next = editGameInfo(model, props);
      if (next.record === model.record) return next.refusal;
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

  return {
    model,
    editing,
    tool,
    note,
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
