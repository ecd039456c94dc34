/**
 * `qipan serve [--port P] [--host H]`: runs the web server of apps/server until Ctrl-C.
 *
 * @example
 * ```ts
 * import { serveCommand } from './serve.js';
 * await serveCommand(['--port', '8080'], processIo()); // "Qipan is serving http://127.0.0.1:8080/ ..."
 * ```
 */
import { once } from 'node:events';
import { describeArgError, parseArgs } from './args.js';
import { EXIT, fail, refuse, type Io } from './io.js';
import { USAGE } from './usage.js';

const SPEC = {
  port: { kind: 'integer', min: 0, max: 65535 },
  host: { kind: 'string' },
  help: { kind: 'boolean', short: 'h' },
} as const;

/** What apps/server exports (see its main.ts). */
interface ServerModule {
  startServer(options: {
    port?: number;
    host?: string;
  }): Promise<{ url: string; close(): Promise<void> }>;
}

const isServerModule = (m: unknown): m is ServerModule =>
  typeof m === 'object' &&
  m !== null &&
  typeof (m as { startServer?: unknown }).startServer === 'function';

export async function serveCommand(argv: readonly string[], io: Io): Promise<number> {
  const parsed = parseArgs(argv, SPEC);
  if (!parsed.ok) return refuse(io, `serve: ${describeArgError(parsed.error)}`);
  const { flags, positionals } = parsed.value;
  if (flags.help === true) {
    io.stdout.write(USAGE.serve);
    return EXIT.ok;
  }
  if (positionals.length > 0) return refuse(io, `serve: unexpected argument '${positionals[0]}'`);

  const server = await loadServer();
  if (typeof server === 'string') return fail(io, `serve: ${server}`);
  let running;
  try {
    running = await server.startServer({
      ...(flags.port === undefined ? {} : { port: flags.port }),
      ...(flags.host === undefined ? {} : { host: flags.host }),
    });
  } catch (e) {
    return fail(
      io,
      `serve: cannot start the server: ${e instanceof Error ? e.message : String(e)}`,
    );
  }
  io.stdout.write(`Qipan is serving ${running.url} (Ctrl-C to stop)\n`);
  await Promise.race([once(process, 'SIGINT'), once(process, 'SIGTERM')]);
  await running.close();
  return EXIT.ok;
}

/** The server module, or why it cannot be used. */
async function loadServer(): Promise<ServerModule | string> {
  // A variable specifier keeps the CLI buildable before apps/server exists.
  const specifier = '@qipan/server';
  let module: unknown;
  try {
    module = await import(specifier);
  } catch (e) {
    const detail = e instanceof Error ? e.message.split('\n')[0] : String(e);
    return `the web server (@qipan/server) is not available; build it with 'npm run build' (${detail})`;
  }
  return isServerModule(module)
    ? module
    : 'the web server (@qipan/server) does not export startServer yet';
}
