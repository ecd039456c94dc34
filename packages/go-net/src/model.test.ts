import { readFileSync } from 'node:fs';
import { gunzipSync, gzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { parseModel, type ModelErrorReason } from './model.js';

const FILE = 'g170-b6c96-s175395328-d26788732.bin.gz';
const bytes = new Uint8Array(readFileSync(new URL(`../model/${FILE}`, import.meta.url)));
const raw = gunzipSync(bytes);

function refusal(b: Uint8Array): { reason: ModelErrorReason; message: string } {
  const r = parseModel(b, 'net.bin.gz');
  if (r.ok) throw new Error('parsed');
  return r.error;
}

describe('parseModel', () => {
  it('reads the shipped network with the shape its description gives', () => {
    const r = parseModel(bytes, FILE);
    if (!r.ok) throw new Error(r.error.message);
    const m = r.value;
    expect([m.name, m.version, m.inputChannels, m.globalChannels]).toEqual([
      'g170-b6c96-s175395328-d26788732',
      8,
      22,
      19,
    ]);
    const t = m.trunk;
    expect([t.trunkChannels, t.midChannels, t.regularChannels, t.gpoolChannels]).toEqual([
      96, 96, 64, 32,
    ]);
    expect(t.blocks.map((b) => `${b.name}:${b.kind}`)).toEqual([
      'rconv1:regular',
      'rconv2:regular',
      'rconv3:gpool',
      'rconv4:regular',
      'rconv5:gpool',
      'rconv6:regular',
    ]);
    expect([t.initialConv.kernelY, t.initialConv.kernelX]).toEqual([5, 5]);
    expect([
      m.policy.p1Conv.outChannels,
      m.policy.g1Conv.outChannels,
      m.value.v1Conv.outChannels,
    ]).toEqual([32, 32, 32]);
    expect(m.value.v2Mul.outChannels).toBe(64);
    // The same model uncompressed reads the same.
    const plain = parseModel(raw, 'plain');
    expect(plain.ok && plain.value.trunk.blocks[2]?.regularConv.weights).toEqual(
      t.blocks[2]?.regularConv.weights,
    );
  });

  it('names the file and what is wrong, and never throws', () => {
    expect(refusal(new Uint8Array())).toMatchObject({
      reason: 'empty',
      message: 'net.bin.gz: the file is empty',
    });
    expect(refusal(bytes.subarray(0, 100_000)).reason).toBe('bad-gzip');
    const cut = refusal(raw.subarray(0, 2_000_000));
    expect(cut.reason).toBe('truncated');
    expect(cut.message).toMatch(
      /^net\.bin\.gz: truncated at byte 2000000 \(\d+ weights need \d+ more bytes\) while reading \S+/,
    );
    expect(refusal(gzipSync(raw.subarray(0, 60))).reason).toBe('truncated');
    const text = new TextDecoder('latin1');
    const header = text.decode(raw.subarray(0, 40));
    const version = header.indexOf(' 8\n') >= 0 ? header.indexOf(' 8\n') : header.indexOf('\n8\n');
    const v9 = raw.slice();
    v9[version + 1] = '9'.charCodeAt(0);
    expect(refusal(v9)).toMatchObject({ reason: 'unsupported-version' });
    expect(refusal(v9).message).toContain('version 9; Qipan reads version 8');
    // A NaN weight inside the first convolution.
    const nan = raw.slice();
    const at = text.decode(raw.subarray(0, 400)).indexOf('@BIN@') + 5 + 40;
    new DataView(nan.buffer).setFloat32(at, NaN, true);
    expect(refusal(nan)).toMatchObject({ reason: 'bad-weights' });
    expect(refusal(nan).message).toMatch(/not a finite number .* while reading conv1/);
    const extra = new Uint8Array(raw.length + 3);
    extra.set(raw);
    extra.set([120, 121, 122], raw.length);
    expect(refusal(extra).reason).toBe('trailing-data');
    expect(refusal(new TextEncoder().encode('hello world')).reason).toBe('bad-header');
  });
});
