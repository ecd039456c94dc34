/**
 * A tiny pathname router on the History API: the current location as a hook, and
 * `<Link>` / `navigate()` that push entries without a page load. The server falls
 * back to index.html, so every route also works on reload. A link that is hovered,
 * focused or touched tells `onLinkIntent`'s listener (the app preloads that page).
 *
 * @example
 * ```tsx
 * const { pathname } = useLocation();
 * return pathname === '/queens' ? <QueensPage /> : <Link to="/queens">N-Queens</Link>;
 * onLinkIntent((to) => void preloadPageAt(to));
 * ```
 */
import {
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';

const EVENT = 'qipan:navigate';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(EVENT, onChange);
  };
}

const snapshot = (): string => window.location.pathname + window.location.search;

export interface Location {
  readonly pathname: string;
  readonly search: URLSearchParams;
}

export function useLocation(): Location {
  const href = useSyncExternalStore(subscribe, snapshot, snapshot);
  const url = new URL(href, 'http://local');
  return { pathname: url.pathname, search: url.searchParams };
}

/** Goes to `to` (path and query); `replace` rewrites the current entry instead. */
export function navigate(to: string, options: { replace?: boolean } = {}): void {
  if (to === snapshot()) return;
  if (options.replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  window.dispatchEvent(new Event(EVENT));
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  readonly to: string;
  readonly children?: ReactNode;
}

let intent: ((to: string) => void) | undefined;

/** Sets the listener told when a link is about to be followed (hover, focus, touch). */
export function onLinkIntent(listener: ((to: string) => void) | undefined): void {
  intent = listener;
}

export function Link({ to, onClick, onPointerEnter, onFocus, ...rest }: LinkProps): ReactNode {
  const handle = (e: MouseEvent<HTMLAnchorElement>): void => {
    onClick?.(e);
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey)
      return;
    e.preventDefault();
    navigate(to);
    window.scrollTo(0, 0);
  };
  const pointer = (e: PointerEvent<HTMLAnchorElement>): void => {
    onPointerEnter?.(e);
    intent?.(to);
  };
  const focus = (e: FocusEvent<HTMLAnchorElement>): void => {
    onFocus?.(e);
    intent?.(to);
  };
  return <a href={to} onClick={handle} onPointerEnter={pointer} onFocus={focus} {...rest} />;
}
