/**
 * `say(t)`: any translate function as a plain function of full keys, for modules that
 * build keys at run time. Its own module so that the home page (saved-game summaries)
 * does not pull the match engine in with `match/messages.ts`.
 *
 * @example
 * ```ts
 * say(t)('match:continue.queens', { n: 8, placed: 3 }); // '8 queens · 3 placed'
 * ```
 */
import type { AnyTranslate } from './reasons.js';

/** The translate function pure modules take: any `t` (`useTranslation(ns).t`, `i18n.t`). */
export type Tr = AnyTranslate;
/** `t` seen as a plain function of full keys ("match:undone"). */
export type Say = (key: string, options?: Record<string, unknown>) => string;
export const say = (t: Tr): Say => t as unknown as Say;
