import { describe, expect, it } from 'vitest';
import { splitCommandLine } from './command-line.js';

describe('splitCommandLine', () => {
  it('splits like a shell without running one', () => {
    expect(splitCommandLine(`gnugo --mode gtp  --level 1`)).toEqual({
      ok: true,
      value: ['gnugo', '--mode', 'gtp', '--level', '1'],
    });
    expect(splitCommandLine(`"/my engines/x" 'a b' c\\ d "e\\"f" ''`)).toEqual({
      ok: true,
      value: ['/my engines/x', 'a b', 'c d', 'e"f', ''],
    });
  });

  it('refuses an unclosed quote and an empty line, saying which', () => {
    expect(splitCommandLine(`x 'unclosed`)).toEqual({
      ok: false,
      error: { reason: 'bad-command-line', message: "unclosed ' quote" },
    });
    expect(splitCommandLine(`   `)).toEqual({
      ok: false,
      error: { reason: 'bad-command-line', message: 'empty command' },
    });
  });
});
