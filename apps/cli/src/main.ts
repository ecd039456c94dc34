/**
 * The `qipan` command: dispatches to the game commands and `serve`; bin/qipan.js sets the exit
 * status to what `main` resolves to (0 ok, 1 failure/invalid, 2 bad usage, 130 Ctrl-C).
 *
 * @example
 * ```ts
 * import { main } from './main.js';
 * process.exitCode = await main(['queens', 'count', '8']); // prints 92
 * ```
 */
import { readFileSync } from 'node:fs';
import { EXIT, processIo, refuse, type Io } from './io.js';
import { USAGE } from './usage.js';

/** A command's entry (`sgf` still returns a plain number). */
type Entry = (args: readonly string[], io: Io) => Promise<number>;

/** Each command is loaded only when used, so that `qipan queens` loads no other game's engine. */
const COMMANDS: Readonly<Record<string, () => Promise<Entry>>> = {
  queens: async () => (await import('./queens/command.js')).queensCommand,
  chongzi: async () => (await import('./chongzi/command.js')).chongziCommand,
  gomoku: async () => (await import('./gomoku/command.js')).gomokuCommand,
  pbrain: async () => (await import('./gomoku/command.js')).pbrainCommand,
  go: async () => (await import('./go/command.js')).goCommand,
  gtp: async () => (await import('./go/command.js')).gtpCommand,
  sgf: async () => (await import('./go/command.js')).sgfCommand,
  analyze: async () => (await import('./go/analyze.js')).analyzeCommand,
  online: async () => (await import('./online/command.js')).onlineCommand,
  serve: async () => (await import('./serve.js')).serveCommand,
};

export async function main(argv: readonly string[], io: Io = processIo()): Promise<number> {
  const [name, ...rest] = argv;
  if (name === '--help' || name === '-h' || name === 'help') {
    io.stdout.write(USAGE.main);
    return EXIT.ok;
  }
  if (name === '--version' || name === '-V') {
    io.stdout.write(`qipan ${version()}\n`);
    return EXIT.ok;
  }
  if (name === undefined) return refuse(io, '', 'missing command (see qipan --help)');
  const load = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (load === undefined) {
    const what = name.startsWith('-') ? 'option' : 'command';
    return refuse(io, '', `unknown ${what} '${name}' (see qipan --help)`);
  }
  return (await load())(rest, io);
}

/** The version in apps/cli/package.json. */
export function version(): string {
  const text = readFileSync(new URL('../package.json', import.meta.url), 'utf8');
  const pkg = JSON.parse(text) as { version?: unknown };
  return typeof pkg.version === 'string' ? pkg.version : 'unknown';
}
