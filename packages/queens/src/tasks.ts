/**
 * Splitting a count into independent, JSON-serialisable sub-problems for workers.
 *
 * @example
 * ```ts
 * import { countTasks, runCountTask, sumCounts } from '@qipan/queens';
 * const tasks = countTasks(14); // heaviest first; post them to workers as JSON
 * sumCounts(tasks.map(runCountTask)); // { total: 365596, unique: 45752 }
 * ```
 */
import type { Counts } from './types.js';
import {
  checkCountN,
  countFromPrefix,
  enumeratePrefixes,
  subtreeEstimate,
  validPrefix,
  type CountKind,
} from './count.js';
import { countBrute } from './brute.js';

/**
 * The version of the task split and of the kernel that counts a task. Tasks sent to
 * other machines (the CLI's Redis queue) and their results carry it, so that workers
 * of another version never add their results to a count. Bump it whenever
 * {@link countTasks}, {@link queueGranularity} or what {@link runCountTask} returns for
 * a task changes.
 */
export const COUNT_TASKS_VERSION = 1;

/** A sub-problem of `countBoth` (from `@qipan/queens`); plain data, safe to `JSON.stringify`. */
export interface CountTask {
  readonly n: number;
  readonly id: number;
  readonly [k: string]: unknown;
}

/** The concrete shape of the tasks made by {@link countTasks}. */
export interface QueensCountTask extends CountTask {
  /** `corner`: the top queen in column 0; `edge`: top queen in column t >= 1; `small`: n < 6, the whole count. */
  readonly kind: CountKind;
  /** The columns of the first rows, fixed for this task. */
  readonly prefix: readonly number[];
  /** A rough relative cost estimate (nodes in the next 3 rows of its search tree). */
  readonly weight: number;
}

export interface CountTaskOptions {
  /** How many leading rows each task fixes, 2..4 (default 2: a few dozen to a few hundred tasks for n >= 8). */
  granularity?: number;
}

/**
 * How many rows below a task's prefix its weight looks: enough to order the tasks
 * heaviest first (the last ones, run while other workers finish, are then small), and
 * cheap (a few milliseconds for n = 16, spent while the workers start).
 */
const ESTIMATE_LEVELS = 3;

/** Independent sub-problems whose {@link runCountTask} results sum to `countBoth(n)`. */
export function countTasks(n: number, options: CountTaskOptions = {}): CountTask[] {
  checkCountN(n);
  if (n < 6) return [{ n, id: 0, kind: 'small', prefix: [], weight: 1 } satisfies QueensCountTask];
  const g = options.granularity ?? 2;
  if (!Number.isInteger(g) || g < 1)
    throw new RangeError(`granularity must be a positive integer, got ${g}`);
  const rows = Math.min(g, 4);
  const parts = enumeratePrefixes(n, rows).map((p) => ({
    ...p,
    weight: subtreeEstimate(n, p.kind, p.prefix, ESTIMATE_LEVELS),
  }));
  parts.sort((a, b) => b.weight - a.weight);
  return parts.map((p, id): QueensCountTask => ({
    n,
    id,
    kind: p.kind,
    prefix: p.prefix,
    weight: p.weight,
  }));
}

/**
 * The granularity for a count split over machines, chosen for tasks of seconds to a
 * few minutes on one core (each size takes about 7 times as long as the one before;
 * n = 16 takes 1.6 s): 2 rows up to n = 20 (155 tasks of about 25 s on average for
 * n = 20), 3 rows for n = 21 and 22 (2,319 and 2,875 tasks), 4 rows beyond (45,403 for
 * n = 23). Part of the split that {@link COUNT_TASKS_VERSION} versions.
 */
export function queueGranularity(n: number): number {
  if (n <= 20) return 2;
  return n <= 22 ? 3 : 4;
}

function isQueensTask(task: CountTask): task is QueensCountTask {
  const t = task as Partial<QueensCountTask>;
  return (
    (t.kind === 'corner' || t.kind === 'edge' || t.kind === 'small') &&
    Array.isArray(t.prefix) &&
    t.prefix.every((c) => Number.isInteger(c))
  );
}

/** Counts one sub-problem (pure; call it in any worker). Throws RangeError on a malformed task. */
export function runCountTask(task: CountTask): Counts {
  checkCountN(task.n);
  if (!isQueensTask(task)) throw new RangeError(`not a queens count task: ${JSON.stringify(task)}`);
  const { n, kind, prefix } = task;
  if (kind === 'small') {
    if (n >= 6) throw new RangeError('a small task needs n < 6');
    return countBrute(n);
  }
  if (!validPrefix(n, kind, prefix))
    throw new RangeError(`invalid prefix for n=${n}: ${JSON.stringify(prefix)}`);
  return countFromPrefix(n, kind, prefix);
}

/** Adds up partial counts. */
export function sumCounts(parts: readonly Counts[]): Counts {
  let total = 0;
  let unique = 0;
  for (const p of parts) {
    total += p.total;
    unique += p.unique;
  }
  return { total, unique };
}
