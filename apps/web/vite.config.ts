/**
 * Vite config of the Qipan web app. Engine packages come from their built `dist`
 * (run `npx tsc -b` first); workers are ES modules so they can share chunks. Pages are
 * loaded on demand (App.tsx); the renderer and i18next get chunks of their own (cached
 * across deploys of the app's code), and the online protocol's schemas with TypeBox one
 * chunk that only online play loads (a game page imports the protocol's small helpers only).
 *
 * The app is written against React's API and type-checked with React's types, but its
 * bundle renders with Preact (`preact/compat`, ~5 KB brotli instead of React DOM's 64 KB):
 * the aliases below send every `react`, `react-dom` and JSX-runtime import there, the app's
 * and its libraries' (`@qipan/board-react`, react-i18next). JSX is compiled by Vite's own
 * transform (tsconfig's `react-jsx`), so there is no React Fast Refresh: the dev server
 * reloads the page on a change. Unit tests still render `@qipan/board-react` with React.
 *
 * @example
 * ```sh
 * npx tsc -b && npm run build -w @qipan/web
 * ```
 */
import { defineConfig } from 'vite';

/** React's entry points and the Preact modules that stand in for them. */
const PREACT: { readonly [module: string]: string } = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
  // react-i18next's fallback for React < 18: compat has the hook itself.
  'use-sync-external-store/shim': 'preact/compat',
};

export default defineConfig({
  resolve: {
    alias: Object.entries(PREACT).map(([find, replacement]) => ({
      find: new RegExp(`^${find}$`), // the exact name: not react-i18next, not react/…
      replacement,
    })),
  },
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // A group takes only its own modules (core's helpers stay shared, not in TypeBox's chunk).
          includeDependenciesRecursively: false,
          groups: [
            { name: 'preact', test: /[\\/]node_modules[\\/]preact[\\/]/ },
            { name: 'i18next', test: /[\\/]node_modules[\\/](i18next|react-i18next)[\\/]/ },
            {
              name: 'protocol-schemas',
              test: /[\\/]node_modules[\\/]typebox[\\/]|[\\/]protocol[\\/]dist[\\/](schemas|validate)\.js$/,
            },
          ],
        },
      },
    },
  },
});
