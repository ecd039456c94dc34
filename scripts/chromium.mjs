// The Chromium the browser tests and the weight bench drive: Debian's package (or
// $QIPAN_CHROMIUM), and the flags it runs with here (no sandbox in containers, no GPU,
// and nothing that reaches the network on its own).
//
// Example:
//   import { CHROMIUM, CHROMIUM_ARGS } from '../../scripts/chromium.mjs';
//   await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });

/** The browser binary. */
export const CHROMIUM = process.env.QIPAN_CHROMIUM ?? '/usr/bin/chromium';

/** Its command-line flags. */
export const CHROMIUM_ARGS = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]);
