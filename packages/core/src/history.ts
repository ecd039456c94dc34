/**
 * An immutable linear history of positions with undo and redo.
 *
 * @example
 * ```ts
 * import { History } from '@qipan/core';
 * let h = History.start({ queens: [] as number[] });
 * h = h.push({ queens: [0] });
 * h = h.undo(); // back to the start, redo available
 * h.canRedo; // true
 * h = h.push({ queens: [1] }); // a new branch drops the redo stack
 * ```
 */
export class History<S> {
  private constructor(
    private readonly states: readonly S[],
    /** Index of the current state in `states`. */
    readonly index: number,
  ) {}

  static start<S>(initial: S): History<S> {
    return new History([initial], 0);
  }

  get current(): S {
    return this.states[this.index] as S;
  }
  get canUndo(): boolean {
    return this.index > 0;
  }
  get canRedo(): boolean {
    return this.index < this.states.length - 1;
  }
  /** Number of states, including the initial one and redoable ones. */
  get length(): number {
    return this.states.length;
  }
  /** The states from the start up to the current one. */
  get past(): readonly S[] {
    return this.states.slice(0, this.index + 1);
  }

  /** A new current state; anything that could have been redone is dropped. */
  push(state: S): History<S> {
    return new History([...this.states.slice(0, this.index + 1), state], this.index + 1);
  }
  undo(steps = 1): History<S> {
    return this.goTo(this.index - steps);
  }
  redo(steps = 1): History<S> {
    return this.goTo(this.index + steps);
  }
  /** Jumps to state `i`, clamped to the history. */
  goTo(i: number): History<S> {
    const j = Math.max(0, Math.min(this.states.length - 1, i));
    return j === this.index ? this : new History(this.states, j);
  }
  at(i: number): S | undefined {
    return this.states[i];
  }
}
