/**
 * For the tests held to KataGo's recorded outputs: the fixtures of
 * testdata/go-net/raw-nn.json and the position each one's moves lead to, as the net is
 * shown it (`netPosition` with the last moves and the two boards before).
 *
 * @example
 * ```ts
 * for (const f of RAW_NN_FIXTURES) evaluator.evaluate([replayFixture(f).position]);
 * ```
 */
import { readFileSync } from 'node:fs';
import { newGame, parseVertex, play, type GoMove, type GoState, type Preset } from '@qipan/go';
import { netPosition } from './from-go.js';
import type { NetMove, NetPosition } from './position.js';

export interface RawNnFixture {
  id: string;
  size: number;
  preset: Preset;
  komi: number;
  handicap: number;
  moves: string[];
  toMove: 'black' | 'white';
  tags: string[];
  raw: {
    whiteWin: number;
    whiteLoss: number;
    noResult: number;
    whiteLead: number;
    policyPass: number;
    policy: (number | null)[];
    whiteOwnership: number[];
  };
}

const FIXTURES = new URL('../../../testdata/go-net/raw-nn.json', import.meta.url);

export const RAW_NN_FIXTURES: readonly RawNnFixture[] = (
  JSON.parse(readFileSync(FIXTURES, 'utf8')) as { fixtures: RawNnFixture[] }
).fixtures;

/** The position after the fixture's moves, with what the net is shown of its past. */
export function replayFixture(f: RawNnFixture): { position: NetPosition; state: GoState } {
  const r = newGame({
    preset: f.preset,
    size: f.size,
    komi: f.komi,
    handicap: f.handicap,
    handicapPlacement: 'fixed',
  });
  if (!r.ok) throw new Error(r.error.message);
  const states: GoState[] = [r.value];
  const history: NetMove[] = [];
  for (const text of f.moves) {
    const [c, v] = text.split(' ') as [string, string];
    const color = c === 'B' ? 'black' : 'white';
    let move: GoMove;
    let point: number | 'pass';
    if (v === 'pass') {
      move = { type: 'pass' };
      point = 'pass';
    } else {
      const p = parseVertex(v, f.size);
      if (p === undefined) throw new Error(`${f.id}: bad vertex ${v}`);
      move = { type: 'play', point: p };
      point = p.y * f.size + p.x;
    }
    const next = play(states[states.length - 1] as GoState, move, color);
    if (!next.ok) throw new Error(`${f.id}: ${text} refused: ${next.error.message}`);
    states.push(next.value);
    history.push({ color, point });
  }
  const state = states[states.length - 1] as GoState;
  const previous = [states[states.length - 2], states[states.length - 3]].filter(
    (s): s is GoState => s !== undefined,
  );
  return {
    position: netPosition(state, history, previous.length === 2 ? previous : undefined),
    state,
  };
}
