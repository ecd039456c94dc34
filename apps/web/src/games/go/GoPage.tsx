/**
 * The Go (围棋) page: a game in play is a match on the shared match controller
 * (`GoPlay`: a person here, the Qipan bot, or a GTP engine on the server; clocks,
 * undo, resign, draw offers, counting after two passes); an opened SGF is reviewed
 * on Go's record tree with its variations (`GoReviewView`). With no game to continue
 * the page opens with the new-game choice (`GoChoice`, the last settings started
 * here remembered), not a game. Opening a file (picker, drop, paste) goes to the
 * review; "Start game" goes to play. The page remembers which (persist.ts). A file of several games offers each of them: choosing one keeps
 * the edits of the one left (the file's games are kept as SGF texts).
 *
 * @example
 * ```tsx
 * // at /go
 * <GoPage />
 * ```
 */
import { formatSgf, parseSgfBytes } from '@qipan/core';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { saveMatch } from '../../session/local/persist.js';
import { rememberGoChoice, rememberedGoChoice } from './choice.js';
import { GoChoice } from './GoChoice.js';
import { freshMatch, goSpec } from './goSpec.js';
import { GoPlay } from './GoPlay.js';
import { PageLoading } from '../../pages/lazyPage.js';

/** The review view (variations, markup, editing) is a chunk of its own: play needs none of it. */
const GoReviewView = lazy(() =>
  import('./GoReviewView.js').then((m) => ({ default: m.GoReviewView })),
);
import type { RecordReview } from './review.js';
import { loadErrorText } from './reviewWords.js';
import {
  SAVED_GO_KEY,
  startup,
  startupShown,
  type SavedCollection,
  type Startup,
} from './persist.js';
import { checkSettings, type GameSettings } from './settings.js';
import { usePasteState } from './SgfPanel.js';
import { loadSgfReview, recordToSgfText } from './sgfio.js';
import { useServerEngines } from './useServerEngines.js';

type Mode =
  | { readonly kind: 'choose'; readonly key: number; readonly notice?: string | undefined }
  | {
      readonly kind: 'play';
      readonly key: number;
      readonly notice?: string;
      /** A new game to start (announced as new), chosen on the choice or the review. */
      readonly start?: GameSettings;
    }
  | {
      readonly kind: 'review';
      readonly key: number;
      readonly review: RecordReview;
      readonly collection?: SavedCollection | undefined;
    };

/** Each game of a file as SGF text (file order), or undefined for a file of one game. */
function gameTexts(input: Uint8Array | string): string[] | undefined {
  const parsed = parseSgfBytes(input);
  if (!parsed.ok || parsed.value.collection.length < 2) return undefined;
  return parsed.value.collection.map((tree) => formatSgf([tree], { charset: 'UTF-8' }));
}

/** A saved match or review opens as it was; nothing saved opens the new-game choice. */
function opening(s: Startup): Mode {
  if (s.kind === 'review') return { ...s, key: 0 };
  let saved: string | null = null;
  try {
    saved = localStorage.getItem(SAVED_GO_KEY);
  } catch {
    // No storage: nothing to continue.
  }
  return saved === null ? { kind: 'choose', key: 0, notice: s.notice } : { ...s, key: 0 };
}

export function GoPage(): ReactNode {
  const { t } = useTranslation(['go', 'common']);
  const engines = useServerEngines();
  const [mode, setMode] = useState<Mode>(() => opening(startup(t)));
  useEffect(() => startupShown(), []);
  const [loadError, setLoadError] = useState<string | undefined>(undefined);
  const paste = usePasteState();

  const open = (input: Uint8Array | string, name: string): void => {
    const r = loadSgfReview(input, name);
    if (!r.ok) {
      setLoadError(loadErrorText(t, r.error));
      return;
    }
    setLoadError(undefined);
    const texts = (r.value.games?.length ?? 0) > 1 ? gameTexts(input) : undefined;
    const collection = texts ? { texts, index: 0 } : undefined;
    setMode((m) => ({ kind: 'review', key: m.key + 1, review: r.value, collection }));
  };

  /** Another game of the file: the one left keeps its edits (as SGF text). */
  const pickGame = (index: number, left: RecordReview): void => {
    if (mode.kind !== 'review' || !mode.collection) return;
    const { collection } = mode;
    if (index === collection.index) return;
    const texts = collection.texts.map((s, i) =>
      i === collection.index ? recordToSgfText(left.record) : s,
    );
    const r = loadSgfReview(texts.join('\n'), left.source ?? t('sgf.pastedSource'), index);
    if (!r.ok) {
      setLoadError(loadErrorText(t, r.error));
      return;
    }
    setLoadError(undefined);
    setMode((m) => ({
      kind: 'review',
      key: m.key + 1,
      review: r.value,
      collection: { texts, index },
    }));
  };

  const newGame = (s: GameSettings): string | undefined => {
    const why = checkSettings(t, s);
    if (why) return why;
    // The controller opens with the saved game: the new match is saved first.
    saveMatch(goSpec(t), freshMatch(s), s);
    rememberGoChoice(s);
    setLoadError(undefined);
    setMode((m) => ({ kind: 'play', key: m.key + 1, start: s }));
    return undefined;
  };

  if (mode.kind === 'choose')
    return (
      <GoChoice
        key={mode.key}
        initial={rememberedGoChoice(t)}
        onStart={newGame}
        engines={engines}
        onOpen={open}
        loadError={loadError}
        paste={paste}
        notice={mode.notice}
      />
    );
  return mode.kind === 'review' ? (
    <Suspense fallback={<PageLoading />}>
      <GoReviewView
        key={mode.key}
        initial={mode.review}
        collection={mode.collection}
        onPickGame={pickGame}
        engines={engines}
        onOpen={open}
        onNewGame={newGame}
        loadError={loadError}
        paste={paste}
      />
    </Suspense>
  ) : (
    <GoPlay
      key={mode.key}
      engines={engines}
      onOpen={open}
      loadError={loadError}
      paste={paste}
      notice={mode.notice}
      start={mode.start}
    />
  );
}
