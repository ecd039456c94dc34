import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { capture } from '../io.test-util.js';
import { matchCommand } from './match.js';
import { parseOpenings } from './openings.js';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

describe('parseOpenings', () => {
  it('reads Gomocup lines as offsets from the centre, skipping comments and blank lines', () => {
    const r = parseOpenings('# two openings\n\n0, 0, 1, -1, -2, 2\r\n-1,0,0,1\n', 15);
    expect(r).toEqual({
      ok: true,
      value: [
        [
          { x: 7, y: 7 },
          { x: 8, y: 6 },
          { x: 5, y: 9 },
        ],
        [
          { x: 6, y: 7 },
          { x: 7, y: 8 },
        ],
      ],
    });
  });

  it('refuses bad lines with the line number and the reason', () => {
    expect(parseOpenings('0,0\n1, x\n', 15)).toEqual({
      ok: false,
      error: { line: 2, reason: "not a list of integers: '1, x'" },
    });
    expect(parseOpenings('0,0,1\n', 15)).toMatchObject({ ok: false, error: { line: 1 } });
    expect(parseOpenings('0,0, 8,0\n', 15)).toEqual({
      ok: false,
      error: { line: 1, reason: 'stone 2 is off the 15×15 board' },
    });
    expect(parseOpenings('0,0, 0,0\n', 15)).toEqual({
      ok: false,
      error: { line: 1, reason: 'stone 2 repeats a point' },
    });
    const five = '0,0, 0,5, 1,0, 1,5, 2,0, 2,5, 3,0, 3,5, 4,0';
    expect(parseOpenings(five, 15)).toEqual({
      ok: false,
      error: { line: 1, reason: 'the opening is already won' },
    });
    expect(parseOpenings('# nothing\n', 15)).toMatchObject({ ok: false });
  });

  it('the bench file holds legal openings', () => {
    const text = readFileSync(`${ROOT}lab/gomoku/openings-freestyle.txt`, 'utf8');
    const r = parseOpenings(text, 15);
    expect(r.ok && r.value.length).toBe(8);
  });
});

describe('qipan gomoku match --openings', () => {
  it('refuses an unreadable or bad file before starting any engine', async () => {
    const missing = await capture(matchCommand, [
      '--black',
      'x',
      '--white',
      'y',
      '--openings',
      '/nonexistent/openings.txt',
    ]);
    expect(missing.status).toBe(2);
    expect(missing.err).toMatch(/^qipan: gomoku match: cannot read \/nonexistent\/openings\.txt/);
    expect(missing.out).toBe('');
  });
});
