/**
 * The Go page when there is no game to continue: the new-game choice (the form, open,
 * with the remembered settings), and an empty board of that size under the same
 * layout as a game, so opening a record (picker, drop, paste) works from here too.
 * Nothing is played until "Start game".
 *
 * @example
 * ```tsx
 * <GoChoice initial={rememberedGoChoice(t)} onStart={start} engines={engines} onOpen={open} … />
 * ```
 */
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CANNOT, type Session } from '../../session/session.js';
import { GoLayout } from './GoLayout.js';
import { RulesFacts } from './GoParts.js';
import { freshMatch } from './goSpec.js';
import { colorName, rulesLine } from './labels.js';
import { recordOfMatch } from './matchRecord.js';
import type { PasteState } from './SgfPanel.js';
import { opponentOf, type GameSettings } from './settings.js';
import type { EngineList } from './useServerEngines.js';

export interface GoChoiceProps {
  /** The remembered choice. */
  readonly initial: GameSettings;
  /** Starts the game, or says why it cannot. */
  readonly onStart: (s: GameSettings) => string | undefined;
  readonly engines: EngineList;
  readonly onOpen: (input: Uint8Array | string, name: string) => void;
  readonly loadError: string | undefined;
  readonly paste: PasteState;
  /** A notice from reading the saved game (kept aside). */
  readonly notice: string | undefined;
}

const nothing = (): void => undefined;

export function GoChoice(props: GoChoiceProps): ReactNode {
  const { t } = useTranslation(['go', 'common']);
  const [error, setError] = useState<string | undefined>(undefined);
  const match = useMemo(() => freshMatch(props.initial), [props.initial]);
  const { record } = useMemo(() => recordOfMatch(match), [match]);
  const state = match.state;
  const seat = (c: 'black' | 'white') => ({
    name: colorName(t, c),
    kind: 'person' as const,
    mine: true,
    dot: c,
  });
  // No game yet: a session that shows the empty position and allows nothing.
  const session: Session<unknown, unknown> = {
    source: 'local',
    game: 'go',
    key: 'choice',
    position: state,
    livePosition: state,
    moves: [],
    ply: 0,
    live: true,
    toAct: undefined,
    seats: { black: seat('black'), white: seat('white') },
    clock: undefined,
    result: undefined,
    rules: rulesLine(t, state.rules),
    status: { text: t('choice.status'), thinking: false },
    notice: undefined,
    offer: undefined,
    announce: t('choice.announce'),
    can: CANNOT,
    download: undefined,
    play: nothing,
    pass: nothing,
    goTo: nothing,
    undo: nothing,
    redo: nothing,
    restore: nothing,
    resign: nothing,
    offerDraw: nothing,
    answer: nothing,
    claim: nothing,
    abort: nothing,
    rematch: nothing,
    saveRecord: nothing,
    moveNow: nothing,
    say: nothing,
  };
  return (
    <GoLayout
      session={session}
      lede={t('lede')}
      onOpen={props.onOpen}
      savedNotice={props.notice}
      onNewGame={nothing}
      status={{ turn: state.turn, text: t('choice.status') }}
      state={state}
      board={{
        last: undefined,
        counting: undefined,
        ghost: undefined,
        disabled: true,
        onActivate: nothing,
      }}
      refusal=""
      controls={() => (
        <div className="button-row">
          <button type="button" disabled data-testid="pass">
            {t('pass')}
          </button>
        </div>
      )}
      nav={nothing}
      variations={false}
      top={null}
      tree={{
        title: t('play.movesTitle'),
        record,
        current: 0,
        line: new Set([0]),
        onSelect: nothing,
      }}
      form={{
        initial: props.initial,
        error,
        onStart: (s) => setError(props.onStart(s)),
        engines: props.engines,
        // The choice stays open: it is what the page offers.
        open: true,
        onOpenChange: nothing,
      }}
      sgf={{ onSave: nothing, error: props.loadError, warning: undefined, paste: props.paste }}
      rules={<RulesFacts rules={state.rules} opponent={opponentOf(match)} />}
    />
  );
}
