/**
 * The home page: the games, the live ones linked, the others marked "coming soon".
 * Names and blurbs come from the `home` namespace; in English each name is followed
 * by its Chinese one.
 *
 * @example
 * ```tsx
 * <HomePage />
 * ```
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NativeName } from '../i18n/NativeName.js';
import { Link } from '../router.js';
import { ContinueGames } from './ContinueGames.js';

interface GameCard {
  readonly id: 'queens' | 'go' | 'gomoku' | 'chongzi';
  /** The Chinese name, shown beside the English one. */
  readonly native: string;
  readonly href?: string;
  readonly art: ReactNode;
}

const stones = (cells: readonly [number, number, 'b' | 'w'][], size: number): ReactNode => (
  <svg
    viewBox={`-2 -2 ${size * 10 + 4} ${size * 10 + 4}`}
    aria-hidden="true"
    className="card-art card-art--go"
  >
    {Array.from({ length: size }, (_, i) => (
      <g key={i}>
        <line x1={5} y1={5 + i * 10} x2={size * 10 - 5} y2={5 + i * 10} />
        <line x1={5 + i * 10} y1={5} x2={5 + i * 10} y2={size * 10 - 5} />
      </g>
    ))}
    {cells.map(([x, y, c]) => (
      <circle
        key={`${x},${y}`}
        cx={5 + x * 10}
        cy={5 + y * 10}
        r={4.1}
        className={c === 'b' ? 'st-b' : 'st-w'}
      />
    ))}
  </svg>
);

const queensArt = (
  <svg viewBox="0 0 80 80" aria-hidden="true" className="card-art">
    {Array.from({ length: 64 }, (_, i) => (
      <rect
        key={i}
        x={(i % 8) * 10}
        y={Math.floor(i / 8) * 10}
        width={10}
        height={10}
        className={((i % 8) + Math.floor(i / 8)) % 2 === 0 ? 'sq-l' : 'sq-d'}
      />
    ))}
    {[0, 4, 7, 5, 2, 6, 1, 3].map((c, r) => (
      <circle key={r} cx={c * 10 + 5} cy={r * 10 + 5} r={3.2} className="q-dot" />
    ))}
  </svg>
);

const GAMES: readonly GameCard[] = [
  {
    id: 'queens',
    native: '八皇后',
    href: '/queens',
    art: queensArt,
  },
  {
    id: 'go',
    native: '围棋',
    href: '/go',
    art: stones(
      [
        [2, 2, 'b'],
        [3, 2, 'w'],
        [2, 3, 'w'],
        [4, 4, 'b'],
        [3, 4, 'b'],
      ],
      7,
    ),
  },
  {
    id: 'gomoku',
    native: '五子棋',
    href: '/gomoku',
    art: stones(
      [
        [1, 5, 'b'],
        [2, 4, 'b'],
        [3, 3, 'b'],
        [4, 2, 'b'],
        [2, 2, 'w'],
        [3, 4, 'w'],
        [4, 3, 'w'],
      ],
      7,
    ),
  },
  {
    id: 'chongzi',
    native: '冲子棋',
    href: '/chongzi',
    art: stones(
      [
        [0, 0, 'b'],
        [1, 0, 'b'],
        [2, 0, 'b'],
        [0, 4, 'w'],
        [1, 4, 'w'],
        [2, 4, 'w'],
      ],
      5,
    ),
  },
];

export function HomePage(): ReactNode {
  const { t, i18n } = useTranslation('home');
  const chinese = i18n.resolvedLanguage === 'zh';
  return (
    <section className="page">
      <div className="hero">
        <h1>
          {t('heading')} <span lang={chinese ? 'en' : 'zh'}>{chinese ? 'Qipan' : '棋盘'}</span>
        </h1>
        <p className="lede">{t('lede')}</p>
      </div>
      <ContinueGames />
      <h2 className="section-title">{t('games')}</h2>
      <ul className="game-grid" aria-label={t('games')}>
        {GAMES.map((g) => (
          <li
            key={g.id}
            className={`game-card${g.href ? '' : ' game-card--soon'}`}
            data-game={g.id}
          >
            {g.art}
            <div className="game-card__body">
              <h3>
                {g.href ? (
                  <Link to={g.href}>{t(`card.${g.id}.name`)}</Link>
                ) : (
                  t(`card.${g.id}.name`)
                )}
                <NativeName>{g.native}</NativeName>
              </h3>
              <p>{t(`card.${g.id}.blurb`)}</p>
              {g.href ? (
                <span className="badge badge--live">{t('playNow')}</span>
              ) : (
                <span className="badge badge--soon">{t('comingSoon')}</span>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
