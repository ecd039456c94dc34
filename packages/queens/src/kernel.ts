/**
 * The inner loops of the symmetric count (see count.ts) as a WebAssembly module,
 * assembled here byte by byte: no toolchain, no binary file in the repository. The
 * module is under 900 bytes; `kernelBytes()` gives the same bytes every time.
 *
 * @example
 * ```ts
 * import { kernelBytes } from './kernel.js';
 * const mod = new WebAssembly.Module(kernelBytes());
 * const inst = new WebAssembly.Instance(mod, { q: { tie: (lastBit) => {} } });
 * // fill each row's `allow` (and `board` of the prefix rows) in inst.exports.mem, then
 * inst.exports.corner(n, row, row, l, d, r, av, 1 << 18); // completions so far, as a number
 * ```
 *
 * Why: V8 compiles the JavaScript search to code about 1.5 times slower than gcc -O3
 * (loop variables spilled to the stack, overflow and tag checks, and now and then a
 * deoptimisation in the middle of a search); the same loop in WebAssembly, with its
 * stack in linear memory, runs within about 10% of the C.
 *
 * Memory (the exported `mem`, one 64 KiB page): one record of KERNEL_ROW bytes per row,
 * i32 fields at KERNEL_FIELD offsets: `allow` (the columns the family lets the row use,
 * set by the caller), `board` (the row's queen as a bit: the caller sets the prefix
 * rows of an edge-family search, the kernel the others), and l, d, r, av (the masks
 * and untried columns, the kernel's own stack); after the 33 records, the resume record
 * (KERNEL_RESUME) and the edge family's constants.
 *
 * Exports:
 * - `corner(n, base, row, l, d, r, av, budget) -> f64`: completions of a corner-family
 *   board whose rows below `base` are fixed, from the state where row `row` may use
 *   the columns `av` with attack masks l, d, r (row = base on the first call);
 * - `edge(n, t, base, row, l, d, r, av, budget) -> f64`: the same for the edge family,
 *   counting the completions with no rotation tie; every completion that may tie
 *   calls the import `q.tie(lastBit)` with `board` filled for rows 0..n-2 and the last
 *   row's bit as argument (the caller classifies it, with count.ts's classifyRotations).
 * After `budget` steps down the tree a call saves its state at KERNEL_RESUME and
 * returns what it has counted so far; the caller calls again from that state. No call
 * runs long, so V8's optimised code (compiled in the background once the baseline code
 * is hot) takes over early in the first long search: a WebAssembly call that started
 * in the baseline tier stays there until it returns.
 */

/** Bytes per row record, and the byte offset of each field in it (all i32). */
export const KERNEL_ROW = 32;
export const KERNEL_FIELD = { l: 0, d: 4, r: 8, av: 12, allow: 16, board: 20 } as const;
/**
 * Where a search that ran out of budget stopped (byte address, after the 33 row
 * records): `suspended` is 1 then (0 when the search finished), `row` and the masks
 * are the arguments to call it again with.
 */
export const KERNEL_RESUME = 33 * KERNEL_ROW;
export const KERNEL_RESUME_FIELD = { suspended: 0, row: 4, l: 8, d: 12, r: 16, av: 20 } as const;
const RESUME = KERNEL_RESUME;
/** The edge family's constants, written by the kernel itself (after the resume record). */
const CONST = KERNEL_RESUME + 32;
const CONST_FIELD = { side: 0, rightBit: 4, bitNT: 8, tP: 12, ntP: 16 } as const;
const RESUME_FIELD = KERNEL_RESUME_FIELD;
const ROW = KERNEL_ROW;
const ROW_SHIFT = 5;
const FIELD = KERNEL_FIELD;

// Opcodes and types of the WebAssembly binary format (core spec 1.0).
const I32 = 0x7f;
const I64 = 0x7e;
const F64 = 0x7c;
const VOID = 0x40;
const OP = {
  block: 0x02,
  loop: 0x03,
  if: 0x04,
  else: 0x05,
  end: 0x0b,
  br: 0x0c,
  brIf: 0x0d,
  call: 0x10,
  get: 0x20,
  set: 0x21,
  tee: 0x22,
  load: 0x28,
  store: 0x36,
  i32Const: 0x41,
  i64Const: 0x42,
  eqz: 0x45,
  eq: 0x46,
  ne: 0x47,
  add: 0x6a,
  sub: 0x6b,
  and: 0x71,
  or: 0x72,
  xor: 0x73,
  shl: 0x74,
  shrU: 0x76,
  i64Add: 0x7c,
  f64FromU64: 0xba,
} as const;

/** Unsigned LEB128. */
function uleb(value: number): number[] {
  const out: number[] = [];
  let v = value;
  do {
    let byte = v & 0x7f;
    v = Math.floor(v / 128);
    if (v !== 0) byte |= 0x80;
    out.push(byte);
  } while (v !== 0);
  return out;
}

/** Signed LEB128 of a 32-bit integer. */
function sleb(value: number): number[] {
  const out: number[] = [];
  let v = value | 0;
  for (;;) {
    const byte = v & 0x7f;
    v >>= 7;
    const done = (v === 0 && (byte & 0x40) === 0) || (v === -1 && (byte & 0x40) !== 0);
    out.push(done ? byte : byte | 0x80);
    if (done) return out;
  }
}

/** A length-prefixed vector of already-encoded items. */
function vec(items: readonly (readonly number[])[]): number[] {
  return [...uleb(items.length), ...items.flat()];
}

function section(id: number, body: readonly number[]): number[] {
  return [id, ...uleb(body.length), ...body];
}

function name(s: string): number[] {
  const bytes = Array.from(s, (c) => c.charCodeAt(0));
  return [...uleb(bytes.length), ...bytes];
}

/**
 * A small instruction writer for one function body. Locals are numbered: parameters
 * first, then the declared locals in order.
 */
class Body {
  readonly code: number[] = [];
  get(i: number): this {
    this.code.push(OP.get, ...uleb(i));
    return this;
  }
  set(i: number): this {
    this.code.push(OP.set, ...uleb(i));
    return this;
  }
  tee(i: number): this {
    this.code.push(OP.tee, ...uleb(i));
    return this;
  }
  i32(v: number): this {
    this.code.push(OP.i32Const, ...sleb(v));
    return this;
  }
  op(...ops: number[]): this {
    this.code.push(...ops);
    return this;
  }
  /** i32.load with a constant byte offset (alignment 4). */
  load(offset: number): this {
    this.code.push(OP.load, 2, ...uleb(offset));
    return this;
  }
  /** i32.store with a constant byte offset (alignment 4). */
  store(offset: number): this {
    this.code.push(OP.store, 2, ...uleb(offset));
    return this;
  }
  br(depth: number): this {
    this.code.push(OP.br, ...uleb(depth));
    return this;
  }
  brIf(depth: number): this {
    this.code.push(OP.brIf, ...uleb(depth));
    return this;
  }
}

// Local indices shared by both kernels. Parameters: n, then (edge) t, then row, l, d, r, av.
interface Locals {
  readonly n: number;
  readonly t: number;
  readonly baseRow: number;
  readonly row: number;
  readonly l: number;
  readonly d: number;
  readonly r: number;
  readonly av: number;
  readonly bit: number;
  readonly nl: number;
  readonly nd: number;
  readonly nr: number;
  readonly na: number;
  readonly p: number;
  readonly base: number;
  readonly preLast: number;
  readonly preNT: number;
  readonly side: number;
  readonly rightBit: number;
  readonly sd: number;
  readonly budget: number;
  readonly found: number;
}

/**
 * The shared search loop. `p` is the byte address of the current row's record.
 *
 *   block $done
 *     loop $top
 *       if av == 0: (p == base → $done) p -= ROW, reload (l, d, r, av), continue
 *       bit = lowest of av; av ^= bit; next masks; na = allow of the next row & ~(masks)
 *       [edge, the next row is n-1-t: both side columns taken by then]
 *       na == 0 → continue
 *       [edge: board of this row = bit]
 *       the next row is the last → count the leaf ([edge: or call tie]), continue
 *       save (l, d, r, av) in this row's record; p += ROW; masks = next; av = na; continue
 */
function searchBody(L: Locals, edge: boolean): Body {
  const b = new Body();
  // Setup: p = row * ROW, base = baseRow * ROW, preLast = (n - 2) * ROW; edge: preNT =
  // (n - 2 - t) * ROW, and in memory (used at rare places, so that they do not hold
  // registers through the loop) tP = t * ROW, ntP = (n - 1 - t) * ROW, side, rightBit,
  // bitNT; found = 0.
  const rowBytes = (i: number): Body => b.get(i).i32(ROW_SHIFT).op(OP.shl);
  rowBytes(L.row).set(L.p);
  rowBytes(L.baseRow).set(L.base);
  b.i32(RESUME).i32(0).store(RESUME_FIELD.suspended);
  b.get(L.n).i32(2).op(OP.sub).i32(ROW_SHIFT).op(OP.shl).set(L.preLast);
  if (edge) {
    b.get(L.n).i32(2).op(OP.sub).get(L.t).op(OP.sub).i32(ROW_SHIFT).op(OP.shl).set(L.preNT);
    b.i32(CONST);
    rowBytes(L.t).store(CONST_FIELD.tP);
    b.i32(CONST).get(L.preNT).i32(ROW).op(OP.add).store(CONST_FIELD.ntP);
    b.i32(1).get(L.n).i32(1).op(OP.sub).op(OP.shl).set(L.rightBit);
    b.i32(CONST).get(L.rightBit).store(CONST_FIELD.rightBit);
    b.i32(CONST).get(L.rightBit).i32(1).op(OP.or).store(CONST_FIELD.side);
    b.i32(CONST).i32(1).get(L.n).i32(1).op(OP.sub).get(L.t).op(OP.sub).op(OP.shl);
    b.store(CONST_FIELD.bitNT);
  }
  b.op(OP.i64Const, 0).set(L.found);

  b.op(OP.block, VOID); // $done
  b.op(OP.loop, VOID); // $top
  // if av == 0
  b.get(L.av).op(OP.eqz, OP.if, VOID);
  b.get(L.p).get(L.base).op(OP.eq).brIf(2); // → $done
  b.get(L.p).i32(ROW).op(OP.sub).tee(L.p).load(FIELD.l).set(L.l);
  b.get(L.p).load(FIELD.d).set(L.d);
  b.get(L.p).load(FIELD.r).set(L.r);
  b.get(L.p).load(FIELD.av).set(L.av);
  b.br(1); // → $top
  b.op(OP.end);
  // bit = av & -av; av ^= bit
  b.i32(0).get(L.av).op(OP.sub).get(L.av).op(OP.and).set(L.bit);
  b.get(L.av).get(L.bit).op(OP.xor).set(L.av);
  b.get(L.l).get(L.bit).op(OP.or).i32(1).op(OP.shl).set(L.nl);
  b.get(L.d).get(L.bit).op(OP.or).set(L.nd);
  b.get(L.r).get(L.bit).op(OP.or).i32(1).op(OP.shrU).set(L.nr);
  // na = allow of the next row & ~(nl | nd | nr)
  b.get(L.p).load(ROW + FIELD.allow);
  b.get(L.nl).get(L.nd).op(OP.or).get(L.nr).op(OP.or).i32(-1).op(OP.xor);
  b.op(OP.and).set(L.na);
  if (edge) {
    // next row is n-1-t: sd = nd & side; sd == 0 → continue; sd != side → na &= side
    b.get(L.p).get(L.preNT).op(OP.eq, OP.if, VOID);
    b.i32(CONST).load(CONST_FIELD.side).set(L.side);
    b.get(L.nd).get(L.side).op(OP.and).tee(L.sd).op(OP.eqz).brIf(1); // → $top
    b.get(L.sd).get(L.side).op(OP.ne, OP.if, VOID);
    b.get(L.na).get(L.side).op(OP.and).set(L.na);
    b.op(OP.end);
    b.op(OP.end);
  }
  b.get(L.na).op(OP.eqz).brIf(0); // → $top
  if (edge) b.get(L.p).get(L.bit).store(FIELD.board);
  // the next row is the last: a leaf
  b.get(L.p).get(L.preLast).op(OP.eq, OP.if, VOID);
  if (edge) {
    // board[t] != rightBit && board[n-1-t] != 1 && na != bitNT → plain, else tie(na)
    b.i32(CONST).load(CONST_FIELD.tP).load(FIELD.board);
    b.i32(CONST).load(CONST_FIELD.rightBit).op(OP.ne);
    b.i32(CONST).load(CONST_FIELD.ntP).load(FIELD.board).i32(1).op(OP.ne).op(OP.and);
    b.get(L.na).i32(CONST).load(CONST_FIELD.bitNT).op(OP.ne).op(OP.and);
    b.op(OP.if, VOID);
    b.get(L.found).op(OP.i64Const, 1, OP.i64Add).set(L.found);
    b.op(OP.else);
    b.get(L.na).op(OP.call, 0); // import q.tie
    b.op(OP.end);
  } else {
    b.get(L.found).op(OP.i64Const, 1, OP.i64Add).set(L.found);
  }
  b.br(1); // → $top
  b.op(OP.end);
  // save this row, go down
  b.get(L.p).get(L.l).store(FIELD.l);
  b.get(L.p).get(L.d).store(FIELD.d);
  b.get(L.p).get(L.r).store(FIELD.r);
  b.get(L.p).get(L.av).store(FIELD.av);
  b.get(L.p).i32(ROW).op(OP.add).set(L.p);
  b.get(L.nl).set(L.l);
  b.get(L.nd).set(L.d);
  b.get(L.nr).set(L.r);
  b.get(L.na).set(L.av);
  // out of budget: save where the search is and return; the caller calls again from there
  b.get(L.budget).i32(1).op(OP.sub).tee(L.budget).op(OP.eqz, OP.if, VOID);
  b.i32(RESUME).i32(1).store(RESUME_FIELD.suspended);
  b.i32(RESUME).get(L.p).i32(ROW_SHIFT).op(OP.shrU).store(RESUME_FIELD.row);
  b.i32(RESUME).get(L.l).store(RESUME_FIELD.l);
  b.i32(RESUME).get(L.d).store(RESUME_FIELD.d);
  b.i32(RESUME).get(L.r).store(RESUME_FIELD.r);
  b.i32(RESUME).get(L.av).store(RESUME_FIELD.av);
  b.br(2); // → $done
  b.op(OP.end);
  b.br(0); // → $top
  b.op(OP.end); // loop
  b.op(OP.end); // block
  b.get(L.found).op(OP.f64FromU64);
  return b;
}

/** Numbers the locals: `params` first, then every other name in order (all i32 but found: i64). */
function locals(params: readonly (keyof Locals)[]): { L: Locals; declared: number[][] } {
  const order: (keyof Locals)[] = [
    'n',
    't',
    'baseRow',
    'row',
    'l',
    'd',
    'r',
    'av',
    'bit',
    'nl',
    'nd',
    'nr',
    'na',
    'p',
    'base',
    'preLast',
    'preNT',
    'side',
    'rightBit',
    'sd',
    'budget',
    'found',
  ];
  const rest = order.filter((k) => !params.includes(k) && k !== 'found');
  const index: Record<string, number> = {};
  [...params, ...rest, 'found' as const].forEach((k, i) => (index[k] = i));
  // Declared locals, run-length encoded: the i32 ones, then one i64.
  return {
    L: index as unknown as Locals,
    declared: [
      [...uleb(rest.length), I32],
      [1, I64],
    ],
  };
}

function funcBody(declared: number[][], body: Body): number[] {
  const bytes = [...vec(declared), ...body.code, OP.end];
  return [...uleb(bytes.length), ...bytes];
}

let cached: Uint8Array<ArrayBuffer> | undefined;

/** The module's bytes (built once). */
export function kernelBytes(): Uint8Array<ArrayBuffer> {
  if (cached) return cached;
  const corner = locals(['n', 'baseRow', 'row', 'l', 'd', 'r', 'av', 'budget']);
  const edge = locals(['n', 't', 'baseRow', 'row', 'l', 'd', 'r', 'av', 'budget']);
  const types = vec([
    [0x60, ...vec([[I32]]), ...vec([])], // 0: tie (i32) -> ()
    [0x60, ...vec(Array.from({ length: 8 }, () => [I32])), ...vec([[F64]])], // 1: corner
    [0x60, ...vec(Array.from({ length: 9 }, () => [I32])), ...vec([[F64]])], // 2: edge
  ]);
  const imports = vec([[...name('q'), ...name('tie'), 0x00, 0]]);
  const funcs = vec([[1], [2]]); // functions 1 (corner) and 2 (edge); 0 is the import
  const memory = vec([[0x00, 1]]); // one page, no maximum
  const exports = vec([
    [...name('mem'), 0x02, 0],
    [...name('corner'), 0x00, 1],
    [...name('edge'), 0x00, 2],
  ]);
  const code = vec([
    funcBody(corner.declared, searchBody(corner.L, false)),
    funcBody(edge.declared, searchBody(edge.L, true)),
  ]);
  cached = new Uint8Array([
    0x00,
    0x61,
    0x73,
    0x6d,
    0x01,
    0x00,
    0x00,
    0x00,
    ...section(1, types),
    ...section(2, imports),
    ...section(3, funcs),
    ...section(5, memory),
    ...section(7, exports),
    ...section(10, code),
  ]);
  return cached;
}
