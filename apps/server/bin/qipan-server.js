#!/usr/bin/env node
// Starts the Qipan server ($PORT, default 3000). Built by `npm run build`.
import { startServer } from '../dist/main.js';

try {
  const server = await startServer();
  console.log(`Qipan is running at ${server.url}`);
  const stop = () => server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (e) {
  console.error(`qipan-server: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
}
