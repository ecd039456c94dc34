/**
 * Which GTP engines this server offers: GNU Go when it is installed (or the path in
 * `QIPAN_GNUGO`, `off` to disable), plus the `goEngines` of the config file
 * (`QIPAN_CONFIG`, else `./qipan.config.json`). A bad config file is one warning
 * line, never a failed start.
 *
 * @example
 * ```ts
 * const { specs, warnings } = discoverEngines({ gnugo: '/usr/games/gnugo' });
 * specs[0]; // { id: 'gnugo', name: 'GNU Go', command: '/usr/games/gnugo --mode gtp', ... }
 * ```
 */
import { accessSync, constants, existsSync, readFileSync } from 'node:fs';
import { delimiter, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { err, ok, type Result } from '@qipan/core';
import type { ThreadLaunch } from '@qipan/engine-process';

/** One engine the server may run: a command line speaking GTP on stdin/stdout. */
export interface EngineSpec {
  /** 1–64 of `A-Z a-z 0-9 _ -`; used in URLs. */
  readonly id: string;
  readonly name: string;
  readonly command: string;
  /** Time limit per command (genmove included), in milliseconds. */
  readonly timeoutMs: number;
  /**
   * A JavaScript engine run in a worker thread of the server instead of `command` (the
   * Go network: `qipan gtp`); `command` then only names it. Not settable from a config.
   */
  readonly thread?: ThreadLaunch;
}

/** A config entry as written (timeoutMs optional). */
export type EngineConfig = Omit<EngineSpec, 'timeoutMs' | 'thread'> & { readonly timeoutMs?: number };

export const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export const DEFAULT_TIMEOUT_MS = 30_000;
export const GNUGO_PATHS = ['/usr/games/gnugo'];

export interface DiscoverOptions {
  /** GNU Go's binary, `false` for none; default: `QIPAN_GNUGO`, else /usr/games/gnugo or PATH. */
  readonly gnugo?: string | false;
  /**
   * The `qipan` command whose `qipan gtp` (the Go network) is offered, `false` for none;
   * default: off when `goEngines` is given, else `QIPAN_NET_ENGINE` (`off` to disable, or
   * the path of qipan.js), else this repository's apps/cli/bin/qipan.js when it is there.
   */
  readonly net?: string | false;
  /** Engines given directly (tests); when set, no config file is read. */
  readonly goEngines?: readonly EngineConfig[];
  /** The config file; default `QIPAN_CONFIG`, else `qipan.config.json` in the current directory. */
  readonly configPath?: string;
  readonly env?: Readonly<Record<string, string | undefined>>;
}

/** The GNU Go binary to use, or undefined when there is none. */
export function findGnugo(env: DiscoverOptions['env'] = process.env): string | undefined {
  const setting = env.QIPAN_GNUGO?.trim();
  if (setting === 'off') return undefined;
  if (setting) return setting;
  for (const p of GNUGO_PATHS) if (existsSync(p)) return p;
  for (const dir of (env.PATH ?? '').split(delimiter)) {
    if (dir === '') continue;
    const p = join(dir, 'gnugo');
    try {
      accessSync(p, constants.X_OK);
      return p;
    } catch {
      // not here
    }
  }
  return undefined;
}

/** This repository's `qipan` command (apps/cli/bin/qipan.js), or the one `QIPAN_NET_ENGINE` names. */
export function findQipanCli(env: DiscoverOptions['env'] = process.env): string | undefined {
  const setting = env.QIPAN_NET_ENGINE?.trim();
  if (setting === 'off') return undefined;
  if (setting) return setting;
  // From apps/server/dist/engines/ (or src/engines/) to apps/cli/bin/.
  const here = fileURLToPath(new URL('../../../cli/bin/qipan.js', import.meta.url));
  return existsSync(here) ? here : undefined;
}

/** Quotes a path for {@link splitCommandLine} when it holds spaces or quotes. */
const quote = (path: string): string =>
  /[\s'"\\]/.test(path) ? `'${path.replace(/'/g, `'\\''`)}'` : path;

export function gnugoSpec(binary: string): EngineSpec {
  return {
    id: 'gnugo',
    name: 'GNU Go',
    command: `${quote(binary)} --mode gtp`,
    timeoutMs: DEFAULT_TIMEOUT_MS,
  };
}

/** Checks the `goEngines` list of a config: the specs, or the first problem. */
export function parseEngineList(value: unknown): Result<EngineSpec[], string> {
  if (!Array.isArray(value)) return err('"goEngines" must be a list');
  const out: EngineSpec[] = [];
  for (const [i, e] of value.entries()) {
    const at = `goEngines[${i}]`;
    if (typeof e !== 'object' || e === null || Array.isArray(e)) return err(`${at}: not an object`);
    const { id, name, command, timeoutMs } = e as Record<string, unknown>;
    if (typeof id !== 'string' || !ID_PATTERN.test(id)) {
      return err(`${at}.id: 1–64 letters, digits, _ or -`);
    }
    if (out.some((s) => s.id === id)) return err(`${at}.id: "${id}" is listed twice`);
    if (typeof name !== 'string' || name.trim() === '' || name.length > 100) {
      return err(`${at}.name: a non-empty text of up to 100 characters`);
    }
    if (typeof command !== 'string' || command.trim() === '') {
      return err(`${at}.command: the engine's command line`);
    }
    if (
      timeoutMs !== undefined &&
      (typeof timeoutMs !== 'number' || !Number.isInteger(timeoutMs) || timeoutMs < 100)
    ) {
      return err(`${at}.timeoutMs: whole milliseconds, at least 100`);
    }
    out.push({ id, name: name.trim(), command, timeoutMs: timeoutMs ?? DEFAULT_TIMEOUT_MS });
  }
  return ok(out);
}

/** Reads a config file's engines; a missing default file is no engines and no warning. */
export function readEngineConfig(path: string, required: boolean): Result<EngineSpec[], string> {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === 'ENOENT' && !required) return ok([]);
    return err(code === 'ENOENT' ? 'no such file' : `cannot read it (${code ?? String(e)})`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return err(`not valid JSON (${e instanceof Error ? e.message : String(e)})`);
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return err('expected an object like { "goEngines": [...] }');
  }
  const list = (json as Record<string, unknown>).goEngines;
  return list === undefined ? ok([]) : parseEngineList(list);
}

/**
 * The Go network as a GTP engine: `qipan gtp` (KataGo's g170 b6c96 net with Qipan's
 * search), one process per game like every engine here, so the bridge's session limit
 * bounds how many run at once.
 */
export function netSpec(qipanJs: string, node: string = process.execPath): EngineSpec {
  return {
    id: 'qipan',
    name: 'Qipan network',
    command: `${quote(node)} ${quote(qipanJs)} gtp`,
    timeoutMs: DEFAULT_TIMEOUT_MS,
    // A worker thread per game, under the bridge's session limit (a bounded pool): the
    // server's Node runs onnxruntime-node and the net with no process of its own.
    thread: { script: qipanJs, argv: ['gtp'] },
  };
}

/** GNU Go (first), the Go network, and the configured engines; `warnings` are one line each. */
export function discoverEngines(options: DiscoverOptions = {}): {
  specs: EngineSpec[];
  warnings: string[];
} {
  const env = options.env ?? process.env;
  const warnings: string[] = [];
  const specs: EngineSpec[] = [];
  const gnugo = options.gnugo === undefined ? findGnugo(env) : options.gnugo || undefined;
  if (gnugo) specs.push(gnugoSpec(gnugo));
  const net =
    options.net === undefined ? (options.goEngines ? undefined : findQipanCli(env)) : options.net || undefined;
  if (net) specs.push(netSpec(net));
  let listed: EngineSpec[] = [];
  if (options.goEngines) {
    const r = parseEngineList(options.goEngines);
    if (r.ok) listed = r.value;
    else warnings.push(`qipan-server: ignoring the goEngines option: ${r.error}`);
  } else {
    const given = options.configPath ?? env.QIPAN_CONFIG;
    const path = resolve(given ?? 'qipan.config.json');
    const r = readEngineConfig(path, given !== undefined);
    if (r.ok) listed = r.value;
    else warnings.push(`qipan-server: ignoring the config file ${path}: ${r.error}`);
  }
  for (const s of listed) {
    if (specs.some((t) => t.id === s.id)) {
      // A configured "gnugo" replaces the discovered one (e.g. with --level).
      specs.splice(
        specs.findIndex((t) => t.id === s.id),
        1,
      );
    }
    specs.push(s);
  }
  return { specs, warnings };
}
