/**
 * The generic SGF data model (FF[1]–FF[4]): a collection of game trees, each a
 * sequence of nodes followed by its variations; a node maps property ids to all
 * their values (unknown properties included). Values are stored unescaped.
 *
 * @example
 * ```ts
 * import { sgfProp, type SgfTree } from '@qipan/core';
 * const tree: SgfTree = { nodes: [{ GM: ['1'], SZ: ['9'] }, { B: ['ee'] }], variations: [] };
 * sgfProp(tree.nodes[1]!, 'B'); // 'ee'
 * ```
 */

/** One node: property id (upper-case letters) → its values, in file order. */
export type SgfNode = Readonly<Record<string, readonly string[]>>;

/** A game tree: a non-empty sequence of nodes, then zero or more variations. */
export interface SgfTree {
  readonly nodes: readonly SgfNode[];
  readonly variations: readonly SgfTree[];
}

/** A whole file: one or more game trees. */
export type SgfCollection = readonly SgfTree[];

export const SGF_ERROR_REASONS = [
  'no-game-tree',
  'unexpected-char',
  'unexpected-end',
  'empty-tree',
  'node-after-variation',
  'missing-value',
  'bad-property-id',
  'unterminated-value',
  'too-many-nodes',
] as const;
export type SgfErrorReason = (typeof SGF_ERROR_REASONS)[number];

/** Malformed input: where (1-based line and column, 0-based offset) and why. */
export interface SgfError {
  readonly reason: SgfErrorReason;
  readonly message: string;
  readonly line: number;
  readonly column: number;
  readonly offset: number;
}

/** The first value of a property, or undefined. */
export function sgfProp(node: SgfNode, id: string): string | undefined {
  return node[id]?.[0];
}

/** The nodes of the main line: each tree's sequence, then its first variation, iteratively. */
export function sgfMainLine(tree: SgfTree): SgfNode[] {
  const out: SgfNode[] = [];
  let cur: SgfTree | undefined = tree;
  while (cur) {
    for (const n of cur.nodes) out.push(n);
    cur = cur.variations[0];
  }
  return out;
}

/** Counts the nodes of a tree (all variations), iteratively. */
export function sgfNodeCount(tree: SgfTree): number {
  let count = 0;
  const stack: SgfTree[] = [tree];
  while (stack.length > 0) {
    const t = stack.pop() as SgfTree;
    count += t.nodes.length;
    for (const v of t.variations) stack.push(v);
  }
  return count;
}
