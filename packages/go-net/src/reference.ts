/**
 * The network computed in plain TypeScript, layer by layer, as KataGo's version-8
 * architecture defines it: the reference the ONNX conversion is checked against, and
 * a way to run the net with no runtime at all (slowly: about 150 times slower
 * than onnxruntime on 19×19).
 *
 * Planes are `[channel][y][x]` for a board fed at its exact size, so the on-board mask
 * is all ones and KataGo's masking is the convolutions' zero padding.
 */
import type { RawOutputs } from './outputs.js';
import type {
  BatchNormLayer,
  ConvLayer,
  KataModel,
  MatMulLayer,
  TrunkBlock,
} from './model-types.js';

/** `out += conv(x)` for `layer`, planes of `h × w`. */
function convInto(
  layer: ConvLayer,
  x: Float32Array,
  h: number,
  w: number,
  out: Float32Array,
): void {
  const { inChannels, outChannels, kernelY, kernelX, dilationY, dilationX, weights } = layer;
  const area = h * w;
  const cy = ((kernelY - 1) * dilationY) >> 1;
  const cx = ((kernelX - 1) * dilationX) >> 1;
  for (let oc = 0; oc < outChannels; oc++) {
    const o = oc * area;
    for (let ic = 0; ic < inChannels; ic++) {
      const i = ic * area;
      for (let ky = 0; ky < kernelY; ky++) {
        const dy = ky * dilationY - cy;
        const y0 = Math.max(0, -dy);
        const y1 = Math.min(h, h - dy);
        for (let kx = 0; kx < kernelX; kx++) {
          const wt = weights[((oc * inChannels + ic) * kernelY + ky) * kernelX + kx] as number;
          if (wt === 0) continue;
          const dx = kx * dilationX - cx;
          const x0 = Math.max(0, -dx);
          const x1 = Math.min(w, w - dx);
          for (let y = y0; y < y1; y++) {
            const row = o + y * w;
            const src = i + (y + dy) * w + dx;
            for (let xx = x0; xx < x1; xx++)
              out[row + xx] = (out[row + xx] as number) + wt * (x[src + xx] as number);
          }
        }
      }
    }
  }
}

function conv(layer: ConvLayer, x: Float32Array, h: number, w: number): Float32Array {
  const out = new Float32Array(layer.outChannels * h * w);
  convInto(layer, x, h, w, out);
  return out;
}

/** Batch normalisation then ReLU (every activation of a version-8 net), in place on a copy. */
function bnRelu(bn: BatchNormLayer, x: Float32Array, area: number): Float32Array {
  const out = new Float32Array(x.length);
  for (let c = 0; c < bn.channels; c++) {
    const s = (bn.scale[c] as number) / Math.sqrt((bn.variance[c] as number) + bn.epsilon);
    const t = (bn.bias[c] as number) - (bn.mean[c] as number) * s;
    for (let p = c * area; p < (c + 1) * area; p++) out[p] = Math.max(0, (x[p] as number) * s + t);
  }
  return out;
}

function matmul(layer: MatMulLayer, x: ArrayLike<number>): Float32Array {
  const out = new Float32Array(layer.outChannels);
  for (let i = 0; i < layer.inChannels; i++) {
    const v = x[i] as number;
    for (let o = 0; o < layer.outChannels; o++)
      out[o] = (out[o] as number) + v * (layer.weights[i * layer.outChannels + o] as number);
  }
  return out;
}

/** Mean, mean × (√area − 14) / 10, and max (`max`) or mean × ((√area − 14)² / 100 − 0.1). */
function pool(
  x: Float32Array,
  channels: number,
  area: number,
  third: 'max' | 'quadratic',
): Float32Array {
  const out = new Float32Array(3 * channels);
  const centred = Math.sqrt(area) - 14;
  for (let c = 0; c < channels; c++) {
    let sum = 0;
    let max = -Infinity;
    for (let p = c * area; p < (c + 1) * area; p++) {
      const v = x[p] as number;
      sum += v;
      if (v > max) max = v;
    }
    const mean = sum / area;
    out[c] = mean;
    out[channels + c] = (mean * centred) / 10;
    out[2 * channels + c] = third === 'max' ? max : mean * ((centred * centred) / 100 - 0.1);
  }
  return out;
}

function addChannelBias(x: Float32Array, bias: Float32Array, area: number): void {
  for (let c = 0; c < bias.length; c++) {
    const b = bias[c] as number;
    for (let p = c * area; p < (c + 1) * area; p++) x[p] = (x[p] as number) + b;
  }
}

/** The raw outputs for one position (`spatial` `[inputs][size][size]`, `global` `[globals]`). */
export function runReference(
  model: KataModel,
  spatial: Float32Array,
  global: Float32Array,
  size: number,
): RawOutputs {
  const area = size * size;
  const { trunk, policy, value } = model;
  const x = conv(trunk.initialConv, spatial, size, size);
  addChannelBias(x, matmul(trunk.initialMatMul, global), area);
  const residual = (block: TrunkBlock): Float32Array => {
    const a = bnRelu(block.preBN, x, area);
    if (block.kind === 'regular') {
      return conv(
        block.finalConv,
        bnRelu(block.midBN, conv(block.regularConv, a, size, size), area),
        size,
        size,
      );
    }
    const r = conv(block.regularConv, a, size, size);
    const g = bnRelu(block.gpoolBN, conv(block.gpoolConv, a, size, size), area);
    addChannelBias(
      r,
      matmul(block.gpoolToBiasMul, pool(g, block.gpoolConv.outChannels, area, 'max')),
      area,
    );
    return conv(block.finalConv, bnRelu(block.midBN, r, area), size, size);
  };
  for (const block of trunk.blocks) {
    const r = residual(block);
    for (let i = 0; i < x.length; i++) x[i] = (x[i] as number) + (r[i] as number);
  }
  const tip = bnRelu(trunk.tipBN, x, area);

  const p1 = conv(policy.p1Conv, tip, size, size);
  const g1 = bnRelu(policy.g1BN, conv(policy.g1Conv, tip, size, size), area);
  const g1Pooled = pool(g1, policy.g1Conv.outChannels, area, 'max');
  addChannelBias(p1, matmul(policy.gpoolToBiasMul, g1Pooled), area);
  const policyLogits = conv(policy.p2Conv, bnRelu(policy.p1BN, p1, area), size, size);
  const pass = matmul(policy.gpoolToPassMul, g1Pooled)[0] as number;

  const v1 = bnRelu(value.v1BN, conv(value.v1Conv, tip, size, size), area);
  const v2 = matmul(value.v2Mul, pool(v1, value.v1Conv.outChannels, area, 'quadratic'));
  for (let i = 0; i < v2.length; i++)
    v2[i] = Math.max(0, (v2[i] as number) + (value.v2Bias.weights[i] as number));
  const v3 = matmul(value.v3Mul, v2).map((v, i) => v + (value.v3Bias.weights[i] as number));
  const sv3 = matmul(value.sv3Mul, v2).map((v, i) => v + (value.sv3Bias.weights[i] as number));
  const ownership = conv(value.vOwnershipConv, v1, size, size);
  return { policy: policyLogits.subarray(0, area), pass, value: v3, score: sv3, ownership };
}
