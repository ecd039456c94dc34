import { describe, expect, it } from 'vitest';
import { GomocupSession, playMatch } from '@qipan/gomoku';
import { gomocupBrain, type AiLevel } from '@qipan/gomoku/ai';

const brain = (level: AiLevel) => () => new GomocupSession({ chooseMove: gomocupBrain(level) });
const OPENINGS = [
  [],
  [
    { x: 7, y: 7 },
    { x: 8, y: 6 },
  ],
];

describe('self-play over the protocol', () => {
  it('level 3 beats level 1 (4 games, colours alternating)', () => {
    const m = playMatch(brain(3), brain(1), OPENINGS, {
      size: 15,
      rule: 'freestyle',
      timeoutTurn: 2000,
    });
    for (const g of m.games) expect(['five', 'full-board', 'move-limit']).toContain(g.end);
    expect(m.score).toBeGreaterThanOrEqual(3);
  });
});
