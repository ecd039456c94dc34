/**
 * Counting N-Queens solutions fast: all of them (OEIS A000170) and the fundamental
 * ones up to the 8 symmetries of the square (A002562), in one search.
 *
 * @example
 * ```ts
 * import { countBoth, countTasks, runCountTask } from '@qipan/queens';
 * countBoth(8); // { total: 92, unique: 12 }
 * const parts = countTasks(12).map(runCountTask); // independent, can run in workers
 * parts.reduce((a, b) => a + b.total, 0); // 14200
 * ```
 *
 * How it works. Columns are bits (column c is `1 << c`), rows are filled top to bottom
 * with the usual three attack masks. Each orbit of solutions under the dihedral group
 * is visited once, through the image that is lexicographically smallest:
 *
 * - A solution holds at most one corner queen. If it has one, its smallest image has
 *   the queen at (0, 0) and, of the two images that do (it and its transpose), the
 *   one whose row-1 queen sits left of the row where column 1 is taken. The search
 *   forbids column 1 in rows 2..c1-1 (c1 = column of the row-1 queen). These
 *   solutions have no symmetry: 8 images each.
 * - Otherwise the top queen is at column t with t < n-1-t, and every other edge queen
 *   is at least t away from its corners: columns 0 and n-1 are forbidden in rows
 *   1..t-1 and n-t..n-1, the bottom queen lies in columns t..n-1-t, and by row n-1-t
 *   both side columns must be taken. Only a rotation can give another image with the
 *   same top queen (reflections always move it or collide), so a completed solution
 *   is compared with its three rotations only when a rotated edge queen lands on t.
 *   A solution equal to its 90-degree rotation has 2 images, to its half-turn only 4,
 *   otherwise 8.
 *
 * Two engines run that search: the WebAssembly kernel of kernel.ts (an iterative loop,
 * within about 10% of gcc -O3), used whenever WebAssembly is there and allowed, and
 * the JavaScript recursion below (about 1.5 times slower), the fallback. Both give the
 * same counts; the tests check them against each other and against brute force.
 */
import type { Counts } from './types.js';
import { countBrute } from './brute.js';
import {
  KERNEL_FIELD,
  KERNEL_RESUME,
  KERNEL_RESUME_FIELD,
  KERNEL_ROW,
  kernelBytes,
} from './kernel.js';

const MAX_COUNT_N = 32;

// Work buffers, reused by every search (the module is single-threaded per realm).
const BS = new Int32Array(33);
const EXC = new Int32Array(33);
const QQ = new Int32Array(33);
const TT = new Int32Array(33);

/** Which family of canonical solutions a sub-search enumerates. */
export type CountKind = 'corner' | 'edge' | 'small';

/** Lexicographic comparison of TT with QQ over n rows. */
function compareImage(n: number): number {
  for (let r = 0; r < n; r++) {
    const d = (TT[r] as number) - (QQ[r] as number);
    if (d !== 0) return d;
  }
  return 0;
}

/**
 * For a completed edge-case solution in BS: 0 if a rotation is lexicographically
 * smaller (not canonical), otherwise its number of distinct images (2, 4 or 8).
 */
function classifyRotations(n: number): number {
  for (let r = 0; r < n; r++) QQ[r] = 31 - Math.clz32(BS[r] as number);
  for (let r = 0; r < n; r++) TT[QQ[r] as number] = n - 1 - r; // rot90
  const c90 = compareImage(n);
  if (c90 < 0) return 0;
  if (c90 === 0) return 2;
  for (let r = 0; r < n; r++) TT[n - 1 - r] = n - 1 - (QQ[r] as number); // rot180
  const c180 = compareImage(n);
  if (c180 < 0) return 0;
  for (let r = 0; r < n; r++) TT[n - 1 - (QQ[r] as number)] = r; // rot270
  if (compareImage(n) < 0) return 0;
  return c180 === 0 ? 4 : 8;
}

/** Fills EXC with the static per-row exclusions of a family (bits >= n included). */
function prepareExclusions(
  n: number,
  kind: 'corner' | 'edge',
  first: number,
  second: number,
): void {
  const all = n === 32 ? -1 : (1 << n) - 1;
  EXC.fill(~all);
  if (kind === 'corner') {
    for (let r = 2; r < second; r++) EXC[r] = (EXC[r] as number) | 2;
    return;
  }
  const t = first;
  const side = 1 | (1 << (n - 1));
  for (let r = 1; r < t; r++) EXC[r] = (EXC[r] as number) | side;
  for (let r = n - t; r < n - 1; r++) EXC[r] = (EXC[r] as number) | side;
  let outer = 0;
  for (let c = 0; c < n; c++) if (c < t || c > n - 1 - t) outer |= 1 << c;
  EXC[n - 1] = (EXC[n - 1] as number) | outer;
}

/** The columns available in `row` (edge family also applies the row n-1-t rule). */
function available(
  n: number,
  kind: 'corner' | 'edge',
  t: number,
  row: number,
  l: number,
  d: number,
  r: number,
): number {
  let av = ~(l | d | r | (EXC[row] as number));
  if (kind === 'edge' && row === n - 1 - t) {
    const side = 1 | (1 << (n - 1));
    const sd = d & side;
    if (sd === 0) return 0;
    if (sd !== side) av &= side;
  }
  return av;
}

/** Checks that a task's prefix is a legal start of its family (first rows fixed). */
export function validPrefix(n: number, kind: CountKind, prefix: readonly number[]): boolean {
  if (kind === 'small') return prefix.length === 0;
  if (n < 6 || prefix.length < (kind === 'corner' ? 2 : 1) || prefix.length > n - 2) return false;
  const t = prefix[0] as number;
  if (kind === 'corner' && t !== 0) return false;
  if (kind === 'edge' && !(t >= 1 && t < n - 1 - t)) return false;
  prepareExclusions(n, kind, t, kind === 'corner' ? (prefix[1] as number) : 0);
  let l = 0;
  let d = 0;
  let r = 0;
  for (let row = 0; row < prefix.length; row++) {
    const c = prefix[row] as number;
    if (!Number.isInteger(c) || c < 0 || c >= n) return false;
    const bit = 1 << c;
    const av = row === 0 ? ~(EXC[0] as number) : available(n, kind, t, row, l, d, r);
    if ((av & bit) === 0) return false;
    l = (l | bit) << 1;
    d |= bit;
    r = (r | bit) >>> 1;
  }
  if (kind === 'corner' && (prefix[1] as number) < 2) return false;
  return true;
}

/**
 * Steps down the tree per kernel call (about a millisecond; see kernel.ts). Tests pass
 * smaller budgets to countFromPrefix to check that a search resumes exactly.
 */
const KERNEL_BUDGET = 1 << 18;

/** Which implementation runs the search: the WebAssembly kernel when it loads, else JavaScript. */
export type CountEngine = 'wasm' | 'js';

/** Counts the canonical solutions that extend `prefix` (assumed valid). */
export function countFromPrefix(
  n: number,
  kind: 'corner' | 'edge',
  prefix: readonly number[],
  engine: CountEngine = countEngine(),
  budget: number = KERNEL_BUDGET,
): Counts {
  if (!warmedUp[engine] && n > WARM_UP_N) warmUp(engine);
  return searchFromPrefix(n, kind, prefix, engine, budget);
}

/**
 * Boards up to this size are counted before the first larger count. JavaScript: so
 * that every branch of the search has run before V8 optimises it. Without that, V8
 * could optimise `edgeRow` before a rare branch (the last two rows) had run, then throw
 * the optimised code away the first time that branch ran; every frame already on the
 * recursion stack went on in the interpreter, about one run in four 2.5 times slower
 * (seen with `--trace-deopt`: "Insufficient type feedback for generic keyed access").
 * WebAssembly: so that the kernel is hot enough to be recompiled by the optimising tier
 * before the first long search (a call that started in the baseline tier stays there).
 */
const WARM_UP_N = 10;
const warmedUp: Record<CountEngine, boolean> = { wasm: false, js: false };

function warmUp(engine: CountEngine): void {
  warmedUp[engine] = true;
  for (let n = 6; n <= WARM_UP_N; n++)
    for (const { kind, prefix } of enumeratePrefixes(n, 2))
      searchFromPrefix(n, kind, prefix, engine, KERNEL_BUDGET);
}

function searchFromPrefix(
  n: number,
  kind: 'corner' | 'edge',
  prefix: readonly number[],
  engine: CountEngine,
  budget: number,
): Counts {
  const t = prefix[0] as number;
  prepareExclusions(n, kind, t, kind === 'corner' ? (prefix[1] as number) : 0);
  let l = 0;
  let d = 0;
  let r = 0;
  for (let row = 0; row < prefix.length; row++) {
    const bit = 1 << (prefix[row] as number);
    BS[row] = bit;
    l = (l | bit) << 1;
    d |= bit;
    r = (r | bit) >>> 1;
  }
  const s = prefix.length;
  const av = available(n, kind, t, s, l, d, r);
  if (av === 0) return { total: 0, unique: 0 };
  if (engine === 'wasm') {
    const k = loadKernel();
    if (k !== undefined) return kernelSearch(k, n, kind, t, s, l, d, r, av, budget);
  }
  return kind === 'corner' ? searchCorner(n, s, l, d, r, av) : searchEdge(n, t, s, l, d, r, av);
}

// The WebAssembly kernel (kernel.ts), loaded once per realm on first use.

/** The parts of the WebAssembly API used here (engine packages see no DOM or Node types). */
interface WasmApi {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (
    module: object,
    imports: { q: { tie: (lastBit: number) => void } },
  ) => { exports: Record<string, unknown> };
}

interface Kernel {
  readonly corner: (
    n: number,
    base: number,
    row: number,
    l: number,
    d: number,
    r: number,
    av: number,
    budget: number,
  ) => number;
  readonly edge: (
    n: number,
    t: number,
    base: number,
    row: number,
    l: number,
    d: number,
    r: number,
    av: number,
    budget: number,
  ) => number;
  /** The kernel's memory as i32 (row records of KERNEL_ROW bytes). */
  readonly mem: Int32Array;
}

let kernel: Kernel | null | undefined;
/** Edge counts classified by `tie` during a kernel search. */
let kTotal = 0;
let kUnique = 0;
let kN = 0;

/** The kernel, or undefined when WebAssembly is missing or refused (e.g. by a CSP). */
function loadKernel(): Kernel | undefined {
  if (kernel !== undefined) return kernel ?? undefined;
  kernel = null;
  const api = (globalThis as { WebAssembly?: WasmApi }).WebAssembly;
  if (api === undefined) return undefined;
  try {
    const instance = new api.Instance(new api.Module(kernelBytes()), { q: { tie } });
    const { corner, edge, mem } = instance.exports as {
      corner: Kernel['corner'];
      edge: Kernel['edge'];
      mem: { buffer: ArrayBuffer };
    };
    kernel = { corner, edge, mem: new Int32Array(mem.buffer) };
  } catch {
    kernel = null; // e.g. CompileError under a Content-Security-Policy without 'wasm-unsafe-eval'
  }
  return kernel ?? undefined;
}

/** The engine countFromPrefix uses by default: 'wasm' when the kernel loads, else 'js'. */
export function countEngine(): CountEngine {
  return loadKernel() === undefined ? 'js' : 'wasm';
}

const ROW_I32 = KERNEL_ROW >> 2;
const RESUME_I32 = KERNEL_RESUME >> 2;
const SUSPENDED = KERNEL_RESUME_FIELD.suspended >> 2;
const ROW_AT = KERNEL_RESUME_FIELD.row >> 2;
const L_AT = KERNEL_RESUME_FIELD.l >> 2;
const D_AT = KERNEL_RESUME_FIELD.d >> 2;
const R_AT = KERNEL_RESUME_FIELD.r >> 2;
const AV_AT = KERNEL_RESUME_FIELD.av >> 2;

const ALLOW_I32 = KERNEL_FIELD.allow >> 2;
const BOARD_I32 = KERNEL_FIELD.board >> 2;

/** Called by the kernel for an edge-family leaf that may tie with a rotation. */
function tie(lastBit: number): void {
  const mem = (kernel as Kernel).mem;
  const n = kN;
  for (let r = 0; r < n - 1; r++) BS[r] = mem[r * ROW_I32 + BOARD_I32] as number;
  BS[n - 1] = lastBit;
  const k = classifyRotations(n);
  if (k !== 0) {
    kTotal += k;
    kUnique++;
  }
}

function kernelSearch(
  k: Kernel,
  n: number,
  kind: 'corner' | 'edge',
  t: number,
  s: number,
  l: number,
  d: number,
  r: number,
  av: number,
  budget: number,
): Counts {
  const mem = k.mem;
  for (let row = 0; row < n; row++) {
    mem[row * ROW_I32 + ALLOW_I32] = ~(EXC[row] as number);
    mem[row * ROW_I32 + BOARD_I32] = row < s ? (BS[row] as number) : 0;
  }
  kTotal = 0;
  kUnique = 0;
  kN = n;
  const edge = kind === 'edge';
  let found = edge
    ? k.edge(n, t, s, s, l, d, r, av, budget)
    : k.corner(n, s, s, l, d, r, av, budget);
  while (mem[RESUME_I32 + SUSPENDED] !== 0) {
    const row = mem[RESUME_I32 + ROW_AT] as number;
    const rl = mem[RESUME_I32 + L_AT] as number;
    const rd = mem[RESUME_I32 + D_AT] as number;
    const rr = mem[RESUME_I32 + R_AT] as number;
    const ra = mem[RESUME_I32 + AV_AT] as number;
    found += edge
      ? k.edge(n, t, s, row, rl, rd, rr, ra, budget)
      : k.corner(n, s, row, rl, rd, rr, ra, budget);
  }
  const plain = found;
  return { total: kTotal + 8 * plain, unique: kUnique + plain };
}

// Parameters of the running search, kept in module variables so that the recursive
// helpers take only the per-row state (no closures, no allocation per node).
let gN = 0;
let gLast = 0;
let gRowT = 0;
let gRowNT = 0;
let gSide = 0;
let gRight = 0;
let gBit180 = 0;
let gTotal = 0;
let gUnique = 0;

/** Corner family: every completion is canonical with 8 images. Requires s <= n-2. */
function searchCorner(n: number, s: number, l: number, d: number, r: number, av: number): Counts {
  gLast = n - 1;
  const leaves = cornerRow(s, av, l, d, r);
  return { total: 8 * leaves, unique: leaves };
}

/** Completions below `row` whose queen is chosen among `av` (masks of `row`). */
function cornerRow(row: number, av: number, l: number, d: number, r: number): number {
  let found = 0;
  const nx = row + 1;
  const ex = EXC[nx] as number;
  if (nx === gLast) {
    while (av !== 0) {
      const bit = av & -av;
      av ^= bit;
      if (~(((l | bit) << 1) | d | bit | ((r | bit) >>> 1) | ex) !== 0) found++;
    }
    return found;
  }
  if (nx === gLast - 1) {
    // Two rows left: finish them here rather than through another call.
    const exLast = EXC[gLast] as number;
    while (av !== 0) {
      const bit = av & -av;
      av ^= bit;
      const nl = (l | bit) << 1;
      const nd = d | bit;
      const nr = (r | bit) >>> 1;
      let na = ~(nl | nd | nr | ex);
      while (na !== 0) {
        const b2 = na & -na;
        na ^= b2;
        if (~(((nl | b2) << 1) | nd | b2 | ((nr | b2) >>> 1) | exLast) !== 0) found++;
      }
    }
    return found;
  }
  while (av !== 0) {
    const bit = av & -av;
    av ^= bit;
    const nl = (l | bit) << 1;
    const nd = d | bit;
    const nr = (r | bit) >>> 1;
    const na = ~(nl | nd | nr | ex);
    if (na !== 0) found += cornerRow(nx, na, nl, nd, nr);
  }
  return found;
}

/** Edge family: see the module comment. Requires s <= n-2 and BS[0..s-1] filled. */
function searchEdge(
  n: number,
  t: number,
  s: number,
  l: number,
  d: number,
  r: number,
  av: number,
): Counts {
  gN = n;
  gLast = n - 1;
  gRowT = t;
  gRowNT = n - 1 - t;
  gSide = 1 | (1 << (n - 1));
  gRight = 1 << (n - 1);
  gBit180 = 1 << (n - 1 - t);
  gTotal = 0;
  gUnique = 0;
  const plain = edgeRow(s, av, l, d, r);
  return { total: gTotal + 8 * plain, unique: gUnique + plain };
}

/** A completed edge-family board (BS[0..n-2] set, last row `lastBit`): 1 if plainly canonical with 8 images, else 0 after classifying ties. */
function edgeLeaf(lastBit: number): number {
  if (BS[gRowT] !== gRight && BS[gRowNT] !== 1 && lastBit !== gBit180) return 1;
  BS[gLast] = lastBit;
  const k = classifyRotations(gN);
  if (k !== 0) {
    gTotal += k;
    gUnique++;
  }
  return 0;
}

/**
 * Edge-family completions below `row`; returns those with no rotation tie (8 images
 * each) and adds the classified tied ones to gTotal / gUnique.
 */
function edgeRow(row: number, av: number, l: number, d: number, r: number): number {
  let plain = 0;
  const nx = row + 1;
  const ex = EXC[nx] as number;
  if (nx === gLast) {
    while (av !== 0) {
      const bit = av & -av;
      av ^= bit;
      const na = ~(((l | bit) << 1) | d | bit | ((r | bit) >>> 1) | ex);
      if (na === 0) continue;
      BS[row] = bit;
      plain += edgeLeaf(na);
    }
    return plain;
  }
  if (nx === gLast - 1 && nx !== gRowNT) {
    // Two rows left: finish them here rather than through another call.
    const exLast = EXC[gLast] as number;
    while (av !== 0) {
      const bit = av & -av;
      av ^= bit;
      const nl = (l | bit) << 1;
      const nd = d | bit;
      const nr = (r | bit) >>> 1;
      let na = ~(nl | nd | nr | ex);
      if (na === 0) continue;
      BS[row] = bit;
      while (na !== 0) {
        const b2 = na & -na;
        na ^= b2;
        const nb = ~(((nl | b2) << 1) | nd | b2 | ((nr | b2) >>> 1) | exLast);
        if (nb === 0) continue;
        BS[nx] = b2;
        plain += edgeLeaf(nb);
      }
    }
    return plain;
  }
  if (nx === gRowNT) {
    // Both side columns must be taken by the end of row n-1-t.
    while (av !== 0) {
      const bit = av & -av;
      av ^= bit;
      const nd = d | bit;
      const sd = nd & gSide;
      if (sd === 0) continue;
      const nl = (l | bit) << 1;
      const nr = (r | bit) >>> 1;
      let na = ~(nl | nd | nr | ex);
      if (sd !== gSide) na &= gSide;
      if (na === 0) continue;
      BS[row] = bit;
      plain += edgeRow(nx, na, nl, nd, nr);
    }
    return plain;
  }
  while (av !== 0) {
    const bit = av & -av;
    av ^= bit;
    const nl = (l | bit) << 1;
    const nd = d | bit;
    const nr = (r | bit) >>> 1;
    const na = ~(nl | nd | nr | ex);
    if (na === 0) continue;
    BS[row] = bit;
    plain += edgeRow(nx, na, nl, nd, nr);
  }
  return plain;
}

/**
 * A rough size of the search below `prefix` (assumed valid): the number of nodes in
 * the next `levels` rows, by the same masks and family rules as the search.
 */
export function subtreeEstimate(
  n: number,
  kind: 'corner' | 'edge',
  prefix: readonly number[],
  levels: number,
): number {
  const t = prefix[0] as number;
  prepareExclusions(n, kind, t, kind === 'corner' ? (prefix[1] as number) : 0);
  let l = 0;
  let d = 0;
  let r = 0;
  for (const c of prefix) {
    const bit = 1 << c;
    l = (l | bit) << 1;
    d |= bit;
    r = (r | bit) >>> 1;
  }
  const stop = Math.min(n - 1, prefix.length + levels);
  const nodes = (row: number, l: number, d: number, r: number): number => {
    if (row >= stop) return 1;
    let av = available(n, kind, t, row, l, d, r);
    let sum = 1;
    while (av !== 0) {
      const bit = av & -av;
      av ^= bit;
      sum += nodes(row + 1, (l | bit) << 1, d | bit, (r | bit) >>> 1);
    }
    return sum;
  };
  return nodes(prefix.length, l, d, r);
}

/** The family prefixes of the whole search for n >= 6, `rows` rows deep (>= 2). */
export function enumeratePrefixes(
  n: number,
  rows: number,
): { kind: 'corner' | 'edge'; prefix: number[] }[] {
  const out: { kind: 'corner' | 'edge'; prefix: number[] }[] = [];
  const depth = Math.max(2, Math.min(rows, n - 2));
  const extend = (kind: 'corner' | 'edge', prefix: number[]): void => {
    if (!validPrefix(n, kind, prefix)) return;
    if (prefix.length === depth) {
      out.push({ kind, prefix });
      return;
    }
    for (let c = 0; c < n; c++) extend(kind, [...prefix, c]);
  };
  for (let c1 = 2; c1 < n; c1++) extend('corner', [0, c1]);
  for (let t = 1; t < n - 1 - t; t++) extend('edge', [t]);
  return out;
}

/** Both counts in one search. */
export function countBoth(n: number): Counts {
  checkCountN(n);
  if (n < 6) return countBrute(n);
  let total = 0;
  let unique = 0;
  for (const { kind, prefix } of enumeratePrefixes(n, 2)) {
    const c = countFromPrefix(n, kind, prefix);
    total += c.total;
    unique += c.unique;
  }
  return { total, unique };
}

/** The number of solutions (OEIS A000170). */
export function count(n: number): number {
  return countBoth(n).total;
}

/** The number of fundamental solutions, up to rotation and reflection (OEIS A002562). */
export function countUnique(n: number): number {
  return countBoth(n).unique;
}

export function checkCountN(n: number): void {
  if (!Number.isInteger(n) || n < 1 || n > MAX_COUNT_N) {
    throw new RangeError(`N-Queens counting needs an integer n in 1..${MAX_COUNT_N}, got ${n}`);
  }
}
