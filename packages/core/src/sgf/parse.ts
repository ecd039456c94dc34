/**
 * SGF syntax reader: text → {@link SgfCollection}. Iterative (no recursion, so any
 * depth of variations loads), char-code scanning, lenient about text before the first
 * `(` and after the last `)` and about a missing `;` before a tree's first node,
 * strict otherwise. Escapes (`\]`, `\\`, `\:`)
 * are resolved and soft line breaks (`\` + newline) removed. FF[3] long property ids
 * (`AddBlack`) keep only their upper-case letters (`AB`). A file with more nodes than
 * `maxNodes` (default {@link SGF_MAX_NODES}) is refused at the first node over the
 * limit, before it is read further: memory stays bounded by the limit, not the file.
 *
 * @example
 * ```ts
 * import { parseSgf } from '@qipan/core';
 * const r = parseSgf('(;GM[1]SZ[9];B[ee](;W[cc])(;W[gg]))');
 * if (r.ok) r.value[0]!.variations.length; // 2
 * else console.log(r.error.line, r.error.column, r.error.message);
 * ```
 */
import { err, ok, type Result } from '../result.js';
import type { SgfCollection, SgfError, SgfErrorReason, SgfNode, SgfTree } from './types.js';

const OPEN = 40; // (
const CLOSE = 41; // )
const SEMI = 59; // ;
const LBRACKET = 91; // [
const RBRACKET = 93; // ]
const BACKSLASH = 92;
const LF = 10;
const CR = 13;

interface Frame {
  nodes: SgfNode[];
  variations: SgfTree[];
  start: number;
}

/**
 * Memory: a file of a million one-move variations makes a million trees, so each tree
 * holds arrays of its own size (an array that grows from `[]` reserves 16 slots), and
 * a tree without variations shares one frozen empty list.
 */
const NO_VARIATIONS: readonly SgfTree[] = Object.freeze([]);
/** Every node without properties (`;;;…` costs one array slot a node, not an object). */
const EMPTY_NODE: SgfNode = Object.freeze({});
/** A frame's nodes before its first node (replaced, never pushed to). */
const NO_NODES = Object.freeze([]) as unknown as SgfNode[];

/**
 * 2,000,000 nodes, the default limit of a whole file (all its game trees): a 16 MiB file
 * of empty nodes (`;` × 16 million) would otherwise take seconds and gigabytes to read.
 */
export const SGF_MAX_NODES = 2_000_000;

export interface SgfParseOptions {
  /** Refuse a file with more nodes than this, all game trees together (default {@link SGF_MAX_NODES}). */
  readonly maxNodes?: number;
}

const isSpace = (c: number): boolean =>
  c === 32 || c === LF || c === CR || c === 9 || c === 11 || c === 12;
const isUpper = (c: number): boolean => c >= 65 && c <= 90;
const isLower = (c: number): boolean => c >= 97 && c <= 122;

/** 1-based line and column of a 0-based offset (CRLF, LF and lone CR end lines). */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === LF || (c === CR && text.charCodeAt(i + 1) !== LF)) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

function fail(
  text: string,
  offset: number,
  reason: SgfErrorReason,
  what: string,
): Result<never, SgfError> {
  const { line, column } = lineColumn(text, offset);
  return err({
    reason,
    offset,
    line,
    column,
    message: `${what} at line ${line}, column ${column}`,
  });
}

/** Scanner state shared by the helpers below (one parse at a time; no re-entrancy needed). */
let pos = 0;
let failure: Result<never, SgfError> | undefined;

/** Parses a whole SGF text. Never throws for malformed input. */
export function parseSgf(
  text: string,
  options: SgfParseOptions = {},
): Result<SgfCollection, SgfError> {
  const maxNodes = options.maxNodes ?? SGF_MAX_NODES;
  let nodes = 0;
  const n = text.length;
  const collection: SgfTree[] = [];
  const stack: Frame[] = [];
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (stack.length === 0) {
      // Outside any tree: skip anything up to the next '('.
      const next = text.indexOf('(', i);
      if (next < 0) break;
      stack.push({ nodes: NO_NODES, variations: [], start: next });
      i = next + 1;
      continue;
    }
    if (isSpace(c)) {
      i++;
      continue;
    }
    const top = stack[stack.length - 1] as Frame;
    // Some writers (Nihon Ki-in) omit the ';' of the first node: "(\nTE[...]...".
    const implicit =
      top.nodes.length === 0 && top.variations.length === 0 && (isUpper(c) || isLower(c));
    if (c === SEMI || implicit) {
      if (top.variations.length > 0)
        return fail(text, i, 'node-after-variation', 'a node after a variation');
      if (++nodes > maxNodes) {
        const what = `node ${nodes.toLocaleString('en')} is over the limit of ${maxNodes.toLocaleString('en')} nodes`;
        return fail(text, i, 'too-many-nodes', what);
      }
      const node = readNode(text, implicit ? i : i + 1);
      if (node === undefined) return failure as Result<never, SgfError>;
      if (top.nodes === NO_NODES) top.nodes = [node];
      else top.nodes.push(node);
      i = pos;
    } else if (c === OPEN) {
      if (top.nodes.length === 0) return fail(text, i, 'empty-tree', 'a game tree without a node');
      stack.push({ nodes: NO_NODES, variations: [], start: i });
      i++;
    } else if (c === CLOSE) {
      if (top.nodes.length === 0) return fail(text, i, 'empty-tree', 'a game tree without a node');
      stack.pop();
      const vars = top.variations.length === 0 ? NO_VARIATIONS : top.variations;
      const tree: SgfTree = { nodes: top.nodes, variations: vars };
      const parent = stack[stack.length - 1];
      if (parent) parent.variations.push(tree);
      else collection.push(tree);
      i++;
    } else {
      const shown = JSON.stringify(text[i]);
      return fail(text, i, 'unexpected-char', `unexpected ${shown}`);
    }
  }
  if (stack.length > 0) {
    const open = stack[stack.length - 1] as Frame;
    const { line, column } = lineColumn(text, open.start);
    return fail(
      text,
      n,
      'unexpected-end',
      `the file ends inside the game tree opened at line ${line}, column ${column}`,
    );
  }
  if (collection.length === 0) return fail(text, 0, 'no-game-tree', 'no game tree');
  return ok(collection);
}

function stop(text: string, offset: number, reason: SgfErrorReason, what: string): undefined {
  failure = fail(text, offset, reason, what);
  return undefined;
}

/** Reads properties from `start` (just after ';') up to the next ';', '(' or ')'; sets `pos`. */
function readNode(text: string, start: number): SgfNode | undefined {
  let node: Record<string, string[]> | undefined;
  const n = text.length;
  let i = start;
  while (i < n) {
    let c = text.charCodeAt(i);
    if (isSpace(c)) {
      i++;
      continue;
    }
    if (!isUpper(c) && !isLower(c)) break;
    const idStart = i;
    let id = '';
    let plain = true;
    while (i < n) {
      c = text.charCodeAt(i);
      if (isUpper(c)) i++;
      else if (isLower(c)) {
        plain = false;
        i++;
      } else break;
    }
    if (plain) id = text.slice(idStart, i);
    else for (let k = idStart; k < i; k++) if (isUpper(text.charCodeAt(k))) id += text[k];
    if (id === '')
      return stop(text, idStart, 'bad-property-id', 'a property id without an upper-case letter');
    while (i < n && isSpace(text.charCodeAt(i))) i++;
    if (i >= n || text.charCodeAt(i) !== LBRACKET) {
      return stop(text, i, 'missing-value', `property ${id} without a value`);
    }
    node ??= {};
    let values = node[id];
    while (i < n && text.charCodeAt(i) === LBRACKET) {
      const value = readValue(text, i + 1);
      if (value === undefined)
        return stop(text, i, 'unterminated-value', `value of ${id} never closed by ']'`);
      // Most properties have one value: an array of exactly one slot.
      if (values === undefined) {
        values = [value];
        node[id] = values;
      } else values.push(value);
      i = pos;
      while (i < n && isSpace(text.charCodeAt(i))) i++;
    }
  }
  pos = i;
  return node ?? EMPTY_NODE;
}

/** Reads a value starting after '['; sets `pos` just after the closing ']'. */
function readValue(text: string, start: number): string | undefined {
  const n = text.length;
  let i = start;
  // Fast path: no backslash before the closing bracket.
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === RBRACKET) {
      pos = i + 1;
      return text.slice(start, i);
    }
    if (c === BACKSLASH) break;
    i++;
  }
  if (i >= n) return undefined;
  let value = text.slice(start, i);
  let chunk = i;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === RBRACKET) {
      pos = i + 1;
      return value + text.slice(chunk, i);
    }
    if (c !== BACKSLASH) {
      i++;
      continue;
    }
    value += text.slice(chunk, i);
    i++;
    if (i >= n) return undefined;
    const d = text.charCodeAt(i);
    if (d === LF || d === CR) {
      // Soft line break: drop the backslash and the newline (\n, \r, \r\n or \n\r).
      const e = text.charCodeAt(i + 1);
      i += (e === LF || e === CR) && e !== d ? 2 : 1;
      chunk = i;
    } else {
      chunk = i; // the escaped character is kept literally
      i++;
    }
  }
  return undefined;
}
