/**
 * Vite config of the Qipan web app. Engine packages come from their built `dist`
 * (run `npx tsc -b` first); workers are ES modules so they can share chunks.
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
  build: { target: 'es2022', sourcemap: true },
});
