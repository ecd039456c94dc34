import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sgfCommand } from './sgf.js';
import { capture } from './capture.test-util.js';

const SGF = fileURLToPath(new URL('../../../../../shared/testdata/sgf/', import.meta.url));
const tmp = mkdtempSync(join(tmpdir(), 'qipan-sgf-'));
const temp = (name: string, text: string): string => {
  const file = join(tmp, name);
  writeFileSync(file, text);
  return file;
};

const run = (args: string[]) => capture(sgfCommand, args);

describe('qipan sgf check', () => {
  it('reports the main-line move count of real records', async () => {
    const files = [
      'sabaki-app/pro_game.sgf',
      'sabaki-app/blank_game.sgf',
      'sabaki-app/shodan_game.sgf',
      'sabaki-sgf/utf16le.sgf',
      'sabaki-sgf/encoding/nihon-kiin.sgf',
    ].map((f) => SGF + f);
    const { status, out } = await run(['check', ...files]);
    expect(status).toBe(0);
    expect(out.split('\n').filter(Boolean)).toEqual([
      `${files[0]}: ok, 235 moves`,
      `${files[1]}: ok, 0 moves`,
      `${files[2]}: ok, 83 moves`,
      `${files[3]}: ok, 164 moves`,
      `${files[4]}: ok, 8 moves`,
    ]);
  });

  it('gives the line and column of malformed input, and exits 1', async () => {
    const bad = temp('bad.sgf', '(;GM[1]SZ[9]\n;B[aa]\n;W[bb)');
    const good = temp('good.sgf', '(;GM[1]SZ[9];B[ee];W[cc])');
    const { status, out } = await run(['check', bad, good]);
    expect(status).toBe(1);
    const [first, second] = out.split('\n');
    expect(first).toMatch(
      new RegExp(`^${bad.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: error: line 3, column \\d+: `),
    );
    expect(second).toBe(`${good}: ok, 2 moves`);
  });

  it('names the first illegal move of the main line and why', async () => {
    const f = temp('illegal.sgf', '(;GM[1]SZ[9];B[ee];W[cc];B[cc];W[dd])');
    const { status, out } = await run(['check', f]);
    expect(status).toBe(1);
    expect(out).toBe(
      `${f}: error: illegal move 3 (black C7): the point is occupied (occupied); 2 moves load\n`,
    );
    const ko = temp('ko.sgf', '(;GM[1]SZ[5]AB[bb][ac][bd]AW[cb][dc][cd][bc];B[cc];W[bc])');
    const r = await run(['check', ko]);
    expect(r.out).toMatch(/: error: illegal move 2 \(white B3\): .* \(ko\); 1 move load\n$/);
  });

  it('refuses bad arguments with status 2', async () => {
    expect((await run(['check'])).status).toBe(2);
    expect((await run([])).status).toBe(2);
    expect((await run(['lint', 'x'])).status).toBe(2);
    expect((await run(['check', '--strict', 'x'])).status).toBe(2);
    expect((await run(['format', 'a', 'b'])).status).toBe(2);
    expect((await run(['check', join(tmp, 'missing.sgf')])).status).toBe(1);
  });
});

describe('qipan sgf format', () => {
  it('normalises a record, which then checks the same and formats to itself', async () => {
    const src = `${SGF}sabaki-sgf/utf16le.sgf`;
    const a = await run(['format', src]);
    expect(a.status).toBe(0);
    expect(a.out.startsWith('(;')).toBe(true);
    expect(a.out).toContain('CA[UTF-8]');
    const copy = temp('copy.sgf', a.out);
    expect((await run(['check', copy])).out).toBe(`${copy}: ok, 164 moves\n`);
    expect((await run(['format', copy])).out).toBe(a.out);
  });

  it('reports a malformed file on stderr with status 1', async () => {
    const bad = temp('bad2.sgf', '(;GM[1]\n;B[aa');
    const r = await run(['format', bad]);
    expect(r.status).toBe(1);
    expect(r.out).toBe('');
    expect(r.err).toMatch(/line 2, column \d+/);
  });
});
