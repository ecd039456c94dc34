/**
 * Zobrist hashing: one random 64-bit key (two 32-bit halves) per (point, piece
 * kind), XOR-ed together to identify positions for ko/superko, repetition and
 * transposition tables.
 *
 * @example
 * ```ts
 * import { Zobrist } from '@qipan/core';
 * const z = new Zobrist(19 * 19, 2); // 361 points, 2 kinds of stone
 * let h = z.empty;
 * h = z.toggle(h, 60, 0); // black stone on point 60
 * z.toggle(h, 60, 0) === z.empty; // true: XOR twice removes it
 * ```
 */
import { Rng } from './rng.js';

/** A 64-bit hash as a bigint-free pair, packed into one string-safe number pair. */
export type ZobristHash = bigint;

export class Zobrist {
  /** Low and high halves of each key, index `point * kinds + kind`. */
  readonly lo: Uint32Array;
  readonly hi: Uint32Array;
  readonly empty: ZobristHash = 0n;
  /** An extra key for "side to move" when a game needs it. */
  readonly turnKey: ZobristHash;

  constructor(
    readonly points: number,
    readonly kinds: number,
    seed: number | string = 'qipan-zobrist',
  ) {
    const rng = Rng.fromSeed(seed);
    const n = points * kinds;
    this.lo = new Uint32Array(n);
    this.hi = new Uint32Array(n);
    for (let i = 0; i < n; i++) {
      this.lo[i] = rng.nextUint32();
      this.hi[i] = rng.nextUint32();
    }
    this.turnKey = (BigInt(rng.nextUint32()) << 32n) | BigInt(rng.nextUint32());
  }

  /** The key of one (point, kind) as a 64-bit bigint. */
  key(point: number, kind: number): ZobristHash {
    const i = point * this.kinds + kind;
    return (BigInt(this.hi[i] as number) << 32n) | BigInt(this.lo[i] as number);
  }

  /** Adds or removes a piece: XOR is its own inverse. */
  toggle(h: ZobristHash, point: number, kind: number): ZobristHash {
    return h ^ this.key(point, kind);
  }

  /** Hash of a whole board given as kind-per-point (-1 or undefined for empty). */
  hashBoard(board: ArrayLike<number | undefined>): ZobristHash {
    let h = this.empty;
    for (let p = 0; p < board.length; p++) {
      const k = board[p];
      if (k !== undefined && k >= 0) h ^= this.key(p, k);
    }
    return h;
  }
}
