import { unwrap } from '@qipan/core';
import { fromSetup } from '@qipan/gomoku';
import { describe, expect, it } from 'vitest';
import {
  chongziMatch,
  gomokuCanStillWin,
  gomokuMatch,
  goMatch,
  matchGame,
  parseGameId,
} from './games.js';

describe('options from JSON', () => {
  const reason = (r: { ok: boolean; error?: { reason: string; path?: string } }) =>
    r.ok ? 'ok' : `${r.error?.reason} ${r.error?.path}`;

  it('accepts valid options of each game', () => {
    expect(goMatch.parseOptions({ preset: 'japanese', size: 9, komi: 6.5 }).ok).toBe(true);
    expect(gomokuMatch.parseOptions({ size: 15, rule: 'renju', opening: 'swap2' }).ok).toBe(true);
    expect(chongziMatch.parseOptions({ size: 4, start: 'empty', quietMoveLimit: null }).ok).toBe(
      true,
    );
    expect(goMatch.parseOptions({}).ok).toBe(true);
  });

  it('refuses bad or unknown options with a path', () => {
    expect(reason(goMatch.parseOptions({ size: 40 }))).toBe('bad-options options');
    expect(reason(goMatch.parseOptions({ ko: 'sometimes' }))).toBe('bad-options options.ko');
    expect(reason(goMatch.parseOptions({ colour: 'red' }))).toBe('bad-options options.colour');
    expect(reason(gomokuMatch.parseOptions({ size: 4 }))).toBe('bad-options options');
    expect(reason(gomokuMatch.parseOptions({ rule: 'caro' }))).toBe('bad-options options.rule');
    expect(reason(chongziMatch.parseOptions({ size: 6 }))).toBe('bad-options options.size');
    expect(reason(chongziMatch.parseOptions([]))).toBe('bad-options options');
  });
});

describe('registry', () => {
  it('finds each game by id and refuses others', () => {
    expect(matchGame('chongzi').definition.id).toBe('chongzi');
    expect(parseGameId('go').ok).toBe(true);
    expect(parseGameId('chess').ok).toBe(false);
    expect(parseGameId('toString').ok).toBe(false);
  });
});

describe('gomokuCanStillWin', () => {
  const points = (xys: [number, number][]) => xys.map(([x, y]) => ({ x, y }));
  const fiveByFive = (black: [number, number][], white: [number, number][]) =>
    unwrap(fromSetup({ size: 5, black: points(black), white: points(white) }));

  it('is false only when every five-line holds a stone of the other side', () => {
    const black: [number, number][] = [
      [1, 0],
      [3, 1],
      [2, 2],
      [0, 3],
      [4, 4],
    ];
    const s = fiveByFive(black, [[0, 0]]);
    expect(gomokuCanStillWin(s, 'white')).toBe(false);
    expect(gomokuCanStillWin(s, 'black')).toBe(true);
    // Without the centre stone the middle row is open again for White.
    const t = fiveByFive(
      black.filter(([x, y]) => x !== 2 || y !== 2),
      [],
    );
    expect(gomokuCanStillWin(t, 'white')).toBe(true);
    expect(gomokuMatch.drawOnTimeout?.(s, 'black')).toBe(true);
    expect(gomokuMatch.drawOnTimeout?.(t, 'black')).toBe(false);
  });
});
