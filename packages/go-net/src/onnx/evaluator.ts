import { legalPoints } from '../legal.js';
import type { KataModel } from '../model-types.js';
import type { NetEvaluation, NetEvaluator } from '../evaluation.js';
import type { NetPosition } from '../position.js';
import { toEvaluation } from '../outputs.js';
import { ONNX_IO, toOnnx } from './convert.js';

/** The part of an onnxruntime module (onnxruntime-node or onnxruntime-web) used here. */
export interface OrtModule {
  readonly InferenceSession: {
    create(model: Uint8Array, options?: OrtSessionOptions): Promise<OrtSession>;
  };
  readonly Tensor: new (type: 'float32', data: Float32Array, dims: readonly number[]) => OrtTensor;
}

export interface OrtTensor {
  readonly data: unknown;
  readonly dims: readonly number[];
}

export interface OrtSession {
  run(feeds: Record<string, OrtTensor>): Promise<Record<string, OrtTensor>>;
  release(): Promise<void>;
}

export interface OrtSessionOptions {
  readonly intraOpNumThreads?: number;
  readonly interOpNumThreads?: number;
  readonly executionProviders?: readonly string[];
  readonly graphOptimizationLevel?: 'disabled' | 'basic' | 'extended' | 'all';
  readonly executionMode?: 'sequential' | 'parallel';
}

/** The network's inputs for one position: `[channels][size][size]` and `[globalChannels]`. */
export type FeatureEncoder = (pos: NetPosition) => { spatial: Float32Array; global: Float32Array };

export interface OnnxEvaluatorOptions {
  /** Computes the inputs (KataGo's version-7 features). */
  readonly encode: FeatureEncoder;
  /** Threads inside one evaluation (default 1). */
  readonly threads?: number;
  /** The runtime's name, for messages (default "onnxruntime"). */
  readonly runtime?: string;
  readonly executionProviders?: readonly string[];
  /**
   * Runs the trunk's 3×3 convolutions as Winograd F(4×4, 3×3) (`toOnnx`'s `winograd`):
   * one graph and session per board size, made at the first position of that size; the
   * last {@link WINOGRAD_SESSIONS} sizes used are kept.
   */
  readonly winograd?: boolean;
}

/** How many board sizes' sessions a Winograd evaluator keeps. */
export const WINOGRAD_SESSIONS = 2;

/**
 * A {@link NetEvaluator} on onnxruntime: the model converted once, one session (with
 * `winograd`, one per board size), batches of positions of one size per run (a batch of
 * mixed sizes runs once per size). Runs are queued: a session serves one run at a time.
 */
export async function createOnnxEvaluator(
  ort: OrtModule,
  model: KataModel,
  options: OnnxEvaluatorOptions,
): Promise<NetEvaluator> {
  const sessionOptions: OrtSessionOptions = {
    intraOpNumThreads: options.threads ?? 1,
    interOpNumThreads: 1,
    graphOptimizationLevel: 'all',
    executionMode: 'sequential',
    ...(options.executionProviders ? { executionProviders: options.executionProviders } : {}),
  };
  const shared = options.winograd
    ? undefined
    : await ort.InferenceSession.create(toOnnx(model), sessionOptions);
  // Winograd: the sessions by board size, least recently used first.
  const bySide = new Map<number, OrtSession>();
  const sessionFor = async (size: number): Promise<OrtSession> => {
    if (shared) return shared;
    let s = bySide.get(size);
    if (s === undefined) {
      s = await ort.InferenceSession.create(
        toOnnx(model, { winograd: true, size }),
        sessionOptions,
      );
      for (const [side, old] of bySide) {
        if (bySide.size < WINOGRAD_SESSIONS) break;
        bySide.delete(side);
        await old.release();
      }
    }
    bySide.delete(size);
    bySide.set(size, s);
    return s;
  };
  let queue: Promise<unknown> = Promise.resolve();
  let released = false;

  async function runGroup(group: readonly NetPosition[]): Promise<NetEvaluation[]> {
    const size = (group[0] as NetPosition).size;
    const session = await sessionFor(size);
    const area = size * size;
    const spatialSize = model.inputChannels * area;
    const spatial = new Float32Array(group.length * spatialSize);
    const global = new Float32Array(group.length * model.globalChannels);
    group.forEach((pos, i) => {
      const f = options.encode(pos);
      spatial.set(f.spatial, i * spatialSize);
      global.set(f.global, i * model.globalChannels);
    });
    const out = await session.run({
      [ONNX_IO.spatial]: new ort.Tensor('float32', spatial, [
        group.length,
        model.inputChannels,
        size,
        size,
      ]),
      [ONNX_IO.global]: new ort.Tensor('float32', global, [group.length, model.globalChannels]),
    });
    const data = (name: string): Float32Array => {
      const t = out[name];
      if (t === undefined || !(t.data instanceof Float32Array))
        throw new Error(`onnxruntime gave no ${name} output`);
      return t.data;
    };
    const policy = data(ONNX_IO.policy);
    const pass = data(ONNX_IO.pass);
    const value = data(ONNX_IO.value);
    const score = data(ONNX_IO.score);
    const ownership = data(ONNX_IO.ownership);
    const policyChannels = policy.length / group.length / area;
    const scoreChannels = score.length / group.length;
    return group.map((pos, i) => {
      const legal = legalPoints(pos);
      return toEvaluation(
        {
          policy: policy.subarray(i * policyChannels * area, i * policyChannels * area + area),
          pass: pass[i * (pass.length / group.length)] as number,
          value: value.subarray(i * 3, i * 3 + 3),
          score: score.subarray(i * scoreChannels, (i + 1) * scoreChannels),
          ownership: ownership.subarray(i * area, (i + 1) * area),
        },
        size,
        (p) => legal[p] === 1,
        pos.rules,
      );
    });
  }

  async function evaluate(positions: readonly NetPosition[]): Promise<NetEvaluation[]> {
    if (released) throw new Error('the evaluator was disposed');
    for (const p of positions) {
      if (p.size < 2 || p.size > 19)
        throw new RangeError(`the network plays boards of 2 to 19 lines, not ${p.size}`);
    }
    const bySize = new Map<number, number[]>();
    positions.forEach((p, i) => bySize.set(p.size, [...(bySize.get(p.size) ?? []), i]));
    const results: NetEvaluation[] = new Array<NetEvaluation>(positions.length);
    const job = queue.then(async () => {
      for (const indices of bySize.values()) {
        const evals = await runGroup(indices.map((i) => positions[i] as NetPosition));
        indices.forEach((i, k) => (results[i] = evals[k] as NetEvaluation));
      }
      return results;
    });
    queue = job.catch(() => undefined);
    return job;
  }

  return {
    runtime: options.runtime ?? 'onnxruntime',
    evaluate,
    async dispose() {
      released = true;
      await queue;
      if (shared) await shared.release();
      for (const s of bySide.values()) await s.release();
      bySide.clear();
    },
  };
}
