/**
 * KataGo's network, as read from its binary model file (format version 8: residual
 * blocks, some with global pooling). Weights are kept as the file lays them out.
 */

/** A convolution. `weights` are `[outChannels][inChannels][kernelY][kernelX]`. */
export interface ConvLayer {
  readonly name: string;
  readonly kernelY: number;
  readonly kernelX: number;
  readonly inChannels: number;
  readonly outChannels: number;
  readonly dilationY: number;
  readonly dilationX: number;
  readonly weights: Float32Array;
}

/** Batch normalisation: `(x - mean) / sqrt(variance + epsilon) * scale + bias`. */
export interface BatchNormLayer {
  readonly name: string;
  readonly channels: number;
  readonly epsilon: number;
  readonly mean: Float32Array;
  readonly variance: Float32Array;
  /** All ones when the file has no scale. */
  readonly scale: Float32Array;
  /** All zeros when the file has no bias. */
  readonly bias: Float32Array;
}

/** An activation; version 8 nets use only ReLU. */
export interface ActivationLayer {
  readonly name: string;
  readonly kind: 'relu' | 'identity';
}

/** A dense layer. `weights` are `[inChannels][outChannels]`. */
export interface MatMulLayer {
  readonly name: string;
  readonly inChannels: number;
  readonly outChannels: number;
  readonly weights: Float32Array;
}

export interface BiasLayer {
  readonly name: string;
  readonly channels: number;
  readonly weights: Float32Array;
}

export interface RegularBlock {
  readonly kind: 'regular';
  readonly name: string;
  readonly preBN: BatchNormLayer;
  readonly preActivation: ActivationLayer;
  readonly regularConv: ConvLayer;
  readonly midBN: BatchNormLayer;
  readonly midActivation: ActivationLayer;
  readonly finalConv: ConvLayer;
}

export interface GlobalPoolingBlock {
  readonly kind: 'gpool';
  readonly name: string;
  readonly preBN: BatchNormLayer;
  readonly preActivation: ActivationLayer;
  readonly regularConv: ConvLayer;
  readonly gpoolConv: ConvLayer;
  readonly gpoolBN: BatchNormLayer;
  readonly gpoolActivation: ActivationLayer;
  /** From the pooled features (3 × gpool channels) to a bias on the regular channels. */
  readonly gpoolToBiasMul: MatMulLayer;
  readonly midBN: BatchNormLayer;
  readonly midActivation: ActivationLayer;
  readonly finalConv: ConvLayer;
}

export type TrunkBlock = RegularBlock | GlobalPoolingBlock;

export interface Trunk {
  readonly name: string;
  readonly trunkChannels: number;
  readonly midChannels: number;
  readonly regularChannels: number;
  readonly gpoolChannels: number;
  readonly initialConv: ConvLayer;
  /** The global inputs, added to every point after the initial convolution. */
  readonly initialMatMul: MatMulLayer;
  readonly blocks: readonly TrunkBlock[];
  readonly tipBN: BatchNormLayer;
  readonly tipActivation: ActivationLayer;
}

export interface PolicyHead {
  readonly name: string;
  readonly p1Conv: ConvLayer;
  readonly g1Conv: ConvLayer;
  readonly g1BN: BatchNormLayer;
  readonly g1Activation: ActivationLayer;
  readonly gpoolToBiasMul: MatMulLayer;
  readonly p1BN: BatchNormLayer;
  readonly p1Activation: ActivationLayer;
  /** Policy logits per point (version 8: 1 output channel). */
  readonly p2Conv: ConvLayer;
  /** The pass logit from the pooled features. */
  readonly gpoolToPassMul: MatMulLayer;
}

export interface ValueHead {
  readonly name: string;
  readonly v1Conv: ConvLayer;
  readonly v1BN: BatchNormLayer;
  readonly v1Activation: ActivationLayer;
  readonly v2Mul: MatMulLayer;
  readonly v2Bias: BiasLayer;
  readonly v2Activation: ActivationLayer;
  /** Win, loss, no-result logits. */
  readonly v3Mul: MatMulLayer;
  readonly v3Bias: BiasLayer;
  /** Score mean, score stdev, lead, variance of time left (before post-processing). */
  readonly sv3Mul: MatMulLayer;
  readonly sv3Bias: BiasLayer;
  readonly vOwnershipConv: ConvLayer;
}

export interface KataModel {
  readonly name: string;
  readonly version: number;
  readonly inputChannels: number;
  readonly globalChannels: number;
  readonly trunk: Trunk;
  readonly policy: PolicyHead;
  readonly value: ValueHead;
}
