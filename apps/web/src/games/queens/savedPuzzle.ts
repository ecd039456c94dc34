/**
 * The N-Queens puzzle in local storage (`qipan.saved.queens`, see storage/saved.ts):
 * the board size and the queens, read back strictly by placing each queen again.
 *
 * @example
 * ```ts
 * savePuzzle({ n: 8, queens: [{ x: 0, y: 0 }] });
 * const r = loadPuzzle(8); // { puzzle } | { puzzle: undefined, notice? }
 * ```
 */
import { err, ok, type Result } from '@qipan/core';
import { createPuzzle, isSolved, placeQueen, type Puzzle } from '@qipan/queens';
import { badNotice, loadEntry, saveEntry } from '../../storage/saved.js';

/** Reads a saved payload `{ n, queens: [[x, y], …] }`; each queen must be placeable. */
export function readPuzzle(payload: unknown): Result<Puzzle, { readonly message: string }> {
  if (typeof payload !== 'object' || payload === null)
    return err({ message: 'payload: not an object' });
  const { n, queens } = payload as { n?: unknown; queens?: unknown };
  if (typeof n !== 'number') return err({ message: 'payload.n: not a number' });
  const start = createPuzzle(n);
  if (!start.ok) return err({ message: `payload.n: ${start.error.message}` });
  if (!Array.isArray(queens)) return err({ message: 'payload.queens: not a list' });
  let p = start.value;
  for (const [i, q] of queens.entries()) {
    if (!Array.isArray(q) || q.length !== 2 || typeof q[0] !== 'number' || typeof q[1] !== 'number')
      return err({ message: `payload.queens[${i}]: not an [x, y] pair` });
    const r = placeQueen(p, { x: q[0], y: q[1] });
    if (!r.ok) return err({ message: `payload.queens[${i}]: ${r.error.message}` });
    p = r.value;
  }
  return ok(p);
}

export function savePuzzle(p: Puzzle): void {
  saveEntry('queens', {
    finished: isSolved(p),
    summary: `${p.n} queens · ${p.queens.length} placed`,
    payload: { n: p.n, queens: p.queens.map((q) => [q.x, q.y]) },
  });
}

/** The saved puzzle when it is for an `n`×`n` board; a notice when it could not be read. */
export function loadPuzzle(n: number): { puzzle?: Puzzle; notice?: string } {
  const r = loadEntry('queens', readPuzzle);
  if (r.kind === 'bad') return { notice: badNotice(r.reason) };
  if (r.kind === 'ok' && r.value.n === n) return { puzzle: r.value };
  return {};
}
