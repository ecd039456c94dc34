import { afterEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { OEIS } from '../test/oeis.js';
import { countBrute } from './brute.js';
import {
  count,
  countBoth,
  countEngine,
  countFromPrefix,
  countUnique,
  type CountEngine,
} from './count.js';
import { kernelBytes } from './kernel.js';
import {
  countTasks,
  queueGranularity,
  runCountTask,
  sumCounts,
  type QueensCountTask,
} from './tasks.js';
import { randomSolution } from './solve.js';
import { canonical, compareSolutions, images } from './symmetry.js';
import type { Solution } from './types.js';

const NS = Array.from({ length: 14 }, (_, i) => i + 1);

describe('countBoth (A000170, A002562)', () => {
  it.each(NS)('n = %i matches OEIS', (n) => {
    expect(countBoth(n)).toEqual({ total: OEIS.total(n), unique: OEIS.unique(n) });
  });

  it('count and countUnique are the two halves', () => {
    expect(count(10)).toBe(724);
    expect(countUnique(10)).toBe(92);
  });

  it('agrees with plain enumeration for n <= 9', () => {
    for (let n = 1; n <= 9; n++) expect(countBoth(n)).toEqual(countBrute(n));
  });

  it('refuses sizes it cannot count', () => {
    expect(() => countBoth(0)).toThrow(RangeError);
    expect(() => countBoth(33)).toThrow(RangeError);
    expect(() => countBoth(4.5)).toThrow(RangeError);
  });
});

describe('countTasks / runCountTask', () => {
  it.each(NS)('n = %i: summed tasks match OEIS', (n) => {
    const tasks = countTasks(n);
    expect(sumCounts(tasks.map(runCountTask))).toEqual({
      total: OEIS.total(n),
      unique: OEIS.unique(n),
    });
  });

  it.each([1, 2, 3, 4])('granularity %i gives the same sums (n = 11)', (granularity) => {
    const tasks = countTasks(11, { granularity });
    expect(sumCounts(tasks.map(runCountTask))).toEqual({ total: 2680, unique: 341 });
  });

  it('tasks survive JSON, have distinct ids, come heaviest first, and are not too few', () => {
    const tasks = countTasks(12) as QueensCountTask[];
    const copy = JSON.parse(JSON.stringify(tasks)) as QueensCountTask[];
    expect(sumCounts(copy.map(runCountTask))).toEqual({ total: 14200, unique: 1787 });
    expect(new Set(tasks.map((t) => t.id)).size).toBe(tasks.length);
    for (let i = 1; i < tasks.length; i++) {
      expect((tasks[i] as QueensCountTask).weight).toBeLessThanOrEqual(
        (tasks[i - 1] as QueensCountTask).weight,
      );
    }
    expect(tasks.length).toBeGreaterThanOrEqual(24);
    expect(countTasks(16).length).toBeLessThanOrEqual(400);
  });

  it.each([
    [16, 2, 93],
    [20, 2, 155],
    [21, 3, 2319],
    [23, 4, 45403],
  ])('queueGranularity(%i) = %i: %i tasks for the queue', (n, rows, tasks) => {
    expect(queueGranularity(n)).toBe(rows);
    expect(countTasks(n, { granularity: queueGranularity(n) })).toHaveLength(tasks);
  });

  it('rejects malformed tasks', () => {
    expect(() => runCountTask({ n: 8, id: 0 })).toThrow(RangeError);
    expect(() => runCountTask({ n: 8, id: 0, kind: 'edge', prefix: [0, 2] })).toThrow(RangeError);
    expect(() => runCountTask({ n: 8, id: 0, kind: 'edge', prefix: [1, 2] })).toThrow(RangeError);
    expect(() => runCountTask({ n: 8, id: 0, kind: 'corner', prefix: [0, 1] })).toThrow(RangeError);
    expect(() => runCountTask({ n: 40, id: 0, kind: 'small', prefix: [] })).toThrow(RangeError);
  });
});

describe('the symmetric search on large boards (deep prefixes, checked by brute force)', () => {
  /** Canonical completions of `prefix` and their images, by plain search and full symmetry check. */
  function bruteFromPrefix(
    n: number,
    prefix: readonly number[],
  ): { total: number; unique: number } {
    let total = 0;
    let unique = 0;
    const q = [...prefix];
    const go = (): void => {
      const row = q.length;
      if (row === n) {
        if (compareSolutions(canonical(q), q) === 0) {
          unique++;
          total += images(q).length;
        }
        return;
      }
      for (let c = 0; c < n; c++) {
        if (q.every((x, r) => x !== c && Math.abs(x - c) !== row - r)) {
          q.push(c);
          go();
          q.pop();
        }
      }
    };
    go();
    return { total, unique };
  }

  it('agrees for canonical prefixes of random solutions, n = 17..32', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 17, max: 32 }),
        fc.nat(),
        fc.integer({ min: 5, max: 7 }),
        (n, seed, left) => {
          const c = canonical(randomSolution(n, seed) as Solution);
          const kind = c[0] === 0 ? 'corner' : 'edge';
          const prefix = c.slice(0, n - left);
          const got = runCountTask({ n, id: 0, kind, prefix });
          expect(got.unique).toBeGreaterThanOrEqual(1);
          expect(got).toEqual(bruteFromPrefix(n, prefix));
          expect(countFromPrefix(n, kind, prefix, 'js')).toEqual(got);
        },
      ),
      { numRuns: 40 },
    );
  });

  const ENGINES: CountEngine[] = ['wasm', 'js'];

  it.each([1, 2, 7, 1000])(
    'the kernel stopped every %i steps and called again counts the same (n = 10, 11)',
    (budget) => {
      for (const n of [10, 11]) {
        for (const task of countTasks(n) as QueensCountTask[]) {
          const kind = task.kind as 'corner' | 'edge';
          expect(countFromPrefix(n, kind, task.prefix, 'wasm', budget)).toEqual(
            countFromPrefix(n, kind, task.prefix, 'js'),
          );
        }
      }
    },
  );

  it('runs the WebAssembly kernel here (Node has WebAssembly)', () => {
    expect(countEngine()).toBe('wasm');
  });

  it.each([6, 7, 8, 9, 10, 11, 12])(
    'n = %i: every task, both families, both engines, equals brute force on its prefix',
    (n) => {
      for (const granularity of n <= 11 ? [2, 3] : [2]) {
        const tasks = countTasks(n, { granularity }) as QueensCountTask[];
        const kinds = new Set(tasks.map((t) => t.kind));
        expect(kinds).toEqual(new Set(['corner', 'edge']));
        for (const task of tasks) {
          const want = bruteFromPrefix(n, task.prefix);
          for (const engine of ENGINES) {
            const kind = task.kind as 'corner' | 'edge';
            expect({
              engine,
              prefix: task.prefix,
              ...countFromPrefix(n, kind, task.prefix, engine),
            }).toEqual({ engine, prefix: task.prefix, ...want });
          }
        }
      }
    },
  );
});

describe('the WebAssembly kernel', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('is a valid module, the same bytes every time, with the exports the count uses', () => {
    const bytes = kernelBytes();
    expect(WebAssembly.validate(bytes)).toBe(true);
    expect(Array.from(kernelBytes())).toEqual(Array.from(bytes));
    const mod = new WebAssembly.Module(bytes);
    expect(WebAssembly.Module.exports(mod).map((e) => `${e.kind} ${e.name}`)).toEqual([
      'memory mem',
      'function corner',
      'function edge',
    ]);
    expect(WebAssembly.Module.imports(mod).map((e) => `${e.kind} ${e.module}.${e.name}`)).toEqual([
      'function q.tie',
    ]);
  });

  it('falls back to JavaScript when WebAssembly is refused (a CSP without wasm-unsafe-eval)', async () => {
    vi.resetModules();
    vi.stubGlobal('WebAssembly', {
      Module: class {
        constructor() {
          throw new Error(
            'WebAssembly.Module(): Refused to compile or instantiate WebAssembly module',
          );
        }
      },
      Instance: WebAssembly.Instance,
    });
    const fresh = await import('./count.js');
    expect(fresh.countEngine()).toBe('js');
    expect(fresh.countBoth(12)).toEqual({ total: 14200, unique: 1787 });
  });

  it('falls back to JavaScript when there is no WebAssembly at all', async () => {
    vi.resetModules();
    vi.stubGlobal('WebAssembly', undefined);
    const fresh = await import('./count.js');
    expect(fresh.countEngine()).toBe('js');
    expect(fresh.countBoth(13)).toEqual({ total: 73712, unique: 9233 });
  });
});
