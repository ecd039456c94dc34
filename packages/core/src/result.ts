/**
 * `Result<T, E>`: success or a refusal as a value, never an exception for user input.
 *
 * @example
 * ```ts
 * import { ok, err, type Result } from '@qipan/core';
 * function half(n: number): Result<number, { reason: 'odd' }> {
 *   return n % 2 === 0 ? ok(n / 2) : err({ reason: 'odd' });
 * }
 * const r = half(3);
 * if (!r.ok) console.log(r.error.reason); // 'odd'
 * ```
 */
export type Result<T, E> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export const ok = <T>(value: T): { readonly ok: true; readonly value: T } => ({ ok: true, value });
export const err = <E>(error: E): { readonly ok: false; readonly error: E } => ({
  ok: false,
  error,
});

/** The value, or a thrown Error naming the refusal: for tests and trusted input only. */
export function unwrap<T, E>(r: Result<T, E>): T {
  if (r.ok) return r.value;
  const e = r.error as unknown;
  const text =
    typeof e === 'object' && e !== null && 'message' in e
      ? String((e as { message: unknown }).message)
      : JSON.stringify(e);
  throw new Error(`unwrap: ${text}`);
}
