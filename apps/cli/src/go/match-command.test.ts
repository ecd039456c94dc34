// `qipan go match` argument checks that need no engine (issue 12, defect 10).
import { describe, expect, it } from 'vitest';
import { capture } from '../io.test-util.js';
import { goCommand } from './command.js';

const run = (args: string[]) => capture(goCommand, args);

describe('qipan go match arguments', () => {
  it('refuses an empty engine command with status 2 and a message, instead of a forfeit', async () => {
    expect(await run(['match', '--black', '', '--white', ''])).toEqual({
      status: 2,
      out: '',
      err: 'qipan: go match: --black needs an engine command, got an empty one\n',
    });
    expect(await run(['match', '--black', 'gnugo --mode gtp', '--white', '   '])).toEqual({
      status: 2,
      out: '',
      err: 'qipan: go match: --white needs an engine command, got an empty one\n',
    });
  });
});
