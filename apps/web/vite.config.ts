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
 * The build also writes each text asset (scripts, styles, the page) a second and third
 * time, brotli at its highest quality (`.br`) and gzip (`.gz`), beside the file: the
 * server sends those to a browser that accepts them (`@fastify/static`'s `preCompressed`)
 * instead of compressing every response at a middle level. The 14 MB WebAssembly runtime
 * and the already-gzipped network are left to the server.
 *
 * @example
 * ```sh
 * npx tsc -b && npm run build -w @qipan/web
 * ```
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';

/** Text assets worth precompressing (source maps are fetched only by developers). */
const PRECOMPRESS = /\.(js|mjs|css|html|svg|json|txt)$/;

/** Writes `file.br` (brotli 11) and `file.gz` (gzip 9) beside each text asset of the build. */
function precompress(): Plugin {
  return {
    name: 'qipan-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      const files = [...Object.keys(bundle), 'index.html'].filter(
        (f, i, all) => all.indexOf(f) === i,
      );
      for (const file of files) {
        if (!PRECOMPRESS.test(file)) continue;
        const path = join(dir, file);
        let body: Buffer;
        try {
          body = readFileSync(path);
        } catch {
          continue; // not written (index.html outside the bundle list)
        }
        if (body.length < 1024) continue;
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
        );
        writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

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
  plugins: [precompress()],
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      // The precompression takes most of the build's time, by design: no timing warning.
      checks: { pluginTimings: false },
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
