import { describe, expect, it } from 'vitest';
import { lineColumn, parseSgf, SGF_MAX_NODES } from './parse.js';
import { parseSgfBytes } from './bytes.js';
import { formatSgf } from './format.js';
import { sgfMainLine, sgfNodeCount, type SgfCollection } from './types.js';
import { heapAfterGc } from '../../../../test/heap.js';

function parsed(text: string): SgfCollection {
  const r = parseSgf(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('parseSgf', () => {
  it('reads nodes, properties, several values and variations', () => {
    const c = parsed('(;GM[1]SZ[9]AB[aa][bb]\n;B[ee](;W[cc];B[dd])(;W[gg]))');
    expect(c).toHaveLength(1);
    const t = c[0]!;
    expect(t.nodes).toEqual([{ GM: ['1'], SZ: ['9'], AB: ['aa', 'bb'] }, { B: ['ee'] }]);
    expect(t.variations.map((v) => v.nodes)).toEqual([
      [{ W: ['cc'] }, { B: ['dd'] }],
      [{ W: ['gg'] }],
    ]);
    expect(sgfMainLine(t).map((n) => Object.keys(n)[0])).toEqual(['GM', 'B', 'W', 'B']);
  });

  it('reads a collection of several game trees and skips text around them', () => {
    const c = parsed('header junk (;FF[4]C[one]) \n (;FF[4]C[two])trailing');
    expect(c.map((t) => t.nodes[0]!.C)).toEqual([['one'], ['two']]);
  });

  it('resolves escapes and soft line breaks, keeps hard ones', () => {
    const c = parsed('(;C[a\\]b\\\\c\\:d\\\ne\\\r\nf\ng]LB[dd:x\\]y])');
    expect(c[0]!.nodes[0]!.C).toEqual(['a]b\\c:def\ng']);
    expect(c[0]!.nodes[0]!.LB).toEqual(['dd:x]y']);
  });

  it('keeps unknown properties, empty values and whitespace between tokens', () => {
    const c = parsed('( ; MULTIGOGM [1] XX[] [b] ; B [] )');
    expect(c[0]!.nodes).toEqual([{ MULTIGOGM: ['1'], XX: ['', 'b'] }, { B: [''] }]);
  });

  it('keeps only the upper-case letters of FF[3] long ids and merges repeats', () => {
    const c = parsed('(;AddBlack[aa]AB[bb];White[cc])');
    expect(c[0]!.nodes).toEqual([{ AB: ['aa', 'bb'] }, { W: ['cc'] }]);
  });

  it('accepts a first node without its semicolon (Nihon Ki-in files)', () => {
    const c = parsed('(\r\nTE[x]\r\nGK[1]\r\n;B[pd])');
    expect(c[0]!.nodes).toEqual([{ TE: ['x'], GK: ['1'] }, { B: ['pd'] }]);
  });

  const errors: [string, string, string, number, number][] = [
    ['no tree', 'hello', 'no-game-tree', 1, 1],
    ['unclosed tree', '(;B[aa]\n;W[bb]', 'unexpected-end', 2, 7],
    ['unclosed value', '(;C[abc)', 'unterminated-value', 1, 4],
    ['garbage in a tree', '(;B[aa]\n  ?W[bb])', 'unexpected-char', 2, 3],
    ['property without value', '(;B[aa]\n;W )', 'missing-value', 2, 4],
    ['empty tree', '(;B[aa]())', 'empty-tree', 1, 9],
    ['empty top-level tree', '()', 'empty-tree', 1, 2],
    ['node after variation', '(;B[aa](;W[bb]);B[cc])', 'node-after-variation', 1, 16],
    ['digits as id', '(;B[aa]9[x])', 'unexpected-char', 1, 8],
  ];
  for (const [name, text, reason, line, column] of errors) {
    it(`refuses ${name} with a position`, () => {
      const r = parseSgf(text);
      expect(r.ok).toBe(false);
      if (r.ok) return;
      expect(r.error).toMatchObject({ reason, line, column });
      expect(r.error.message).toContain(`line ${line}, column ${column}`);
    });
  }

  it('counts lines for CRLF, LF and lone CR', () => {
    expect(lineColumn('a\r\nb\nc\rd', 7)).toEqual({ line: 4, column: 1 });
    expect(lineColumn('ab', 1)).toEqual({ line: 1, column: 2 });
  });

  it('loads a 5,000-move record and 5,000 nested variations without recursion', () => {
    const moves: string[] = [];
    for (let i = 0; i < 5000; i++)
      moves.push(
        `;${i % 2 ? 'W' : 'B'}[${String.fromCharCode(97 + (i % 19))}${String.fromCharCode(97 + ((i * 7) % 19))}]`,
      );
    const flat = parsed(`(;GM[1]SZ[19]${moves.join('')})`);
    expect(sgfNodeCount(flat[0]!)).toBe(5001);
    const nested = parsed(`(;GM[1]${moves.map((m) => `(${m}`).join('')}${')'.repeat(5000)})`);
    expect(sgfNodeCount(nested[0]!)).toBe(5001);
    expect(sgfMainLine(nested[0]!)).toHaveLength(5001);
    // Compared as text: a deep toEqual would itself recurse 5,000 levels.
    const text = formatSgf(nested);
    expect(formatSgf(parsed(text))).toBe(text);
    expect(text.split('\n')).toHaveLength(5002);
  });
});

describe('parseSgf node limit', () => {
  it('refuses the first node over maxNodes with its position, and reads a file at the limit', () => {
    // (; then 4 nodes on line 1, the 5th and 6th on line 2: the 6th is over a limit of 5.
    const text = '(;GM[1];B[aa];W[bb];B[cc]\n;W[dd]  ;B[ee];W[ff])';
    const r = parseSgf(text, { maxNodes: 5 });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toMatchObject({ reason: 'too-many-nodes', line: 2, column: 9, offset: 34 });
    expect(r.error.message).toBe('node 6 is over the limit of 5 nodes at line 2, column 9');
    expect(parseSgf(text, { maxNodes: 7 }).ok).toBe(true);
    // The limit counts every game tree of the file and every variation.
    expect(parseSgf('(;A[]) (;B[](;C[])(;D[]))', { maxNodes: 3 })).toMatchObject({
      ok: false,
      error: { reason: 'too-many-nodes', column: 20 },
    });
  });

  it(`refuses a generated file of ${SGF_MAX_NODES.toLocaleString('en')} + 1 empty nodes by default, at that node`, () => {
    // '(' + ';' × (limit + 1) + ')': the node over the limit is the last ';', at column limit + 2.
    const text = `(${';'.repeat(SGF_MAX_NODES + 1)})`;
    const r = parseSgfBytes(new TextEncoder().encode(text));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toMatchObject({
      reason: 'too-many-nodes',
      line: 1,
      column: SGF_MAX_NODES + 2,
      offset: SGF_MAX_NODES + 1,
    });
    expect(r.error.message).toContain('over the limit of 2,000,000 nodes');
  });
});

describe('parseSgf memory', () => {
  // Heap after a full collection, so the figure is what the parse keeps, not garbage.

  it('keeps 100,000 one-move variations in under 320 bytes a node (each tree sized to its content)', () => {
    // Issue 12, defect 3: a file of a million such variations exhausted the heap. Each tree
    // was ~540 bytes when its arrays grew from [] (16 slots each); now ~250.
    const text = `(;GM[1]SZ[19]${'(;B[dd])\n'.repeat(100_000)})`;
    const before = heapAfterGc();
    const r = parseSgf(text);
    const perNode = (heapAfterGc() - before) / 100_001;
    expect(r.ok).toBe(true);
    const tree = (r.ok ? r.value : [])[0]!;
    expect(tree.variations).toHaveLength(100_000);
    expect(tree.variations[99_999]).toEqual({ nodes: [{ B: ['dd'] }], variations: [] });
    expect(perNode).toBeGreaterThan(50); // the measure sees the trees at all
    expect(perNode).toBeLessThan(320);
  });
});
