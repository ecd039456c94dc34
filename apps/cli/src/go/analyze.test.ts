import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseSgf, type SgfTree } from '@qipan/core';
import { loadGoRecord, type GoRecord } from '@qipan/go';
import type { NetEvaluation, NetEvaluator, NetPosition } from '@qipan/go-net';
import { describe, expect, it } from 'vitest';
import { analyzeCommand, analyzeRecord, annotate, mistakeKind } from './analyze.js';
import { capture } from './capture.test-util.js';

const dir = mkdtempSync(join(tmpdir(), 'qipan-analyze-'));
const GAME = '(;GM[1]FF[4]SZ[9]KM[7]RU[Chinese];B[ee];W[cc];B[gc]C[a comment];W[aa];B[gg])';

function record(text = GAME): GoRecord {
  const parsed = parseSgf(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const r = loadGoRecord(parsed.value[0] as SgfTree);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/**
 * Black's win rate after each number of stones on the board: even, Black ahead, White
 * back (W C7 a good answer), Black's G7 fine, White's A9 throws it away (a blunder),
 * Black's G3 keeps it. The policy always prefers the centre-most empty point.
 */
const BLACK = [0.5, 0.6, 0.55, 0.56, 0.9, 0.91];
const LEAD = [0, 2, 1, 1, 14, 15];
const fake: NetEvaluator = {
  runtime: 'fake',
  dispose: async () => {},
  evaluate: async (ps: readonly NetPosition[]) =>
    ps.map((p): NetEvaluation => {
      let n = 0;
      for (let i = 0; i < p.stones.length; i++) if (p.stones[i] !== 0) n++;
      const black = BLACK[n] as number;
      const mine = p.toMove === 'black' ? black : 1 - black;
      const policy = new Float32Array(81);
      policy[40] = p.stones[40] === 0 ? 1 : 0;
      if (p.stones[40] !== 0) policy[30] = 1;
      return {
        size: 9,
        policy,
        pass: 0,
        win: mine,
        loss: 1 - mine,
        noResult: 0,
        scoreMean: 0,
        scoreStdev: 0,
        lead: (p.toMove === 'black' ? 1 : -1) * (LEAD[n] as number),
        varTimeLeft: 0,
        ownership: new Float32Array(81),
      };
    }),
};

describe('the game analysis', () => {
  it('sizes a loss by the larger of its win-rate and point parts', () => {
    expect(mistakeKind(0.05, 1)).toBeUndefined();
    expect(mistakeKind(0.1, 0)).toBe('inaccuracy');
    expect(mistakeKind(0, 3)).toBe('inaccuracy');
    expect(mistakeKind(0.25, 2)).toBe('mistake');
    expect(mistakeKind(0.05, 7)).toBe('mistake');
    expect(mistakeKind(0.35, 0)).toBe('blunder');
    expect(mistakeKind(0.12, 13)).toBe('blunder');
  });

  it("judges each move by what it cost its player, from the net's values", async () => {
    const seen: number[] = [];
    const r = await analyzeRecord(record(), fake, { onProgress: (d) => seen.push(d) });
    expect(seen).toEqual([1, 2, 3, 4, 5, 6]);
    expect(r.positions.map((p) => p.winrate)).toEqual(BLACK);
    expect(r.positions.map((p) => p.scoreLead)).toEqual(LEAD);
    expect(r.positions[0]?.best).toEqual(['E5']);
    const byPly = r.moves.map((m) => [m.ply, m.color, m.move, m.mistake ?? '-']);
    expect(byPly).toEqual([
      [1, 'black', 'E5', '-'], // the net's own choice
      [2, 'white', 'C7', '-'], // White gains
      [3, 'black', 'G7', '-'], // 1 % and 0 points
      [4, 'white', 'A9', 'blunder'], // White loses 34 % and 13 points
      [5, 'black', 'G3', '-'],
    ]);
    const a9 = r.moves[3];
    expect(a9?.lost.winrate).toBeCloseTo(0.34, 9);
    expect(a9?.lost.points).toBeCloseTo(13, 9);
  });

  it('writes SBKV on every node, and a comment and a mark on each mistake (keeping old comments)', async () => {
    const rec = record();
    const out = annotate(rec, await analyzeRecord(rec, fake));
    const nodes = out.tree.mainLine().map((n) => n.data.sgf);
    expect(nodes.map((s) => s.SBKV?.[0])).toEqual([
      '50.00',
      '60.00',
      '55.00',
      '56.00',
      '90.00',
      '91.00',
    ]);
    const a9 = nodes[4];
    expect(a9?.BM).toEqual(['2']);
    expect(a9?.C?.[0]).toBe(
      "Qipan: blunder (??). White's win rate 44% → 10%, lead -1.0 → -14.0; better D6.",
    );
    expect(nodes[3]?.C).toEqual(['a comment']); // not a mistake: its own comment untouched
    expect(nodes.filter((s) => s.BM !== undefined || s.DO !== undefined)).toHaveLength(1);
  });
});

describe.skipIf(!existsSync(new URL('../../../../packages/go-net/model', import.meta.url)))(
  'qipan analyze',
  () => {
    it('writes the analysed record with the real network, quick and deep', async () => {
      const file = join(dir, 'game.sgf');
      writeFileSync(file, GAME);
      const quick = await capture(analyzeCommand, [file]);
      expect(quick.status).toBe(0);
      expect(quick.err).toMatch(
        /^qipan: analysed 6 positions in [\d.]+ s: \d+ inaccurac(y|ies), \d+ mistakes?, \d+ blunders?\n$/,
      );
      const tree = parseSgf(quick.out);
      if (!tree.ok) throw new Error(tree.error.message);
      const main = loadGoRecord(tree.value[0] as SgfTree);
      if (!main.ok) throw new Error(main.error.message);
      const sbkv = main.value.tree.mainLine().map((n) => Number(n.data.sgf.SBKV?.[0]));
      expect(sbkv).toHaveLength(6);
      for (const v of sbkv) expect(v).toBeGreaterThanOrEqual(0);
      for (const v of sbkv) expect(v).toBeLessThanOrEqual(100);
      // White's A9 on the corner point in an open 9×9 game costs it.
      expect(sbkv[4] as number).toBeGreaterThan(sbkv[3] as number);
      const outFile = join(dir, 'deep.sgf');
      const deep = await capture(analyzeCommand, [file, '--visits', '16', '--out', outFile]);
      expect(deep.status).toBe(0);
      expect(deep.out).toBe('');
      expect(deep.err).toContain('at 16 visits');
      expect(readFileSync(outFile, 'utf8')).toMatch(/SBKV\[\d+\.\d\d\]/);
    }, 60_000);

    it('refuses bad input with the reason and writes nothing', async () => {
      const out = join(dir, 'never.sgf');
      const bad = join(dir, 'bad.sgf');
      writeFileSync(bad, '(;GM[1]SZ[9];B[ee]');
      const good = join(dir, 'good.sgf');
      writeFileSync(good, GAME);
      const big = join(dir, 'big.sgf');
      writeFileSync(big, '(;GM[1]SZ[21];B[aa])');
      const cases: [string[], number, RegExp][] = [
        [[], 2, /missing FILE/],
        [[bad, '--visits', 'lots'], 2, /--visits needs a whole number/],
        [[bad, '--frobnicate'], 2, /unknown option '--frobnicate'/],
        [[join(dir, 'absent.sgf'), '--out', out], 1, /absent\.sgf/],
        [[bad, '--out', out], 1, /bad\.sgf: line 1, column \d+: /],
        [[big, '--out', out], 1, /19×19 at most, not 21×21/],
        [[good, '--model-file', join(dir, 'none.bin.gz'), '--out', out], 1, /none\.bin\.gz/],
      ];
      for (const [args, status, message] of cases) {
        const r = await capture(analyzeCommand, args);
        expect(r.status, args.join(' ')).toBe(status);
        expect(r.err, args.join(' ')).toMatch(message);
        expect(r.out).toBe('');
      }
      expect(existsSync(out)).toBe(false);
    });
  },
);
