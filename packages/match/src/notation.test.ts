import { unwrap } from '@qipan/core';
import { go } from '@qipan/go';
import { gomoku } from '@qipan/gomoku';
import { describe, expect, it } from 'vitest';
import { chongziMatch, gomokuMatch, goMatch, matchGame } from './games.js';
import { createMatch, lineMoves } from './match.js';
import { applyNotation, fromNotation, toNotation } from './notation.js';
import { fromRecord, toRecord } from './record.js';
import type { GameId } from './types.js';

/**
 * Real games, with how they ended. Go: GNU Go level 10 against Qipan level 10 on 9×9
 * (packages/go/test/games, 2026-11-22) and on 19×19 (bench seed 8, 2026-11-25), with
 * captures, ko retakes and passes in the middle; Gomoku: freestyle, Qipan against Rapfi
 * (bench session 18, game 1), and Qipan's AI against itself under Renju and under
 * swap2 (place-two, then the choice of black); Chongzi: Qipan's AI against itself on
 * both starts of 5×5 and on 4×4.
 */
const GAMES: readonly {
  name: string;
  game: GameId;
  options: unknown;
  moves: string;
  winner: 'black' | 'white';
  reason: string;
}[] = [
  {
    name: 'Go 9×9, GNU Go 10 vs Qipan 10',
    game: 'go',
    options: { preset: 'chinese', size: 9, komi: 7 },
    moves:
      'E5 F3 D3 E4 D4 F5 F6 E6 D5 G6 F7 G7 F8 D7 G5 F4 G8 H8 H5 H6 H3 E8 J6 H7 H9 E2 D2 G9 F9 D1 E7 D6 D8 C8 C6 C7 B5 C2 B7 D9 J7 E9 J8 B8 A6 B3 B4 C3 G2 C4 C5 A4 A5 A3 F2 E3 A8 B9 F1 A9 E1 A7 C1 B6 D1 B1 A2 G6 B7 G7 B6 H8 H7 H2 A8 G3 G4 A7 pass J2 A8 H1 A7 J3 J4 F3 G3 F4 pass F5 pass E3 pass pass',
    winner: 'black',
    reason: 'score',
  },
  {
    name: 'Go 19×19, Qipan 10 vs GNU Go 10',
    game: 'go',
    options: { preset: 'chinese', size: 19, komi: 7 },
    moves: [
      'F3 Q16 Q4 D15 E5 D17 L16 R6 N6 R9 D11 C3 J14 C6 Q14 O16 O9 R12 L9 P13',
      'G13 N4 N5 O4 L4 C9 F8 J17 C5 B5 C10 D9 F10 F15 C7 B7 D6 B6 Q2 P5',
      'N2 Q5 R4 M3 C4 B4 M2 L3 L12 K3 P14 O14 J3 J4 O15 P15 R8 N15 D3 S8',
      'K4 H3 J2 H2 J5 H4 S7 R7 B3 B10 B11 B9 B8 D7 Q8 S9 H16 C2 S5 B2',
      'E18 D18 K2 L2 L1 J1 S6 K1 E7 O2 D8 H5 B15 K5 E15 E16 G17 E14 B17 F18',
      'F17 E17 G18 E19 C8 J6 C18 C16 A3 A8 A2 L18 A4 A5 A7 A1 A9 M17 Q13 S14',
      'R14 S15 Q12 P10 Q9 Q10 R11 S11 S12 R10 O12 T12 T13 S13 J16 K17 O5 Q7 P4 P9',
      'O8 P8 A3 M1 B3 D2 E2 D1 C13 J8 J9 H9 D14 H8 N11 O7 A4 A2 F14 N7',
      'F19 G19 H19 F13 G14 D13 C14 F12 H10 G12 F19 C17 B19 G19 G5 H12 F19 J10 G10 G19',
      'K9 F19 H18 J11 D19 C19 B18 D19 D12 E13 O18 P12 O13 P11 N14 O15 R16 L14 Q17 R17',
      'Q15 P16 R15 S17 N17 K16 M16 N16 M15 M14 N13 L15 P17 L17 S16 J15 T17 R18 Q18 T18',
      'R19 T16 S19 K13 H15 K12 K15 L11 M11 M12 M13 N10 N12 M10 L10 M8 M7 L7 K11 D4',
      'D5 E3 E4 D3 F2 B16 A16 G6 F6 G7 M6 N8 O10 O11 A10 P2 N1 Q1 L1 S1',
      'R2 R1 S2 G4 E9 F4 D10 P3 Q3 F5 M4 N3 O1 K8 L8 K10 M9 N9 L6 K7',
      'K6 F7 G8 C15 A15 H11 G9 T7 T6 T8 R5 E6 H7 L11 F6 E11 E10 E6 E1 D7',
      'D6 D5 Q19 M18 N18 N19 O19 D7 M19 D6 L19 H13 H14 K19 J19 K14 K18 J15 J13 T2',
      'K15 T3 T4 S3 S4 E8 F11 E12 E7 A17 A18 E8 J12 J15 E7 B14 K15 B13 C12 A14',
      'B12 A17 A16 A15 A12 E8 L9 E7 L10 K9 K11 A6 O6 A8 P6 Q6 A7 B15 A13 A8',
      'L5 A7 J5 P7 Q8 G11 L8 L11 O17 J15 K11 L13 K15 M16 J18 J15 H17 K15 F16 G15',
      'S18 T17 T19 T15 T10 T11 G1 G2 J2 K2 P19 E15 A3 Q11 O9 J3 B9 pass pass',
    ].join(' '),
    winner: 'white',
    reason: 'score',
  },
  {
    name: 'Gomoku freestyle, Qipan vs Rapfi',
    game: 'gomoku',
    options: { size: 15, rule: 'freestyle' },
    moves:
      'g8 h7 j10 f7 g7 g6 h5 f5 e4 f6 f8 e8 e9 h6 i6 j7 e6 i7 j8 e7 g5 h8 h10 d10 j9 g10 d9 j12 k7 i9 l8 i8 h9 i10 i11 k9 f9 g9 f10 c9 k5 j5 l6 k6 j4 d8 b10 m7 i4 i2 h12 l5 m4 g11 g13 f14 h13 h11 h4 k4 g4 f4 f3 e2 h2 i3 h1 h3 d5 g2 b7 c6 f11 f12 e10 g12 c8',
    winner: 'black',
    reason: 'five',
  },
  {
    name: 'Gomoku Renju, Qipan level 2 vs itself',
    game: 'gomoku',
    options: { size: 15, rule: 'renju' },
    moves:
      'h8 i9 i7 g9 h9 h10 h7 i11 h6 h5 f8 j12 k13 j8 k7 g11 f12 j7 g7 i5 f7 e7 e9 d10 f6 f5 e5 d4 f10 f9 e8 j5 g5 k5 l5 j9 j6 j11 j10 h11 f11 k11',
    winner: 'white',
    reason: 'five',
  },
  {
    name: 'Gomoku standard with swap2 (place-two, then black)',
    game: 'gomoku',
    options: { size: 15, rule: 'standard', opening: 'swap2' },
    moves:
      'h8 i9 i7 swap:place-two g9 h9 swap:black h10 h7 i11 h6 h5 f8 j12 k13 j8 k7 g11 f12 j7 g7 i5 f7 e7 e9 d10 g8 j11 d8 e8 e6 i10 d5',
    winner: 'black',
    reason: 'five',
  },
  {
    name: 'Chongzi 5×5 fixed start',
    game: 'chongzi',
    options: { size: 5, start: 'fixed' },
    moves:
      'C2-C3 E4-E3 B2-B3 E5-E4 B1-B2 A4-A3 D2-D3 E2-D2 B4-A4 E3-E2 A4-B4 A5-A4 C3-C2 A4-A5 B4-A4 B5-B4 E4-E5 A5-B5 D4-E4 D5-D4 E4-E3 C1-B1 A4-A5 B1-C1 A5-A4 D3-C3 A4-A5 A3-A4 A1-B1 C3-D3 C4-C3 C5-C4',
    winner: 'white',
    reason: 'no-moves',
  },
  {
    name: 'Chongzi 5×5 empty start (placement, captures, movement)',
    game: 'chongzi',
    options: { size: 5, start: 'empty' },
    moves:
      'D4 C3 B2 B4 C5 D2 D1 E3 A4 A2 E2 D5 E5 B1 A1 A5 E4 E1 A3 C1 D3 B5 C2 C4 B3 xD2 xC5 D3-D2 E3-D3 E4-E3 B5-C5 E3-E4 B4-B5 A4-A3 B5-B4 C2-C1 C4-D4 D2-C2 D4-C4 D1-E1 B1-B2 C1-C2 D5-E5 E1-E2 C4-D4 E2-D2 D4-D5 C2-B2 D3-C3 B2-B1 E5-E4 B1-C1 D5-D4 D2-D1 C3-C2 D1-D2 E4-E3 D2-D3 E3-E2 D3-D2 B4-B3 C1-B1 B3-B2 B1-C1 E2-E3 D2-D3 C2-D2 D3-C3 D4-C4',
    winner: 'white',
    reason: 'no-pieces',
  },
  {
    name: 'Chongzi 4×4 fixed start',
    game: 'chongzi',
    options: { size: 4, start: 'fixed' },
    moves:
      'D1-D2 A4-A3 D2-D3 B4-B3 A1-A2 B3-B2 A2-A1 B2-C2 A1-A2 A3-B3 C1-D1 C2-C3 B1-B2 C3-C2 B2-B1 C2-B2',
    winner: 'white',
    reason: 'no-pieces',
  },
];

const seats = { black: { kind: 'person' }, white: { kind: 'person' } } as const;

const start = (id: GameId, options: unknown) => {
  const game = matchGame(id);
  return createMatch(game, { options: unwrap(game.parseOptions(options)), seats, nowMs: 0 });
};

describe('fromNotation / toNotation on real games', () => {
  for (const g of GAMES) {
    it(`${g.name}: replays to its end, and writes the same moves back`, () => {
      const moves = g.moves.split(' ');
      const game = matchGame(g.game);
      const line = unwrap(fromNotation(game, g.options, moves));
      expect(line.plies.map((p) => p.text)).toEqual(moves);
      const end = game.definition.outcome(line.state);
      expect([end?.winner, end?.reason]).toEqual([g.winner, g.reason]);

      // The match form: the same moves through `apply`, read back without a replay.
      const match = unwrap(applyNotation(start(g.game, g.options), moves, (i) => 1000 * i));
      expect(toNotation(match)).toEqual(moves);
      expect(match.state).toEqual(line.state);
      expect(lineMoves(match).map((n) => n.color)).toEqual(line.plies.map((p) => p.color));
      expect(match.plies).toBe(moves.length);
      if (g.game !== 'go')
        expect(match.result).toMatchObject({ winner: g.winner, reason: g.reason });
      else expect(match.scoring).toBeDefined(); // two passes: the dead stones come next

      // And the record: notation written, read, written again.
      const json = JSON.parse(JSON.stringify(toRecord(match))) as { moves: { move: string }[] };
      expect(json.moves.map((m) => m.move)).toEqual(moves);
      const back = unwrap(fromRecord(json));
      expect(toNotation(back)).toEqual(moves);
      expect(back.state).toEqual(match.state);
    });
  }

  it('the definition form gives the same position as the match game form', () => {
    const g = GAMES[0] as (typeof GAMES)[number];
    const moves = g.moves.split(' ');
    const a = unwrap(fromNotation(go, { preset: 'chinese', size: 9, komi: 7 }, moves));
    const b = unwrap(fromNotation(goMatch, g.options, moves));
    expect(a.state).toEqual(b.state);
    expect(a.plies.map((p) => p.color)).toEqual(b.plies.map((p) => p.color));
  });

  it('writes moves the way the game does (H8 reads as h8, pass as pass)', () => {
    const r = unwrap(fromNotation(gomoku, { size: 15 }, ['H8', ' i9 ', '7,9']));
    expect(r.plies.map((p) => p.text)).toEqual(['h8', 'i9', 'h6']); // Gomocup 7,9: rows from the top
    const s = unwrap(fromNotation(goMatch, { size: 9 }, ['e5', 'PASS']));
    expect(s.plies.map((p) => p.text)).toEqual(['E5', 'pass']);
  });

  it('names who made each move: swap2 seats by the game actor, not by colour', () => {
    const g = GAMES[4] as (typeof GAMES)[number];
    const r = unwrap(fromNotation(gomokuMatch, g.options, g.moves.split(' ').slice(0, 8)));
    // The first player (seat black) places three stones, the second chooses to place
    // two more, the first takes black, then the second player (now seat white) moves.
    expect(r.plies.map((p) => p.color)).toEqual([
      'black',
      'black',
      'black',
      'white',
      'white',
      'white',
      'black',
      'white',
    ]);
    // The definition alone knows only the colour of each stone.
    const d = unwrap(fromNotation(gomoku, g.options as never, g.moves.split(' ').slice(0, 3)));
    expect(d.plies.map((p) => p.color)).toEqual(['black', 'white', 'black']);
  });
});

describe('a move that does not replay', () => {
  /** Each real game with move k replaced by one the rules refuse there, and the reason. */
  const BROKEN: readonly {
    index: number;
    k: number;
    bad: string;
    illegal: string;
    unreadable?: true;
  }[] = [
    { index: 0, k: 10, bad: 'E5', illegal: 'occupied' }, // Go 9×9: black's first stone
    { index: 1, k: 398, bad: 'T20', illegal: 'off-board', unreadable: true }, // 19×19 has no row 20
    { index: 1, k: 5, bad: 'I5', illegal: 'malformed', unreadable: true }, // Go columns skip I
    { index: 2, k: 40, bad: 'g8', illegal: 'occupied' }, // freestyle: the first stone
    { index: 3, k: 12, bad: 'g7', illegal: 'forbidden-double-three' }, // Renju: black's foul
    { index: 4, k: 3, bad: 'a1', illegal: 'choice-expected' }, // swap2: a choice is due
    { index: 6, k: 25, bad: 'xE5', illegal: 'not-opponent-piece' }, // Chongzi: E5 is the capturer's own
    { index: 7, k: 1, bad: 'A4-B4', illegal: 'occupied' },
  ];

  for (const b of BROKEN) {
    const g = GAMES[b.index] as (typeof GAMES)[number];
    it(`${g.name}: ${b.bad} at ply ${b.k} is the error, with the moves before it fine`, () => {
      const moves = g.moves.split(' ');
      const broken = [...moves.slice(0, b.k), b.bad, ...moves.slice(b.k + 1)];
      const r = fromNotation(matchGame(g.game), g.options, broken);
      expect(r.ok).toBe(false);
      if (r.ok) return;
      expect(r.error).toMatchObject({ ply: b.k, move: b.bad, illegal: { reason: b.illegal } });
      expect(r.error.reason).toBe(b.unreadable ? 'unreadable' : 'illegal');
      expect(r.error.message).toContain(`move ${b.k + 1} ${JSON.stringify(b.bad)}`);
      expect(fromNotation(matchGame(g.game), g.options, moves.slice(0, b.k)).ok).toBe(true);

      const m = start(g.game, g.options);
      const a = applyNotation(m, broken);
      expect(a.ok ? undefined : a.error).toMatchObject({
        ply: b.k,
        illegal: { reason: b.illegal },
      });
      expect(m.plies).toBe(0); // the match given is a value: nothing changed it
      expect(toNotation(m)).toEqual([]);
    });
  }

  it('a move after the end is refused as game over, at its index', () => {
    const g = GAMES[2] as (typeof GAMES)[number];
    const moves = [...g.moves.split(' '), 'a1'];
    const r = fromNotation(gomokuMatch, g.options, moves);
    expect(r.ok ? undefined : r.error).toMatchObject({
      reason: 'illegal',
      ply: moves.length - 1,
      illegal: { reason: 'game-over' },
    });
  });

  it('the match refuses a move in the scoring phase (not a rule: the match)', () => {
    const r = applyNotation(start('go', { size: 9 }), ['E5', 'pass', 'pass', 'D4']);
    expect(r.ok ? undefined : r.error).toMatchObject({
      reason: 'refused',
      ply: 3,
      refusal: { reason: 'scoring' },
    });
  });

  it('bad options are refused before any move', () => {
    expect(fromNotation(chongziMatch, { size: 7 }, ['C2-C3'])).toMatchObject({
      ok: false,
      error: { reason: 'bad-options' },
    });
    expect(fromNotation(gomoku, { size: 2 }, [])).toMatchObject({
      ok: false,
      error: { reason: 'bad-options' },
    });
  });
});
