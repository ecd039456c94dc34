/**
 * Vite config of the Qipan web app. Engine packages come from their built `dist`
 * (run `npx tsc -b` first); workers are ES modules so they can share chunks. Pages are
 * loaded on demand (App.tsx); React and i18next get chunks of their own (cached across
 * deploys of the app's code), and the online protocol's schemas with TypeBox one chunk
 * that only online play loads (a game page imports the protocol's small helpers only).
 *
 * @example
 * ```sh
 * npx tsc -b && npm run build -w @qipan/web
 * ```
 */
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
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
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
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
