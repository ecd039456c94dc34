/**
 * Typing a move without a text field: the keys pressed outside fields gather in a
 * buffer that the page's "Type a move" box shows. A letter followed by a digit within
 * a moment (`HOLD_MS`) starts a move (`h8`, `D4`, `C2-C3`), which Enter plays,
 * Backspace edits and Escape drops. A letter that is also a one-key shortcut (`f`,
 * `z`, the Go review's `e`) is held back: when no digit follows in time (or
 * another key comes first) the letter is let go and its shortcut acts. A shortcut
 * letter that cannot start a move on this board (`z` on a 19×19 board), or that takes
 * the keys after it (the review's `g`, then a move number), acts at once.
 * Pure: the caller keeps the state, runs the timer and replays a let-go letter.
 *
 * @example
 * ```ts
 * const ctx = { startsMove: (l) => 'abcdefghjklmnopqrst'.includes(l), isShortcut: (l) => l === 'f',
 *   continues: (t) => /^[a-z]\d{0,2}$/i.test(t) };
 * let s = bufferKey(EMPTY_BUFFER, 'd', ctx); // held: { text: 'd', waiting: true }
 * s = bufferKey(s.buffer, '4', ctx); // { text: 'd4', waiting: false }
 * bufferKey(s.buffer, 'Enter', ctx).submit; // 'd4'
 * bufferTimeout(bufferKey(EMPTY_BUFFER, 'f', ctx).buffer).replay; // 'f': flip the board
 * ```
 */

/** How long a letter waits for a digit before its shortcut acts. */
export const HOLD_MS = 1000;

export interface KeyBuffer {
  /** What has been typed so far ('' when idle). */
  readonly text: string;
  /** A letter waiting for its first digit (the timer runs). */
  readonly waiting: boolean;
}

export const EMPTY_BUFFER: KeyBuffer = { text: '', waiting: false };

export interface BufferContext {
  /** Whether this letter is a column of the board (so it may start a move). */
  startsMove(letter: string): boolean;
  /** Whether a one-key shortcut uses this letter. */
  isShortcut(letter: string): boolean;
  /** Whether `text` can still grow into a move in the page's notation. */
  continues(text: string): boolean;
}

export interface BufferStep {
  readonly buffer: KeyBuffer;
  /** The key went into the buffer: nothing else may act on it. */
  readonly consumed: boolean;
  /** A held letter let go: replay it (before the key) so its shortcut acts. */
  readonly replay?: string;
  /** Enter on a move: play this text. */
  readonly submit?: string;
}

const isLetter = (key: string): boolean => /^[a-z]$/i.test(key);
const isDigit = (key: string): boolean => /^[0-9]$/.test(key);

/** The buffer after `key` (a `KeyboardEvent.key`, no Ctrl/Meta/Alt). */
export function bufferKey(b: KeyBuffer, key: string, ctx: BufferContext): BufferStep {
  if (b.text === '') {
    if (!isLetter(key)) return { buffer: b, consumed: false };
    // A shortcut letter that is no column acts now; any other letter may start a move.
    const lower = key.toLowerCase();
    if (ctx.isShortcut(lower) && !ctx.startsMove(lower)) return { buffer: b, consumed: false };
    if (!ctx.continues(key)) return { buffer: b, consumed: false };
    return { buffer: { text: key, waiting: true }, consumed: true };
  }
  if (key === 'Escape') return { buffer: EMPTY_BUFFER, consumed: true };
  if (b.waiting) {
    if (isDigit(key) && ctx.continues(b.text + key))
      return { buffer: { text: b.text + key, waiting: false }, consumed: true };
    if (key === 'Backspace') return { buffer: EMPTY_BUFFER, consumed: true };
    // Not a move after all: let the letter go, then take the key afresh.
    const released = bufferTimeout(b, ctx);
    const next = bufferKey(EMPTY_BUFFER, key, ctx);
    return released.replay === undefined ? next : { ...next, replay: released.replay };
  }
  if (key === 'Enter') return { buffer: EMPTY_BUFFER, consumed: true, submit: b.text };
  if (key === 'Backspace') {
    const text = b.text.slice(0, -1);
    return { buffer: /[0-9]/.test(text) ? { text, waiting: false } : EMPTY_BUFFER, consumed: true };
  }
  if (key.length === 1 && ctx.continues(b.text + key))
    return { buffer: { text: b.text + key, waiting: false }, consumed: true };
  // Another key (an arrow, a shortcut): it acts, and the move stays in the box.
  return { buffer: b, consumed: false };
}

/** The buffer when its timer ends: a letter that got no digit is let go. */
export function bufferTimeout(b: KeyBuffer, ctx: Pick<BufferContext, 'isShortcut'>): BufferStep {
  if (!b.waiting) return { buffer: b, consumed: false };
  const letter = b.text.toLowerCase();
  return ctx.isShortcut(letter)
    ? { buffer: EMPTY_BUFFER, consumed: false, replay: b.text }
    : { buffer: EMPTY_BUFFER, consumed: false };
}
