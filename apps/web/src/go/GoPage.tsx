/**
 * The Go (围棋) page: a game in play is a match on the shared match controller
 * (`GoPlay`: a person here, the Qipan bot, or a GTP engine on the server; clocks,
 * undo, resign, draw offers, counting after two passes); an opened SGF is reviewed
 * on Go's record tree with its variations (`GoReviewView`). Opening a file (picker,
 * drop, paste) goes to the review; "Start game" goes to play. The page remembers
 * which (persist.ts).
 *
 * @example
 * ```tsx
 * // at /go
 * <GoPage />
 * ```
 */
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { saveMatch } from '../match/persist.js';
import { freshMatch, goSpec } from './goSpec.js';
import { GoPlay } from './GoPlay.js';
import { GoReviewView } from './GoReviewView.js';
import type { GameModel } from './model.js';
import { startup } from './persist.js';
import { checkSettings, type GameSettings } from './settings.js';
import { usePasteState } from './SgfPanel.js';
import { loadSgfModel } from './sgfio.js';
import { useServerEngines } from './useServerEngines.js';

type Mode =
  | { readonly kind: 'play'; readonly key: number; readonly notice?: string }
  | { readonly kind: 'review'; readonly key: number; readonly model: GameModel };

export function GoPage(): ReactNode {
  const { t } = useTranslation(['go', 'common']);
  const engines = useServerEngines();
  const [mode, setMode] = useState<Mode>(() => ({ ...startup(t), key: 0 }));
  const [loadError, setLoadError] = useState<string | undefined>(undefined);
  const paste = usePasteState();

  const open = (input: Uint8Array | string, name: string): void => {
    const r = loadSgfModel(t, input, name);
    if (!r.ok) {
      setLoadError(r.error);
      return;
    }
    setLoadError(undefined);
    setMode((m) => ({ kind: 'review', key: m.key + 1, model: r.value }));
  };

  const newGame = (s: GameSettings): string | undefined => {
    const why = checkSettings(t, s);
    if (why) return why;
    // The controller opens with the saved game: the new match is saved first.
    saveMatch(goSpec(t), freshMatch(s), s);
    setLoadError(undefined);
    setMode((m) => ({ kind: 'play', key: m.key + 1 }));
    return undefined;
  };

  return mode.kind === 'review' ? (
    <GoReviewView
      key={mode.key}
      initial={mode.model}
      engines={engines}
      onOpen={open}
      onNewGame={newGame}
      loadError={loadError}
      paste={paste}
    />
  ) : (
    <GoPlay
      key={mode.key}
      engines={engines}
      onOpen={open}
      loadError={loadError}
      paste={paste}
      notice={mode.notice}
    />
  );
}
