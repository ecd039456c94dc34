/**
 * SGF `GM[4]` (Gomoku/Renju) on top of core's generic SGF syntax: write a game
 * (setup `AB`/`AW`/`PL`, moves `B`/`W`, result `RE`, rule set in `RU`) and read
 * one back through the rules, with typed errors. Swap2 decisions, which SGF has
 * no property for, are kept in the private property `QS` on a move-less node.
 *
 * @example
 * ```ts
 * import { fromSgf, toSgf, gomoku } from '@qipan/gomoku';
 * const s = gomoku.initial({ rule: 'renju' });
 * const text = toSgf(s); // '(;FF[4]GM[4]CA[UTF-8]SZ[15]RU[renju]...)'
 * const back = fromSgf(text); // { ok: true, value: state }
 * ```
 */
import {
  err,
  expandSgfPoints,
  formatSgf,
  formatSgfPoint,
  ok,
  parseSgfBytes,
  parseSgfPoint,
  sgfMainLine,
  sgfProp,
  type Color,
  type Point,
  type Result,
  type SgfError,
  type SgfNode,
} from '@qipan/core';
import { playMove } from './game.js';
import { fromSetup, initial, type GomokuState } from './state.js';
import {
  isChoice,
  RULE_SETS,
  SWAP_CHOICES,
  type GomokuOptions,
  type GomokuRefusal,
  type RuleSet,
  type SwapChoice,
} from './types.js';

export type GomokuSgfError =
  | { readonly reason: 'sgf-syntax'; readonly message: string; readonly sgf: SgfError }
  | {
      readonly reason: 'wrong-game' | 'bad-size' | 'bad-setup' | 'no-pass';
      readonly message: string;
    }
  | { readonly reason: 'bad-point'; readonly message: string; readonly node: number }
  | {
      readonly reason: 'illegal-move';
      readonly message: string;
      readonly node: number;
      readonly refusal: GomokuRefusal;
    };

const RESULT_TEXT = (s: GomokuState): string | undefined => {
  if (!s.outcome) return undefined;
  if (!s.outcome.winner) return '0';
  return s.outcome.winner === 'black' ? 'B+' : 'W+';
};

/** The SGF text of a game: the main line, one node per move. */
export function toSgf(s: GomokuState, tags: Readonly<Record<string, string>> = {}): string {
  const { size, rule, opening } = s.config;
  const root: Record<string, string[]> = {
    FF: ['4'],
    GM: ['4'],
    CA: ['UTF-8'],
    AP: ['Qipan:0.1.0'],
    SZ: [String(size)],
    RU: [rule],
  };
  if (opening !== 'none') root.QO = [opening];
  for (const [k, v] of Object.entries(tags)) if (/^[A-Z]{1,2}$/.test(k)) root[k] = [v];
  if (s.setup.black.length > 0) root.AB = s.setup.black.map(formatSgfPoint);
  if (s.setup.white.length > 0) root.AW = s.setup.white.map(formatSgfPoint);
  if (s.setup.black.length + s.setup.white.length > 0)
    root.PL = [s.setup.turn === 'black' ? 'B' : 'W'];
  const re = RESULT_TEXT(s);
  if (re) root.RE = [re];
  const nodes: SgfNode[] = [root];
  let toMove: Color = s.setup.turn;
  for (const m of s.moves) {
    if (isChoice(m)) {
      nodes.push({ QS: [m.choose] });
      continue;
    }
    nodes.push({ [toMove === 'black' ? 'B' : 'W']: [formatSgfPoint(m)] });
    toMove = toMove === 'black' ? 'white' : 'black';
  }
  return formatSgf([{ nodes, variations: [] }]);
}

/**
 * Reads the first game of an SGF file (text or bytes in any encoding core
 * understands) and replays its main line. `defaults` fill in what the file does
 * not say (the rule set when `RU` is absent or unknown).
 */
export function fromSgf(
  input: string | Uint8Array,
  defaults: GomokuOptions = {},
): Result<GomokuState, GomokuSgfError> {
  const parsed = parseSgfBytes(input);
  if (!parsed.ok)
    return err({ reason: 'sgf-syntax', message: parsed.error.message, sgf: parsed.error });
  const tree = parsed.value.collection[0];
  if (!tree) return err({ reason: 'wrong-game', message: 'the file holds no game' });
  const nodes = sgfMainLine(tree);
  const root = nodes[0] ?? {};
  const gm = sgfProp(root, 'GM');
  if (gm !== '4')
    return err({ reason: 'wrong-game', message: `GM[${gm ?? ''}] is not gomoku (GM[4])` });
  const sz = sgfProp(root, 'SZ') ?? String(defaults.size ?? 15);
  if (!/^\d+$/.test(sz))
    return err({ reason: 'bad-size', message: `SZ[${sz}] is not a square size` });
  const size = Number(sz);
  const ru = sgfProp(root, 'RU')?.toLowerCase();
  const rule: RuleSet = RULE_SETS.find((r) => r === ru) ?? defaults.rule ?? 'freestyle';
  const opening = sgfProp(root, 'QO') === 'swap2' ? 'swap2' : 'none';
  const ab = expandSgfPoints(root.AB ?? []);
  const aw = expandSgfPoints(root.AW ?? []);
  if (!ab.ok || !aw.ok) return err({ reason: 'bad-point', message: 'bad AB/AW point', node: 0 });
  let s: GomokuState;
  if (ab.value.length + aw.value.length > 0) {
    const pl = sgfProp(root, 'PL');
    const toMove: Color | undefined = pl === 'B' ? 'black' : pl === 'W' ? 'white' : undefined;
    const r = fromSetup({
      size,
      rule,
      black: ab.value,
      white: aw.value,
      ...(toMove ? { turn: toMove } : {}),
    });
    if (!r.ok)
      return err({
        reason: r.error.reason === 'bad-size' ? 'bad-size' : 'bad-setup',
        message: r.error.message,
      });
    s = r.value;
  } else {
    if (size < 5 || size > 25)
      return err({ reason: 'bad-size', message: `size ${size} is not 5..25` });
    s = initial({ size, rule, opening });
  }
  for (let n = 0; n < nodes.length; n++) {
    const node = nodes[n] as SgfNode;
    const choice = sgfProp(node, 'QS');
    if (choice !== undefined && (SWAP_CHOICES as readonly string[]).includes(choice)) {
      const r = playMove(s, { choose: choice as SwapChoice });
      if (!r.ok)
        return err({
          reason: 'illegal-move',
          message: r.error.message,
          node: n,
          refusal: r.error.reason,
        });
      s = r.value;
    }
    for (const [id, color] of [
      ['B', 'black'],
      ['W', 'white'],
    ] as const) {
      const v = sgfProp(node, id);
      if (v === undefined) continue;
      if (v === '' || (v === 'tt' && size <= 19))
        return err({ reason: 'no-pass', message: `node ${n}: gomoku has no pass` });
      const p: Point | undefined = parseSgfPoint(v);
      if (!p)
        return err({
          reason: 'bad-point',
          message: `node ${n}: ${id}[${v}] is not a point`,
          node: n,
        });
      const r = playMove(s, { ...p, color });
      if (!r.ok)
        return err({
          reason: 'illegal-move',
          message: `node ${n}: ${r.error.message}`,
          node: n,
          refusal: r.error.reason,
        });
      s = r.value;
    }
  }
  return ok(s);
}
