import type { BatchNormLayer } from '../model-types.js';

/** Batch normalisation as `x * scale + shift`. */
export function foldBatchNorm(bn: BatchNormLayer): { scale: Float32Array; shift: Float32Array } {
  const scale = new Float32Array(bn.channels);
  const shift = new Float32Array(bn.channels);
  for (let c = 0; c < bn.channels; c++) {
    const s = (bn.scale[c] ?? 1) / Math.sqrt((bn.variance[c] ?? 1) + bn.epsilon);
    scale[c] = s;
    shift[c] = (bn.bias[c] ?? 0) - (bn.mean[c] ?? 0) * s;
  }
  return { scale, shift };
}
