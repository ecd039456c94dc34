import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Board } from './board.js';
import { forbiddenIndices, forbiddenKind } from './renju.js';
import { BLACK, WHITE } from './types.js';

interface Check {
  point: [number, number];
  notation: string;
  color: 'black' | 'white';
  forbidden: boolean;
  kind: string | null;
}
interface Case {
  id: string;
  size: number;
  black: [number, number][];
  white: [number, number][];
  checks: Check[];
  exhaustive: boolean;
  tags: string[];
}
const file = new URL('../../../testdata/gomoku/renju-forbidden.json', import.meta.url);
const data = JSON.parse(readFileSync(file, 'utf8')) as { cases: Case[] };

function boardOf(c: Case): Board {
  const b = new Board(c.size);
  for (const [x, y] of c.black) b.put(b.index(x, y), BLACK);
  for (const [x, y] of c.white) b.put(b.index(x, y), WHITE);
  return b;
}

describe('renju-forbidden.json', () => {
  it('has cases', () => expect(data.cases.length).toBeGreaterThan(50));
  for (const c of data.cases) {
    it(c.id, () => {
      const b = boardOf(c);
      for (const check of c.checks) {
        const i = b.index(check.point[0], check.point[1]);
        const kind = check.color === 'white' ? undefined : forbiddenKind(b, i);
        const label = `${check.notation} ${check.color}`;
        expect(kind !== undefined, label).toBe(check.forbidden);
        if (check.forbidden && check.kind !== null) expect(kind, label).toBe(check.kind);
      }
      if (c.exhaustive) {
        const listed = new Set(
          c.checks.filter((k) => k.forbidden).map((k) => b.index(k.point[0], k.point[1])),
        );
        const found = forbiddenIndices(b).map((f) => f.index);
        expect(new Set(found)).toEqual(listed);
      }
    });
  }
});
