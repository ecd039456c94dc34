import { describe, expect, it } from 'vitest';
import { parseClock, parseTarget } from './target.js';

describe('parseTarget', () => {
  it('reads a game link: the server, the game and the id', () => {
    expect(parseTarget('http://localhost:3000/gomoku/online/Ab3dE5gH7k')).toEqual({
      ok: true,
      value: { kind: 'game', base: 'http://localhost:3000', game: 'gomoku', id: 'Ab3dE5gH7k' },
    });
    expect(parseTarget('https://q.example/qipan/go/online/0123456789?x=1')).toEqual({
      ok: true,
      value: { kind: 'game', base: 'https://q.example/qipan', game: 'go', id: '0123456789' },
    });
  });

  it('reads a server URL, with or without a path prefix', () => {
    expect(parseTarget('http://127.0.0.1:3000')).toEqual({
      ok: true,
      value: { kind: 'server', base: 'http://127.0.0.1:3000' },
    });
    expect(parseTarget('http://h/qipan/')).toEqual({
      ok: true,
      value: { kind: 'server', base: 'http://h/qipan' },
    });
  });

  it.each([
    ['not a url', 'is not a URL'],
    ['ftp://h/x', 'not an http'],
    ['http://h/chess/online/Ab3dE5gH7k', "'chess' is not an online game"],
    ['http://h/gomoku/online/short', "'short' is not a game id"],
    ['http://h/api/games/Ab3dE5gH7k', 'neither a server URL nor a game link'],
  ])('refuses %s', (text, why) => {
    const r = parseTarget(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toContain(why);
  });
});

describe('parseClock', () => {
  it.each([
    ['none', { kind: 'none' }],
    ['absolute:10', { kind: 'absolute', initialMs: 600_000 }],
    ['fischer:5+3', { kind: 'fischer', initialMs: 300_000, incrementMs: 3000 }],
    ['fischer:0.5+0', { kind: 'fischer', initialMs: 30_000, incrementMs: 0 }],
    ['byoyomi:10+5x30', { kind: 'byoyomi', mainMs: 600_000, periods: 5, periodMs: 30_000 }],
    ['canadian:10+25/300', { kind: 'canadian', mainMs: 600_000, moves: 25, periodMs: 300_000 }],
  ])('reads %s', (text, spec) => {
    expect(parseClock(text)).toEqual({ ok: true, value: spec });
  });

  it.each([
    ['blitz', 'must be none, absolute:MIN'],
    ['fischer:5', 'must be none'],
    ['absolute:0', 'out of range'],
    ['absolute:100000', 'out of range'],
    ['byoyomi:10+0x30', 'out of range'],
  ])('refuses %s', (text, why) => {
    const r = parseClock(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toContain(why);
  });
});
