/**
 * For this package's tests: whether a child process is still alive, to check that
 * closing or killing an engine really ended it.
 *
 * @example
 * ```ts
 * import { isRunning } from './is-running.test-util.js';
 * expect(isRunning(engine.pid)).toBe(false);
 * ```
 */
import { existsSync, readFileSync } from 'node:fs';

/** Alive and not a zombie (an orphan may wait for a reaper that never comes). */
export const isRunning = (pid: number | undefined): boolean => {
  try {
    process.kill(pid ?? 0, 0);
  } catch {
    return false;
  }
  const stat = existsSync(`/proc/${pid}/stat`) ? readFileSync(`/proc/${pid}/stat`, 'utf8') : '';
  return !/^\d+ \(.*\) Z/.test(stat);
};
