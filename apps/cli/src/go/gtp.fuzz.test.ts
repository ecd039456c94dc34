// `qipan gtp` on random input (issue 12): probe lines (lone CR, control characters,
// overlong lines, loadsgf of hostile files) mixed with random commands. Bounded runs.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { preprocessGtpLine } from '@qipan/go';
import { testIo } from '../io.test-util.js';
import { gtpCommand, MAX_GTP_LINE } from './gtp.js';

const dir = mkdtempSync(join(tmpdir(), 'qipan-gtp-fuzz-'));
const file = (name: string, text: string): string => {
  const f = join(dir, name);
  writeFileSync(f, text);
  return f;
};
/** Files from the probes: a move in the root, a prototype-name charset, bad sizes, garbage. */
const FILES = [
  file('root-move.sgf', '(;GM[1]SZ[9]B[ee];W[cc];B[gg])'),
  file('ctor.sgf', '(;GM[1]CA[constructor]C[caf\u00e9];B[dd])'),
  file('proto.sgf', '(;GM[1]CA[__proto__]C[caf\u00e9];B[dd])'),
  file('ucs2.sgf', '(;GM[1]CA[ucs-2]C[caf\u00e9!];B[dd])'),
  file('sz.sgf', '(;GM[1]SZ[1e1];B[dd])'),
  file('garbage.sgf', '(;GM[1]SZ[9];B[ee'),
  join(dir, 'missing.sgf'),
  '/dev/null',
];

/** Commands that think (Monte-Carlo) are left out: the fuzz tests input handling. */
const NAMES = [
  'protocol_version',
  'name',
  'version',
  'known_command',
  'list_commands',
  'boardsize',
  'clear_board',
  'komi',
  'kgs-rules',
  'play',
  'undo',
  'fixed_handicap',
  'set_free_handicap',
  'showboard',
  'time_settings',
  'time_left',
  'is_legal',
  'all_legal',
  'list_stones',
  'captures',
  'loadsgf',
  'frobnicate',
  'NAME',
  '__proto__',
  'constructor',
] as const;
const ARGS = [
  'black',
  'w',
  'purple',
  'E5',
  'A1',
  'T19',
  'Z9',
  'pass',
  '5',
  '9',
  '19',
  '-1',
  '0',
  '1',
  '1e1',
  '7.5',
  'x',
  'caf\u00e9',
  '\u68cb',
  ...FILES,
] as const;
/** Control characters GTP preprocessing removes (CR among them), tab, and a comment sign. */
const NOISE = ['\r', '\x00', '\x07', '\x1b', '\x7f', '\t', '#', ' '] as const;

const word = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...ARGS) },
  { weight: 1, arbitrary: fc.string({ maxLength: 6 }) },
);
const noisy = (text: string, noise: readonly [number, string][]): string => {
  let out = text;
  for (const [at, c] of noise) {
    const i = at % (out.length + 1);
    out = out.slice(0, i) + c + out.slice(i);
  }
  return out;
};
const line = fc.oneof(
  {
    weight: 10,
    arbitrary: fc
      .tuple(
        fc.option(fc.nat({ max: 999 }), { nil: undefined }),
        fc.constantFrom(...NAMES),
        fc.array(word, { maxLength: 3 }),
        fc.array(fc.tuple(fc.nat(), fc.constantFrom(...NOISE)), { maxLength: 2 }),
      )
      .map(([id, name, args, noise]) =>
        noisy([...(id === undefined ? [] : [String(id)]), name, ...args].join(' '), noise),
      ),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }).map((s) => s.replace(/\n/g, ' ')) },
  { weight: 1, arbitrary: fc.constantFrom('', '# only a comment', '\r', '   ', 'na\rme') },
);

/** Splits output into responses; each must be `=id text` or `?id text` ended by an empty line. */
function responses(out: string): string[] {
  expect(out === '' || out.endsWith('\n\n')).toBe(true);
  const blocks = out === '' ? [] : out.slice(0, -2).split('\n\n');
  for (const b of blocks) expect(b).toMatch(/^[=?]\d* /);
  return blocks;
}

async function session(lines: readonly string[]): Promise<string[]> {
  // Chunks cut at random places: lines arrive split, as through a pipe.
  const text = lines.map((l) => `${l}\n`).join('');
  const chunks: string[] = [];
  for (let i = 0; i < text.length; i += 37) chunks.push(text.slice(i, i + 37));
  const t = testIo({ stdin: Readable.from(chunks) });
  expect(await gtpCommand(['--engine', 'patterns', '--level', '1'], t.io)).toBe(0);
  expect(t.err()).toBe('');
  return responses(t.out());
}

describe('qipan gtp on random input', () => {
  it('answers every non-empty line once, with = or ?, never an internal error', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(line, { maxLength: 25 }), async (lines) => {
        const r = await session(lines);
        const expected = lines.filter((l) => preprocessGtpLine(l) !== '').length;
        expect(r).toHaveLength(expected);
        for (const b of r) expect(b).not.toContain('internal error');
      }),
      { numRuns: 150 },
    );
  });

  it('an overlong line anywhere is one failure and the lines around it are answered', async () => {
    const long = `12 ${'x'.repeat(MAX_GTP_LINE)}`;
    await fc.assert(
      fc.asyncProperty(
        fc.array(line, { maxLength: 6 }),
        fc.array(line, { maxLength: 6 }),
        async (before, after) => {
          const r = await session([...before, long, ...after]);
          const count = (ls: string[]) => ls.filter((l) => preprocessGtpLine(l) !== '').length;
          expect(r).toHaveLength(count(before) + 1 + count(after));
          expect(r[count(before)]).toMatch(/^\?12 command line too long \(65,539 characters/);
        },
      ),
      { numRuns: 20 },
    );
  });
});
