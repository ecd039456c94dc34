import { unwrap } from '@qipan/core';
import { apply, createMatch, gomokuMatch, type AnyMatch } from '@qipan/match';
import { describe, expect, it } from 'vitest';
import {
  AiCancelled,
  createAiClient,
  parseAiMove,
  requestFromMatch,
  type WorkerLike,
} from './client.js';
import type { AiReply, AiRequest } from './protocol.js';

/** A fake worker: replies are scripted per request. */
function fakeWorker(script: (req: AiRequest) => AiReply[]) {
  const made: { terminated: boolean; got: AiRequest[] }[] = [];
  const make = (): WorkerLike => {
    const rec = { terminated: false, got: [] as AiRequest[] };
    made.push(rec);
    const w: WorkerLike = {
      onmessage: null,
      onerror: null,
      postMessage(req) {
        rec.got.push(req);
        for (const reply of script(req))
          setTimeout(() => {
            if (!rec.terminated) w.onmessage?.({ data: reply } as MessageEvent<AiReply>);
          }, 0);
      },
      terminate() {
        rec.terminated = true;
      },
    };
    return w;
  };
  return { make, made };
}

const req = { game: 'gomoku', options: { size: 15 }, moves: [], level: 3, timeMs: 500 } as const;

describe('AI client', () => {
  it('resolves with the final move and reports the provisional one; keeps the worker', async () => {
    const f = fakeWorker((r) => [
      { id: r.id, kind: 'provisional', move: 'h8', detail: 'quick' },
      { id: r.id, kind: 'final', move: 'j9', detail: 'deep' },
    ]);
    const c = createAiClient(f.make);
    const seen: string[] = [];
    const a = await c.requestAiMove(req, (m) => seen.push(m));
    expect(a).toEqual({ move: 'j9', detail: 'deep', provisional: false });
    expect(seen).toEqual(['h8']);
    await c.requestAiMove(req);
    expect(f.made).toHaveLength(1);
    expect(c.busy()).toBe(false);
  });

  it('cancel rejects with AiCancelled and replaces the worker; a newer request wins', async () => {
    const f = fakeWorker((r) => [{ id: r.id, kind: 'final', move: `m${r.id}`, detail: '' }]);
    const c = createAiClient(f.make);
    const first = c.requestAiMove(req);
    const second = c.requestAiMove(req);
    await expect(first).rejects.toBeInstanceOf(AiCancelled);
    expect((await second).move).toBe('m2');
    const third = c.requestAiMove(req);
    c.cancel();
    await expect(third).rejects.toBeInstanceOf(AiCancelled);
    expect(f.made[1]?.terminated).toBe(true);
  });

  it('moveNow takes the provisional move; errors reject', async () => {
    const f = fakeWorker((r) =>
      r.level === 1
        ? [{ id: r.id, kind: 'error', message: 'boom' }]
        : [{ id: r.id, kind: 'provisional', move: 'h8', detail: 'q' }],
    );
    const c = createAiClient(f.make);
    expect(c.moveNow()).toBe(false);
    const p = c.requestAiMove(req);
    await new Promise((r) => setTimeout(r, 5));
    expect(c.moveNow()).toBe(true);
    expect(await p).toEqual({ move: 'h8', detail: 'q', provisional: true });
    await expect(c.requestAiMove({ ...req, level: 1 })).rejects.toThrow('boom');
  });

  it('builds the request from a match and reads the answer back', () => {
    const seats = { black: { kind: 'person' }, white: { kind: 'ai', level: 2 } } as const;
    let m = createMatch(gomokuMatch, { options: { size: 15 }, seats, nowMs: 0 });
    m = unwrap(apply(m, { type: 'move', move: { x: 7, y: 7 } }, 1));
    const r = requestFromMatch(m as AnyMatch, 2, 300);
    expect(r).toEqual({
      game: 'gomoku',
      options: { size: 15 },
      moves: ['h8'],
      level: 2,
      timeMs: 300,
    });
    // The moves of the line only: an undone move (kept as a variation) is not sent.
    const two = unwrap(apply(m, { type: 'move', move: { x: 8, y: 6 } }, 2));
    expect(requestFromMatch(two as AnyMatch, 2, 300).moves).toEqual(['h8', 'i9']);
    const undone = unwrap(apply(two, { type: 'request-undo', color: 'black' }, 3));
    expect(requestFromMatch(undone as AnyMatch, 2, 300).moves).toEqual([]);
    expect(unwrap(parseAiMove(m, 'i9'))).toEqual({ x: 8, y: 6 });
    expect(parseAiMove(m, 'zz').ok).toBe(false);
  });
});
