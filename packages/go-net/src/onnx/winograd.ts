/**
 * The trunk's 3×3 convolutions as Winograd F(m×m, 3×3) subgraphs of standard ONNX ops,
 * for one fixed board size: the network's residual trunk in channels-last layout
 * (`[batch, size, size, channels]`), each convolution as
 *
 * 1. the input transform, `Bᵀ d B` on overlapping `(m+2)²` tiles, as two MatMuls with
 *    constant band matrices that also extract the tiles and supply the zero padding;
 * 2. one batched MatMul `[(m+2)², batch · tiles, cin] × [(m+2)², cin, cout]` with the
 *    weights transformed at conversion time (`G g Gᵀ`, in float64, then float32);
 * 3. the output transform, `Aᵀ M A`, as one MatMul with the `[m², (m+2)²]` constant, and
 *    a Transpose that puts the tiles back in place (a Slice when they overhang the board).
 *
 * Measured on g170 b6c96 at 19×19, one thread: 13 ms instead of 23 ms per evaluation on
 * onnxruntime-web (WebAssembly SIMD), where the direct convolution runs near its peak;
 * slower than the direct graph on onnxruntime-node (6.7 against 5.9 ms), whose x86
 * convolution kernels are better than its batched small MatMuls.
 *
 * @example
 * ```ts
 * const bytes = toOnnx(model, { winograd: true, size: 19 }); // calls winogradTrunk
 * ```
 */
import type {
  ActivationLayer,
  BatchNormLayer,
  ConvLayer,
  KataModel,
  MatMulLayer,
  TrunkBlock,
} from '../model-types.js';
import { foldBatchNorm } from './batch-norm.js';
import type { GraphBuilder } from './graph.js';

/** The output tile sides: F(2×2, 3×3) and F(4×4, 3×3). */
export const WINOGRAD_TILES = [2, 4] as const;
export type WinogradTile = (typeof WINOGRAD_TILES)[number];

/** The transforms of F(m, 3): `y = Aᵀ [(G g) ⊙ (Bᵀ d)]` for a 1-D correlation. */
export interface WinogradMatrices {
  readonly m: WinogradTile;
  /** `[m + 2][m + 2]`. */
  readonly BT: readonly (readonly number[])[];
  /** `[m + 2][3]`. */
  readonly G: readonly (readonly number[])[];
  /** `[m][m + 2]`. */
  readonly AT: readonly (readonly number[])[];
}

/** Lavin and Gray's matrices (interpolation points 0, ±1, ±2 and infinity for m = 4). */
export function winogradMatrices(m: WinogradTile): WinogradMatrices {
  if (m === 2) {
    return {
      m,
      BT: [
        [1, 0, -1, 0],
        [0, 1, 1, 0],
        [0, -1, 1, 0],
        [0, 1, 0, -1],
      ],
      G: [
        [1, 0, 0],
        [1 / 2, 1 / 2, 1 / 2],
        [1 / 2, -1 / 2, 1 / 2],
        [0, 0, 1],
      ],
      AT: [
        [1, 1, 1, 0],
        [0, 1, -1, -1],
      ],
    };
  }
  return {
    m,
    BT: [
      [4, 0, -5, 0, 1, 0],
      [0, -4, -4, 1, 1, 0],
      [0, 4, -4, -1, 1, 0],
      [0, -2, -1, 2, 1, 0],
      [0, 2, -1, -2, 1, 0],
      [0, 4, 0, -5, 0, 1],
    ],
    G: [
      [1 / 4, 0, 0],
      [-1 / 6, -1 / 6, -1 / 6],
      [-1 / 6, 1 / 6, -1 / 6],
      [1 / 24, 1 / 12, 1 / 6],
      [1 / 24, -1 / 12, 1 / 6],
      [0, 0, 1],
    ],
    AT: [
      [1, 1, 1, 1, 1, 0],
      [0, 1, -1, 2, -2, 0],
      [0, 1, 1, 4, 4, 0],
      [0, 1, -1, 8, -8, 1],
    ],
  };
}

const at = (m: readonly (readonly number[])[], i: number, j: number): number =>
  (m[i] as readonly number[])[j] as number;

/**
 * A 3×3 convolution's weights in the Winograd domain, `[(m+2)², inChannels, outChannels]`:
 * `U = G g Gᵀ` per channel pair, each output channel times `scale` (a folded batch norm).
 */
export function transformWeights(
  layer: ConvLayer,
  m: WinogradTile,
  scale?: Float32Array,
  inScale?: Float32Array,
): Float32Array {
  if (layer.kernelY !== 3 || layer.kernelX !== 3 || layer.dilationY !== 1 || layer.dilationX !== 1)
    throw new RangeError(`${layer.name}: Winograd F(m, 3) takes 3×3 undilated convolutions`);
  const G = Float64Array.from(winogradMatrices(m).G.flat());
  const t = m + 2;
  const cin = layer.inChannels;
  const cout = layer.outChannels;
  const out = new Float32Array(t * t * cin * cout);
  const gg = new Float64Array(t * 3);
  const w = new Float64Array(9);
  for (let co = 0; co < cout; co++) {
    for (let ci = 0; ci < cin; ci++) {
      const s = (scale?.[co] ?? 1) * (inScale?.[ci] ?? 1);
      for (let k = 0; k < 9; k++) w[k] = layer.weights[(co * cin + ci) * 9 + k] as number;
      // (G g): [t][3], then (G g) Gᵀ: [t][t].
      for (let a = 0; a < t; a++)
        for (let j = 0; j < 3; j++)
          gg[a * 3 + j] =
            (G[a * 3] as number) * (w[j] as number) +
            (G[a * 3 + 1] as number) * (w[3 + j] as number) +
            (G[a * 3 + 2] as number) * (w[6 + j] as number);
      for (let a = 0; a < t; a++)
        for (let b = 0; b < t; b++) {
          const u =
            (gg[a * 3] as number) * (G[b * 3] as number) +
            (gg[a * 3 + 1] as number) * (G[b * 3 + 1] as number) +
            (gg[a * 3 + 2] as number) * (G[b * 3 + 2] as number);
          out[((a * t + b) * cin + ci) * cout + co] = u * s;
        }
    }
  }
  return out;
}

/**
 * The input transform along one axis with the tiles' extraction and the zero padding:
 * `[tiles · (m+2), size]`, row `tile · (m+2) + a` holding `Bᵀ[a]` over the points
 * `m · tile - 1 ..`.
 */
export function inputBand(m: WinogradTile, size: number): Float32Array {
  const { BT } = winogradMatrices(m);
  const t = m + 2;
  const tiles = Math.ceil(size / m);
  const band = new Float32Array(tiles * t * size);
  for (let tile = 0; tile < tiles; tile++)
    for (let a = 0; a < t; a++)
      for (let i = 0; i < t; i++) {
        const y = m * tile - 1 + i;
        if (y >= 0 && y < size) band[(tile * t + a) * size + y] = at(BT, a, i);
      }
  return band;
}

/** The output transform of a tile, `Aᵀ ⊗ Aᵀ`: `[m², (m+2)²]`. */
export function outputTransform(m: WinogradTile): Float32Array {
  const { AT } = winogradMatrices(m);
  const t = m + 2;
  const out = new Float32Array(m * m * t * t);
  for (let r = 0; r < m; r++)
    for (let s = 0; s < m; s++)
      for (let a = 0; a < t; a++)
        for (let b = 0; b < t; b++)
          out[(r * m + s) * t * t + a * t + b] = at(AT, r, a) * at(AT, s, b);
  return out;
}

export interface WinogradTrunkOptions {
  /** The board's side. */
  readonly size: number;
  readonly tile: WinogradTile;
  /** `[batch, 1]`: (sqrt(area) - 14) / 10, for the global pooling. */
  readonly scale1: string;
}

/** The 3×3 convolutions of channels-last planes of one size; constants made once. */
class WinogradConv {
  private readonly t: number;
  private readonly tiles: number;
  private readonly memo = new Map<string, string>();

  constructor(
    private readonly g: GraphBuilder,
    private readonly size: number,
    private readonly m: WinogradTile,
  ) {
    this.t = m + 2;
    this.tiles = Math.ceil(size / m);
  }

  private once(key: string, make: () => string): string {
    let name = this.memo.get(key);
    if (name === undefined) {
      name = make();
      this.memo.set(key, name);
    }
    return name;
  }

  private shape(dims: readonly number[]): string {
    return this.once(dims.join(','), () => this.g.ints('shape', dims));
  }

  /**
   * The input transform, `[batch, size, size, cin]` → `[(m+2)², batch · tiles², cin]`:
   * the band along the rows as one MatMul, then along the columns (batched over the
   * rows' tile points), then the tile points to the front.
   */
  input(x: string, cin: number): string {
    const { g, size, t, tiles, m } = this;
    const band = this.once('band', () =>
      g.constant('wino_b', [tiles * t, size], inputBand(m, size)),
    );
    const rows = g.node('MatMul', [
      band,
      g.node('Reshape', [x, this.shape([-1, size, size * cin])]),
    ]);
    const cols = g.node('MatMul', [
      band,
      g.node('Reshape', [rows, this.shape([-1, tiles * t, size, cin])]),
    ]);
    // [batch, ty, a, tx, b, cin] → [a, b, batch, ty, tx, cin]
    const tiled = g.node('Reshape', [cols, this.shape([-1, tiles, t, tiles, t, cin])]);
    const byPoint = g.node('Transpose', [tiled], { perm: [2, 4, 0, 1, 3, 5] });
    return g.node('Reshape', [byPoint, this.shape([t * t, -1, cin])]);
  }

  /**
   * The convolution of a transformed input, `[batch, size, size, cout]`: one MatMul per
   * tile point (batched), the output transform, the tiles put in place and cut to the
   * board. `scale` multiplies each output channel, `inScale` each input channel.
   */
  output(v: string, layer: ConvLayer, scale?: Float32Array, inScale?: Float32Array): string {
    const { g, size, t, tiles, m } = this;
    const cout = layer.outChannels;
    const u = g.constant(
      layer.name,
      [t * t, layer.inChannels, cout],
      transformWeights(layer, m, scale, inScale),
    );
    const prod = g.node('MatMul', [v, u]);
    const a = this.once('a', () => g.constant('wino_a', [m * m, t * t], outputTransform(m)));
    const out = g.node('MatMul', [a, g.node('Reshape', [prod, this.shape([t * t, -1])])]);
    // [r, s, batch, ty, tx, cout] → [batch, ty, r, tx, s, cout]
    const split = g.node('Reshape', [out, this.shape([m, m, -1, tiles, tiles, cout])]);
    const placed = g.node('Transpose', [split], { perm: [2, 3, 0, 4, 1, 5] });
    const plane = g.node('Reshape', [placed, this.shape([-1, tiles * m, tiles * m, cout])]);
    if (tiles * m === size) return plane;
    return g.node('Slice', [
      plane,
      this.shape([0, 0]),
      this.shape([size, size]),
      this.shape([1, 2]),
    ]);
  }
}

/**
 * The residual trunk from the initial convolution's output (`[batch, C, size, size]`,
 * the global bias added) to the tip's activation, in the same layout. The batch norms
 * after a convolution go into its weights (their shift stays an Add), and so do those
 * before one when that is legal: `relu(s x + t) = s relu(x + t / s)` for `s > 0`.
 */
export function winogradTrunk(
  g: GraphBuilder,
  model: KataModel,
  x0: string,
  options: WinogradTrunkOptions,
): string {
  if (!Number.isInteger(options.size) || options.size < 1)
    throw new RangeError(`a Winograd graph is for one board size, not ${options.size}`);
  const conv = new WinogradConv(g, options.size, options.tile);
  const vec = (name: string, v: Float32Array): string => g.constant(name, [v.length], v);
  const activate = (y: string, act: ActivationLayer): string =>
    act.kind === 'relu' ? g.node('Relu', [y]) : y;
  const shiftAct = (x: string, shift: Float32Array, act: ActivationLayer, name: string): string =>
    activate(g.node('Add', [x, vec(`${name}_t`, shift)]), act);
  const bnAct = (x: string, bn: BatchNormLayer, act: ActivationLayer): string => {
    const { scale, shift } = foldBatchNorm(bn);
    return shiftAct(g.node('Mul', [x, vec(`${bn.name}_s`, scale)]), shift, act, bn.name);
  };
  // The pre-activation, with the scale left for the convolution when it can take it.
  const preAct = (
    x: string,
    bn: BatchNormLayer,
    act: ActivationLayer,
  ): { a: string; inScale?: Float32Array } => {
    const { scale, shift } = foldBatchNorm(bn);
    if (!scale.every((s) => (act.kind === 'relu' ? s > 0 : s !== 0)))
      return { a: bnAct(x, bn, act) };
    const t = shift.map((v, i) => v / (scale[i] as number));
    return { a: shiftAct(x, t, act, bn.name), inScale: scale };
  };
  const matmul = (x: string, layer: MatMulLayer, scale: Float32Array): string => {
    const w = layer.weights.map((v, i) => v * (scale[i % layer.outChannels] as number));
    return g.node('MatMul', [x, g.constant(layer.name, [layer.inChannels, layer.outChannels], w)]);
  };
  const poolMax = (x: string): string => {
    const mean = g.node('ReduceMean', [x, g.ints('axes', [1, 2])], { keepdims: 0 });
    const max = g.node('ReduceMax', [x, g.ints('axes', [1, 2])], { keepdims: 0 });
    return g.node('Concat', [mean, g.node('Mul', [mean, options.scale1]), max], { axis: 1 });
  };

  const residual = (x: string, block: TrunkBlock): string => {
    const { a, inScale } = preAct(x, block.preBN, block.preActivation);
    const v = conv.input(a, block.regularConv.inChannels);
    const mid = foldBatchNorm(block.midBN);
    let regular = conv.output(v, block.regularConv, mid.scale, inScale);
    if (block.kind === 'gpool') {
      // The pooled branch shares the input transform; its bias goes in scaled by midBN.
      const gp = foldBatchNorm(block.gpoolBN);
      const pooled = shiftAct(
        conv.output(v, block.gpoolConv, gp.scale, inScale),
        gp.shift,
        block.gpoolActivation,
        block.gpoolBN.name,
      );
      const bias = matmul(poolMax(pooled), block.gpoolToBiasMul, mid.scale);
      regular = g.node('Add', [regular, g.node('Unsqueeze', [bias, g.ints('axes', [1, 2])])]);
    }
    const m = shiftAct(regular, mid.shift, block.midActivation, block.midBN.name);
    return conv.output(conv.input(m, block.finalConv.inChannels), block.finalConv);
  };

  const { trunk } = model;
  let x = g.node('Transpose', [x0], { perm: [0, 2, 3, 1] });
  for (const block of trunk.blocks) x = g.node('Add', [x, residual(x, block)]);
  x = bnAct(x, trunk.tipBN, trunk.tipActivation);
  return g.node('Transpose', [x], { perm: [0, 3, 1, 2] });
}
