// The referee's game records (`qipan gomoku match` output, `  record h8i9…` lines) for
// the bench scripts, and the positions the freestyle search evaluates at its leaves.
import type { Point } from '@qipan/core';
import { readFileSync } from 'node:fs';
import { parseMoveString } from '@qipan/gomoku';
import { FIVE, FLEX4, type PatternBoard } from '@qipan/gomoku/ai';

/** One game of a record file. */
export interface GameRecord {
  readonly head: string;
  readonly points: readonly Point[];
}

/** The board size of every record here (15×15 freestyle). */
export const SIZE = 15;

/**
 * Every readable record of the files, in order, as `{ head, points }`: `head` is the
 * game's `game N: …` line before it ('' when there is none), `points` its moves.
 */
export function readRecords(files: readonly string[]): GameRecord[] {
  const out: GameRecord[] = [];
  for (const f of files) {
    let head = '';
    for (const line of readFileSync(f, 'utf8').split('\n')) {
      if (line.startsWith('game ')) head = line;
      const m = /^ {2}record (\S+)$/.exec(line);
      if (!m) continue;
      const parsed = parseMoveString(m[1] as string, SIZE);
      if (parsed.ok) out.push({ head, points: parsed.points });
      head = '';
    }
  }
  return out;
}

/**
 * True when the search would evaluate the position of pattern board `b` rather than
 * answer a threat (engine.ts): no five point for either side, no open three (a point
 * making an open four) for the side to move.
 */
export function isLeafPosition(b: PatternBoard): boolean {
  const me = b.toMove;
  const opp = me === 1 ? 2 : 1;
  return b.count(me, FIVE) === 0 && b.count(opp, FIVE) === 0 && b.count(me, FLEX4) === 0;
}
