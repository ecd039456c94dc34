import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { testIo } from '../io.test-util.js';
import { capture } from './capture.test-util.js';
import { gtpCommand } from './gtp.js';
import { defaultModelPath } from './net-gtp.js';

const run = (input: string, args: string[] = []) => capture(gtpCommand, args, input);
const responses = (out: string): string[] => out.split('\n\n').filter((r) => r !== '');

const KATAGO = readFileSync(
  new URL('../../../../testdata/gtp/katago-1.17.2-analyze.txt', import.meta.url),
  'utf8',
);
const RAW = JSON.parse(
  readFileSync(new URL('../../../../testdata/go-net/raw-nn.json', import.meta.url), 'utf8'),
) as {
  fixtures: {
    id: string;
    size: number;
    preset: string;
    komi: number;
    handicap: number;
    moves: string[];
    raw: { whiteWin: number; whiteLead: number };
  }[];
};

/** The keys of each `info` segment of an analysis line, in order. */
function infoKeys(line: string): string[][] {
  return line
    .split(/(?=info move )/)
    .filter((s) => s.startsWith('info move'))
    .map((seg) => {
      const t = seg.trim().split(' ');
      const keys: string[] = [];
      for (let i = 1; i < t.length; i += 2) {
        keys.push(t[i] as string);
        if (t[i] === 'pv' || t[i] === 'ownership') break;
      }
      return keys;
    });
}

describe('qipan gtp on the network', () => {
  it('plays legal moves at each level and answers list_commands with the analysis commands', async () => {
    const r = await run(
      'boardsize 9\nkomi 7\ngenmove b\nlevel 1\ngenmove w\nlevel 6\ngenmove b\nlist_commands\n',
      ['--level', '8'],
    );
    const a = responses(r.out);
    expect(a[2]).toMatch(/^= [A-HJ]\d$/);
    expect(a[4]).toMatch(/^= [A-HJ]\d$/);
    expect(a[6]).toMatch(/^= [A-HJ]\d$/);
    for (const c of [
      'level',
      'kata-analyze',
      'lz-analyze',
      'kata-genmove_analyze',
      'kata-raw-nn',
      'genmove',
    ])
      expect(a[7]?.split('\n')).toContain(c);
    expect(r.status).toBe(0);
  });

  it("gives kata-raw-nn in KataGo's layout and numbers, on a recorded position", async () => {
    const f = RAW.fixtures.find((x) => x.size === 9 && x.handicap === 0 && x.moves.length > 10);
    if (f === undefined) throw new Error('no fixture');
    const input = [
      `boardsize ${f.size}`,
      `kgs-rules ${f.preset}`,
      `komi ${f.komi}`,
      ...f.moves.map((m) => `play ${m}`),
      'kata-raw-nn 0',
      '',
    ].join('\n');
    const a = responses((await run(input)).out);
    const raw = a[a.length - 1] as string;
    const lines = raw.replace(/^= /, '').split('\n');
    expect(lines.slice(0, 4).map((l) => l.split(' ')[0])).toEqual([
      'symmetry',
      'whiteWin',
      'whiteLoss',
      'noResult',
    ]);
    expect(lines).toContain('policy');
    expect(lines).toContain('whiteOwnership');
    const num = (k: string): number =>
      Number(lines.find((l) => l.startsWith(`${k} `))?.split(' ')[1]);
    expect(Math.abs(num('whiteWin') - f.raw.whiteWin)).toBeLessThan(0.005);
    expect(Math.abs(num('whiteLead') - f.raw.whiteLead)).toBeLessThan(0.1);
    const policy = lines.slice(lines.indexOf('policy') + 1, lines.indexOf('policy') + 1 + f.size);
    expect(policy.every((row) => row.trim().split(/\s+/).length === f.size)).toBe(true);
  });

  it("streams kata-analyze and lz-analyze lines in KataGo's grammar and stops at the next command", async () => {
    const stdin = new PassThrough();
    const io = testIo({ stdin });
    const done = gtpCommand([], io.io);
    stdin.write('boardsize 9\nkomi 7\nplay B E5\nkata-analyze W 10 ownership true\n');
    await new Promise((r) => setTimeout(r, 1500));
    stdin.write('lz-analyze B 10\n');
    await new Promise((r) => setTimeout(r, 1000));
    stdin.write('name\n');
    stdin.end();
    expect(await done).toBe(0);
    const out = io.out();
    const parts = out.split('\n\n');
    // boardsize, komi, play, the kata-analyze stream, the lz-analyze stream, name
    expect(parts[5]).toBe('= Qipan');
    const kata = (parts[3] as string).split('\n');
    expect(kata[0]).toBe('=');
    expect(kata.length).toBeGreaterThan(3);
    const theirs = KATAGO.split('\n\n');
    const katagoKata = (theirs[3] as string).split('\n')[1] as string;
    const katagoOrder = infoKeys(katagoKata)[0] as string[];
    for (const l of kata.slice(1)) {
      const segs = infoKeys(l);
      expect(segs.length).toBeGreaterThan(0);
      for (const keys of segs) {
        // KataGo's keys in KataGo's order (its isSymmetryOf, for moves it merged, aside).
        expect(keys).toEqual(katagoOrder.filter((k) => k !== 'isSymmetryOf'));
      }
      const own = l.split(' ownership ')[1]?.split(' ') ?? [];
      expect(own).toHaveLength(81);
    }
    const lz = (parts[4] as string).split('\n');
    expect(lz[0]).toBe('=');
    const katagoLz = infoKeys((theirs[4] as string).split('\n')[1] as string)[0];
    for (const l of lz.slice(1)) for (const keys of infoKeys(l)) expect(keys).toEqual(katagoLz);
    // lz-analyze gives the win rate in ten-thousandths: Black, to move twice, is far ahead.
    const wr = Number(/winrate (\d+)/.exec(lz[lz.length - 1] as string)?.[1]);
    expect(wr).toBeGreaterThan(8000);
  }, 30_000);

  it('kata-genmove_analyze streams, then answers play VERTEX and plays it', async () => {
    const r = await run('boardsize 9\nkata-genmove_analyze b 5\nlist_stones black\n', [
      '--visits',
      '64',
    ]);
    const a = responses(r.out);
    const lines = (a[1] as string).split('\n');
    expect(lines[0]).toBe('=');
    const play = lines[lines.length - 1] as string;
    expect(play).toMatch(/^play [A-HJ]\d$/);
    expect(a[2]).toBe(`= ${play.slice(5)}`);
  });

  it('refuses a board over 19×19 with the reason, and keeps the board it had', async () => {
    const r = await run('boardsize 9\nplay b E5\nboardsize 25\nlist_stones black\n');
    const a = responses(r.out);
    expect(a[2]).toBe('? unacceptable size: the network plays boards of up to 19×19, not 25×25');
    expect(a[3]).toBe('= E5');
  });

  it('refuses a truncated or missing model file with one line naming the file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'qipan-net-'));
    const cut = join(dir, 'cut.bin.gz');
    writeFileSync(cut, readFileSync(defaultModelPath()).subarray(0, 100_000));
    const bad = await run('name\n', ['--model-file', cut]);
    expect(bad.status).toBe(1);
    expect(bad.out).toBe('');
    expect(bad.err).toContain(cut);
    expect(bad.err.trim().split('\n')).toHaveLength(1);
    const missing = await run('name\n', ['--model-file', join(dir, 'none.bin.gz')]);
    expect(missing.status).toBe(1);
    expect(missing.err).toContain('none.bin.gz: no such file');
  });

  it('keeps the pattern bot behind --engine patterns', async () => {
    const r = await run('boardsize 9\ngenmove b\n', ['--engine', 'patterns', '--level', '1']);
    expect(responses(r.out)[1]).toMatch(/^= [A-HJ]\d$/);
    expect((await run('', ['--engine', 'other'])).status).toBe(2);
  });
});
