import {
  apply,
  chongziMatch,
  createMatch,
  gomokuMatch,
  toRecord,
  type AnyMatch,
} from '@qipan/match';
import { describe, expect, it } from 'vitest';
import { readPayload } from './persist.js';

const spec = {
  saveAs: 'gomoku' as const,
  game: gomokuMatch,
  settings: {
    initial: { think: 1000 },
    read: (j: unknown) => ({
      think: typeof j === 'object' && j && 'think' in j ? Number(j.think) : 1000,
    }),
  },
  summary: () => '',
};
const seats = { black: { kind: 'person' }, white: { kind: 'person' } } as const;

describe('readPayload', () => {
  it('reads back a saved match with its settings and shown ply', () => {
    let m = createMatch(gomokuMatch, { options: { size: 15 }, seats, nowMs: 0 });
    for (const [i, move] of [
      { x: 7, y: 7 },
      { x: 8, y: 8 },
    ].entries()) {
      const r = apply(m, { type: 'move', move }, 1000 * (i + 1));
      if (!r.ok) throw new Error(r.error.message);
      m = r.value;
    }
    const record = JSON.parse(JSON.stringify(toRecord(m as AnyMatch))) as unknown;
    const r = readPayload(spec, { record, settings: { think: 250 }, view: 1 });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.match.plies).toBe(2);
    expect(r.value.settings).toEqual({ think: 250 });
    expect(r.value.view).toBe(1);
    // A shown ply past the end is dropped, not an error.
    const v = readPayload(spec, { record, view: 7 });
    expect(v.ok && v.value.view).toBeUndefined();
  });

  it('refuses a missing record, a broken one with its position, and another game', () => {
    expect(readPayload(spec, {})).toEqual({
      ok: false,
      error: { message: 'payload.record: missing' },
    });
    const m = createMatch(gomokuMatch, { options: { size: 15 }, seats, nowMs: 0 });
    const record = toRecord(m as AnyMatch) as unknown as Record<string, unknown>;
    const bad = readPayload(spec, { record: { ...record, moves: [{ move: 'zz99', atMs: 5 }] } });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.message).toMatch(/moves\[0\]/);
    const cz = createMatch(chongziMatch, { options: { size: 5, start: 'fixed' }, seats, nowMs: 0 });
    const other = readPayload(spec, { record: toRecord(cz as AnyMatch) });
    expect(other).toEqual({ ok: false, error: { message: 'record: a chongzi game, not gomoku' } });
  });
});
