/**
 * A lazy, cached view of a generator: item `i` is pulled only when asked for, so
 * paging through the solutions of a big board never materialises them all.
 *
 * @example
 * ```ts
 * const pager = new Pager(solutions(12));
 * pager.at(0); // the first solution, computed now
 * pager.at(1); // the second; pager.at(0) again comes from the cache
 * ```
 */
export class Pager<T> {
  private readonly items: T[] = [];
  private finished = false;

  constructor(
    private readonly source: Iterator<T>,
    /** The most items kept; `at()` past it returns undefined. */
    private readonly limit = 100_000,
  ) {}

  /** Item `i`, or undefined when the source has fewer items. */
  at(i: number): T | undefined {
    if (i < 0 || !Number.isInteger(i)) return undefined;
    while (this.items.length <= i && !this.finished && this.items.length < this.limit) {
      const r = this.source.next();
      if (r.done) this.finished = true;
      else this.items.push(r.value);
    }
    return this.items[i];
  }

  /** How many items have been pulled so far. */
  get known(): number {
    return this.items.length;
  }

  /** True once the source has no more items. */
  get done(): boolean {
    return this.finished;
  }

  /** The number of items when known (the source is exhausted), else undefined. */
  get size(): number | undefined {
    return this.finished ? this.items.length : undefined;
  }
}
