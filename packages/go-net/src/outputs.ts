/**
 * From the network's raw outputs to probabilities and points, as KataGo does for a
 * version-8 net: a softmax of the policy over the legal moves and pass (pass capped at
 * 19 times the other moves' total, KataGo's "passing hack" for GTP and analysis), a
 * softmax of win / loss / no result (no result impossible under superko with area
 * scoring), score mean and lead × 20, score stdev and time left through a softplus
 * (× 20 and × 40), the scores made unconditional on a result, ownership through tanh.
 * Everything stays from the side to move's view.
 */
import type { NetEvaluation } from './evaluation.js';
import type { NetRules } from './position.js';

/** The network's raw outputs for one position of side `size`. */
export interface RawOutputs {
  /** Policy logits per point, `y * size + x`. */
  readonly policy: ArrayLike<number>;
  readonly pass: number;
  /** Win, loss, no-result logits. */
  readonly value: ArrayLike<number>;
  /** Score mean, score stdev (before softplus), lead, time left (before softplus). */
  readonly score: ArrayLike<number>;
  /** Ownership before tanh, `y * size + x`. */
  readonly ownership: ArrayLike<number>;
}

const SCORE_MEAN_MULTIPLIER = 20;
const SCORE_STDEV_MULTIPLIER = 20;
const LEAD_MULTIPLIER = 20;
const VARIANCE_TIME_MULTIPLIER = 40;
/** Pass gets at most this many times the other moves' total probability. */
const MAX_PASS_FACTOR = 19;

const softPlus = (x: number): number => (x > 40 ? x : Math.log1p(Math.exp(x)));

export function toEvaluation(
  raw: RawOutputs,
  size: number,
  legal: (point: number) => boolean,
  rules: NetRules,
): NetEvaluation {
  const area = size * size;
  const policy = new Float32Array(area);
  let max = raw.pass;
  for (let p = 0; p < area; p++) if (legal(p)) max = Math.max(max, raw.policy[p] as number);
  let sum = 0;
  for (let p = 0; p < area; p++) {
    if (!legal(p)) continue;
    const e = Math.fround(Math.exp((raw.policy[p] as number) - max));
    policy[p] = e;
    sum += e;
  }
  const pass = Math.max(1e-20, Math.min(Math.exp(raw.pass - max), sum * MAX_PASS_FACTOR));
  sum += pass;
  for (let p = 0; p < area; p++) policy[p] = (policy[p] as number) / sum;

  const superkoArea = rules.ko !== 'simple' && rules.scoring !== 'territory';
  const [w = 0, l = 0, n0 = 0] = Array.from(raw.value);
  const n = superkoArea ? n0 - 100000 : n0;
  const vmax = Math.max(w, l, n);
  const ew = Math.exp(w - vmax);
  const el = Math.exp(l - vmax);
  const en = superkoArea ? 0 : Math.exp(n - vmax);
  const total = ew + el + en;
  const noResult = en / total;
  const [sm = 0, ss = 0, ld = 0, vt = 0] = Array.from(raw.score);
  const ownership = new Float32Array(area);
  for (let p = 0; p < area; p++) ownership[p] = Math.tanh(raw.ownership[p] as number);
  const conditionalMean = sm * SCORE_MEAN_MULTIPLIER;
  const stdev = softPlus(ss) * SCORE_STDEV_MULTIPLIER;
  return {
    size,
    policy,
    pass: pass / sum,
    win: ew / total,
    loss: el / total,
    noResult,
    scoreMean: conditionalMean * (1 - noResult),
    scoreStdev: stdev,
    scoreMeanSq: (conditionalMean * conditionalMean + stdev * stdev) * (1 - noResult),
    lead: ld * LEAD_MULTIPLIER * (1 - noResult),
    varTimeLeft: softPlus(vt) * VARIANCE_TIME_MULTIPLIER,
    ownership,
  };
}
