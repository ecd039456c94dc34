/**
 * The N-Queens page (seed 000 generalised): choose N (4–20, in the URL as `?n=`),
 * then Play, browse Solutions, Watch the search, or Count on all cores.
 *
 * @example
 * ```tsx
 * // at /queens?n=10
 * <QueensPage />
 * ```
 */
import type { Solution } from '@qipan/queens';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NativeName } from '../../i18n/NativeName.js';
import { navigate, useLocation } from '../../router.js';
import { CountView } from './CountView.js';
import { MAX_BOARD, MIN_BOARD, parseBoardSize } from './known.js';
import { PlayView } from './PlayView.js';
import { SolutionsView } from './SolutionsView.js';
import { useCount } from './useCount.js';
import { useHint } from './useHint.js';
import { usePuzzle } from './usePuzzle.js';
import { useSearchPlayer } from './useSearchPlayer.js';
import { useSolutionBrowser } from './useSolutionBrowser.js';
import { WatchView } from './WatchView.js';

const TABS = ['play', 'solutions', 'search', 'count'] as const;
type Tab = (typeof TABS)[number];

const SIZES = Array.from({ length: MAX_BOARD - MIN_BOARD + 1 }, (_, i) => MIN_BOARD + i);

export function QueensPage(): ReactNode {
  const { t } = useTranslation('queens');
  const { search } = useLocation();
  const n = parseBoardSize(search.get('n'));
  const [tab, setTab] = useState<Tab>('play');
  const tabRefs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});

  const setSize = (next: number): void => {
    navigate(next === 8 ? '/queens' : `/queens?n=${next}`, { replace: true });
  };

  const onTabKey = (e: KeyboardEvent<HTMLDivElement>): void => {
    const i = TABS.indexOf(tab);
    let j: number | undefined;
    if (e.key === 'ArrowRight') j = (i + 1) % TABS.length;
    else if (e.key === 'ArrowLeft') j = (i - 1 + TABS.length) % TABS.length;
    else if (e.key === 'Home') j = 0;
    else if (e.key === 'End') j = TABS.length - 1;
    const next = j === undefined ? undefined : TABS[j];
    if (!next) return;
    e.preventDefault();
    setTab(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <section className="page queens">
      <div className="page-head">
        <div>
          <h1>
            {t('title')}
            <NativeName>八皇后</NativeName>
          </h1>
          <p className="lede">{t('lede', { n })}</p>
        </div>
        <label className="size-picker">
          <span>{t('boardSize')}</span>
          <select id="board-size" value={n} onChange={(e) => setSize(Number(e.target.value))}>
            {SIZES.map((s) => (
              <option key={s} value={s}>
                {t('size', { n: s })}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="tabs" role="tablist" aria-label={t('tabsLabel')} onKeyDown={onTabKey}>
        {TABS.map((id) => (
          <button
            key={id}
            ref={(el) => {
              tabRefs.current[id] = el;
            }}
            type="button"
            role="tab"
            id={`tab-${id}`}
            aria-selected={tab === id}
            aria-controls="queens-panel"
            tabIndex={tab === id ? 0 : -1}
            className="tab"
            onClick={() => setTab(id)}
          >
            {t(`tab.${id}`)}
          </button>
        ))}
      </div>
      <QueensGame key={n} n={n} tab={tab} onPlay={() => setTab('play')} />
    </section>
  );
}

interface GameProps {
  readonly n: number;
  readonly tab: Tab;
  readonly onPlay: () => void;
}

/** Everything that belongs to one board size; remounted when N changes. */
function QueensGame({ n, tab, onPlay }: GameProps): ReactNode {
  const { t } = useTranslation('queens');
  const game = usePuzzle(n);
  const hint = useHint();
  const browser = useSolutionBrowser(n);
  const player = useSearchPlayer(n, tab === 'search');
  const count = useCount(n);

  const playSolution = (s: Solution): void => {
    game.load(s, 'loaded');
    onPlay();
  };

  return (
    <div
      role="tabpanel"
      id="queens-panel"
      aria-labelledby={`tab-${tab}`}
      className="tabpanel"
      data-tab={tab}
    >
      {tab === 'play' ? <PlayView game={game} hint={hint} /> : null}
      {tab === 'solutions' ? <SolutionsView n={n} browser={browser} onPlay={playSolution} /> : null}
      {tab === 'search' ? <WatchView n={n} player={player} /> : null}
      {tab === 'count' ? <CountView n={n} count={count} /> : null}
      {tab !== 'count' && count.state.status === 'running' ? (
        <p className="background-note">
          {t('background', { done: count.state.done, tasks: count.state.tasks })}
        </p>
      ) : null}
    </div>
  );
}
