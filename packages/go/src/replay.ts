/**
 * Replaying a record on one mutable board: the record loader validates every move
 * this way (with a superko hash set for the current line instead of a board per
 * node), and `positionAt` rebuilds a position from its nearest cached ancestor.
 * The rules are those of `playAs` (play.ts); a test checks both agree move by move.
 *
 * @example
 * ```ts
 * const w = Walker.from(initial({ size: 9 }));
 * w.move('black', playAt(4, 4)); // undefined: legal, played
 * w.move('white', playAt(4, 4)); // 'occupied'
 * const s = w.state(); // a GoState (the walker gives its board away)
 * ```
 */
import { opposite, type Color, type Point } from '@qipan/core';
import { EMPTY, type FastBoard, type StoneColor } from './board.js';
import { zobristFor } from './boardtables.js';
import { GO_REFUSAL_MESSAGES, type GoRefusal } from './play.js';
import type { GoRules } from './rules.js';
import {
  boardOf,
  link,
  makeState,
  stoneColor,
  type GoMove,
  type GoState,
  type PositionLink,
} from './state.js';

/** Positions seen on the current line, for superko: a counted hash set with undo. */
export class SuperkoLine {
  private readonly seen = new Map<string, number>();
  private readonly line: string[] = [];
  constructor(private readonly situational: boolean) {}

  key(lo: number, hi: number, turn: Color): string {
    return this.situational ? `${lo},${hi},${turn}` : `${lo},${hi}`;
  }
  has(key: string): boolean {
    return this.seen.has(key);
  }
  add(key: string): void {
    this.line.push(key);
    this.seen.set(key, (this.seen.get(key) ?? 0) + 1);
  }
  get length(): number {
    return this.line.length;
  }
  /** Forgets the newest positions until `length` remain (back to a fork). */
  truncate(length: number): void {
    while (this.line.length > length) {
      const k = this.line.pop() as string;
      const c = (this.seen.get(k) ?? 1) - 1;
      if (c === 0) this.seen.delete(k);
      else this.seen.set(k, c);
    }
  }
}

/** The scalar part of a position (everything but the board). */
export interface WalkerFields {
  readonly turn: Color;
  readonly moveNumber: number;
  readonly passes: number;
  readonly handicapToPlace: number;
}

export class Walker {
  /** Check each move as `playAs` does (the loader); false replays trusted moves. */
  validate = false;
  /** Positions of the current line when validating under a superko rule. */
  superko: SuperkoLine | undefined = undefined;
  /** Kept only when building GoStates (`links` true). */
  positions: PositionLink | undefined;
  lastMove: GoState['lastMove'];

  private constructor(
    readonly rules: GoRules,
    public board: FastBoard,
    public fields: WalkerFields,
    private readonly links: boolean,
    positions: PositionLink | undefined,
    lastMove: GoState['lastMove'],
  ) {
    this.positions = positions;
    this.lastMove = lastMove;
  }

  /** A walker on a copy of `s`'s board; `links` keeps the superko chain and last move for {@link state}. */
  static from(s: GoState, links = true): Walker {
    const f = { turn: s.turn, moveNumber: s.moveNumber, passes: s.passes };
    return new Walker(
      s.rules,
      boardOf(s).clone(),
      { ...f, handicapToPlace: s.handicapToPlace },
      links,
      links ? s.positions : undefined,
      s.lastMove,
    );
  }

  /** A walker that owns `board` (no copy), for the loader's forks. */
  static onBoard(rules: GoRules, board: FastBoard, fields: WalkerFields): Walker {
    return new Walker(rules, board, fields, false, undefined, undefined);
  }

  /** SGF setup: stones put or cleared, the position recorded, maybe another side to move. */
  setup(changes: readonly { point: Point; color: Color | undefined }[], turn: Color): void {
    const b = this.board;
    b.setup(
      changes.map(({ point, color }) => ({
        index: b.index(point.x, point.y),
        value: color === undefined ? EMPTY : stoneColor(color),
      })),
    );
    this.fields = { ...this.fields, turn };
    this.record();
  }

  /**
   * Plays `move` for `color` whatever the turn. With {@link validate}, checks it first
   * (as `playAs` does, superko through {@link superko}) and returns the refusal, leaving
   * no usable position; without it the move is trusted. `dry` is for a leaf (nothing
   * follows) on a board shared with other lines: it is never changed, and copied only
   * when a superko check needs the position after a capture.
   */
  move(color: Color, move: GoMove, dry = false): GoRefusal | undefined {
    const f = this.fields;
    const check = this.validate;
    // Records hold no resignation; moves after two passes are played (the game goes on).
    if (move.type === 'resign') return 'game-over';
    if (move.type === 'pass') {
      if (!dry) this.board.pass();
      this.fields = {
        turn: opposite(color),
        moveNumber: f.moveNumber + 1,
        passes: f.passes + 1,
        handicapToPlace: 0,
      };
    } else {
      const b = this.board;
      const c = stoneColor(color);
      const p = b.index(move.point.x, move.point.y);
      if (check) {
        const refusal = b.check(c, p, this.rules.suicide);
        if (refusal) return refusal;
      }
      const placing = color === 'black' ? Math.max(0, f.handicapToPlace - 1) : 0;
      const turn = color === 'black' && placing > 0 ? 'black' : opposite(color);
      const sk = check ? this.superko : undefined;
      if (dry && (sk === undefined || !this.removesStones(c, p))) {
        // A leaf: nothing follows, so the board stays as it is; under superko the
        // position after a move that removes nothing is the board's hash and the stone's.
        if (sk !== undefined) {
          const z = zobristFor(b.stride);
          const i = p * 2 + c - 1;
          const key = sk.key(b.hashLo ^ (z.lo[i] as number), b.hashHi ^ (z.hi[i] as number), turn);
          if (sk.has(key)) return 'superko';
        }
        this.fields = { turn, moveNumber: f.moveNumber + 1, passes: 0, handicapToPlace: placing };
        return undefined;
      }
      if (dry) this.board = b.clone(); // the fork's board is shared: play on a copy
      this.board.play(c, p);
      if (sk !== undefined && sk.has(sk.key(this.board.hashLo, this.board.hashHi, turn)))
        return 'superko';
      this.fields = { turn, moveNumber: f.moveNumber + 1, passes: 0, handicapToPlace: placing };
    }
    // A fresh object: the caller's move (and any extra fields on it) stays out of the state.
    if (this.links)
      this.lastMove =
        move.type === 'pass'
          ? { type: 'pass', color }
          : { type: 'play', point: { x: move.point.x, y: move.point.y }, color };
    this.record();
    return undefined;
  }

  /** Would `c` at `p` take stones off (a capture, or its own chain by suicide)? */
  private removesStones(c: StoneColor, p: number): boolean {
    const b = this.board;
    return b.captures(c, p) || (this.rules.suicide === 'allowed' && b.isSuicide(c, p));
  }

  private record(): void {
    const b = this.board;
    if (this.links) this.positions = link(b, this.fields.turn, this.positions);
    if (this.superko) this.superko.add(this.superko.key(b.hashLo, b.hashHi, this.fields.turn));
  }

  /** The position now; `copy` false gives the board away (use the walker no more). */
  state(copy = true): GoState {
    const f = this.fields;
    return makeState(
      {
        rules: this.rules,
        size: this.rules.size,
        turn: f.turn,
        moveNumber: f.moveNumber,
        passes: f.passes,
        handicapToPlace: f.handicapToPlace,
        positions: this.positions ?? link(this.board, f.turn, undefined),
        lastMove: this.lastMove,
        resigned: undefined,
      },
      copy ? this.board.clone() : this.board,
    );
  }
}

/** The words for a refusal, as `playAs` says them. */
export const refusalMessage = (r: GoRefusal): string =>
  r in GO_REFUSAL_MESSAGES
    ? GO_REFUSAL_MESSAGES[r as keyof typeof GO_REFUSAL_MESSAGES]
    : r.replace(/-/g, ' ');
