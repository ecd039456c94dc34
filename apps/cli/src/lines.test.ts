import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { boundedLines, excerpt, type BoundedLine, type LineOptions } from './lines.js';

async function all(chunks: (string | Buffer)[], options: LineOptions): Promise<BoundedLine[]> {
  const out: BoundedLine[] = [];
  for await (const l of boundedLines(Readable.from(chunks), options)) out.push(l);
  return out;
}
const line = (text: string): BoundedLine => ({ kind: 'line', text });

describe('boundedLines', () => {
  it('GTP: only LF ends a line; CR stays for preprocessing; the last line may lack its LF', async () => {
    expect(
      await all(['na\rme\nna', 'me\r\n\nlast'], { maxLength: 100, crEndsLine: false }),
    ).toEqual([line('na\rme'), line('name\r'), line(''), line('last')]);
  });

  it('Gomocup: CR, LF and CRLF (also split between chunks) each end one line', async () => {
    expect(await all(['A\rB\r', '\nC\r\nD\n\rE'], { maxLength: 100, crEndsLine: true })).toEqual([
      line('A'),
      line('B'),
      line('C'),
      line('D'),
      line(''),
      line('E'),
    ]);
  });

  it('decodes UTF-8 split between chunks', async () => {
    const bytes = Buffer.from('棋\n', 'utf8');
    expect(
      await all([bytes.subarray(0, 1), bytes.subarray(1, 2), bytes.subarray(2)], {
        maxLength: 10,
        crEndsLine: false,
      }),
    ).toEqual([line('棋')]);
  });

  it('an overlong line comes out once, with its length and head, and the next line is intact', async () => {
    const chunks = ['12345', '67890abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGH', 'IJ\nok\n'];
    expect(await all(chunks, { maxLength: 8, crEndsLine: false })).toEqual([
      {
        kind: 'overlong',
        length: chunks.join('').indexOf('\n'),
        head: '1234567890abcdefghijklmnopqrstuvwxyz0123',
      },
      line('ok'),
    ]);
    expect(await all(['12345678\n'], { maxLength: 8, crEndsLine: false })).toEqual([
      line('12345678'),
    ]);
    expect(excerpt('abcdef', 3)).toBe('abc…');
    expect(excerpt('abc', 3)).toBe('abc');
  });
});
