/**
 * The Go page's state as plain data and pure transitions: a record (the game tree)
 * with the current node, who plays each side, refused moves with their reason,
 * dead-stone marking after two passes, resignation and the accepted result.
 *
 * @example
 * ```ts
 * const m = newGameModel(DEFAULT_SETTINGS);
 * if (m.ok) {
 *   const r = playMove(m.value, { type: 'play', point: { x: 4, y: 4 } });
 *   r.model.announce; // 'Black E5.'
 * }
 * ```
 */
import { err, ok, opposite, pointKey, type Color, type Point, type Result } from '@qipan/core';
import {
  addRecordMove,
  captures,
  formatVertex,
  guessDeadStones,
  isOver,
  newGame,
  newGoRecord,
  positionAt,
  removeRecordNode,
  score,
  setRootProperties,
  type GoMove,
  type GoRecord,
  type GoRecordNode,
  type GoState,
  type Preset,
  type ScoreBreakdown,
} from '@qipan/go';
import { colorName, plural, refusalText, resultText } from './labels.js';
import { remember, type Chosen } from './tree.js';

export type Opponent =
  | { readonly kind: 'person' }
  | { readonly kind: 'bot'; readonly color: Color; readonly level: number }
  /** A GTP engine on the server (GNU Go, KataGo…), by its id in `/api/go/engines`. */
  | {
      readonly kind: 'engine';
      readonly id: string;
      readonly name: string;
      readonly color: Color;
      readonly level?: number;
    };

/** Who the machine opponent is, for sentences: 'the bot', 'GNU Go'. */
export const opponentName = (o: Opponent): string =>
  o.kind === 'engine' ? o.name : o.kind === 'bot' ? 'the bot' : 'your opponent';

/** The name written into the record (PB/PW), undefined for a person. */
export function opponentRecordName(o: Opponent): string | undefined {
  if (o.kind === 'bot') return `Qipan bot (level ${o.level})`;
  if (o.kind === 'engine') return o.level === undefined ? o.name : `${o.name} (level ${o.level})`;
  return undefined;
}

export interface GameSettings {
  readonly size: number;
  readonly preset: Preset;
  readonly komi: number;
  readonly handicap: number;
  readonly opponent: Opponent;
}

export const DEFAULT_SETTINGS: GameSettings = {
  size: 9,
  preset: 'japanese',
  komi: 6.5,
  handicap: 0,
  opponent: { kind: 'bot', color: 'white', level: 2 },
};

export interface Marking {
  /** The node (after two passes) being counted. */
  readonly node: number;
  /** Dead stones as `x,y` keys. */
  readonly dead: ReadonlySet<string>;
  /** True while the marking is still the automatic guess. */
  readonly guess: boolean;
}

export interface GameModel {
  readonly record: GoRecord;
  readonly current: number;
  readonly chosen: Chosen;
  readonly opponent: Opponent;
  /** The file name of a loaded record (review), else undefined. */
  readonly source: string | undefined;
  readonly marking: Marking | undefined;
  /** 'B+3.5', 'W+R'… once accepted or resigned here (also written as RE); a loaded RE is not one. */
  readonly result: string | undefined;
  /** The last refused move's reason, shown until the next move. */
  readonly refusal: string | undefined;
  /** The latest announcement for the live region. */
  readonly announce: string;
  /** A warning about the loaded record (an illegal move). */
  readonly warning: string | undefined;
}

export const nodeAt = (m: GameModel, id = m.current): GoRecordNode => m.record.tree.node(id);
/** The position at the current node (computed from the record, cached there). */
export const stateOf = (m: GameModel, id = m.current): GoState => positionAt(m.record, id);

/** A new game, or why the settings are impossible (e.g. too many handicap stones). */
export function newGameModel(settings: GameSettings): Result<GameModel, string> {
  const s = newGame({
    preset: settings.preset,
    size: settings.size,
    komi: settings.komi,
    handicap: settings.handicap >= 2 ? settings.handicap : 0,
  });
  if (!s.ok) return err(s.error.message);
  const opp = settings.opponent;
  const machine = opponentRecordName(opp);
  const names: Record<string, string[]> = {};
  if (machine && opp.kind !== 'person') names[opp.color === 'black' ? 'PB' : 'PW'] = [machine];
  names.DT = [new Date().toISOString().slice(0, 10)];
  const record = setRootProperties(newGoRecord(s.value), names);
  const turn = colorName(s.value.turn);
  return ok(
    base(record, opp, undefined, `New ${settings.size}×${settings.size} game. ${turn} to play.`),
  );
}

export function base(
  record: GoRecord,
  opponent: Opponent,
  source: string | undefined,
  announce: string,
): GameModel {
  return {
    record,
    current: 0,
    chosen: {},
    opponent,
    source,
    marking: undefined,
    result: undefined,
    refusal: undefined,
    announce,
    warning: undefined,
  };
}

/** The side to move at the current node is the machine's (the bot or an engine), and it should move now. */
export function botToMove(m: GameModel): boolean {
  const n = nodeAt(m);
  if (m.opponent.kind === 'person' || m.result !== undefined || n.children.length > 0) return false;
  const s = stateOf(m);
  return !isOver(s) && s.turn === m.opponent.color;
}

/** Goes to node `id` (navigation); starts the marking when it ends with two passes. */
export function goTo(m: GameModel, id: number): GameModel {
  if (!m.record.tree.has(id)) return m;
  const chosen = remember(m.record, m.chosen, id);
  const n = nodeAt(m, id).data;
  const mv = n.move;
  const announce =
    id === m.record.tree.rootId
      ? 'Start of the game.'
      : `Move ${n.moveNumber}: ${mv ? moveWords(mv.color, mv.move, m.record.rules.size) : 'setup'}.`;
  return withMarking({ ...m, current: id, chosen, refusal: undefined, announce });
}

function withMarking(m: GameModel): GameModel {
  const s = stateOf(m);
  if (s.passes < 2 || s.resigned !== undefined) return { ...m, marking: undefined };
  if (m.marking?.node === m.current) return m;
  const guess = guessDeadStones(s);
  return {
    ...m,
    marking: { node: m.current, dead: new Set(guess.dead.map(pointKey)), guess: true },
  };
}

export const moveWords = (color: Color, move: GoMove, size: number): string =>
  `${colorName(color)} ${move.type === 'play' ? formatVertex(move.point, size) : move.type === 'pass' ? 'passes' : 'resigns'}`;

/** Plays for the side to move at the current node: a new node, or the existing one it matches. */
export function playMove(m: GameModel, move: GoMove): { model: GameModel; refused: boolean } {
  const n = nodeAt(m);
  const s = stateOf(m);
  if (m.result !== undefined && n.children.length === 0) {
    return refuse(m, 'The game is over: ' + resultText(m.result));
  }
  if (isOver(s)) return refuse(m, refusalText('game-over'));
  const color = s.turn;
  const r = addRecordMove(m.record, m.current, color, move);
  if (!r.ok) return refuse(m, refusalText(r.error.reason));
  const next = goTo({ ...m, record: r.value.record }, r.value.id);
  const after = stateOf(next);
  const taken = captures(after)[color] - captures(s)[color];
  let announce = `${moveWords(color, move, s.rules.size)}.`;
  if (taken > 0) announce += ` ${plural(taken, 'stone')} captured.`;
  if (after.passes >= 2) announce += ' Both passed: mark the dead stones, then accept the score.';
  else if (after.handicapToPlace > 0)
    announce += ` Black places ${plural(after.handicapToPlace, 'more handicap stone')}.`;
  return { model: { ...next, announce }, refused: false };
}

function refuse(m: GameModel, reason: string): { model: GameModel; refused: boolean } {
  return { model: { ...m, refusal: reason, announce: `Refused. ${reason}.` }, refused: true };
}

/** The points of the chain through `p` (same colour, orthogonally connected). */
export function chainAt(s: GoState, p: Point): Point[] {
  const n = s.rules.size;
  const at = (q: Point): number => s.board.cells[s.board.index(q.x, q.y)] as number;
  const colour = at(p);
  if (colour !== 1 && colour !== 2) return [];
  const seen = new Set<string>([pointKey(p)]);
  const stack = [p];
  const out: Point[] = [];
  while (stack.length > 0) {
    const q = stack.pop() as Point;
    out.push(q);
    for (const d of [
      { x: q.x + 1, y: q.y },
      { x: q.x - 1, y: q.y },
      { x: q.x, y: q.y + 1 },
      { x: q.x, y: q.y - 1 },
    ]) {
      if (d.x < 0 || d.y < 0 || d.x >= n || d.y >= n || seen.has(pointKey(d))) continue;
      if (at(d) !== colour) continue;
      seen.add(pointKey(d));
      stack.push(d);
    }
  }
  return out;
}

/** During marking: toggles the whole chain through `p` dead/alive. */
export function toggleDead(m: GameModel, p: Point): GameModel {
  if (!m.marking || m.result !== undefined) return m;
  const chain = chainAt(stateOf(m), p);
  if (chain.length === 0) return m;
  const dead = new Set(m.marking.dead);
  const nowDead = !dead.has(pointKey(p));
  for (const q of chain) {
    if (nowDead) dead.add(pointKey(q));
    else dead.delete(pointKey(q));
  }
  const size = stateOf(m).rules.size;
  const what = `${plural(chain.length, 'stone')} at ${formatVertex(p, size)}`;
  return {
    ...m,
    marking: { ...m.marking, dead, guess: false },
    announce: `${what} marked ${nowDead ? 'dead' : 'alive'}.`,
  };
}

export const deadPoints = (marking: Marking): Point[] =>
  [...marking.dead].map((k) => {
    const [x, y] = k.split(',').map(Number);
    return { x: x as number, y: y as number };
  });

export function currentScore(m: GameModel): ScoreBreakdown | undefined {
  return m.marking ? score(stateOf(m), { dead: deadPoints(m.marking) }) : undefined;
}

function withResult(m: GameModel, re: string): GameModel {
  return { ...m, record: setRootProperties(m.record, { RE: [re] }), result: re };
}

/** Accepts the counted score as the result. */
export function acceptScore(m: GameModel): GameModel {
  const s = currentScore(m);
  if (!s || m.result !== undefined) return m;
  return { ...withResult(m, s.result), announce: `Game over. ${resultText(s.result)}.` };
}

/**
 * The node Undo goes back before: against the bot or an engine the person's own last
 * move at or above the current node, else the current node; undefined at the start.
 */
function undoFrom(m: GameModel): number | undefined {
  const tree = m.record.tree;
  if (m.result !== undefined || m.current === tree.rootId) return undefined;
  if (m.opponent.kind === 'person') return m.current;
  const person = opposite(m.opponent.color);
  for (let n = tree.node(m.current); n.parent !== undefined; n = tree.node(n.parent)) {
    if (n.data.move?.color === person) return n.id;
  }
  return undefined;
}

export const canUndo = (m: GameModel): boolean => undoFrom(m) !== undefined;

/** True when `from`…`to` is one line ending at a leaf (nothing else hangs below `from`). */
function bareLine(m: GameModel, from: number, to: number): boolean {
  const tree = m.record.tree;
  let n = tree.node(to);
  if (n.children.length > 0) return false;
  while (n.id !== from) {
    if (n.parent === undefined) return false;
    n = tree.node(n.parent);
    if (n.children.length !== 1) return false;
  }
  return true;
}

/**
 * Undo: against the bot or an engine back to before your own last move, against a
 * person one move. Moves just played at the end of their line leave the record; in a
 * loaded record (review), or where other moves follow, Undo only steps back.
 */
export function undo(m: GameModel): GameModel {
  const from = undoFrom(m);
  if (from === undefined) {
    const reason = m.result !== undefined ? 'The game is over' : 'Nothing to undo';
    return { ...m, announce: `${reason}.` };
  }
  const tree = m.record.tree;
  const back = tree.node(from).parent as number;
  const words: string[] = [];
  for (let n = tree.node(m.current); n.id !== back; n = tree.node(n.parent as number)) {
    const mv = n.data.move;
    if (mv) words.unshift(moveWords(mv.color, mv.move, m.record.rules.size));
  }
  const remove = m.source === undefined && bareLine(m, from, m.current);
  const record = remove ? removeRecordNode(m.record, from) : m.record;
  const next = goTo({ ...m, record, marking: undefined }, back);
  return { ...next, announce: `Undone: ${words.join(', ') || 'setup'}. ${next.announce}` };
}

/** The colour the person plays against a machine (the side to move when playing a person). */
export const personColor = (m: GameModel): Color =>
  m.opponent.kind === 'person' ? stateOf(m).turn : opposite(m.opponent.color);

/** `color` resigns (the side to move when not given). */
export function resign(m: GameModel, color: Color = stateOf(m).turn): GameModel {
  if (m.result !== undefined) return m;
  const re = `${opposite(color) === 'black' ? 'B' : 'W'}+R`;
  return {
    ...withResult(m, re),
    marking: undefined,
    announce: `${colorName(color)} resigns. ${resultText(re)}.`,
  };
}

/** Stone numbers along the line to the current node: `x,y` → move number of the stone there. */
export function moveNumbers(m: GameModel): Map<string, number> {
  const out = new Map<string, number>();
  const s = stateOf(m);
  for (let n: GoRecordNode | undefined = nodeAt(m); n;) {
    const mv = n.data.move;
    if (mv && mv.move.type === 'play') {
      const k = pointKey(mv.move.point);
      const here = s.board.cells[s.board.index(mv.move.point.x, mv.move.point.y)];
      if (!out.has(k) && here === (mv.color === 'black' ? 1 : 2)) out.set(k, n.data.moveNumber);
    }
    n = n.parent === undefined ? undefined : m.record.tree.node(n.parent);
  }
  return out;
}
