/**
 * The heap in use after two full collections, so a difference of two readings is
 * what the code in between kept, not its garbage. For memory tests (Node only: it
 * turns on `--expose-gc` for this process).
 *
 * @example
 * ```ts
 * const before = heapAfterGc();
 * const kept = parse(text);
 * const perNode = (heapAfterGc() - before) / nodes;
 * ```
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

let gc: (() => void) | undefined;

export function heapAfterGc(): number {
  if (!gc) {
    setFlagsFromString('--expose-gc');
    gc = runInNewContext('gc') as () => void;
  }
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}
