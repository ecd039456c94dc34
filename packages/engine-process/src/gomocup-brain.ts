/**
 * A Gomocup (Piskvork) brain run as a shell command over an {@link EngineProcess}:
 * commands are lines to its stdin; {@link GomocupBrain.answer} reads the next answer
 * line within a time limit, skipping `MESSAGE` and `DEBUG` lines, which brains may
 * send at any time. A brain that is silent past the limit is killed.
 *
 * @example
 * ```ts
 * import { GomocupBrain } from '@qipan/engine-process';
 * const brain = GomocupBrain.start('npx qipan pbrain --level 1');
 * brain.send('START 15');
 * await brain.answer(10_000); // ok('OK'), or err({ reason: 'timeout' | 'crashed', ... })
 * await brain.close(); // END, then a kill after the grace time
 * ```
 */
import type { Result } from '@qipan/core';
import { deadlineIn, EngineProcess, type EngineProcessOptions } from './engine-process.js';
import type { EngineError } from './errors.js';

/** Lines that carry no answer. */
const CHATTER = /^(MESSAGE|DEBUG)(\s|$)/i;

export class GomocupBrain {
  private constructor(readonly child: EngineProcess) {}

  /** Starts `command` through the shell (`sh -c`), in its own process group. */
  static start(command: string, options: EngineProcessOptions = {}): GomocupBrain {
    return new GomocupBrain(EngineProcess.spawn({ shell: command }, options));
  }

  /** Sends one command line; answers to earlier commands not read yet are dropped. */
  send(line: string): void {
    this.child.discardLines();
    this.child.writeLine(line);
  }

  /** The next answer line (trimmed; chatter and empty lines skipped), or why none came. */
  async answer(ms: number): Promise<Result<string, EngineError>> {
    const deadline = deadlineIn(ms);
    for (;;) {
      const r = await this.child.nextLine(deadline);
      if (!r.ok) return r;
      const text = r.value.trim();
      if (text !== '' && !CHATTER.test(text)) return { ok: true, value: text };
    }
  }

  /** Sends END, waits up to `graceMs` for the brain to exit, then kills it. */
  async close(graceMs = 1000): Promise<void> {
    await this.child.close({ graceMs, goodbye: 'END' });
  }
}
