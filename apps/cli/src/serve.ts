/**
 * `qipan serve [--port P] [--host H]`: runs the server program of apps/server
 * (`bin/qipan-server.js`) as a child process until Ctrl-C; its output is passed
 * through. The CLI does not import the server: it starts it, like any program.
 *
 * @example
 * ```ts
 * import { serveCommand } from './serve.js';
 * await serveCommand(['--port', '8080'], processIo()); // "Qipan is running at http://localhost:8080"
 * ```
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseCommand } from './command.js';
import { EXIT, fail, type Command } from './io.js';
import { USAGE } from './usage.js';

const SPEC = {
  port: { kind: 'integer', min: 0, max: 65535 },
  host: { kind: 'string' },
  help: { kind: 'boolean', short: 'h' },
} as const;

/** The server program of this checkout (the same path from src/ and dist/). */
export const SERVER_BIN = fileURLToPath(
  new URL('../../server/bin/qipan-server.js', import.meta.url),
);

export const serveCommand: Command = async (args, io) => {
  const parsed = parseCommand(io, 'serve', args, SPEC, USAGE.serve);
  if (typeof parsed === 'number') return parsed;
  const { flags } = parsed;
  if (!existsSync(SERVER_BIN)) return fail(io, 'serve', `the server is missing (${SERVER_BIN})`);
  const env = {
    ...io.env,
    ...(flags.port === undefined ? {} : { PORT: String(flags.port) }),
    ...(flags.host === undefined ? {} : { HOST: flags.host }),
  };
  const server = spawn(process.execPath, [SERVER_BIN], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  server.stdout.pipe(io.stdout, { end: false });
  server.stderr.pipe(io.stderr, { end: false });
  // Ctrl-C in a terminal reaches both processes; a signal sent to us alone is passed on.
  const stopListening = io.onSignal((signal) => server.kill(signal));
  const status = await new Promise<number | Error>((resolve) => {
    server.on('error', resolve);
    server.on('close', (code) => resolve(code ?? EXIT.failure));
  });
  stopListening();
  if (status instanceof Error)
    return fail(io, 'serve', `cannot start the server: ${status.message}`);
  return status === 0 ? EXIT.ok : EXIT.failure;
};
