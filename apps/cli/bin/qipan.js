#!/usr/bin/env node
// The `qipan` command; the code is compiled to ../dist by `tsc -b` (run on npm install).
import { main } from '../dist/main.js';

const [command] = process.argv.slice(2);
if (command === 'gtp' || command === 'pbrain') {
  // An engine whose controller has gone away (closed our stdout) has nobody to answer: stop quietly.
  process.stdout.on('error', (e) => {
    if (e.code === 'EPIPE' || e.code === 'ERR_STREAM_DESTROYED') process.exit(0);
    throw e;
  });
}
process.exitCode = await main(process.argv.slice(2));
