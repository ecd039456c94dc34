#!/usr/bin/env node
// The `qipan` command; the code is compiled to ../dist by `tsc -b` (run on npm install).
import { main } from '../dist/main.js';

process.exitCode = await main(process.argv.slice(2));
