/**
 * Pages loaded on demand: each game page is its own chunk, fetched when the route is
 * first shown or when a link to it is hovered or focused. `<PageFrame>` puts one page
 * under Suspense with a loading note that appears only after a short delay (a fast load
 * shows nothing), and an error state with Retry when the chunk cannot be fetched (the
 * network, or a new deploy that removed the old chunk).
 *
 * @example
 * ```tsx
 * const Queens = lazyPage(() => import('../games/queens/QueensPage.js').then((m) => m.QueensPage));
 * void Queens.preload(); // e.g. on hover
 * <PageFrame pages={[Queens]}><Queens.Page /></PageFrame>;
 * ```
 */
import {
  Component,
  use,
  useEffect,
  useState,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';

/** A page chunk that could not be loaded; `cause` is the browser's error. */
export class PageLoadError extends Error {
  constructor(cause: unknown) {
    super(
      `the page could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`,
      {
        cause,
      },
    );
    this.name = 'PageLoadError';
  }
}

/** A promise that carries its outcome, so React's `use()` reads a settled one at once. */
type Tracked<T> = Promise<T> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
};

/** Something that loads on demand: a page's chunk. */
export interface Loadable {
  /** Starts loading (once; again after a failure); resolves when settled, even if it failed. */
  preload(): Promise<void>;
  /** Forgets a failed load so the next render tries again. */
  reset(): void;
}

export interface LazyPage<P extends object> extends Loadable {
  /** Renders the page, suspending while it loads (throws `PageLoadError` if it fails). */
  readonly Page: (props: P) => ReactNode;
}

/**
 * A page behind `load` (a dynamic import resolving to the component). `also` runs in
 * parallel with it (e.g. the page's catalogues) and must finish before the page shows.
 */
export function lazyPage<P extends object>(
  load: () => Promise<ComponentType<P>>,
  also: () => Promise<unknown> = () => Promise.resolve(),
): LazyPage<P> {
  let pending: Tracked<ComponentType<P>> | undefined;
  const start = (): Tracked<ComponentType<P>> => {
    if (pending) return pending;
    const p: Tracked<ComponentType<P>> = Promise.all([load(), also()]).then(
      ([C]) => {
        p.status = 'fulfilled';
        p.value = C;
        return C;
      },
      (e: unknown) => {
        const error = new PageLoadError(e);
        p.status = 'rejected';
        p.reason = error;
        throw error;
      },
    );
    p.status = 'pending';
    pending = p;
    return p;
  };
  function Page(props: P): ReactNode {
    const C = use(start() as Promise<ComponentType<P>>);
    return <C {...props} />;
  }
  return {
    // A new intent (hover, focus) tries a failed load again; a render keeps the failure.
    preload: () => {
      if (pending?.status === 'rejected') pending = undefined;
      return start().then(
        () => undefined,
        () => undefined,
      );
    },
    Page,
    reset: () => {
      if (pending?.status === 'rejected') pending = undefined;
    },
  };
}

/** How long a load may take before the loading note appears (ms). */
export const LOADING_DELAY_MS = 400;

/** The Suspense fallback: nothing at first, then a polite "Loading…" status. */
export function PageLoading(): ReactNode {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), LOADING_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className="page page-loading" role="status" aria-live="polite" data-testid="page-loading">
      {shown ? <p>{t('page.loading')}</p> : null}
    </div>
  );
}

interface BoundaryProps {
  readonly pages: readonly Loadable[];
  readonly children: ReactNode;
}

/** Catches a failed page load and offers Retry (try the chunk again) or a reload. */
export class PageLoadBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: undefined };

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (error instanceof PageLoadError) console.warn(error.message, info.componentStack);
  }

  retry = (): void => {
    for (const p of this.props.pages) p.reset();
    this.setState({ error: undefined });
  };

  override render(): ReactNode {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    // Anything else than a failed load is a bug of the page: not ours to hide.
    if (!(error instanceof PageLoadError)) throw error;
    return <PageLoadFailed onRetry={this.retry} />;
  }
}

function PageLoadFailed({ onRetry }: { readonly onRetry: () => void }): ReactNode {
  const { t } = useTranslation();
  return (
    <section className="page narrow page-load-failed" role="alert" data-testid="page-load-failed">
      <h1>{t('page.failedHeading')}</h1>
      <p>{t('page.failedText')}</p>
      <p className="page-load-failed__actions">
        <button type="button" onClick={onRetry} data-testid="page-retry">
          {t('page.retry')}
        </button>{' '}
        <button type="button" onClick={() => window.location.reload()}>
          {t('page.reload')}
        </button>
      </p>
    </section>
  );
}
