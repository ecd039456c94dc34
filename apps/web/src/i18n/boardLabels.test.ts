/**
 * The four board wrappers name their boards and points through the catalogue: today's
 * English wording exactly (browser tests select by it), and Simplified Chinese.
 *
 * @example
 * ```sh
 * npx vitest run apps/web/src/i18n/boardLabels.test.ts
 * ```
 */
import { initial as chongziStart } from '@qipan/chongzi';
import { unwrap } from '@qipan/core';
import { initial, play, playAt } from '@qipan/go';
import { initial as newGomoku, playMove } from '@qipan/gomoku';
import { describe, expect, it } from 'vitest';
import { chongziPointLabel } from '../games/chongzi/ChongziBoard.js';
import { goBoardData, goBoardLabel, goPointLabel, type GoBoardProps } from '../games/go/GoBoard.js';
import { gomokuBoardData, gomokuPointLabel } from '../games/gomoku/GomokuBoard.js';
import { queensSquareLabel } from '../games/queens/QueensBoard.js';
import type { Language } from './languages.js';
import { createI18n } from './setup.js';

const go = (lang: Language) => createI18n(lang).getFixedT<['go', 'common']>(lang, ['go', 'common']);
const gomoku = (lang: Language) =>
  createI18n(lang).getFixedT<['gomoku', 'common']>(lang, ['gomoku', 'common']);
const chongzi = (lang: Language) =>
  createI18n(lang).getFixedT<['chongzi', 'common']>(lang, ['chongzi', 'common']);
const queens = (lang: Language) =>
  createI18n(lang).getFixedT<['queens', 'common']>(lang, ['queens', 'common']);

describe('Go board names', () => {
  // Black C7, White D6 on 9×9; numbers shown; while counting D6 is dead, E5 Black's.
  let s = initial({ size: 9 });
  s = unwrap(play(s, playAt(2, 2)));
  s = unwrap(play(s, playAt(3, 3)));
  const ownership = Array.from({ length: 9 }, () =>
    Array.from({ length: 9 }, () => 'black' as const),
  );
  const props: GoBoardProps = {
    state: s,
    last: { x: 3, y: 3 },
    numbers: new Map([
      ['2,2', 1],
      ['3,3', 2],
    ]),
    counting: { dead: new Set(['3,3']), ownership },
    ghost: undefined,
    disabled: false,
    onActivate: () => undefined,
  };
  const data = goBoardData(props);
  const names = (lang: Language, counting: GoBoardProps['counting']) => {
    const t = go(lang);
    return [
      goBoardLabel(t, 9),
      goPointLabel(t, data, counting, { x: 2, y: 2 }),
      goPointLabel(t, data, counting, { x: 3, y: 3 }),
      goPointLabel(t, data, counting, { x: 4, y: 4 }),
    ];
  };

  it('in English, as before', () => {
    expect(names('en', undefined)).toEqual([
      'Go board, 9 by 9',
      'C7, black stone, move 1',
      'D6, white stone, move 2, last move',
      'E5, empty',
    ]);
    expect(names('en', props.counting).slice(2)).toEqual([
      'D6, white stone, move 2, last move, dead, black territory',
      'E5, empty, black territory',
    ]);
  });

  it('in Chinese, coordinates unchanged', () => {
    expect(names('zh', props.counting)).toEqual([
      '9 × 9 围棋棋盘',
      'C7，黑子，第 1 手',
      'D6，白子，第 2 手，最后一手，死子，黑方的地',
      'E5，空，黑方的地',
    ]);
  });
});

describe('Gomoku point names', () => {
  const s = unwrap(playMove(newGomoku({ size: 15 }), { x: 7, y: 7 }));
  const data = gomokuBoardData(s, [{ point: { x: 8, y: 6 }, kind: 'double-three' }], true);
  const names = (lang: Language) => {
    const t = gomoku(lang);
    return [
      { x: 7, y: 7 },
      { x: 8, y: 6 },
      { x: 0, y: 0 },
    ].map((p) => gomokuPointLabel(t, data, p));
  };

  it('in English, as before', () => {
    expect(names('en')).toEqual([
      'h8, black stone, move 1, last move',
      'i9, empty, forbidden for Black: double-three',
      'a15, empty',
    ]);
  });

  it('in Chinese', () => {
    expect(names('zh')).toEqual(['h8，黑子，第 1 手，最后一手', 'i9，空，黑方三三禁手', 'a15，空']);
  });

  it('names the winning line and every forbidden kind', () => {
    const t = gomoku('en');
    const kinds = gomokuBoardData(
      s,
      [
        { point: { x: 0, y: 0 }, kind: 'double-four' },
        { point: { x: 1, y: 0 }, kind: 'overline' },
      ],
      false,
    );
    expect(gomokuPointLabel(t, kinds, { x: 0, y: 0 })).toBe(
      'a15, empty, forbidden for Black: double-four',
    );
    expect(gomokuPointLabel(gomoku('zh'), kinds, { x: 1, y: 0 })).toBe('b15，空，黑方长连禁手');
    const won = { ...kinds, highlights: { '7,7': ['win' as const] } };
    expect(gomokuPointLabel(t, won, { x: 7, y: 7 })).toBe(
      'h8, black stone, move 1, last move, winning line',
    );
  });
});

describe('Chongzi point names', () => {
  const none = { selected: false, target: false, movable: false, captured: false, last: false };
  const names = (lang: Language) => {
    const t = chongzi(lang);
    const n = chongziStart({ size: 4 }).size;
    return [
      chongziPointLabel(t, n, { x: 2, y: 1 }, 'red', { ...none, selected: true, movable: true }),
      chongziPointLabel(t, n, { x: 1, y: 1 }, undefined, { ...none, target: true, last: true }),
      chongziPointLabel(t, n, { x: 0, y: 3 }, 'blue', { ...none, target: true, captured: true }),
      chongziPointLabel(t, n, { x: 3, y: 0 }, 'red', { ...none, movable: true }),
    ];
  };

  it('in English, as before', () => {
    expect(names('en')).toEqual([
      'C3, red piece, selected',
      'B3, empty, legal destination, last move',
      'A1, blue piece, captured, can be removed',
      'D4, red piece, can move',
    ]);
  });

  it('in Chinese', () => {
    expect(names('zh')).toEqual([
      'C3，红子，已选中',
      'B3，空，可以走到，上一步',
      'A1，蓝子，被吃，可以提掉',
      'D4，红子，可以走',
    ]);
  });
});

describe('N-Queens square names', () => {
  const names = (lang: Language) => {
    const t = queens(lang);
    return [
      queensSquareLabel(t, 8, { x: 0, y: 0 }, { queen: true, attacked: true, suggested: false }),
      queensSquareLabel(t, 8, { x: 4, y: 4 }, { queen: false, attacked: false, suggested: true }),
    ];
  };

  it('in English, as before', () => {
    expect(names('en')).toEqual(['a8, queen, attacked', 'e4, empty, suggested']);
  });

  it('in Chinese', () => {
    expect(names('zh')).toEqual(['a8，皇后，受攻击', 'e4，空，建议']);
  });
});
