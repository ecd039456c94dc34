/**
 * `qipan pbrain`: a Gomocup (Piskvork) brain on stdin/stdout. Lines are read as
 * they come (readline), each is handled by a {@link GomocupSession} and every
 * answer is written as one line at once (stdout on a pipe is synchronous in
 * Node, so each answer is flushed before the next line is read). The AI thinks
 * synchronously within the budget of `INFO timeout_turn` / `time_left`, minus a
 * safety margin. `END` or the end of input: status 0.
 *
 * @example
 * ```ts
 * import { Readable } from 'node:stream';
 * import { pbrainCommand } from './pbrain.js';
 * await pbrainCommand(['--level', '1'], {
 *   stdin: Readable.from(['START 15\nBEGIN\nEND\n']),
 *   stdout: process.stdout, // "OK", then "7,7"
 *   stderr: process.stderr,
 * }); // 0
 * ```
 */
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { GomocupSession, gomocupReply, type AboutInfo } from '@qipan/gomoku';
import { gomocupBrain, type AiLevel } from '@qipan/gomoku/ai';
import { parseCommand } from '../command.js';
import { EXIT, type Command } from '../io.js';
import { GOMOKU_USAGE } from './usage.js';

const SPEC = {
  level: { kind: 'integer', min: 1, max: 5 },
  help: { kind: 'boolean', short: 'h' },
} as const;

/** The version in apps/cli/package.json (the same path from src/ and dist/). */
function cliVersion(): string {
  try {
    const text = readFileSync(new URL('../../package.json', import.meta.url), 'utf8');
    const v = (JSON.parse(text) as { version?: unknown }).version;
    return typeof v === 'string' ? v : 'unknown';
  } catch {
    return 'unknown';
  }
}

/** The ABOUT answer's fields. */
export const pbrainAbout = (): AboutInfo => ({
  name: 'qipan',
  version: cliVersion(),
  author: 'Qipan contributors',
  country: 'International',
});

/** A session with the Qipan AI at `level` as its brain. */
export function pbrainSession(level: AiLevel = 5, now: () => number = Date.now): GomocupSession {
  return new GomocupSession({ chooseMove: gomocupBrain(level, now), now, about: pbrainAbout() });
}

export const pbrainCommand: Command = async (args, io) => {
  const parsed = parseCommand(io, 'pbrain', args, SPEC, GOMOKU_USAGE.pbrain);
  if (typeof parsed === 'number') return parsed;
  const session = pbrainSession((parsed.flags.level ?? 5) as AiLevel);
  const lines = createInterface({ input: io.stdin, crlfDelay: Infinity, terminal: false });
  try {
    for await (const line of lines) {
      let replies: string[];
      try {
        replies = session.handle(line);
      } catch (e) {
        // A bug must not kill the brain in the middle of a tournament.
        replies = [
          gomocupReply.error(`internal error: ${e instanceof Error ? e.message : String(e)}`),
        ];
      }
      if (replies.length > 0) io.stdout.write(replies.map((r) => `${r}\n`).join(''));
      if (session.ended) break;
    }
  } finally {
    lines.close();
  }
  // Stop reading so that a real stdin does not keep the process alive after END.
  io.stdin.destroy();
  return EXIT.ok;
};
