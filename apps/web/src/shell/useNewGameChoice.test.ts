import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  draftOf as chongziDraft,
  readDraft as readChongzi,
} from '../games/chongzi/NewGameDialog.js';
import { DEFAULT_SETTINGS as CHONGZI } from '../games/chongzi/chongziMatch.js';
import { draftOf as gomokuDraft, readDraft as readGomoku } from '../games/gomoku/NewGameDialog.js';
import { DEFAULT_SETTINGS as GOMOKU } from '../games/gomoku/settings.js';
import { recallChoice, rememberChoice } from './useNewGameChoice.js';

describe('the remembered new-game choice', () => {
  afterEach(() => vi.unstubAllGlobals());

  const stub = (items: Record<string, string> = {}): Map<string, string> => {
    const map = new Map(Object.entries(items));
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
      removeItem: (k: string) => void map.delete(k),
    });
    return map;
  };

  it('is kept per game: the clock chosen for Gomoku is not Chongzi’s', () => {
    const map = stub();
    const five = { kind: 'fischer', mainMs: 300_000, incrementMs: 3_000 } as const;
    rememberChoice('gomoku', { ...gomokuDraft(GOMOKU), size: 9, time: five });
    expect(map.has('qipan.newGame.gomoku')).toBe(true);
    expect(recallChoice('gomoku', readGomoku)).toMatchObject({ size: 9, time: five });
    expect(recallChoice('chongzi', readChongzi)).toBeUndefined();
    rememberChoice('chongzi', { ...chongziDraft(CHONGZI), opponent: 'online', side: 'blue' });
    expect(recallChoice('chongzi', readChongzi)).toMatchObject({
      opponent: 'online',
      side: 'blue',
      time: { kind: 'none' },
    });
  });

  it('reads leniently: bad fields take the defaults, unreadable text is no choice', () => {
    stub({
      'qipan.newGame.gomoku': JSON.stringify({ size: 99, opponent: 'alien', side: 'up' }),
      'qipan.newGame.chongzi': '{not json',
    });
    expect(recallChoice('gomoku', readGomoku)).toEqual({ ...GOMOKU, side: 'random' });
    expect(recallChoice('chongzi', readChongzi)).toBeUndefined();
  });

  it('a refused storage forgets quietly', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => null,
      setItem: () => {
        throw new Error('quota');
      },
    });
    expect(() => rememberChoice('gomoku', gomokuDraft(GOMOKU))).not.toThrow();
  });
});
