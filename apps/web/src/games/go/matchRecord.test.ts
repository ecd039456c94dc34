import { positionAt, stoneRows } from '@qipan/go';
import { apply, type Action } from '@qipan/match';
import type { GoMove } from '@qipan/go';
import { describe, expect, it } from 'vitest';
import { freshMatch } from './goSpec.js';
import { recordOfMatch, type GoMatch } from './matchRecord.js';
import { DEFAULT_SETTINGS } from './settings.js';

const people = {
  ...DEFAULT_SETTINGS,
  size: 5,
  komi: 0.5,
  opponent: { kind: 'person' },
  time: { kind: 'none' },
} as const;

let now = 1000;
function act(m: GoMatch, a: Action<GoMove>): GoMatch {
  const r = apply(m, a, (now += 1000));
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}
const move = (m: GoMatch, x: number, y: number): GoMatch =>
  act(m, { type: 'move', move: { type: 'play', point: { x, y } } });

describe('recordOfMatch: one Go record per match, grown with it', () => {
  it('appends each new move to the record of the previous tip, with the match position', () => {
    let m = move(move(freshMatch(people), 2, 2), 0, 0);
    const before = recordOfMatch(m);
    expect(before.ids).toHaveLength(3);
    m = move(m, 4, 4);
    const after = recordOfMatch(m);
    expect(after).toBe(recordOfMatch(m)); // the same object while the tip stays
    expect(after.ids.slice(0, 3)).toEqual(before.ids);
    expect(after.record.tree.size).toBe(4);
    // The nodes of the earlier record are the same objects: appended, not rebuilt.
    for (const id of before.ids)
      expect(after.record.tree.node(id).data).toBe(before.record.tree.node(id).data);
    // The record's position at the tip is the match's own state, not a second copy.
    expect(positionAt(after.record, after.ids[3]!)).toBe(m.state);
    expect(after.record.tree.node(after.ids[3]!).data.move).toEqual({
      color: 'black',
      move: { type: 'play', point: { x: 4, y: 4 } },
    });
  });

  it('drops undone moves, then grows again from the line the match kept', () => {
    let m = move(move(move(freshMatch(people), 2, 2), 0, 0), 4, 4);
    const three = recordOfMatch(m);
    expect(three.ids).toHaveLength(4);
    m = act(m, { type: 'request-undo', color: 'white' }); // two people here: one ply back
    expect(m.plies).toBe(2);
    const two = recordOfMatch(m);
    expect(two.ids).toEqual(three.ids.slice(0, 3));
    expect(two.record.tree.size).toBe(3); // the undone move is not in the record (nor its SGF)
    m = move(m, 1, 3);
    const again = recordOfMatch(m);
    expect(again.ids).toHaveLength(4);
    expect(again.record.tree.size).toBe(4);
    expect(stoneRows(positionAt(again.record, again.ids[3]!))).toEqual(stoneRows(m.state));
    expect(again.record.tree.node(again.ids[3]!).data.move?.move).toEqual({
      type: 'play',
      point: { x: 1, y: 3 },
    });
  });

  it('keeps two matches apart', () => {
    const a = move(freshMatch(people), 2, 2);
    const b = move(freshMatch(people), 3, 3);
    expect(recordOfMatch(a).record).not.toBe(recordOfMatch(b).record);
    expect(recordOfMatch(a).record.tree.node(recordOfMatch(a).ids[1]!).data.move?.move).toEqual({
      type: 'play',
      point: { x: 2, y: 2 },
    });
  });
});
