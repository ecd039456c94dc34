import { fromMoveString, toJsonRecord, type GomokuState } from '@qipan/gomoku';
import { apply } from '@qipan/match';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../i18n/setup.js';
import {
  freshMatch,
  GOMOKU_SPEC,
  matchFromState,
  readSettings,
  resultText,
  seatsOf,
  sideName,
} from './gomokuMatch.js';
import { DEFAULT_SETTINGS } from './settings.js';

const en = createI18n('en').t;
const zh = createI18n('zh').t;

const game = (moves: string): GomokuState => {
  const r = fromMoveString(moves, { rule: 'freestyle' });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('the Gomoku page as a match', () => {
  it('reads an imported game into a match between two people', () => {
    const r = matchFromState(game('d8d7e8e7f8f7g8g7h8'));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.plies).toBe(9);
    expect(resultText(r.value, en)).toBe('Black wins with five in a row (d8–h8).');
    const vsAi = {
      ...r.value,
      seats: seatsOf({ ...DEFAULT_SETTINGS, opponent: 'ai', aiPlayer: 'first' }),
    };
    expect(resultText(vsAi, en)).toBe('The AI wins with five in a row (d8–h8).');
    expect(resultText(freshMatch(DEFAULT_SETTINGS), en)).toBeUndefined();
  });

  it('words results the players reached', () => {
    const m = freshMatch({ ...DEFAULT_SETTINGS, opponent: 'ai', aiPlayer: 'second' });
    const r = apply(m, { type: 'resign', color: 'black' }, Date.now());
    expect(r.ok && resultText(r.value, en)).toBe('You resigned: The AI wins.');
    const p = freshMatch(DEFAULT_SETTINGS);
    const d = apply(p, { type: 'offer-draw', color: 'black' }, 1);
    const a = d.ok ? apply(d.value, { type: 'answer-draw', color: 'white', accept: true }, 2) : d;
    expect(a.ok && resultText(a.value, en)).toBe('Draw by agreement.');
    expect(r.ok && resultText(r.value, zh)).toBe('你认输，AI胜。');
    expect(a.ok && resultText(a.value, zh)).toBe('双方同意和棋。');
  });

  it('words the rules’ results and refusals in Chinese', () => {
    const r = matchFromState(game('d8d7e8e7f8f7g8g7h8'));
    expect(r.ok && resultText(r.value, zh)).toBe('黑方以五连获胜（d8–h8）。');
    const m = freshMatch(DEFAULT_SETTINGS);
    const p = apply(m, { type: 'move', move: { x: 7, y: 7 } }, 1);
    const q = p.ok ? apply(p.value, { type: 'move', move: { x: 7, y: 7 } }, 2) : p;
    expect(q.ok).toBe(false);
    if (q.ok || !p.ok) return;
    expect(GOMOKU_SPEC.refusalText(q.error, { x: 7, y: 7 }, p.value, zh)).toBe(
      'h8：这个点已经有棋子了。',
    );
    expect(GOMOKU_SPEC.refusalText(q.error, { x: 7, y: 7 }, p.value, en)).toBe(
      'h8: That point is occupied.',
    );
  });

  it('names the seats: you and the AI, colours, or first and second player under swap2', () => {
    const ai = freshMatch({ ...DEFAULT_SETTINGS, opponent: 'ai', aiPlayer: 'first' });
    expect([sideName('black', ai, en), sideName('white', ai, en)]).toEqual(['AI', 'You']);
    const two = freshMatch(DEFAULT_SETTINGS);
    expect(sideName('white', two, en)).toBe('White');
    const swap = freshMatch({ ...DEFAULT_SETTINGS, opening: 'swap2' });
    expect(sideName('black', swap, en)).toBe('First player');
  });

  it('refuses records with set-up stones', () => {
    const s = game('h8');
    const r = matchFromState({
      ...s,
      setup: { black: [{ x: 0, y: 0 }], white: [], turn: 'white' },
    });
    expect(r.ok).toBe(false);
  });

  it('reads saved settings leniently, field by field', () => {
    expect(readSettings(undefined)).toEqual(DEFAULT_SETTINGS);
    const s = readSettings({
      size: 19,
      rule: 'renju',
      opponent: 'ai',
      level: 9,
      thinkMs: 250,
      time: { kind: 'fischer', mainMs: 300_000, incrementMs: 3000 },
    });
    expect(s).toMatchObject({ size: 19, rule: 'renju', opponent: 'ai', level: 3, thinkMs: 250 });
    expect(s.time).toEqual({ kind: 'fischer', mainMs: 300_000, incrementMs: 3000 });
    expect(readSettings({ time: { kind: 'byoyomi', mainMs: 1 } }).time).toEqual({ kind: 'none' });
  });
});

describe('the old saved game (qipan.gomoku.v1)', () => {
  afterEach(() => vi.unstubAllGlobals());

  const stub = (items: Record<string, string>): Map<string, string> => {
    const map = new Map(Object.entries(items));
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
      removeItem: (k: string) => void map.delete(k),
    });
    return map;
  };

  it('becomes a match once, with its settings, and the old key goes', () => {
    const old = {
      settings: { opponent: 'ai', aiPlayer: 'second', level: 2, thinkMs: 500 },
      record: toJsonRecord(game('h8i9j10')),
      cursor: 3,
    };
    const map = stub({ 'qipan.gomoku.v1': JSON.stringify(old) });
    const r = GOMOKU_SPEC.migrate?.();
    expect(r?.match.plies).toBe(3);
    expect(r?.match.seats.white).toEqual({ kind: 'ai', level: 2 });
    expect(r?.settings).toMatchObject({ opponent: 'ai', level: 2, thinkMs: 500, size: 15 });
    expect(map.has('qipan.gomoku.v1')).toBe(false);
    expect(GOMOKU_SPEC.migrate?.()).toBeUndefined();
  });

  it('an unreadable old value is dropped without a crash', () => {
    stub({ 'qipan.gomoku.v1': '{"record": 5}' });
    expect(GOMOKU_SPEC.migrate?.()).toBeUndefined();
  });
});
