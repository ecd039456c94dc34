import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { Readable } from 'node:stream';
import { MAX_SGF_BYTES, readSgfFile, readSgfStream, sgfCommand } from './sgf.js';
import { capture } from './capture.test-util.js';

const SGF = fileURLToPath(new URL('../../../../testdata/sgf/', import.meta.url));
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
    expect((await run(['check', 'x', '--strict'])).status).toBe(2);
    expect((await run(['format', 'a', 'b'])).status).toBe(2);
    expect((await run(['check', join(tmp, 'missing.sgf')])).status).toBe(1);
  });
});

describe('qipan sgf check: probe inputs of issue 12', () => {
  it('prints help with status 0 for --help after the subcommand, reads - from stdin (defect 10)', async () => {
    for (const args of [
      ['check', '--help'],
      ['format', '-h'],
      ['--help'],
      ['check', 'x.sgf', '--help'],
    ]) {
      const r = await run(args);
      expect(r).toMatchObject({ status: 0, err: '' });
      expect(r.out).toContain('Usage: qipan sgf check FILE...');
    }
    // After --, --help is a file name.
    expect((await run(['check', '--', '--help'])).out).toBe(
      '--help: error: cannot read (ENOENT)\n',
    );
    expect(await capture(sgfCommand, ['check', '-'], '(;GM[1]SZ[9];B[ee];W[cc])')).toEqual({
      status: 0,
      out: '-: ok, 2 moves\n',
      err: '',
    });
    const f = await capture(sgfCommand, ['format', '-'], '(;GM[1];B[dd])');
    expect(f.out).toBe('(;GM[1]CA[UTF-8]\n;B[dd])\n');
    expect((await run(['check', '-', '-'])).status).toBe(2);
  });

  it('reads CA[constructor], UTF-16 labels on UTF-8 and a CA inside a comment without crashing (defects 1, 5, 6)', async () => {
    const files = [
      temp('ctor.sgf', '(;GM[1]CA[constructor]C[café];B[dd])'),
      temp('proto.sgf', '(;GM[1]CA[__proto__]C[café];B[dd])'),
      temp('ucs2.sgf', '(;GM[1]CA[ucs-2]C[café!];B[dd])'),
      temp('comment.sgf', '(;GM[1]C[old header said CA[Big5]CA[UTF-8]GN[café];B[dd])'),
    ];
    const r = await run(['check', ...files]);
    expect(r.status).toBe(0);
    expect(r.out).toBe(files.map((f) => `${f}: ok, 1 move\n`).join(''));
    expect(r.err).toBe(
      [
        `qipan: ${files[0]}: warning: unknown charset CA[constructor]; read as utf-8`,
        `qipan: ${files[1]}: warning: unknown charset CA[__proto__]; read as utf-8`,
        `qipan: ${files[2]}: warning: CA[ucs-2] (utf-16le) does not fit the bytes; read as utf-8`,
        '',
      ].join('\n'),
    );
    const f = await run(['format', files[3]!]);
    expect(f.out).toContain('GN[café]');
  });

  it('refuses SZ[1e1] and SZ[19.0] with the line, column, property and value (defect 11)', async () => {
    const a = temp('sz1e1.sgf', '(;GM[1]SZ[1e1];B[dd])');
    const b = temp('sz190.sgf', '(;GM[1]SZ[9])\n(;GM[1]C[SZ[9\\]]SZ[19.0];B[dd])');
    const r = await run(['check', a, b]);
    expect(r.status).toBe(1);
    expect(r.out).toBe(
      `${a}: error: line 1, column 8: root node: SZ[1e1] is not a board size (digits, or columns:rows)\n` +
        `${b}: error: game 2: line 2, column 17: root node: SZ[19.0] is not a board size (digits, or columns:rows)\n`,
    );
  });

  it('refuses a file over 16 MiB while reading it, and reads one of exactly 16 MiB (defect 8)', async () => {
    const limit = MAX_SGF_BYTES;
    const head = '(;GM[1];B[dd])';
    const fits = temp('fits.sgf', head + ' '.repeat(limit - head.length));
    const over = temp('over.sgf', head + ' '.repeat(limit - head.length + 1));
    expect(readSgfFile(over)).toEqual({ error: 'larger than 16 MiB, the limit for SGF files' });
    expect(readSgfFile('/dev/zero', 1000)).toEqual({
      error: 'larger than 1000 bytes, the limit for SGF files',
    });
    const r = await run(['check', fits, over]);
    expect(r.out).toBe(
      `${fits}: ok, 1 move\n${over}: error: larger than 16 MiB, the limit for SGF files\n`,
    );
    const stdin = await readSgfStream(Readable.from(['x'.repeat(600), 'x'.repeat(600)]), 1000);
    expect(stdin).toEqual({ error: 'larger than 1000 bytes, the limit for SGF files' });
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
