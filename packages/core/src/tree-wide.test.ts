// Issue 12 (defect 4's kind): wide nodes must not be spread into one call.
import { describe, expect, it } from 'vitest';
import { GameTree } from './tree.js';

describe('GameTree with a node of 130,000 children', () => {
  it('removes that node and its whole subtree without a stack overflow', () => {
    const table = [
      { id: 0, parent: undefined, children: [1], data: 'root' },
      {
        id: 1,
        parent: 0,
        children: Array.from({ length: 130_000 }, (_, i) => i + 2),
        data: 'wide',
      },
      ...Array.from({ length: 130_000 }, (_, i) => ({
        id: i + 2,
        parent: 1,
        children: [],
        data: `leaf ${i}`,
      })),
    ];
    const big = GameTree.fromTable(table);
    expect(big.size).toBe(130_002);
    const removed = big.remove(1);
    expect(removed.size).toBe(1);
    expect(removed.node(0).children).toEqual([]);
  });
});
