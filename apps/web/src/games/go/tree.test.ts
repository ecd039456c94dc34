import { describe, expect, it } from 'vitest';
import { parseSgf, unwrap, type SgfTree } from '@qipan/core';
import { loadGoRecord, type GoRecord } from '@qipan/go';
import { currentLine, forkNode, nodeAtMove, remember } from './tree.js';

const load = (text: string): GoRecord => unwrap(loadGoRecord(unwrap(parseSgf(text))[0] as SgfTree));
/** The id of the node whose move is `color[value]` (unique in these records). */
const at = (r: GoRecord, prop: 'B' | 'W', value: string): number =>
  [...r.tree.walk()].find((n) => n.data.sgf[prop]?.[0] === value)!.id;

// root – B aa – W ba – (B ca – W da – (B ea | B eb) | B cb – AB[ff] – W db)
const REC = load('(;GM[1]SZ[9];B[aa];W[ba](;B[ca];W[da](;B[ea])(;B[eb]))(;B[cb];AB[ff];W[db]))');

describe('forks and move numbers', () => {
  it('finds the fork above and the fork below along the chosen line', () => {
    const ba = at(REC, 'W', 'ba');
    const da = at(REC, 'W', 'da');
    const eb = at(REC, 'B', 'eb');
    const db = at(REC, 'W', 'db');
    expect(forkNode(REC, {}, 0, 1)).toBe(ba);
    expect(forkNode(REC, {}, ba, 1)).toBe(da); // strictly below
    expect(forkNode(REC, {}, da, 1)).toBeUndefined();
    expect(forkNode(REC, {}, eb, -1)).toBe(da);
    expect(forkNode(REC, {}, da, -1)).toBe(ba); // strictly above
    expect(forkNode(REC, {}, ba, -1)).toBeUndefined();
    expect(forkNode(REC, {}, db, -1)).toBe(ba);
    // Below follows the chosen line: after the second variation there is no fork.
    const chosen = remember(REC, {}, db);
    expect(forkNode(REC, chosen, 0, 1)).toBe(ba);
    expect(forkNode(REC, chosen, ba, 1)).toBeUndefined();
    expect(forkNode(REC, {}, 99, 1)).toBeUndefined();
  });

  it('goes to move n on the line through a node, clamped', () => {
    const db = at(REC, 'W', 'db');
    const chosen = remember(REC, {}, db);
    const line = currentLine(REC, chosen, 0);
    expect(line.map((id) => REC.tree.node(id).data.moveNumber)).toEqual([0, 1, 2, 3, 3, 4]);
    expect(nodeAtMove(REC, chosen, 0, 0)).toBe(0);
    expect(nodeAtMove(REC, chosen, 0, 3)).toBe(at(REC, 'B', 'cb')); // the move, not the setup after it
    expect(nodeAtMove(REC, chosen, 0, 4)).toBe(db);
    expect(nodeAtMove(REC, chosen, 0, 400)).toBe(db);
    expect(nodeAtMove(REC, {}, 0, 4)).toBe(at(REC, 'W', 'da'));
    // The line through a node below a fork is that node's line, whatever was chosen.
    expect(nodeAtMove(REC, chosen, at(REC, 'B', 'eb'), 5)).toBe(at(REC, 'B', 'eb'));
    expect(nodeAtMove(REC, chosen, 0, -1)).toBeUndefined();
    expect(nodeAtMove(REC, chosen, 0, 1.5)).toBeUndefined();
    expect(nodeAtMove(REC, chosen, 0, Number.NaN)).toBeUndefined();
    expect(nodeAtMove(REC, chosen, 99, 1)).toBeUndefined();
  });

  it('walks a 5,000-move line without recursion', () => {
    let text = '(;GM[1]SZ[19]';
    for (let i = 0; i < 5000; i++) text += i % 2 === 0 ? ';B[]' : ';W[]';
    const long = load(text + ')');
    const end = nodeAtMove(long, {}, 0, 5000)!;
    expect(long.tree.node(end).data.moveNumber).toBe(5000);
    expect(long.tree.node(nodeAtMove(long, {}, end, 2500)!).data.moveNumber).toBe(2500);
    expect(forkNode(long, {}, 0, 1)).toBeUndefined();
    expect(forkNode(long, {}, end, -1)).toBeUndefined();
  });
});
