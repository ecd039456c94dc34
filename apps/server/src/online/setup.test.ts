import { describe, expect, it } from 'vitest';
import type { EngineLookup } from './engine.js';
import { newGameSetup } from './setup.js';

const engines: EngineLookup = {
  spec: (id) => (id === 'gnugo' ? { id: 'gnugo', name: 'GNU Go' } : undefined),
};
const body = (level: number | undefined) =>
  ({
    game: 'go',
    options: { size: 9 },
    side: 'black',
    opponent: { engine: 'gnugo', ...(level === undefined ? {} : { level }) },
  }) as const;

describe('an engine opponent at a level', () => {
  it('keeps the level asked for (1 to 10) in the engine seat, or none', () => {
    for (const level of [1, 7, 10]) {
      const r = newGameSetup(body(level), engines, 0);
      expect(r.ok && r.value.stored.seats.white).toEqual({
        kind: 'engine',
        id: 'gnugo',
        name: 'GNU Go',
        level,
      });
    }
    const none = newGameSetup(body(undefined), engines, 0);
    expect(none.ok && none.value.stored.seats.white).toEqual({
      kind: 'engine',
      id: 'gnugo',
      name: 'GNU Go',
    });
  });

  it('refuses a level outside 1–10 or not whole with the reason bad-level', () => {
    for (const level of [0, 11, 2.5, -3]) {
      const r = newGameSetup(body(level), engines, 0);
      expect(r.ok ? 'created' : r.error).toMatchObject({
        status: 400,
        error: 'bad-request',
        reason: 'bad-level',
        message: `opponent.level: a whole number from 1 to 10, not ${level}`,
      });
    }
  });
});
