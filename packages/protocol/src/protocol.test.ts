import { describe, expect, it } from 'vitest';
import {
  ClockSpec,
  CreateGameBody,
  MAX_MESSAGE_BYTES,
  parseClientMessage,
  parseServerMessage,
  parseWith,
  toClockSpec,
  toTimeControl,
} from '@qipan/protocol';

describe('client messages', () => {
  it('reads every well-formed message', () => {
    const good = [
      '{"type":"hello"}',
      `{"type":"hello","token":"${'a'.repeat(43)}","have":3,"epoch":0}`,
      '{"type":"move","id":1,"move":"h8","ply":0}',
      '{"type":"answer-draw","accept":true}',
      '{"type":"mark-dead","point":"D4"}',
      '{"type":"ping"}',
    ];
    for (const text of good) expect(parseClientMessage(text).ok, text).toBe(true);
  });

  it('refuses malformed, unknown, extra-field and oversized messages with a path', () => {
    expect(parseClientMessage('{"type":"move"')).toMatchObject({
      ok: false,
      error: { error: 'bad-request', path: '' },
    });
    expect(parseClientMessage('{"type":"teleport"}').ok).toBe(false);
    expect(parseClientMessage('{"type":"ping","evil":1}').ok).toBe(false);
    const r = parseClientMessage('{"type":"move","move":"h8","ply":-1}');
    expect(r.ok).toBe(false);
    expect(parseClientMessage('{"type":"hello","token":"short"}').ok).toBe(false);
    const big = JSON.stringify({ type: 'move', move: 'x'.repeat(MAX_MESSAGE_BYTES), ply: 0 });
    expect(parseClientMessage(big)).toMatchObject({ ok: false, error: { error: 'too-large' } });
    // Multi-byte text counts in bytes, not characters.
    const cjk = `{"type":"move","move":"${'棋'.repeat(1400)}","ply":0}`;
    expect(cjk.length).toBeLessThan(MAX_MESSAGE_BYTES);
    expect(parseClientMessage(cjk)).toMatchObject({ ok: false, error: { error: 'too-large' } });
    expect(parseClientMessage('null').ok).toBe(false);
    expect(parseClientMessage('[]').ok).toBe(false);
  });

  it('names the offending field', () => {
    const r = parseWith(CreateGameBody, { game: 'chess' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.path).toBe('/game');
    const c = parseWith(CreateGameBody, { game: 'go', clock: { kind: 'absolute', initialMs: 0 } });
    expect(c.ok).toBe(false);
  });
});

describe('server messages', () => {
  it('reads a move and refuses garbage', () => {
    const m = parseServerMessage(
      '{"type":"moved","ply":1,"epoch":0,"move":"h8","by":"black","turn":"white"}',
    );
    expect(m.ok).toBe(true);
    expect(parseServerMessage('{"type":"moved","ply":"1"}').ok).toBe(false);
  });
});

describe('time controls', () => {
  it('round-trips every kind between the API and the match layer', () => {
    const specs: ClockSpec[] = [
      { kind: 'none' },
      { kind: 'absolute', initialMs: 300_000 },
      { kind: 'fischer', initialMs: 300_000, incrementMs: 3000 },
      { kind: 'byoyomi', mainMs: 600_000, periods: 3, periodMs: 30_000 },
      { kind: 'canadian', mainMs: 600_000, moves: 10, periodMs: 300_000 },
    ];
    for (const s of specs) expect(toClockSpec(toTimeControl(s))).toEqual(s);
    expect(toTimeControl(specs[4]!)).toEqual({
      kind: 'canadian',
      mainMs: 600_000,
      stones: 10,
      periodMs: 300_000,
    });
  });
});
