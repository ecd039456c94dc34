import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { startEngine } from './engines.js';

const BRAIN = fileURLToPath(new URL('./fixtures/fake-pbrain.mjs', import.meta.url));

describe('the Gomocup seat', () => {
  it('replays the server moves: BOARD stones by who played them, an illegal line refused', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'qipan-engines-'));
    const log = join(dir, 'log');
    const command = [process.execPath, BRAIN, log, '0,0'].map((w) => `"${w}"`).join(' ');
    const e = await startEngine({ kind: 'pbrain', command }, { game: 'gomoku' }, {});
    if (!e.ok) throw new Error(e.error);
    try {
      const bad = await e.value.think({ moves: ['h8', 'i9', 'H8'], me: 'black' });
      expect(bad).toEqual({
        ok: false,
        error: expect.stringMatching(/do not replay: move 3 "H8": .*occupied/) as unknown,
      });
      // White to play after three moves: black's stones are the opponent's (2), white's its own (1).
      const r = await e.value.think({ moves: ['h8', 'i9', 'j10'], me: 'white' });
      expect(r).toEqual({ ok: true, value: 'a15' }); // Gomocup 0,0 is the top left corner
      const lines = readFileSync(log, 'utf8').trim().split('\n');
      expect(lines.slice(lines.indexOf('BOARD'))).toEqual([
        'BOARD',
        '7,7,2',
        '8,6,1',
        '9,5,2',
        'DONE',
      ]);
    } finally {
      await e.value.kill();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
