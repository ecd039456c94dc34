/**
 * Issue 30: a 16.7 MB SGF of empty nodes (`(;` + `;` × 16.7 million + `)`, under the
 * 16 MiB cap) took 6.4 s and 1.6 GB before the 2,000,000-node limit refused it, and
 * `qipan sgf check` died of heap exhaustion under `--max-old-space-size=1024`. The parser
 * now stops at node 2,000,001: here the built CLI (as `npm test` builds it) runs under a
 * 256 MB heap and answers with the reason and the position, and so does GTP `loadsgf`.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const QIPAN = fileURLToPath(new URL('../bin/qipan.js', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'qipan-sgf-limit-'));
const FILE = join(dir, 'empty-nodes.sgf');
const NODES = 16_700_000;
writeFileSync(FILE, `(;${';'.repeat(NODES - 1)})`);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Run {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
  readonly ms: number;
}

function run(args: readonly string[], input = ''): Promise<Run> {
  const started = Date.now();
  const child = spawn(process.execPath, ['--max-old-space-size=256', QIPAN, ...args], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  child.stdin.end(input);
  return new Promise((resolve) =>
    child.on('close', (code) => resolve({ code, stdout, stderr, ms: Date.now() - started })),
  );
}

// The first node over the limit is the 2,000,001st ';', at column 2,000,002 of line 1.
const REFUSAL = 'node 2,000,001 is over the limit of 2,000,000 nodes at line 1, column 2000002';

describe('an SGF of 16.7 million empty nodes under a 256 MB heap', () => {
  it('qipan sgf check refuses it quickly with the reason and the position', async () => {
    const r = await run(['sgf', 'check', FILE]);
    expect(r.stderr).not.toContain('heap');
    expect(r.code).toBe(1);
    expect(r.stdout).toBe(`${FILE}: error: line 1, column 2000002: ${REFUSAL}\n`);
    // ~1.5 s on an idle machine (process start included); was 6.4 s and 1.6 GB.
    expect(r.ms).toBeLessThan(20_000);
  });

  it('GTP loadsgf refuses it and the engine goes on answering', async () => {
    const r = await run(['gtp'], `loadsgf ${FILE}\nname\nquit\n`);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(`? cannot load file (${REFUSAL})\n\n= Qipan\n\n= \n\n`);
    expect(r.ms).toBeLessThan(20_000);
  });
});
