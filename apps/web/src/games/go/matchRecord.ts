/**
 * A Go match as Go's SGF record (`GoRecord`): the moves of the match's line on a
 * record whose root is the match's start, with the players, the date and the result
 * (RE) in the root. The page shows it in the move tree, sends it to server engines
 * and saves it as SGF. One record per match, grown with it: a new move is appended to
 * the record of the previous tip (O(log n)) with the match's own position for it, so
 * the two share their positions; an undo drops the undone moves from it.
 *
 * @example
 * ```ts
 * const { record, ids } = recordOfMatch(match); // ids[k]: the node after k moves
 * recordToSgfText(withGameInfo(t, match)); // '(;GM[1]FF[4]…PW[Qipan bot (level 2)]RE[B+3.5];B[ee]…)'
 * ```
 */
import type { GoMove, GoOptions, GoRecord, GoState } from '@qipan/go';
import { addRecordMove, newGoRecord, removeRecordNode, setRootProperties } from '@qipan/go';
import { goMatch, positionAt, type Match, type MatchResult } from '@qipan/match';
import type { TFunction } from './labels.js';
import { opponentOf, opponentRecordName } from './settings.js';

export type GoMatch = Match<GoState, GoMove, GoOptions>;

export interface MatchTree {
  readonly record: GoRecord;
  /** The record's node after each ply (`ids[0]` is the root). */
  readonly ids: readonly number[];
}

interface Grown extends MatchTree {
  /** The match's node data along the line the record holds (`line[0]` is the root's). */
  readonly line: readonly object[];
}

/** The latest record of each match, keyed by the match record's root node data. */
const grown = new WeakMap<object, Grown>();

/** The Go record of the match's line, grown from the one of the match's previous tip. */
export function recordOfMatch(m: GoMatch): MatchTree {
  const tree = m.record;
  const rootKey = tree.node(tree.rootId).data;
  const tipKey = tree.node(m.tip).data;
  let known = grown.get(rootKey);
  if (known?.line.at(-1) === tipKey) return known;
  if (known === undefined) {
    const record = newGoRecord(goMatch.definition.initial(m.options));
    known = { record, ids: [record.tree.rootId], line: [rootKey] };
  }
  // The match's line, and how much of it the record already holds.
  const path = tree.pathTo(m.tip);
  let kept = Math.min(known.line.length, path.length);
  while (kept > 1 && known.line[kept - 1] !== path[kept - 1]?.data) kept--;
  let record = known.record;
  const ids = known.ids.slice(0, kept);
  const line = known.line.slice(0, kept);
  const undone = known.ids[kept];
  if (undone !== undefined) record = removeRecordNode(record, undone);
  for (const node of path.slice(kept)) {
    const { move, color } = node.data;
    if (move === undefined || color === undefined) break; // only the root has no move
    const position = positionAt(m, node.id);
    const r = addRecordMove(record, ids[ids.length - 1] as number, color, move, { position });
    if (!r.ok) break; // the match played these moves: cannot happen
    record = r.value.record;
    ids.push(r.value.id);
    line.push(node.data);
  }
  const out: Grown = { record, ids, line };
  grown.set(rootKey, out);
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
