/**
 * The SGF record of a match game, for `qipan go match --sgf DIR`: players, komi,
 * Chinese rules (the referee's), the result and how the game ended, every move.
 *
 * @example
 * ```ts
 * import { matchGameSgf } from './match-sgf.js';
 * matchGameSgf(record, { size: 9, komi: 7, black: 'gnugo', white: 'qipan gtp', date: '2026-11-22' });
 * // '(;GM[1]FF[4]CA[UTF-8]SZ[9]KM[7]RU[Chinese]PB[gnugo]PW[qipan gtp]...;B[ee];W[cc]...)'
 * ```
 */
import { formatSgf, type SgfNode } from '@qipan/core';
import { parseGtpVertex, sgfMoveNode } from '@qipan/go';
import type { GameRecord } from './match.js';

export interface MatchSgfInfo {
  readonly size: number;
  readonly komi: number;
  readonly black: string;
  readonly white: string;
  readonly date: string;
  readonly round?: number;
}

export function matchGameSgf(record: GameRecord, info: MatchSgfInfo): string {
  const root: SgfNode = {
    GM: ['1'],
    FF: ['4'],
    CA: ['UTF-8'],
    AP: ['qipan go match'],
    SZ: [String(info.size)],
    KM: [String(info.komi)],
    RU: ['Chinese'],
    PB: [info.black],
    PW: [info.white],
    DT: [info.date],
    RE: [record.result],
    GC: [`${record.reason}${record.deadFrom ? `; dead stones: ${record.deadFrom}` : ''}`],
    ...(info.round === undefined ? {} : { RO: [String(info.round)] }),
  };
  const nodes: SgfNode[] = [root];
  for (const m of record.moves) {
    const move = parseGtpVertex(m.vertex, info.size);
    if (move && move.type !== 'resign') nodes.push(sgfMoveNode(m.color, move));
  }
  return formatSgf([{ nodes, variations: [] }]);
}
