import { readFileSync } from 'node:fs';
import { Rng } from '@qipan/core';
import * as ort from 'onnxruntime-node';
import { describe, expect, it } from 'vitest';
import { parseModel } from './model.js';
import { ONNX_IO, toOnnx } from './onnx/convert.js';
import { runReference } from './reference.js';

const MODEL = new URL('../model/g170-b6c96-s175395328-d26788732.bin.gz', import.meta.url);

describe('the reference network in TypeScript', () => {
  it('gives the ONNX conversion’s raw outputs on random inputs (9×9 and 13×13)', async () => {
    const parsed = parseModel(readFileSync(MODEL), 'g170');
    if (!parsed.ok) throw new Error(parsed.error.message);
    const model = parsed.value;
    const session = await ort.InferenceSession.create(toOnnx(model));
    const rng = Rng.fromSeed('reference');
    for (const size of [9, 13]) {
      const area = size * size;
      const spatial = new Float32Array(22 * area).map((_, i) =>
        i < area ? 1 : rng.next() < 0.15 ? 1 : 0,
      );
      const global = new Float32Array(19).map((_, i) => (i === 5 ? -0.35 : i === 18 ? 0.25 : 0));
      const want = runReference(model, spatial, global, size);
      const got = await session.run({
        [ONNX_IO.spatial]: new ort.Tensor('float32', spatial, [1, 22, size, size]),
        [ONNX_IO.global]: new ort.Tensor('float32', global, [1, 19]),
      });
      const close = (a: ArrayLike<number>, b: unknown): void => {
        const bb = b as Float32Array;
        expect(bb.length).toBe(a.length);
        for (let i = 0; i < a.length; i++)
          expect(Math.abs((a[i] as number) - (bb[i] as number))).toBeLessThan(2e-3);
      };
      close(want.policy, got[ONNX_IO.policy]?.data);
      close([want.pass], got[ONNX_IO.pass]?.data);
      close(want.value, got[ONNX_IO.value]?.data);
      close(want.score, got[ONNX_IO.score]?.data);
      close(want.ownership, got[ONNX_IO.ownership]?.data);
    }
    await session.release();
  });
});
