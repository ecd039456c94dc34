/**
 * What the network is shown: one Go position with what led to it. Points are indices
 * `y * size + x` with `y = 0` the top row (the layout of `@qipan/go` and of KataGo's
 * printed grids).
 */

/** 0 empty, 1 black, 2 white. */
export type NetStone = 0 | 1 | 2;
export type NetColor = 'black' | 'white';

/** The rules as the network's global inputs see them (KataGo's rule fields). */
export interface NetRules {
  /** Area (Chinese, Tromp-Taylor) or territory (Japanese) scoring. */
  readonly scoring: 'area' | 'territory';
  /** Simple ko, positional or situational superko. */
  readonly ko: 'simple' | 'positional' | 'situational';
  /** Whether a multi-stone suicide is legal. */
  readonly suicide: boolean;
  /** Points not counted: none, seki eyes, or every eye (group tax). Default none. */
  readonly tax?: 'none' | 'seki' | 'all';
  /** Whether passing first earns a half point (the button). Default false. */
  readonly button?: boolean;
  /** Handicap compensation to White under area scoring. Default none. */
  readonly whiteHandicapBonus?: 'none' | 'n' | 'n-1';
  /**
   * Whether a pass after a pass may be taken back as "friendly" (KataGo's `friendlyPassOk`:
   * true for its Chinese and AGA rules, false for Tromp-Taylor and Japanese). When true,
   * the net is shown a position after one pass as if a second would not end the game.
   */
  readonly friendlyPass?: boolean;
}

export interface NetMove {
  readonly color: NetColor;
  /** A point index, or `pass`. */
  readonly point: number | 'pass';
}

export interface NetPosition {
  /** Board side, 2–19 (the network is built for 19 at most). */
  readonly size: number;
  /** `size * size` stones. */
  readonly stones: ArrayLike<NetStone>;
  readonly toMove: NetColor;
  /** Points where `toMove` may not play because of ko (or superko). */
  readonly koBanned?: readonly number[];
  /** Every move that led here, oldest first (only the last five are read). */
  readonly history: readonly NetMove[];
  /** White's komi. */
  readonly komi: number;
  /**
   * Points the rules add to White's komi as the game goes: the handicap compensation
   * under area scoring, and under territory scoring one point per stone Black has put on the board
   * (handicap stones too) less one per stone White has (how KataGo turns territory into area). Default 0.
   */
  readonly whiteBonus?: number;
  /**
   * The stones one move ago and two moves ago (for the ladder planes). When left out they
   * are the current stones with the last moves lifted (stones those moves took are not
   * put back).
   */
  readonly previous?: readonly ArrayLike<NetStone>[];
  readonly rules: NetRules;
}
