/**
 * The search's options, their defaults and their checks, and the typed error the
 * search throws for bad input.
 */
import type { Rng } from '@qipan/core';
import type { GoState } from '@qipan/go';
import type { NetMove, NetPosition } from '../position.js';
import type { Analysis } from './analysis.js';
import { netPosition } from '../from-go.js';

/** Why the search refused something; nothing was changed. */
export type NetSearchRefusal =
  | 'bad-option'
  | 'bad-limits'
  | 'bad-clock'
  | 'illegal-move'
  | 'game-over'
  | 'no-position'
  | 'bad-evaluation';

export class NetSearchError extends Error {
  override readonly name = 'NetSearchError';
  constructor(
    readonly reason: NetSearchRefusal,
    message: string,
  ) {
    super(message);
  }
}

/** What an `AbortSignal` offers the search (engine packages have no DOM types). */
export interface AbortLike {
  readonly aborted: boolean;
  addEventListener?(type: 'abort', listener: () => void): void;
  removeEventListener?(type: 'abort', listener: () => void): void;
}

/** Resigning: below `below` win rate for `consecutive` own moves, from move `minMove` on. */
export interface ResignOptions {
  /** Win rate (0..1) of the best move under which a move counts as hopeless; 0 turns resigning off. */
  readonly below: number;
  readonly consecutive: number;
  /** The game's move number (passes included) from which resigning is allowed. */
  readonly minMove: number;
}

export interface SearchOptions {
  /** Evaluations per `evaluate` call (leaves collected under virtual loss). Default 8. */
  readonly batchSize?: number;
  /** `evaluate` calls in flight at once (one per evaluator worker). Default 1. */
  readonly parallel?: number;
  /** The PUCT exploration constant at no visits. Default 1 (KataGo's cpuctExploration). */
  readonly cPuct?: number;
  /** Its growth: `cPuct + cPuctLog · ln((N + cPuctBase) / cPuctBase)`. Defaults 0.45 and 500. */
  readonly cPuctLog?: number;
  readonly cPuctBase?: number;
  /**
   * Exploration scaled by the parent's utility spread, `1 + scale · (stdev / prior − 1)`
   * with `priorWeight` visits of the prior stdev. Defaults 0.4, 2 and 0.85 (scale 0: off).
   */
  readonly utilityStdev?: {
    readonly prior?: number;
    readonly priorWeight?: number;
    readonly scale?: number;
  };
  /** First-play urgency: parent value minus this × sqrt(visited prior mass). Default 0.2. */
  readonly fpuReduction?: number;
  /** The same at the root. Default 0.1. */
  readonly rootFpuReduction?: number;
  /** Weight of the win-loss value in the utility. Default 1. */
  readonly winLossWeight?: number;
  /** Weight of the static score utility, `2/π · atan(lead / (scoreScale · size))`. Default 0.1. */
  readonly scoreUtilityWeight?: number;
  /** Points per board side of the static score utility's scale (19×19: 2 → 38 points). Default 2. */
  readonly scoreScale?: number;
  /**
   * Weight of the dynamic score utility, `2/π · atan((lead − centre) / (dynamicScoreScale ·
   * size))`, centred at each search's start on the root's expected lead (shrunk towards 0 by
   * `dynamicScoreZeroWeight`): the search keeps caring about points when far ahead or behind.
   * Defaults 0.3, 0.75 and 0.2.
   */
  readonly dynamicScoreUtilityWeight?: number;
  readonly dynamicScoreScale?: number;
  readonly dynamicScoreZeroWeight?: number;
  /**
   * The move played is the one with the best lower confidence bound of its utility
   * (`lcbStdevs` standard errors) among those with at least `lcbMinVisitShare` of the most
   * visited one's visits, when that beats the most visited. Defaults true, 5, 0.15.
   */
  readonly lcbSelection?: boolean;
  readonly lcbStdevs?: number;
  readonly lcbMinVisitShare?: number;
  /** Losses added per leaf in flight on each node of its path. Default 1. */
  readonly virtualLoss?: number;
  /** Positions the evaluation cache keeps. Default 20 000. */
  readonly cacheSize?: number;
  /** Temperature of the root policy (1 = as the net says; above 1 flattens it; weak levels). */
  readonly rootPolicyTemperature?: number;
  /** Dirichlet noise on the root priors (self-play); none by default. */
  readonly rootNoise?: { readonly alpha: number; readonly weight: number };
  /**
   * Move choice: 0 (default) plays the most visited move; above 0 draws among the
   * visited moves with weight visits^(1/t), leaving out moves whose win rate is more
   * than `temperatureMaxLoss` below the best one's.
   */
  readonly temperature?: number;
  /** Default 0.1. */
  readonly temperatureMaxLoss?: number;
  /** Needed by `rootNoise` and `temperature`. */
  readonly rng?: Rng;
  /** Default `{ below: 0.03, consecutive: 3, minMove: size² / 4 }`; `below: 0` never resigns. */
  readonly resign?: Partial<ResignOptions>;
  /** A stone whose net ownership for its colour is below this is dead at a game's end. Default -0.5. */
  readonly deadBelow?: number;
  /** Nodes from this many visits on keep their GoState (saves replaying the path). Default 16. */
  readonly keepStateVisits?: number;
  /** The clock in milliseconds (default `Date.now`). */
  readonly now?: () => number;
  /** GoState → NetPosition (default: `netPosition`). */
  readonly toNetPosition?: (state: GoState, history: readonly NetMove[]) => NetPosition;
}

export interface ResolvedOptions {
  readonly batchSize: number;
  readonly parallel: number;
  readonly cPuct: number;
  readonly cPuctLog: number;
  readonly cPuctBase: number;
  readonly utilityStdev: {
    readonly prior: number;
    readonly priorWeight: number;
    readonly scale: number;
  };
  readonly fpuReduction: number;
  readonly rootFpuReduction: number;
  readonly winLossWeight: number;
  readonly scoreUtilityWeight: number;
  readonly scoreScale: number;
  readonly dynamicScoreUtilityWeight: number;
  readonly dynamicScoreScale: number;
  readonly dynamicScoreZeroWeight: number;
  readonly lcbSelection: boolean;
  readonly lcbStdevs: number;
  readonly lcbMinVisitShare: number;
  readonly virtualLoss: number;
  readonly cacheSize: number;
  readonly rootPolicyTemperature: number;
  readonly rootNoise: { readonly alpha: number; readonly weight: number } | undefined;
  readonly temperature: number;
  readonly temperatureMaxLoss: number;
  readonly rng: Rng | undefined;
  readonly resign: Partial<ResignOptions>;
  readonly deadBelow: number;
  readonly keepStateVisits: number;
  readonly now: () => number;
  readonly toNetPosition: (state: GoState, history: readonly NetMove[]) => NetPosition;
}

function bad(name: string, value: unknown, want: string): NetSearchError {
  return new NetSearchError('bad-option', `option ${name} = ${String(value)}: ${want}`);
}

function num(
  name: string,
  value: number | undefined,
  fallback: number,
  min: number,
  max = Infinity,
  integer = false,
): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max)
    throw bad(name, value, `must be a number in ${min}..${max}`);
  if (integer && !Number.isInteger(value)) throw bad(name, value, 'must be an integer');
  return value;
}

/** The options with their defaults; throws a {@link NetSearchError} for a bad one. */
export function resolveOptions(o: SearchOptions = {}): ResolvedOptions {
  if (typeof o !== 'object' || o === null)
    throw new NetSearchError('bad-option', 'the options must be an object');
  const temperature = num('temperature', o.temperature, 0, 0, 100);
  if (o.rootNoise !== undefined) {
    num('rootNoise.alpha', o.rootNoise.alpha, 0.03, 1e-6, 100);
    num('rootNoise.weight', o.rootNoise.weight, 0.25, 0, 1);
  }
  if ((temperature > 0 || o.rootNoise !== undefined) && o.rng === undefined)
    throw bad('rng', undefined, 'temperature and rootNoise need an rng');
  if (o.lcbSelection !== undefined && typeof o.lcbSelection !== 'boolean')
    throw bad('lcbSelection', o.lcbSelection, 'must be true or false');
  const r = o.resign ?? {};
  num('resign.below', r.below, 0.03, 0, 1);
  num('resign.consecutive', r.consecutive, 3, 1, 1e6, true);
  num('resign.minMove', r.minMove, 0, 0, 1e6, true);
  return {
    batchSize: num('batchSize', o.batchSize, 8, 1, 4096, true),
    parallel: num('parallel', o.parallel, 1, 1, 64, true),
    cPuct: num('cPuct', o.cPuct, 1, 0, 100),
    cPuctLog: num('cPuctLog', o.cPuctLog, 0.45, 0, 100),
    cPuctBase: num('cPuctBase', o.cPuctBase, 500, 1, 1e9),
    utilityStdev: {
      prior: num('utilityStdev.prior', o.utilityStdev?.prior, 0.4, 1e-6, 10),
      priorWeight: num('utilityStdev.priorWeight', o.utilityStdev?.priorWeight, 2, 0, 1e6),
      scale: num('utilityStdev.scale', o.utilityStdev?.scale, 0.85, 0, 1),
    },
    fpuReduction: num('fpuReduction', o.fpuReduction, 0.2, 0, 10),
    rootFpuReduction: num('rootFpuReduction', o.rootFpuReduction, 0.1, 0, 10),
    winLossWeight: num('winLossWeight', o.winLossWeight, 1, 0, 10),
    scoreUtilityWeight: num('scoreUtilityWeight', o.scoreUtilityWeight, 0.1, 0, 10),
    scoreScale: num('scoreScale', o.scoreScale, 2, 1e-6, 1000),
    dynamicScoreUtilityWeight: num(
      'dynamicScoreUtilityWeight',
      o.dynamicScoreUtilityWeight,
      0.3,
      0,
      10,
    ),
    dynamicScoreScale: num('dynamicScoreScale', o.dynamicScoreScale, 0.75, 1e-6, 1000),
    dynamicScoreZeroWeight: num('dynamicScoreZeroWeight', o.dynamicScoreZeroWeight, 0.2, 0, 1),
    lcbSelection: o.lcbSelection ?? true,
    lcbStdevs: num('lcbStdevs', o.lcbStdevs, 5, 0, 100),
    lcbMinVisitShare: num('lcbMinVisitShare', o.lcbMinVisitShare, 0.15, 0, 1),
    virtualLoss: num('virtualLoss', o.virtualLoss, 1, 0, 1000),
    cacheSize: num('cacheSize', o.cacheSize, 20_000, 0, 1e8, true),
    rootPolicyTemperature: num('rootPolicyTemperature', o.rootPolicyTemperature, 1, 0.01, 100),
    rootNoise: o.rootNoise,
    temperature,
    temperatureMaxLoss: num('temperatureMaxLoss', o.temperatureMaxLoss, 0.1, 0, 1),
    rng: o.rng,
    resign: r,
    deadBelow: num('deadBelow', o.deadBelow, -0.5, -1, 1),
    keepStateVisits: num('keepStateVisits', o.keepStateVisits, 16, 1, 1e9, true),
    now: o.now ?? Date.now,
    toNetPosition: o.toNetPosition ?? ((s, h) => netPosition(s, h)),
  };
}

/** Limits of one search; it stops at the first one reached (at least the root is evaluated). */
export interface SearchLimits {
  /** Root visits in total, kept subtree included. */
  readonly visits?: number;
  /** New visits in this search. */
  readonly playouts?: number;
  readonly timeMs?: number;
  /** Caps the options' `batchSize` for this search (see {@link batchForVisits}). */
  readonly batchSize?: number;
  readonly signal?: AbortLike;
  /** Called every `progressEveryMs` with the current analysis (streaming analysis). */
  readonly onProgress?: (analysis: Analysis) => void;
  /** Default 100. */
  readonly progressEveryMs?: number;
}

/**
 * The batch a search of `visits` visits should use: one leaf at a time up to 200 visits,
 * then one more per 100 visits up to `max`. Leaves batched under virtual loss are chosen
 * with less information than one at a time; with a small budget that costs strength
 * (KataGo on one thread evaluates one leaf at a time), with a big one it buys speed.
 */
export function batchForVisits(visits: number, max = 8): number {
  return Math.max(1, Math.min(max, Math.floor(visits / 100) - 1));
}

export function checkLimits(l: SearchLimits): void {
  if (typeof l !== 'object' || l === null)
    throw new NetSearchError('bad-limits', 'the limits must be an object');
  const pos = (name: string, v: number | undefined): void => {
    if (v !== undefined && (typeof v !== 'number' || Number.isNaN(v) || v < 0))
      throw new NetSearchError('bad-limits', `limit ${name} = ${String(v)} must be a number ≥ 0`);
  };
  pos('visits', l.visits);
  pos('playouts', l.playouts);
  pos('timeMs', l.timeMs);
  if (
    l.batchSize !== undefined &&
    (!Number.isInteger(l.batchSize) || l.batchSize < 1 || l.batchSize > 4096)
  )
    throw new NetSearchError(
      'bad-limits',
      `limit batchSize = ${String(l.batchSize)} must be an integer in 1..4096`,
    );
  pos('progressEveryMs', l.progressEveryMs);
  if (
    l.visits === undefined &&
    l.playouts === undefined &&
    l.timeMs === undefined &&
    l.signal === undefined
  )
    throw new NetSearchError('bad-limits', 'a search needs visits, playouts, timeMs or a signal');
}
