/**
 * The games of an SGF collection (several games in one file): each by its number,
 * players, date and result, the one under review marked; choosing one loads it.
 * Over a dozen games add a filter box (players, name, date, result).
 *
 * @example
 * ```tsx
 * <CollectionPicker games={[{ black: 'Shusaku', white: 'Gennan', date: '1846', result: 'B+2' }]}
 *   current={0} onPick={(i) => load(i)} />
 * ```
 */
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What the picker shows of one game ('' where the file says nothing). */
export interface GameListing {
  readonly name: string;
  readonly black: string;
  readonly white: string;
  readonly date: string;
  readonly result: string;
}

export interface CollectionPickerProps {
  readonly games: readonly GameListing[];
  /** The game under review (0-based). */
  readonly current: number;
  readonly onPick: (index: number) => void;
}

const FILTER_FROM = 12;

export function CollectionPicker({ games, current, onPick }: CollectionPickerProps): ReactNode {
  const { t } = useTranslation(['go', 'common']);
  const [filter, setFilter] = useState('');
  const words = filter.trim().toLowerCase();
  const line = (g: GameListing): string =>
    [
      t('review.games.players', {
        black: g.black || t('common:color.black'),
        white: g.white || t('common:color.white'),
      }),
      g.date,
      g.result,
      g.name,
    ]
      .filter((s) => s !== '')
      .join(' · ');
  const shown = games
    .map((g, i) => ({ g, i, text: line(g) }))
    .filter((x) => words === '' || x.text.toLowerCase().includes(words));
  return (
    <section className="panel collection" aria-labelledby="games-title" data-testid="collection">
      <h2 id="games-title">{t('review.games.title', { count: games.length })}</h2>
      {games.length >= FILTER_FROM ? (
        <label className="node-field">
          <span>{t('review.games.filter')}</span>
          <input
            type="search"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            data-testid="games-filter"
          />
        </label>
      ) : null}
      <ol className="collection__list" data-testid="games">
        {shown.map(({ i, text }) => (
          <li key={i}>
            <button
              type="button"
              className="collection__game"
              aria-current={i === current ? 'true' : undefined}
              data-game={i}
              onClick={() => onPick(i)}
            >
              <span className="collection__num">{t('number', { n: i + 1 })}</span>
              <span>{text}</span>
            </button>
          </li>
        ))}
      </ol>
      {shown.length === 0 ? <p className="note small">{t('review.games.none')}</p> : null}
    </section>
  );
}
