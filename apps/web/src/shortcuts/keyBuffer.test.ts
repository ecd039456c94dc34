import { describe, expect, it } from 'vitest';
import {
  bufferKey,
  bufferTimeout,
  EMPTY_BUFFER,
  type BufferContext,
  type KeyBuffer,
} from './keyBuffer.js';
import { columnLetters, continuesPoint, continuesStep } from './typedMove.js';

/** A 9×9 Go board (columns A–J without I) with the shortcuts f, z, g, e. */
const go: BufferContext = {
  startsMove: (l) => columnLetters(9, true).includes(l),
  isShortcut: (l) => ['f', 'z', 'g', 'e'].includes(l),
  continues: continuesPoint,
};

/** Feeds keys one by one; every step's replays and submits in order. */
function feed(keys: readonly string[], ctx = go, start: KeyBuffer = EMPTY_BUFFER) {
  let b = start;
  const out: string[] = [];
  const consumed: boolean[] = [];
  for (const k of keys) {
    const s = bufferKey(b, k, ctx);
    if (s.replay !== undefined) out.push(`replay:${s.replay}`);
    if (s.submit !== undefined) out.push(`submit:${s.submit}`);
    consumed.push(s.consumed);
    b = s.buffer;
  }
  return { buffer: b, out, consumed };
}

describe('key buffer', () => {
  it('gathers a letter and digits, and Enter submits them', () => {
    const r = feed(['D', '4', 'Enter']);
    expect(r.out).toEqual(['submit:D4']);
    expect(r.consumed).toEqual([true, true, true]);
    expect(r.buffer).toEqual(EMPTY_BUFFER);
    expect(feed(['c', '1', '0']).buffer).toEqual({ text: 'c10', waiting: false });
  });

  it('holds a shortcut letter that is a column, and lets it go when no digit comes', () => {
    const held = feed(['f']);
    expect(held.buffer).toEqual({ text: 'f', waiting: true });
    expect(held.consumed).toEqual([true]);
    expect(bufferTimeout(held.buffer, go)).toEqual({
      buffer: EMPTY_BUFFER,
      consumed: false,
      replay: 'f',
    });
    // Another key first: the letter is let go, then that key is taken afresh.
    const r = feed(['f', 'ArrowLeft']);
    expect(r.out).toEqual(['replay:f']);
    expect(r.consumed).toEqual([true, false]);
    const two = feed(['e', 'd', '4']);
    expect(two.out).toEqual(['replay:e']);
    expect(two.buffer).toEqual({ text: 'd4', waiting: false });
  });

  it('lets a shortcut that is no column act at once, and drops a lone plain letter silently', () => {
    const z = feed(['z']);
    expect(z.consumed).toEqual([false]);
    expect(z.buffer).toEqual(EMPTY_BUFFER);
    // `p` is no column of 9×9 and no shortcut: it may still start a move (for its error).
    const p = feed(['p']);
    expect(p.buffer).toEqual({ text: 'p', waiting: true });
    expect(bufferTimeout(p.buffer, go)).toEqual({ buffer: EMPTY_BUFFER, consumed: false });
  });

  it('edits with Backspace, drops with Escape, and leaves other keys alone', () => {
    expect(feed(['d', '1', '0', 'Backspace']).buffer).toEqual({ text: 'd1', waiting: false });
    expect(feed(['d', '1', 'Backspace']).buffer).toEqual(EMPTY_BUFFER);
    const esc = feed(['d', '4', 'Escape']);
    expect(esc.buffer).toEqual(EMPTY_BUFFER);
    expect(esc.consumed).toEqual([true, true, true]);
    expect(feed(['Escape']).consumed).toEqual([false]);
    // A third digit is no Go point: the key passes, the move stays.
    const r = feed(['d', '1', '0', '5', 'ArrowRight', 'f']);
    expect(r.buffer).toEqual({ text: 'd10', waiting: false });
    expect(r.consumed).toEqual([true, true, true, false, false, false]);
    // Lone digits and Enter with nothing typed are not the buffer's.
    expect(feed(['4', 'Enter']).consumed).toEqual([false, false]);
  });

  it('takes Chongzi steps and removals', () => {
    const cz: BufferContext = {
      startsMove: (l) => columnLetters(5, false).includes(l),
      isShortcut: (l) => ['f', 'z'].includes(l),
      continues: continuesStep,
    };
    expect(feed(['c', '2', '-', 'c', '3', 'Enter'], cz).out).toEqual(['submit:c2-c3']);
    expect(feed(['c', '2', '-', '-'], cz).buffer).toEqual({ text: 'c2-', waiting: false });
  });
});
