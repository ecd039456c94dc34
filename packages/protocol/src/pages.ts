/**
 * The web app's pages, for the browser's router and for the server: a path that is a
 * page gets the app with status 200; any other path without a file behind it gets the
 * app too (which shows its "not found" page) but with status 404.
 *
 * @example
 * ```ts
 * import { isPagePath, ONLINE_PAGE } from '@qipan/protocol';
 * isPagePath('/gomoku/'); // true
 * isPagePath('/gomoku/online/Ab3dE5gH7k'); // true
 * isPagePath('/nowhere'); // false
 * ONLINE_PAGE.exec('/go/online/Ab3dE5gH7k')?.[2]; // 'Ab3dE5gH7k'
 * ```
 */

/** The pages at a fixed path (the home page and one per game). */
export const PAGE_PATHS = ['/', '/queens', '/go', '/gomoku', '/chongzi'] as const;
export type PagePath = (typeof PAGE_PATHS)[number];

/** An online game's page, `/<game>/online/<id>`: groups 1 and 2 are the game and the id. */
export const ONLINE_PAGE = /^\/(go|gomoku|chongzi)\/online\/([0-9A-Za-z]{10})$/;

/** A path without its trailing slashes (`/go/` is `/go`), as the router reads it. */
export const normalPath = (pathname: string): string =>
  pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;

/** True when the web app shows a page (not its "not found" page) at `pathname` (no query). */
export function isPagePath(pathname: string): boolean {
  const path = normalPath(pathname);
  return (PAGE_PATHS as readonly string[]).includes(path) || ONLINE_PAGE.test(path);
}
