/**
 * A game tree with variations: nodes in a flat table, parent links and ordered
 * children, walked iteratively so a 5,000-move record never overflows the stack.
 * Immutable: every edit returns a new tree (sharing unchanged nodes).
 *
 * @example
 * ```ts
 * import { GameTree } from '@qipan/core';
 * let t = GameTree.create<string>('root');
 * const [t1, a] = t.addChild(t.rootId, 'e4');
 * const [t2, b] = t1.addChild(a, 'e5');
 * t2.mainLine().map((n) => n.data); // ['root', 'e4', 'e5']
 * ```
 */
import { PVec } from './pvec.js';

export type NodeId = number;

export interface TreeNode<T> {
  readonly id: NodeId;
  readonly parent: NodeId | undefined;
  readonly children: readonly NodeId[];
  readonly data: T;
}

export class GameTree<T> {
  private constructor(
    /** Node `id` at index `id`; removed nodes leave `undefined`. */
    private readonly nodes: PVec<TreeNode<T> | undefined>,
    readonly rootId: NodeId,
    /** Live nodes. */
    readonly size: number,
  ) {}

  static create<T>(rootData: T): GameTree<T> {
    const root: TreeNode<T> = { id: 0, parent: undefined, children: [], data: rootData };
    return new GameTree(PVec.empty<TreeNode<T> | undefined>().push(root), 0, 1);
  }

  /**
   * A tree from a finished table (e.g. a record loader's): `nodes[i].id === i`, node 0
   * the root, parent and children links consistent. O(n); the table is not copied
   * node by node, so do not mutate it afterwards.
   */
  static fromTable<T>(nodes: readonly TreeNode<T>[]): GameTree<T> {
    if (nodes.length === 0) throw new RangeError('a tree needs a root');
    nodes.forEach((n, i) => {
      if (n.id !== i) throw new RangeError(`node at ${i} has id ${n.id}`);
    });
    return new GameTree(PVec.from<TreeNode<T> | undefined>(nodes), 0, nodes.length);
  }

  node(id: NodeId): TreeNode<T> {
    const n = this.nodes.get(id);
    if (!n) throw new RangeError(`no node ${id}`);
    return n;
  }
  has(id: NodeId): boolean {
    return this.nodes.get(id) !== undefined;
  }

  /**
   * Adds `data` as the last child of `parent`; returns the new tree and node id.
   * Costs O(log n + children of parent): the tree is persistent, not copied.
   */
  addChild(parent: NodeId, data: T): [GameTree<T>, NodeId] {
    const p = this.node(parent);
    const id = this.nodes.length;
    const nodes = this.nodes
      .push({ id, parent, children: [], data })
      .set(parent, { ...p, children: [...p.children, id] });
    return [new GameTree(nodes, this.rootId, this.size + 1), id];
  }

  /** Replaces a node's data. */
  update(id: NodeId, data: T): GameTree<T> {
    return new GameTree(this.nodes.set(id, { ...this.node(id), data }), this.rootId, this.size);
  }

  /** Removes a node and its whole subtree (not the root). */
  remove(id: NodeId): GameTree<T> {
    const n = this.node(id);
    if (n.parent === undefined) throw new RangeError('cannot remove the root');
    let nodes = this.nodes;
    let removed = 0;
    const stack: NodeId[] = [id];
    while (stack.length > 0) {
      const cur = stack.pop() as NodeId;
      for (const c of this.node(cur).children) stack.push(c); // no spread: 10^5 children
      nodes = nodes.set(cur, undefined);
      removed++;
    }
    const p = this.node(n.parent);
    nodes = nodes.set(p.id, { ...p, children: p.children.filter((c) => c !== id) });
    return new GameTree(nodes, this.rootId, this.size - removed);
  }

  /** Moves child `id` to be the first (main) variation of its parent. */
  promote(id: NodeId): GameTree<T> {
    const n = this.node(id);
    if (n.parent === undefined) return this;
    const p = this.node(n.parent);
    const children = [id, ...p.children.filter((c) => c !== id)];
    return new GameTree(this.nodes.set(p.id, { ...p, children }), this.rootId, this.size);
  }

  /** Nodes from the root to `id`, inclusive. */
  pathTo(id: NodeId): TreeNode<T>[] {
    const out: TreeNode<T>[] = [];
    let cur: NodeId | undefined = id;
    while (cur !== undefined) {
      const n = this.node(cur);
      out.push(n);
      cur = n.parent;
    }
    return out.reverse();
  }

  /** From `from` (default the root) following first children to the end. */
  mainLine(from: NodeId = this.rootId): TreeNode<T>[] {
    const out: TreeNode<T>[] = [];
    let cur: NodeId | undefined = from;
    while (cur !== undefined) {
      const n = this.node(cur);
      out.push(n);
      cur = n.children[0];
    }
    return out;
  }

  /** Every node in depth-first pre-order, iteratively. */
  *walk(from: NodeId = this.rootId): Generator<TreeNode<T>> {
    const stack: NodeId[] = [from];
    while (stack.length > 0) {
      const n = this.node(stack.pop() as NodeId);
      yield n;
      for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i] as NodeId);
    }
  }

  /** Depth of a node: the root is 0. */
  depth(id: NodeId): number {
    let d = 0;
    let cur = this.node(id).parent;
    while (cur !== undefined) {
      d++;
      cur = this.node(cur).parent;
    }
    return d;
  }
}
