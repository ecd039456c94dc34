#!/usr/bin/env node
// Starts the Qipan server ($PORT, default 3000). Built by `npm run build`.
import { startServer } from '../dist/main.js';

try {
  const server = await startServer();
  console.log(`Qipan is running at ${server.url}`);
  console.log(`Online games: ${server.store.kind} at ${server.storeLocation}`);
  if (server.fanoutLocation !== undefined)
    console.log(`Other instances: told through Redis at ${server.fanoutLocation}`);
  const engines = server.goEngines.specs;
  console.log(
    engines.length === 0
      ? 'Go engines: none (install gnugo, or list engines in qipan.config.json)'
      : `Go engines: ${engines.map((e) => `${e.name} (${e.command})`).join(', ')}`,
  );
  const stop = () => server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (e) {
  console.error(`qipan-server: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
}
