/**
 * A Go match as Go's SGF record (`GoRecord`): the moves of the match's line on a
 * record whose root is the match's start, with the players, the date and the result
 * (RE) in the root. The page shows it in the move tree, sends it to server engines
 * and saves it as SGF. Built once per match tip (cached).
 *
 * @example
 * ```ts
 * const { record, ids } = recordOfMatch(match); // ids[k]: the node after k moves
 * recordToSgfText(withGameInfo(t, match)); // '(;GM[1]FF[4]…PW[Qipan bot (level 2)]RE[B+3.5];B[ee]…)'
 * ```
 */
import type { GoMove, GoOptions, GoRecord, GoState } from '@qipan/go';
import { addRecordMove, newGoRecord, setRootProperties } from '@qipan/go';
import { goMatch, lineMoves, type Match, type MatchResult } from '@qipan/match';
import type { TFunction } from './labels.js';
import { opponentOf, opponentRecordName } from './settings.js';

export type GoMatch = Match<GoState, GoMove, GoOptions>;

export interface MatchTree {
  readonly record: GoRecord;
  /** The record's node after each ply (`ids[0]` is the root). */
  readonly ids: readonly number[];
}

const trees = new WeakMap<object, MatchTree>();

export function recordOfMatch(m: GoMatch): MatchTree {
  const key = m.record.node(m.tip).data;
  const known = trees.get(key);
  if (known) return known;
  let record = newGoRecord(goMatch.definition.initial(m.options));
  const ids = [record.tree.rootId];
  for (const node of lineMoves(m)) {
    if (node.move === undefined || node.color === undefined) continue;
    const r = addRecordMove(record, ids[ids.length - 1] as number, node.color, node.move);
    if (!r.ok) break; // the match replayed these moves: cannot happen
    record = r.value.record;
    ids.push(r.value.id);
  }
  const out = { record, ids };
  trees.set(key, out);
  return out;
}

const fmt = (n: number): string => String(Math.round(n * 10) / 10);

/** A match result as SGF's RE: 'B+3.5', 'W+R', 'B+T', '0' (jigo), 'Void'. */
export function sgfResult(r: MatchResult): string {
  const w = r.winner === 'black' ? 'B' : r.winner === 'white' ? 'W' : undefined;
  if (!w) return r.reason === 'draw-agreed' || r.score ? '0' : 'Void';
  if (r.reason === 'resign') return `${w}+R`;
  if (r.reason === 'timeout') return `${w}+T`;
  if (r.score) return `${w}+${fmt(Math.abs(r.score.black - r.score.white))}`;
  return `${w}+`;
}

/** The record with the game information: players (in the language of `t`), date, result. */
export function withGameInfo(t: TFunction, m: GoMatch): GoRecord {
  const { record } = recordOfMatch(m);
  const opp = opponentOf(m);
  const props: Record<string, string[]> = {
    DT: [new Date(m.startedAtMs).toISOString().slice(0, 10)],
  };
  const machine = opponentRecordName(t, opp);
  if (machine && opp.kind !== 'person') props[opp.color === 'black' ? 'PB' : 'PW'] = [machine];
  if (m.result) props.RE = [sgfResult(m.result)];
  return setRootProperties(record, props);
}
