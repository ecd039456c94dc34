// `qipan pbrain` on random input (issue 12): protocol lines with random arguments,
// unfinished BOARD blocks, END in odd places, huge lines and control characters.
// In-process (the session in this thread), bounded runs.
import { Readable } from 'node:stream';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testIo } from '../io.test-util.js';
import { MAX_ECHO, MAX_PBRAIN_LINE, pbrainCommand } from './pbrain.js';

const coord = fc.oneof(fc.nat({ max: 22 }), fc.constantFrom(-1, 999, 1e9));
const point = fc
  .tuple(coord, coord, fc.constantFrom(',', ', ', ' ,', ''))
  .map(([x, y, sep]) => `${x}${sep}${y}`);
const line = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.constantFrom('START 15', 'START 20', 'START 0', 'START 5', 'START x'),
  },
  { weight: 1, arbitrary: fc.constantFrom('RECTSTART 15,15', 'RECTSTART 20,15', 'RESTART') },
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        fc.constantFrom(
          'timeout_turn',
          'timeout_match',
          'time_left',
          'rule',
          'max_memory',
          'folder',
          'x',
        ),
        fc.constantFrom('0', '20', '-5', '1', '2', '4', 'soon', '99999999999', ''),
      )
      .map(([k, v]) => `INFO ${k} ${v}`),
  },
  { weight: 3, arbitrary: point.map((p) => `TURN ${p}`) },
  { weight: 1, arbitrary: fc.constantFrom('BEGIN', 'ABOUT', 'YXSHOWFORBID', 'DONE', 'BOARD') },
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        fc.array(fc.tuple(point, fc.constantFrom(1, 2, 3, 0, 9)), { maxLength: 4 }),
        fc.boolean(),
      )
      .map(([entries, done]) =>
        ['BOARD', ...entries.map(([p, f]) => `${p},${f}`), ...(done ? ['DONE'] : [])].join('\n'),
      ),
  },
  { weight: 1, arbitrary: point.map((p) => `TAKEBACK ${p}`) },
  { weight: 1, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 1, arbitrary: fc.constantFrom('end', ' END ', 'END\r', 'ENDX', '\x00END', 'E\x07ND') },
);

interface Run {
  readonly lines: string[];
  readonly abouts: number;
}

async function brain(input: readonly string[]): Promise<Run> {
  const text = ['INFO timeout_turn 20', ...input].map((l) => `${l}\r\n`).join('');
  const chunks: string[] = [];
  for (let i = 0; i < text.length; i += 53) chunks.push(text.slice(i, i + 53));
  const t = testIo({ stdin: Readable.from(chunks) });
  expect(await pbrainCommand(['--level', '1'], t.io)).toBe(0);
  expect(t.err()).toBe('');
  const out = t.out();
  expect(out === '' || out.endsWith('\n')).toBe(true);
  const lines = out === '' ? [] : out.slice(0, -1).split('\n');
  return { lines, abouts: lines.filter((l) => l.startsWith('name="qipan"')).length };
}

const ANSWER =
  /^(OK|(ERROR|UNKNOWN|MESSAGE|DEBUG) .*|FORBID (\d{4})*\.|name="qipan", .*|\d{1,2},\d{1,2})$/;

describe('qipan pbrain on random input', () => {
  it('answers only well-formed lines, short echoes, never an internal error; nothing after END', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(line, { maxLength: 14 }), async (input) => {
        const flat = input.flatMap((l) => l.split('\n'));
        const { lines, abouts } = await brain([...flat, 'END', 'DONE', 'ABOUT', 'ABOUT']);
        for (const l of lines) {
          expect(l).toMatch(ANSWER);
          expect(l.length).toBeLessThanOrEqual(MAX_ECHO + 1);
          expect(l).not.toContain('internal error');
        }
        // The ABOUTs after the last END are never answered.
        const end = flat.findIndex((l) => /^\s*END\s*$/i.test(l.replace(/\r$/, '')));
        const before = (end < 0 ? flat : flat.slice(0, end)).filter((l) => l === 'ABOUT').length;
        expect(abouts).toBeLessThanOrEqual(before);
      }),
      { numRuns: 120 },
    );
  });

  it('a huge line anywhere is one short ERROR and the game goes on', async () => {
    const huge = 'Z'.repeat(MAX_PBRAIN_LINE + 1);
    await fc.assert(
      fc.asyncProperty(fc.array(line, { maxLength: 5 }), async (input) => {
        const flat = input.flatMap((l) => l.split('\n')).filter((l) => !/END|BOARD/i.test(l));
        const { lines } = await brain([...flat, huge, 'START 15', 'BEGIN', 'END']);
        expect(lines.filter((l) => l.startsWith('ERROR line too long'))).toEqual([
          'ERROR line too long (65,537 characters, the limit is 65,536): "ZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZ…"',
        ]);
        expect(lines.slice(-2)).toEqual(['OK', expect.stringMatching(/^\d{1,2},\d{1,2}$/)]);
      }),
      { numRuns: 20 },
    );
  });
});
