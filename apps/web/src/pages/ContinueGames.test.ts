import { describe, expect, it } from 'vitest';
import type { SavedEntry } from '../storage/saved.js';
import { createI18n } from '../i18n/setup.js';
import { continueHref } from './ContinueGames.js';
import { continueSummary } from './continueSummary.js';

const entry = (game: SavedEntry['game'], payload: unknown): SavedEntry => ({
  game,
  version: 1,
  savedAtMs: 0,
  finished: false,
  summary: '',
  payload,
});

describe('continueHref', () => {
  it('links each game to its page, N-Queens with its board size', () => {
    expect(continueHref(entry('gomoku', {}))).toBe('/gomoku');
    expect(continueHref(entry('go', null))).toBe('/go');
    expect(continueHref(entry('queens', { n: 6, queens: [] }))).toBe('/queens?n=6');
    expect(continueHref(entry('queens', { n: 8, queens: [] }))).toBe('/queens');
    expect(continueHref(entry('queens', { n: 'x' }))).toBe('/queens');
  });
});

describe('continueSummary', () => {
  const en = createI18n('en').t;
  const zh = createI18n('zh').t;
  const record = (game: string, options: unknown, moves: number, ai?: number) => ({
    record: {
      game,
      options,
      seats: {
        black: { kind: 'person' },
        white: ai === undefined ? { kind: 'person' } : { kind: 'ai', level: ai },
      },
      moves: Array.from({ length: moves }, () => ({})),
    },
  });

  it('rebuilds match summaries in the reader’s language', () => {
    const g = entry('gomoku', record('gomoku', { size: 15, rule: 'renju' }, 3));
    expect(continueSummary(g, en, 'en')).toBe('15×15 renju · move 3 · two players');
    expect(continueSummary(g, zh, 'zh')).toBe('15×15 连珠（有禁手） · 第 3 手 · 双人对弈');
    const c = entry('chongzi', record('chongzi', { size: 5, start: 'fixed' }, 2, 3));
    expect(continueSummary(c, en, 'en')).toBe('5×5 fixed start · move 2 · vs AI level 3');
    expect(continueSummary(c, zh, 'zh')).toBe('5×5 固定开局 · 第 2 步 · 对战 AI 3 级');
    const q = entry('queens', { n: 6, queens: [[0, 1]] });
    expect(continueSummary(q, zh, 'zh')).toBe('6 皇后 · 已放 1 个');
  });

  it('shows the stored text when the payload is not one it reads', () => {
    const go = { ...entry('go', { sgf: '(;GM[1])' }), summary: '19×19 · move 4 · two players' };
    expect(continueSummary(go, zh, 'zh')).toBe('19×19 · move 4 · two players');
    const odd = { ...entry('gomoku', record('gomoku', { size: 15, rule: 'x' }, 1)), summary: 's' };
    expect(continueSummary(odd, en, 'en')).toBe('s');
  });
});
