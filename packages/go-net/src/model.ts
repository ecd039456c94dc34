/**
 * Reads KataGo's binary model file (`.bin.gz`, or the same bytes uncompressed): a stream
 * of whitespace-separated header tokens (names, sizes, flags) in which every weight array
 * is written as `@BIN@` followed by its float32 values, little-endian. Layers come in a
 * fixed order (trunk, policy head, value head). Only format version 8 is read: that is
 * the network Qipan ships, and the features and outputs here are version 8's.
 *
 * Bad bytes never throw: the result names the file, the byte offset and what was being
 * read ("truncated at byte 123456 while reading rconv3/w1").
 *
 * @example
 * ```ts
 * const r = parseModel(bytes, 'g170-b6c96.bin.gz');
 * if (!r.ok) console.error(r.error.message);
 * else r.value.trunk.blocks.length; // 6
 * ```
 */
import { err, ok, type Result } from '@qipan/core';
import { gunzipSync } from 'fflate';
import type {
  ActivationLayer,
  BatchNormLayer,
  BiasLayer,
  ConvLayer,
  GlobalPoolingBlock,
  KataModel,
  MatMulLayer,
  PolicyHead,
  RegularBlock,
  Trunk,
  TrunkBlock,
  ValueHead,
} from './model-types.js';

/** Why a model file cannot be read. */
export type ModelErrorReason =
  | 'empty'
  | 'bad-gzip'
  | 'truncated'
  | 'bad-header'
  | 'unsupported-version'
  | 'bad-layer'
  | 'bad-weights'
  | 'trailing-data';

export interface ModelError {
  readonly kind: 'bad-model';
  readonly file: string;
  readonly reason: ModelErrorReason;
  /** Byte offset in the uncompressed stream, where known. */
  readonly offset?: number;
  /** One sentence naming the file and what is wrong. */
  readonly message: string;
}

/** The versions this reader understands. */
export const MODEL_VERSIONS: readonly number[] = [8];

class Bad extends Error {
  constructor(
    readonly reason: ModelErrorReason,
    readonly detail: string,
    readonly offset: number | undefined,
  ) {
    super(detail);
  }
}

const isSpace = (c: number): boolean =>
  c === 32 || c === 10 || c === 13 || c === 9 || c === 11 || c === 12;

/** A cursor over the uncompressed model bytes. */
class Reader {
  at = 0;
  /** What is being read, for messages. */
  where = 'the header';
  constructor(private readonly bytes: Uint8Array) {}

  private fail(reason: ModelErrorReason, what: string): never {
    throw new Bad(reason, `${what} while reading ${this.where}`, this.at);
  }

  token(): string {
    const b = this.bytes;
    while (this.at < b.length && isSpace(b[this.at] as number)) this.at++;
    if (this.at >= b.length) this.fail('truncated', `truncated at byte ${this.at}`);
    const start = this.at;
    while (this.at < b.length && !isSpace(b[this.at] as number)) {
      if (b[this.at] === 64 /* @ */) break;
      this.at++;
    }
    if (this.at === start || this.at - start > 200)
      this.fail('bad-header', `no readable token at byte ${start}`);
    let s = '';
    for (let i = start; i < this.at; i++) s += String.fromCharCode(b[i] as number);
    return s;
  }

  int(what: string, min = 0): number {
    const t = this.token();
    if (!/^-?\d+$/.test(t))
      this.fail('bad-header', `expected ${what} (a whole number), found "${t.slice(0, 20)}"`);
    const v = Number(t);
    if (v < min) this.fail('bad-layer', `${what} is ${v}, below ${min}`);
    return v;
  }

  number(what: string): number {
    const t = this.token();
    const v = Number(t);
    if (t === '' || !Number.isFinite(v))
      this.fail('bad-header', `expected ${what} (a number), found "${t.slice(0, 20)}"`);
    return v;
  }

  name(): string {
    const t = this.token();
    this.where = t;
    return t;
  }

  floats(count: number): Float32Array {
    const b = this.bytes;
    let skipped = 0;
    while (this.at < b.length && b[this.at] !== 64) {
      if (!isSpace(b[this.at] as number) || ++skipped > 100)
        this.fail('bad-weights', `no @BIN@ block at byte ${this.at}`);
      this.at++;
    }
    if (this.at + 5 > b.length) this.fail('truncated', `truncated at byte ${b.length}`);
    const tag = String.fromCharCode(...b.subarray(this.at, this.at + 5));
    if (tag !== '@BIN@') this.fail('bad-weights', `no @BIN@ block at byte ${this.at}`);
    this.at += 5;
    const end = this.at + count * 4;
    if (end > b.length) {
      this.fail(
        'truncated',
        `truncated at byte ${b.length} (${count} weights need ${end - b.length} more bytes)`,
      );
    }
    const view = new DataView(b.buffer, b.byteOffset + this.at, count * 4);
    const out = new Float32Array(count);
    for (let i = 0; i < count; i++) {
      const v = view.getFloat32(i * 4, true);
      if (!Number.isFinite(v)) {
        this.at += i * 4;
        this.fail('bad-weights', `weight ${i} is not a finite number (byte ${this.at})`);
      }
      out[i] = v;
    }
    this.at = end;
    return out;
  }

  /** Only whitespace may follow the last layer. */
  end(): void {
    const b = this.bytes;
    while (this.at < b.length && isSpace(b[this.at] as number)) this.at++;
    if (this.at < b.length) {
      this.where = 'the end of the file';
      this.fail('trailing-data', `${b.length - this.at} unexpected bytes at byte ${this.at}`);
    }
  }

  check(cond: boolean, what: string): void {
    if (!cond) this.fail('bad-layer', what);
  }
}

function conv(r: Reader): ConvLayer {
  const name = r.name();
  const kernelY = r.int('the kernel height', 1);
  const kernelX = r.int('the kernel width', 1);
  const inChannels = r.int('the input channels', 1);
  const outChannels = r.int('the output channels', 1);
  const dilationY = r.int('the vertical dilation', 1);
  const dilationX = r.int('the horizontal dilation', 1);
  r.check(
    kernelY % 2 === 1 && kernelX % 2 === 1,
    `the kernel ${kernelY}×${kernelX} is not odd-sized`,
  );
  const file = r.floats(kernelY * kernelX * inChannels * outChannels);
  // The file is [y][x][in][out]; keep [out][in][y][x].
  const weights = new Float32Array(file.length);
  let i = 0;
  for (let y = 0; y < kernelY; y++)
    for (let x = 0; x < kernelX; x++)
      for (let ic = 0; ic < inChannels; ic++)
        for (let oc = 0; oc < outChannels; oc++)
          weights[((oc * inChannels + ic) * kernelY + y) * kernelX + x] = file[i++] as number;
  return { name, kernelY, kernelX, inChannels, outChannels, dilationY, dilationX, weights };
}

function batchNorm(r: Reader): BatchNormLayer {
  const name = r.name();
  const channels = r.int('the channels', 1);
  const epsilon = r.number('epsilon');
  r.check(epsilon > 0, `epsilon ${epsilon} is not positive`);
  const hasScale = r.int('the scale flag');
  const hasBias = r.int('the bias flag');
  const mean = r.floats(channels);
  const variance = r.floats(channels);
  const scale = hasScale ? r.floats(channels) : new Float32Array(channels).fill(1);
  const bias = hasBias ? r.floats(channels) : new Float32Array(channels);
  return { name, channels, epsilon, mean, variance, scale, bias };
}

/** Before version 11 an activation is only a name, and always ReLU. */
function activation(r: Reader): ActivationLayer {
  return { name: r.name(), kind: 'relu' };
}

function matmul(r: Reader): MatMulLayer {
  const name = r.name();
  const inChannels = r.int('the input channels', 1);
  const outChannels = r.int('the output channels', 1);
  return { name, inChannels, outChannels, weights: r.floats(inChannels * outChannels) };
}

function bias(r: Reader): BiasLayer {
  const name = r.name();
  const channels = r.int('the channels', 1);
  return { name, channels, weights: r.floats(channels) };
}

function regularBlock(r: Reader, trunkChannels: number): RegularBlock {
  const name = r.name();
  const block: RegularBlock = {
    kind: 'regular',
    name,
    preBN: batchNorm(r),
    preActivation: activation(r),
    regularConv: conv(r),
    midBN: batchNorm(r),
    midActivation: activation(r),
    finalConv: conv(r),
  };
  r.where = name;
  r.check(
    block.preBN.channels === trunkChannels,
    `${name}'s input has ${block.preBN.channels} channels, the trunk ${trunkChannels}`,
  );
  r.check(
    block.regularConv.inChannels === trunkChannels,
    `${name}'s first convolution does not read the trunk`,
  );
  r.check(
    block.midBN.channels === block.regularConv.outChannels,
    `${name}'s middle normalisation does not fit`,
  );
  r.check(
    block.finalConv.inChannels === block.midBN.channels,
    `${name}'s last convolution does not fit`,
  );
  r.check(
    block.finalConv.outChannels === trunkChannels,
    `${name}'s output has ${block.finalConv.outChannels} channels, the trunk ${trunkChannels}`,
  );
  return block;
}

function gpoolBlock(r: Reader, trunkChannels: number): GlobalPoolingBlock {
  const name = r.name();
  const block: GlobalPoolingBlock = {
    kind: 'gpool',
    name,
    preBN: batchNorm(r),
    preActivation: activation(r),
    regularConv: conv(r),
    gpoolConv: conv(r),
    gpoolBN: batchNorm(r),
    gpoolActivation: activation(r),
    gpoolToBiasMul: matmul(r),
    midBN: batchNorm(r),
    midActivation: activation(r),
    finalConv: conv(r),
  };
  r.where = name;
  r.check(
    block.preBN.channels === trunkChannels,
    `${name}'s input has ${block.preBN.channels} channels, the trunk ${trunkChannels}`,
  );
  r.check(
    block.regularConv.inChannels === trunkChannels && block.gpoolConv.inChannels === trunkChannels,
    `${name}'s convolutions do not read the trunk`,
  );
  r.check(
    block.gpoolBN.channels === block.gpoolConv.outChannels,
    `${name}'s pooling normalisation does not fit`,
  );
  r.check(
    block.gpoolToBiasMul.inChannels === 3 * block.gpoolBN.channels,
    `${name}'s pooled features do not fit its dense layer`,
  );
  r.check(
    block.gpoolToBiasMul.outChannels === block.regularConv.outChannels,
    `${name}'s pooled bias does not fit`,
  );
  r.check(
    block.midBN.channels === block.regularConv.outChannels,
    `${name}'s middle normalisation does not fit`,
  );
  r.check(
    block.finalConv.inChannels === block.midBN.channels,
    `${name}'s last convolution does not fit`,
  );
  r.check(
    block.finalConv.outChannels === trunkChannels,
    `${name}'s output has ${block.finalConv.outChannels} channels, the trunk ${trunkChannels}`,
  );
  return block;
}

function trunk(r: Reader, inputChannels: number, globalChannels: number): Trunk {
  const name = r.name();
  const count = r.int('the number of blocks', 1);
  const trunkChannels = r.int('the trunk channels', 1);
  const midChannels = r.int('the mid channels', 1);
  const regularChannels = r.int('the regular channels', 1);
  r.int('the dilated channels');
  const gpoolChannels = r.int('the pooling channels', 1);
  const initialConv = conv(r);
  r.check(
    initialConv.inChannels === inputChannels && initialConv.outChannels === trunkChannels,
    'the first convolution does not fit the inputs and the trunk',
  );
  const initialMatMul = matmul(r);
  r.check(
    initialMatMul.inChannels === globalChannels && initialMatMul.outChannels === trunkChannels,
    'the global inputs layer does not fit',
  );
  const blocks: TrunkBlock[] = [];
  for (let i = 0; i < count; i++) {
    r.where = `block ${i + 1} of ${name}`;
    const kind = r.token();
    if (kind === 'ordinary_block') blocks.push(regularBlock(r, trunkChannels));
    else if (kind === 'gpool_block') blocks.push(gpoolBlock(r, trunkChannels));
    else r.check(false, `unknown block kind "${kind.slice(0, 30)}"`);
  }
  const tipBN = batchNorm(r);
  const tipActivation = activation(r);
  return {
    name,
    trunkChannels,
    midChannels,
    regularChannels,
    gpoolChannels,
    initialConv,
    initialMatMul,
    blocks,
    tipBN,
    tipActivation,
  };
}

function policyHead(r: Reader, trunkChannels: number): PolicyHead {
  const name = r.name();
  const head: PolicyHead = {
    name,
    p1Conv: conv(r),
    g1Conv: conv(r),
    g1BN: batchNorm(r),
    g1Activation: activation(r),
    gpoolToBiasMul: matmul(r),
    p1BN: batchNorm(r),
    p1Activation: activation(r),
    p2Conv: conv(r),
    gpoolToPassMul: matmul(r),
  };
  r.where = name;
  r.check(
    head.p1Conv.inChannels === trunkChannels && head.g1Conv.inChannels === trunkChannels,
    'the policy head does not read the trunk',
  );
  r.check(
    head.gpoolToBiasMul.inChannels === 3 * head.g1Conv.outChannels,
    'the policy head pooling does not fit',
  );
  r.check(
    head.gpoolToBiasMul.outChannels === head.p1Conv.outChannels,
    'the policy head bias does not fit',
  );
  r.check(
    head.p2Conv.inChannels === head.p1Conv.outChannels && head.p2Conv.outChannels === 1,
    'the policy output does not fit',
  );
  r.check(
    head.gpoolToPassMul.inChannels === 3 * head.g1Conv.outChannels &&
      head.gpoolToPassMul.outChannels === 1,
    'the pass output does not fit',
  );
  return head;
}

function valueHead(r: Reader, trunkChannels: number): ValueHead {
  const name = r.name();
  const head: ValueHead = {
    name,
    v1Conv: conv(r),
    v1BN: batchNorm(r),
    v1Activation: activation(r),
    v2Mul: matmul(r),
    v2Bias: bias(r),
    v2Activation: activation(r),
    v3Mul: matmul(r),
    v3Bias: bias(r),
    sv3Mul: matmul(r),
    sv3Bias: bias(r),
    vOwnershipConv: conv(r),
  };
  r.where = name;
  r.check(head.v1Conv.inChannels === trunkChannels, 'the value head does not read the trunk');
  r.check(
    head.v2Mul.inChannels === 3 * head.v1Conv.outChannels,
    'the value head pooling does not fit',
  );
  r.check(head.v2Bias.channels === head.v2Mul.outChannels, 'the value head bias does not fit');
  r.check(
    head.v3Mul.inChannels === head.v2Mul.outChannels && head.v3Mul.outChannels === 3,
    'the win/loss output does not fit',
  );
  r.check(head.v3Bias.channels === 3, 'the win/loss bias does not fit');
  r.check(
    head.sv3Mul.inChannels === head.v2Mul.outChannels && head.sv3Mul.outChannels === 4,
    'the score output does not fit (version 8 has 4)',
  );
  r.check(head.sv3Bias.channels === 4, 'the score bias does not fit');
  r.check(
    head.vOwnershipConv.inChannels === head.v1Conv.outChannels &&
      head.vOwnershipConv.outChannels === 1,
    'the ownership output does not fit',
  );
  return head;
}

/** The model in `bytes` (gzip-compressed or not); `file` names it in errors. */
export function parseModel(bytes: Uint8Array, file: string): Result<KataModel, ModelError> {
  const fail = (
    reason: ModelErrorReason,
    detail: string,
    offset?: number,
  ): Result<KataModel, ModelError> =>
    err({
      kind: 'bad-model',
      file,
      reason,
      ...(offset === undefined ? {} : { offset }),
      message: `${file}: ${detail}`,
    });
  if (bytes.length === 0) return fail('empty', 'the file is empty');
  let raw = bytes;
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) {
    try {
      raw = gunzipSync(bytes);
    } catch (e) {
      return fail(
        'bad-gzip',
        `not a readable gzip stream (${e instanceof Error ? e.message : String(e)})`,
      );
    }
  }
  const r = new Reader(raw);
  try {
    const name = r.token();
    r.where = `the header of ${name}`;
    const version = r.int('the format version');
    if (!MODEL_VERSIONS.includes(version)) {
      return fail(
        'unsupported-version',
        `model format version ${version}; Qipan reads version ${MODEL_VERSIONS.join(', ')}`,
        r.at,
      );
    }
    const inputChannels = r.int('the input channels', 1);
    const globalChannels = r.int('the global input channels', 1);
    const t = trunk(r, inputChannels, globalChannels);
    const policy = policyHead(r, t.trunkChannels);
    const value = valueHead(r, t.trunkChannels);
    r.end();
    return ok({ name, version, inputChannels, globalChannels, trunk: t, policy, value });
  } catch (e) {
    if (e instanceof Bad) return fail(e.reason, e.detail, e.offset);
    throw e;
  }
}
