import type {
  ActivationLayer,
  BatchNormLayer,
  BiasLayer,
  ConvLayer,
  KataModel,
  MatMulLayer,
  TrunkBlock,
} from '../model-types.js';
import { foldBatchNorm } from './batch-norm.js';
import { GraphBuilder } from './graph.js';
import { winogradTrunk, type WinogradTile } from './winograd.js';

/** The names of the converted network's inputs and outputs. */
export const ONNX_IO = {
  /** `[batch, channels, size, size]`: the spatial features for an exact-size board. */
  spatial: 'spatial',
  /** `[batch, globalChannels]`. */
  global: 'global',
  /** `[batch, 1, size, size]` policy logits. */
  policy: 'policy',
  /** `[batch, 1]` the pass logit. */
  pass: 'pass',
  /** `[batch, 3]` win, loss, no-result logits. */
  value: 'value',
  /** `[batch, 4]` score mean, stdev, lead, time-left raw outputs. */
  score: 'score',
  /** `[batch, 1, size, size]` raw ownership. */
  ownership: 'ownership',
} as const;

/**
 * How to write the network: by default one graph for every board size with direct
 * convolutions; with `winograd`, one graph for boards of side `size` whose trunk runs its
 * 3×3 convolutions as Winograd F(tile×tile, 3×3) (see `winograd.ts`; `tile` 4 by default).
 */
export type OnnxOptions =
  | { readonly winograd?: false }
  | { readonly winograd: true; readonly size: number; readonly tile?: WinogradTile };

/**
 * Writes the network as an ONNX model, for a board of any side up to 19 fed at its exact
 * size (so the on-board mask is all ones and KataGo's masking is the convolutions' zero
 * padding). Batch normalisation is folded into a multiply and an add per channel.
 */
export function toOnnx(model: KataModel, options: OnnxOptions = {}): Uint8Array {
  const g = new GraphBuilder();
  const height = options.winograd ? options.size : 'height';
  const width = options.winograd ? options.size : 'width';
  const spatial = g.input(ONNX_IO.spatial, ['batch', model.inputChannels, height, width]);
  const global = g.input(ONNX_IO.global, ['batch', model.globalChannels]);

  // The pooling scales: (sqrt(area) - 14) / 10 and ((sqrt(area) - 14)^2 / 100 - 0.1), [batch, 1].
  const mask = g.node('Slice', [
    spatial,
    g.ints('start', [0]),
    g.ints('end', [1]),
    g.ints('axis', [1]),
  ]);
  const area = g.node('ReduceSum', [mask, g.ints('axes', [1, 2, 3])], { keepdims: 0 });
  const area2 = g.node('Unsqueeze', [area, g.ints('axes', [1])]);
  const centred = g.node('Sub', [g.node('Sqrt', [area2]), scalar(g, 14)]);
  const scale1 = g.node('Mul', [centred, scalar(g, 0.1)]);
  const scale2 = g.node('Sub', [
    g.node('Mul', [g.node('Mul', [centred, centred]), scalar(g, 0.01)]),
    scalar(g, 0.1),
  ]);

  const conv = (x: string, layer: ConvLayer): string =>
    g.node(
      'Conv',
      [
        x,
        g.constant(
          layer.name,
          [layer.outChannels, layer.inChannels, layer.kernelY, layer.kernelX],
          layer.weights,
        ),
      ],
      {
        kernel_shape: [layer.kernelY, layer.kernelX],
        dilations: [layer.dilationY, layer.dilationX],
        pads: padding(layer),
      },
    );
  const bnAct = (x: string, bn: BatchNormLayer, act: ActivationLayer): string => {
    const { scale, shift } = foldBatchNorm(bn);
    const y = g.node('Add', [
      g.node('Mul', [x, g.constant(`${bn.name}_s`, [1, bn.channels, 1, 1], scale)]),
      g.constant(`${bn.name}_t`, [1, bn.channels, 1, 1], shift),
    ]);
    return act.kind === 'relu' ? g.node('Relu', [y]) : y;
  };
  const matmul = (x: string, layer: MatMulLayer): string =>
    g.node('MatMul', [
      x,
      g.constant(layer.name, [layer.inChannels, layer.outChannels], layer.weights),
    ]);
  const bias = (x: string, layer: BiasLayer): string =>
    g.node('Add', [x, g.constant(layer.name, [layer.channels], layer.weights)]);
  const toSpatial = (x: string): string => g.node('Unsqueeze', [x, g.ints('axes', [2, 3])]);
  // Trunk and policy pooling: mean, mean * scale1, max → [batch, 3C].
  const poolMax = (x: string): string => {
    const mean = g.node('ReduceMean', [x, g.ints('axes', [2, 3])], { keepdims: 0 });
    const max = g.node('ReduceMax', [x, g.ints('axes', [2, 3])], { keepdims: 0 });
    return g.node('Concat', [mean, g.node('Mul', [mean, scale1]), max], { axis: 1 });
  };
  // Value pooling: mean, mean * scale1, mean * scale2.
  const poolValue = (x: string): string => {
    const mean = g.node('ReduceMean', [x, g.ints('axes', [2, 3])], { keepdims: 0 });
    return g.node('Concat', [mean, g.node('Mul', [mean, scale1]), g.node('Mul', [mean, scale2])], {
      axis: 1,
    });
  };

  const { trunk, policy, value } = model;
  let x = conv(spatial, trunk.initialConv);
  x = g.node('Add', [x, toSpatial(matmul(global, trunk.initialMatMul))]);
  if (options.winograd) {
    x = winogradTrunk(g, model, x, { size: options.size, tile: options.tile ?? 4, scale1 });
  } else {
    for (const block of trunk.blocks) x = g.node('Add', [x, residual(block)]);
    x = bnAct(x, trunk.tipBN, trunk.tipActivation);
  }

  function residual(block: TrunkBlock): string {
    const a = bnAct(x, block.preBN, block.preActivation);
    if (block.kind === 'regular') {
      const mid = bnAct(conv(a, block.regularConv), block.midBN, block.midActivation);
      return conv(mid, block.finalConv);
    }
    const regular = conv(a, block.regularConv);
    const pooled = poolMax(bnAct(conv(a, block.gpoolConv), block.gpoolBN, block.gpoolActivation));
    const biased = g.node('Add', [regular, toSpatial(matmul(pooled, block.gpoolToBiasMul))]);
    return conv(bnAct(biased, block.midBN, block.midActivation), block.finalConv);
  }

  // Policy head.
  const p1 = conv(x, policy.p1Conv);
  const g1 = poolMax(bnAct(conv(x, policy.g1Conv), policy.g1BN, policy.g1Activation));
  const p1b = bnAct(
    g.node('Add', [p1, toSpatial(matmul(g1, policy.gpoolToBiasMul))]),
    policy.p1BN,
    policy.p1Activation,
  );
  g.output(ONNX_IO.policy, conv(p1b, policy.p2Conv), [
    'batch',
    policy.p2Conv.outChannels,
    height,
    width,
  ]);
  g.output(ONNX_IO.pass, matmul(g1, policy.gpoolToPassMul), [
    'batch',
    policy.gpoolToPassMul.outChannels,
  ]);

  // Value head.
  const v1 = bnAct(conv(x, value.v1Conv), value.v1BN, value.v1Activation);
  let v2 = bias(matmul(poolValue(v1), value.v2Mul), value.v2Bias);
  if (value.v2Activation.kind === 'relu') v2 = g.node('Relu', [v2]);
  g.output(ONNX_IO.value, bias(matmul(v2, value.v3Mul), value.v3Bias), [
    'batch',
    value.v3Mul.outChannels,
  ]);
  g.output(ONNX_IO.score, bias(matmul(v2, value.sv3Mul), value.sv3Bias), [
    'batch',
    value.sv3Mul.outChannels,
  ]);
  g.output(ONNX_IO.ownership, conv(v1, value.vOwnershipConv), [
    'batch',
    value.vOwnershipConv.outChannels,
    height,
    width,
  ]);

  return g.finish(model.name);
}

function scalar(g: GraphBuilder, v: number): string {
  return g.constant('c', [1], Float32Array.of(v));
}

/** Same-size output: pad half the dilated kernel on each side. */
function padding(layer: ConvLayer): number[] {
  const py = ((layer.kernelY - 1) * layer.dilationY) / 2;
  const px = ((layer.kernelX - 1) * layer.dilationX) / 2;
  return [Math.floor(py), Math.floor(px), Math.ceil(py), Math.ceil(px)];
}
