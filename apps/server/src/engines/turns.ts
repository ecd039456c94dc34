/**
 * One request at a time on an engine, in arrival order; a waiter whose client has gone
 * gives up its place (its AbortSignal), so the engine never hears of it.
 *
 * @example
 * ```ts
 * const turns = new Turns();
 * if (await turns.take(signal)) {
 *   try { await work(); } finally { turns.release(); }
 * } // else: aborted while waiting
 * ```
 */
/** A lock whose waiters can give up their place. */
export class Turns {
  private held = false;
  private readonly waiters: (() => void)[] = [];

  /** Waiting or running requests. */
  get load(): number {
    return (this.held ? 1 : 0) + this.waiters.length;
  }

  /** Resolves true when it is the caller's turn, false if the signal aborts first. */
  take(signal: AbortSignal | undefined): Promise<boolean> {
    if (signal?.aborted) return Promise.resolve(false);
    if (!this.held) {
      this.held = true;
      return Promise.resolve(true);
    }
    return new Promise((resolve) => {
      const go = (): void => {
        signal?.removeEventListener('abort', leave);
        resolve(true);
      };
      const leave = (): void => {
        const i = this.waiters.indexOf(go);
        if (i >= 0) this.waiters.splice(i, 1);
        resolve(false);
      };
      this.waiters.push(go);
      signal?.addEventListener('abort', leave, { once: true });
    });
  }

  release(): void {
    const next = this.waiters.shift();
    if (next) next();
    else this.held = false;
  }
}
