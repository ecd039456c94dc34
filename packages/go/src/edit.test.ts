import { describe, expect, it } from 'vitest';
import { formatSgf, parseSgf, Rng, unwrap, type SgfTree } from '@qipan/core';
import {
  editSetup,
  gameInfoOf,
  promoteVariation,
  setGameInfo,
  setNodeProperties,
  setSideToMove,
} from './edit.js';
import { addRecordMove, mainLineIds, positionAt, recordNode, type GoRecord } from './record.js';
import { goRecordToSgf, loadGoRecord } from './sgf.js';
import { toDiagram } from './diagram.js';
import { playAt, stoneAt } from './state.js';

const load = (text: string): GoRecord => unwrap(loadGoRecord(unwrap(parseSgf(text))[0] as SgfTree));
const text = (r: GoRecord): string => formatSgf([goRecordToSgf(r)]).replace(/\n/g, '');
const sgfOf = (r: GoRecord, id: number) => recordNode(r, id).data.sgf;

describe('setNodeProperties', () => {
  it('adds, replaces and removes comments, names, markup and annotations', () => {
    const rec = load('(;GM[1]SZ[9];B[ee];W[cc])');
    const a = setNodeProperties(rec, 1, { C: ['Good shape'], N: ['Tengen'], TE: ['1'] });
    expect(sgfOf(a, 1)).toEqual({ B: ['ee'], C: ['Good shape'], N: ['Tengen'], TE: ['1'] });
    expect(text(a)).toBe('(;GM[1]SZ[9];B[ee]C[Good shape]N[Tengen]TE[1];W[cc])');
    const b = setNodeProperties(a, 1, { C: undefined, TE: [], TR: ['aa', 'bb'] });
    expect(sgfOf(b, 1)).toEqual({ B: ['ee'], N: ['Tengen'], TR: ['aa', 'bb'] });
    // The original record is untouched; positions are the same.
    expect(sgfOf(rec, 1)).toEqual({ B: ['ee'] });
    expect(toDiagram(positionAt(b, 2))).toBe(toDiagram(positionAt(rec, 2)));
    // Back to a bare move: the node is the shared `B[ee]` again.
    const c = setNodeProperties(b, 1, { N: undefined, TR: undefined });
    expect(sgfOf(c, 1)).toBe(sgfOf(rec, 1));
  });

  it('returns the same record when nothing changes', () => {
    const rec = load('(;GM[1]SZ[9]C[hi];B[ee])');
    expect(setNodeProperties(rec, 0, { C: ['hi'] })).toBe(rec);
    expect(setNodeProperties(rec, 1, { C: undefined })).toBe(rec);
    expect(setNodeProperties(rec, 1, {})).toBe(rec);
  });

  it('refuses properties that decide positions, bad names and unknown nodes', () => {
    const rec = load('(;GM[1]SZ[9];B[ee])');
    for (const k of ['B', 'W', 'AB', 'AW', 'AE', 'PL', 'SZ', 'KM', 'RU', 'HA'])
      expect(() => setNodeProperties(rec, 1, { [k]: ['aa'] })).toThrow(RangeError);
    expect(() => setNodeProperties(rec, 1, { c: ['x'] })).toThrow(/not an SGF property/);
    expect(() => setNodeProperties(rec, 9, { C: ['x'] })).toThrow(RangeError);
    expect(sgfOf(rec, 1)).toEqual({ B: ['ee'] });
  });
});

describe('setGameInfo', () => {
  it('writes players, date and result without touching the rules', () => {
    const rec = load('(;GM[1]SZ[9]KM[6.5]PB[A];B[ee])');
    const r = unwrap(setGameInfo(rec, { PB: ['Lee'], PW: ['Cho'], DT: ['2026-11-24'], RE: [] }));
    expect(sgfOf(r, 0)).toEqual({
      GM: ['1'],
      SZ: ['9'],
      KM: ['6.5'],
      PB: ['Lee'],
      PW: ['Cho'],
      DT: ['2026-11-24'],
    });
    expect(r.rules).toBe(rec.rules);
    expect(gameInfoOf(r)).toEqual({ PB: 'Lee', PW: 'Cho', DT: '2026-11-24', KM: '6.5' });
    expect(unwrap(setGameInfo(rec, { PB: ['A'] }))).toBe(rec);
  });

  it('changes komi and rules: positions score with the new komi, ids stay', () => {
    const rec = load('(;GM[1]SZ[9]KM[6.5];B[ee];W[cc])');
    const end = mainLineIds(rec).at(-1)!;
    positionAt(rec, end); // cached under the old rules
    const r = unwrap(setGameInfo(rec, { KM: ['0.5'], RU: ['Chinese'] }));
    expect(r.rules.komi).toBe(0.5);
    expect(r.rules.preset).toBe('chinese');
    expect(positionAt(r, end).rules.komi).toBe(0.5);
    expect(mainLineIds(r)).toEqual(mainLineIds(rec));
    // Removing KM gives the preset's komi.
    expect(unwrap(setGameInfo(r, { KM: undefined })).rules.komi).toBe(7.5);
  });

  it('refuses bad values and non-game-info properties, changing nothing', () => {
    const rec = load('(;GM[1]SZ[9]KM[6.5];B[ee])');
    expect(setGameInfo(rec, { KM: ['six'] })).toMatchObject({
      ok: false,
      error: { reason: 'bad-komi' },
    });
    expect(setGameInfo(rec, { HA: ['x'] })).toMatchObject({
      ok: false,
      error: { reason: 'bad-handicap' },
    });
    expect(setGameInfo(rec, { C: ['x'] })).toMatchObject({
      ok: false,
      error: { reason: 'not-game-info' },
    });
    expect(setGameInfo(rec, { SZ: ['13'] })).toMatchObject({ error: { reason: 'not-game-info' } });
    expect(sgfOf(rec, 0).KM).toEqual(['6.5']);
  });

  it('refuses rules under which a recorded move would be illegal', () => {
    const rec = load('(;GM[1]SZ[9]RU[Japanese];B[ee];W[];B[];W[ff])');
    expect(unwrap(setGameInfo(rec, { RU: ['Chinese'] })).rules.ko).toBe('positional-superko');
    const suicide = load('(;GM[1]SZ[5]RU[NZ]AB[ba][bb][ac]AW[ab];W[aa])');
    expect(suicide.errors).toEqual([]);
    const r = setGameInfo(suicide, { RU: ['Japanese'] });
    expect(r).toMatchObject({ ok: false, error: { reason: 'breaks-moves' } });
    expect(!r.ok && r.error.message).toMatch(/^move 1 \(white A5\): .*suicide/);
    expect(suicide.rules.suicide).toBe('allowed');
  });
});

describe('promoteVariation', () => {
  it('makes the whole path to a node the main line', () => {
    // Root → B[aa] → (W[bb] | W[cc] → (B[dd] | B[ee]))
    const rec = load('(;GM[1]SZ[9];B[aa](;W[bb])(;W[cc](;B[dd])(;B[ee])))');
    const ee = [...rec.tree.walk()].find((n) => n.data.sgf.B?.[0] === 'ee')!.id;
    const r = promoteVariation(rec, ee);
    expect(mainLineIds(r).at(-1)).toBe(ee);
    expect(text(r)).toBe('(;GM[1]SZ[9];B[aa](;W[cc](;B[ee])(;B[dd]))(;W[bb]))');
    expect(promoteVariation(r, ee)).toBe(r);
    expect(promoteVariation(rec, 0)).toBe(rec);
    expect(() => promoteVariation(rec, 99)).toThrow(RangeError);
  });
});

describe('editSetup', () => {
  it('edits the root in place with minimal AB/AW lists', () => {
    const rec = load('(;GM[1]SZ[5]AB[aa:bb])');
    let r = unwrap(editSetup(rec, 0, { x: 4, y: 4 }, 'white'));
    expect(r.id).toBe(0);
    expect(sgfOf(r.record, 0)).toMatchObject({ AB: ['aa:bb'], AW: ['ee'] });
    // Black where the root says AW moves the point; removing a root stone drops it.
    r = unwrap(editSetup(r.record, 0, { x: 4, y: 4 }, 'black'));
    expect(sgfOf(r.record, 0).AW).toBeUndefined();
    expect(sgfOf(r.record, 0).AB).toEqual(['aa:bb', 'ee']);
    r = unwrap(editSetup(r.record, 0, { x: 0, y: 0 }, undefined));
    expect(sgfOf(r.record, 0).AB).toEqual(['ba', 'ab', 'bb', 'ee']); // expanded to drop A5
    expect(sgfOf(r.record, 0).AE).toBeUndefined();
    expect(toDiagram(positionAt(r.record, 0))).toBe(
      '. X . . .\nX X . . .\n. . . . .\n. . . . .\n. . . . X',
    );
    expect(toDiagram(positionAt(rec, 0))).toBe(
      'X X . . .\nX X . . .\n. . . . .\n. . . . .\n. . . . .',
    );
  });

  it('adds a setup node after a move, then edits that leaf in place; play goes on from it', () => {
    const rec = load('(;GM[1]SZ[5];B[cc];W[bc])');
    const w = mainLineIds(rec)[2]!;
    const a = unwrap(editSetup(rec, w, { x: 2, y: 2 }, undefined)); // clear the black stone
    expect(a.id).not.toBe(w);
    expect(recordNode(a.record, a.id).parent).toBe(w);
    expect(sgfOf(a.record, a.id)).toEqual({ AE: ['cc'] });
    // The leaf changes in place: the AE is dropped when black comes back, and AB added.
    const b = unwrap(editSetup(a.record, a.id, { x: 2, y: 2 }, 'black'));
    expect(b.id).toBe(a.id);
    expect(sgfOf(b.record, b.id)).toEqual({});
    const c = unwrap(editSetup(b.record, b.id, { x: 0, y: 0 }, 'black'));
    expect(sgfOf(c.record, c.id)).toEqual({ AB: ['aa'] });
    const s = positionAt(c.record, c.id);
    expect([s.turn, s.moveNumber]).toEqual(['black', 2]);
    // White takes the black A5 with B5 and A4.
    const m1 = unwrap(addRecordMove(c.record, c.id, 'white', playAt(1, 0)));
    const m2 = unwrap(addRecordMove(m1.record, m1.id, 'white', playAt(0, 1)));
    const after = positionAt(m2.record, m2.id);
    expect(stoneAt(after, { x: 0, y: 0 })).toBeUndefined(); // captured
    expect(after.moveNumber).toBe(4);
    expect(text(m2.record)).toBe('(;GM[1]SZ[5];B[cc];W[bc];AB[aa];W[ba];W[ab])');
    // Round trip: the file loads to the same position.
    const back = load(text(m2.record));
    expect(toDiagram(positionAt(back, mainLineIds(back).at(-1)!))).toBe(toDiagram(after));
  });

  it('changes nothing when the point already holds that, refuses off-board and unknown nodes', () => {
    const rec = load('(;GM[1]SZ[5]AB[aa];B[cc])');
    expect(unwrap(editSetup(rec, 0, { x: 0, y: 0 }, 'black')).record).toBe(rec);
    expect(unwrap(editSetup(rec, 1, { x: 2, y: 2 }, 'black')).record).toBe(rec);
    expect(unwrap(editSetup(rec, 0, { x: 3, y: 3 }, undefined)).record).toBe(rec);
    expect(editSetup(rec, 0, { x: 5, y: 0 }, 'black')).toMatchObject({
      ok: false,
      error: { reason: 'off-board' },
    });
    expect(editSetup(rec, 0, { x: -1, y: 0 }, 'black')).toMatchObject({
      error: { reason: 'off-board' },
    });
    expect(editSetup(rec, 0, { x: 0.5, y: 0 }, 'black')).toMatchObject({
      error: { reason: 'off-board' },
    });
    expect(editSetup(rec, 7, { x: 0, y: 0 }, 'black')).toMatchObject({
      error: { reason: 'no-node' },
    });
  });

  it('refuses a root stone under a later move', () => {
    const rec = load('(;GM[1]SZ[5];B[cc];W[bb])');
    const r = editSetup(rec, 0, { x: 1, y: 1 }, 'black');
    expect(r).toMatchObject({ ok: false, error: { reason: 'breaks-moves' } });
    expect(!r.ok && r.error.message).toBe('move 2 (white B4): the point is occupied');
    // Elsewhere is fine, and the positions below the root see the new stone.
    const ok = unwrap(editSetup(rec, 0, { x: 4, y: 4 }, 'white'));
    expect(stoneAt(positionAt(ok.record, 2), { x: 4, y: 4 })).toBe('white');
  });
});

describe('setSideToMove', () => {
  it('writes PL in place at the root, or as a new node after a move', () => {
    const rec = load('(;GM[1]SZ[5]AB[aa];B[cc])');
    const a = unwrap(setSideToMove(rec, 0, 'white'));
    expect(sgfOf(a.record, 0).PL).toEqual(['W']);
    expect(positionAt(a.record, 0).turn).toBe('white');
    expect(unwrap(setSideToMove(a.record, 0, 'white')).record).toBe(a.record);
    const b = unwrap(setSideToMove(rec, 1, 'black'));
    expect(b.id).toBe(2);
    expect(sgfOf(b.record, 2)).toEqual({ PL: ['B'] });
    expect(positionAt(b.record, 2).turn).toBe('black');
    const m = unwrap(addRecordMove(b.record, b.id, 'black', playAt(0, 4)));
    expect(positionAt(m.record, m.id).turn).toBe('white');
    expect(text(m.record)).toBe('(;GM[1]SZ[5]AB[aa];B[cc];PL[B];B[ae])');
    expect(setSideToMove(rec, 5, 'black')).toMatchObject({ error: { reason: 'no-node' } });
  });
});

describe('random edits round-trip through SGF', () => {
  /** Each node's board and turn, in walk order (ids differ after a reload; the shape does not). */
  const positions = (r: GoRecord): string[] =>
    [...r.tree.walk()].map((n) => {
      const s = positionAt(r, n.id);
      return `${n.children.length}|${s.turn}|${s.moveNumber}|${toDiagram(s)}`;
    });

  it('keeps every position equal to the reloaded file’s, seed by seed', () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e']) {
      const rng = Rng.fromSeed(seed);
      let rec = load('(;GM[1]SZ[5]RU[Chinese])');
      for (let step = 0; step < 60; step++) {
        const ids = [...rec.tree.walk()].map((n) => n.id);
        const id = ids[rng.int(ids.length)]!;
        const p = { x: rng.int(5), y: rng.int(5) };
        const kind = rng.int(4);
        const before = rec;
        if (kind === 0) {
          const color = (['black', 'white', undefined] as const)[rng.int(3)];
          const r = editSetup(rec, id, p, color);
          if (r.ok) rec = r.value.record;
          else expect(r.error.reason).toBe('breaks-moves');
        } else if (kind === 1) {
          const r = setSideToMove(rec, id, rng.int(2) === 0 ? 'black' : 'white');
          rec = unwrap(r).record;
        } else {
          const s = positionAt(rec, id);
          const r = addRecordMove(
            rec,
            id,
            s.turn,
            rng.int(8) === 0 ? { type: 'pass' } : playAt(p.x, p.y),
          );
          if (r.ok) rec = r.value.record;
        }
        if (rec === before) continue;
        expect(positions(load(text(rec)))).toEqual(positions(rec));
      }
      expect(rec.tree.size).toBeGreaterThan(20);
    }
  });
});
