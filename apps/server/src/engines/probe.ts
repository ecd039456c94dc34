/**
 * Asks an engine who it is, once: starts it, sends `name`, `version` and
 * `list_commands`, and stops it. An engine that cannot start or answer is listed
 * as unavailable with the reason.
 *
 * @example
 * ```ts
 * const info = await probeEngine(gnugoSpec('/usr/games/gnugo'), 5000);
 * info; // { id: 'gnugo', name: 'GNU Go', available: true, version: '3.8', levels: true, ... }
 * ```
 */
import { GtpProcess } from '@qipan/engine-process';
import type { EngineSpec } from './engines.js';

export type EngineInfo =
  | {
      readonly id: string;
      readonly name: string;
      readonly available: true;
      readonly version: string;
      /** The engine takes `level N` (GNU Go: 0–10). */
      readonly levels: boolean;
      /** The GTP commands it lists (lower-case). */
      readonly commands: readonly string[];
    }
  | {
      readonly id: string;
      readonly name: string;
      readonly available: false;
      readonly reason: string;
    };

/** The public part of an {@link EngineInfo} (no command list). */
export function publicInfo(info: EngineInfo): Record<string, unknown> {
  if (!info.available) return { ...info };
  const { commands: _commands, ...rest } = info;
  return rest;
}

export async function probeEngine(
  spec: EngineSpec,
  timeoutMs: number,
  /** Holds the process while it runs, so a closing server can stop it. */
  running?: Set<GtpProcess>,
): Promise<EngineInfo> {
  const { id, name } = spec;
  const started = GtpProcess.start(spec.command, {
    timeoutMs,
    ...(spec.thread ? { thread: spec.thread } : {}),
  });
  if (!started.ok) return { id, name, available: false, reason: started.error.message };
  const engine = started.value;
  running?.add(engine);
  try {
    const named = await engine.send('name');
    if (!named.ok) return { id, name, available: false, reason: named.error.message };
    const version = await engine.send('version');
    const listed = await engine.send('list_commands');
    if (!version.ok && version.error.reason !== 'refused') {
      return { id, name, available: false, reason: version.error.message };
    }
    const commands = listed.ok
      ? listed.value
          .split('\n')
          .map((c) => c.trim().toLowerCase())
          .filter((c) => c !== '')
      : [];
    if (commands.length > 0 && !commands.includes('genmove')) {
      return { id, name, available: false, reason: 'the engine does not list genmove' };
    }
    return {
      id,
      name,
      available: true,
      version: version.ok ? version.value.trim() : '',
      levels: commands.includes('level'),
      commands,
    };
  } finally {
    await engine.close(1000);
    running?.delete(engine);
  }
}
