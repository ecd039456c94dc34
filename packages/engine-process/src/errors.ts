/**
 * Why an engine process gave no usable answer, as values with a reason code. Every
 * error has a one-line English `message`; the fields beside it say more.
 *
 * @example
 * ```ts
 * import type { EngineError } from '@qipan/engine-process';
 * function explain(e: EngineError): string {
 *   if (e.reason === 'timeout') return `silent for ${e.ms} ms`;
 *   if (e.reason === 'crashed') return `exit ${e.code ?? e.signal}: ${e.stderr}`;
 *   if (e.reason === 'protocol') return `cannot read ${JSON.stringify(e.line)}`;
 *   return e.message;
 * }
 * ```
 */

export const ENGINE_ERROR_REASONS = [
  'bad-command-line',
  'spawn-failed',
  'crashed',
  'timeout',
  'protocol',
] as const;
export type EngineErrorReason = (typeof ENGINE_ERROR_REASONS)[number];

export type EngineError =
  /** The command line cannot be split into words (an unclosed quote, nothing at all). */
  | { readonly reason: 'bad-command-line'; readonly message: string }
  /** The program could not be started (not found, not executable). */
  | { readonly reason: 'spawn-failed'; readonly message: string }
  /** The engine exited (or closed its output) before answering. */
  | {
      readonly reason: 'crashed';
      readonly message: string;
      readonly code: number | null;
      readonly signal: string | null;
      /** The end of what it wrote on stderr (trimmed; '' when nothing). */
      readonly stderr: string;
    }
  /** No answer within `ms` milliseconds; the engine has been killed. */
  | { readonly reason: 'timeout'; readonly message: string; readonly ms: number }
  /** The engine wrote `line`, which is not an answer the protocol allows here. */
  | { readonly reason: 'protocol'; readonly message: string; readonly line: string };

/** A protocol error naming the offending line (cut to 200 characters). */
export function protocolError(line: string, why: string): EngineError {
  const shown = line.length > 200 ? `${line.slice(0, 200)}…` : line;
  return { reason: 'protocol', message: `${why}: ${JSON.stringify(shown)}`, line };
}
