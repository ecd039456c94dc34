/**
 * The page for unknown paths.
 *
 * @example
 * ```tsx
 * <NotFoundPage />
 * ```
 */
import type { ReactNode } from 'react';
import { Link } from '../router.js';

export function NotFoundPage(): ReactNode {
  return (
    <section className="page narrow">
      <h1>Page not found</h1>
      <p>
        There is nothing here. <Link to="/">Back to the games</Link>.
      </p>
    </section>
  );
}
