import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GtpEngine } from './engine.js';
import { GTP_REQUIRED_COMMANDS } from './values.js';

/** Runs a transcript: lines of `> command` followed by the expected response lines. */
function run(engine: GtpEngine, transcript: string): void {
  const blocks = transcript
    .trim()
    .split(/\n(?=\s*> )/)
    .map((b) => b.trim());
  for (const block of blocks) {
    const [cmd, ...expected] = block.split('\n').map((l) => l.trim());
    const reply = engine.handle(cmd!.replace(/^> /, ''));
    // Transcript lines are trimmed, so compare without trailing spaces ("= " is "=").
    const got = reply?.response
      .split('\n')
      .map((l) => l.trim())
      .join('\n');
    expect(got, cmd).toBe(`${expected.join('\n')}\n\n`);
  }
}

const data = new URL('../../../../testdata/sgf/', import.meta.url);

describe('GtpEngine', () => {
  it('answers the required commands', () => {
    const e = new GtpEngine({ name: 'Qipan', version: '0.1.0' });
    for (const c of GTP_REQUIRED_COMMANDS) expect(e.listCommands()).toContain(c);
    run(
      e,
      `> 1 protocol_version
       =1 2
       > 2 name
       =2 Qipan
       > version
       = 0.1.0
       > known_command play
       = true
       > known_command fly
       = false
       > 3 boardsize 9
       =3 
       > boardsize 1
       ? unacceptable size
       > komi 5.5
       = 
       > komi x
       ? syntax error
       > frobnicate
       ? unknown command
       > 4 play black E5
       =4 
       > 5 play white E5
       ?5 illegal move
       > play white J9
       = 
       > play purple A1
       ? syntax error
       > play white Z9
       ? invalid vertex
       > list_stones black
       = E5
       > list_stones white
       = J9
       > is_legal black E5
       = 0
       > is_legal black A1
       = 1
       > captures black
       = 0
       > undo
       = 
       > list_stones white
       = 
       > 9 quit
       =9 `,
    );
    expect(e.handle('quit')?.quit).toBe(true);
    expect(e.handle('   # a comment')).toBeUndefined();
    expect(e.handle('12x play')?.response).toBe('? syntax error\n\n');
  });

  it('captures, handicap, scoring and the board', () => {
    const e = new GtpEngine();
    run(
      e,
      `> boardsize 5
       = 
       > play b B5
       = 
       > play w A5
       = 
       > play b A4
       = 
       > captures black
       = 1
       > list_stones white
       = 
       > showboard
       =
       A B C D E
       5 . X . . . 5
       4 X . . . . 4
       3 . . . . . 3
       2 . . . . . 2
       1 . . . . . 1
       A B C D E
       > fixed_handicap 2
       ? invalid number of stones
       > clear_board
       = 
       > boardsize 9
       = 
       > fixed_handicap 3
       = C3 G7 G3
       > list_stones black
       = G7 C3 G3
       > fixed_handicap 3
       ? board not empty
       > clear_board
       = 
       > set_free_handicap A1 J9
       = A1 J9
       > final_score
       = B+72.5`,
    );
  });

  it('generates legal moves until the game ends, and lists dead stones', () => {
    const e = new GtpEngine({ seed: 5 });
    e.handle('boardsize 5');
    for (let i = 0; i < 30; i++) {
      const r = e.handle(`genmove ${i % 2 ? 'w' : 'b'}`)!.response;
      expect(r).toMatch(/^= ([A-HJ-T]\d+|PASS|resign)\n\n$/);
    }
    expect(e.handle('all_legal black')!.response).toMatch(/^= /);
    expect(e.handle('final_status_list dead')!.response).toMatch(/^= /);
    expect(e.handle('final_status_list maybe')!.response).toBe('? syntax error\n\n');
  });

  it('follows kgs-rules: positional superko under Chinese rules', () => {
    const e = new GtpEngine();
    run(
      e,
      `> kgs-rules chinese
       = 
       > kgs-rules go
       ? unknown rules`,
    );
    expect(e.state.rules.ko).toBe('positional-superko');
  });

  it('loads an SGF file up to a move', () => {
    const e = new GtpEngine({
      readFile: (p) => {
        try {
          return new Uint8Array(readFileSync(new URL(p, data)));
        } catch {
          return undefined;
        }
      },
    });
    run(
      e,
      `> loadsgf sabaki-app/shodan_game.sgf 3
       = black
       > list_stones black
       = Q16
       > list_stones white
       = D4
       > loadsgf sabaki-app/shodan_game.sgf
       = white
       > loadsgf no-such-file.sgf
       ? cannot load file (cannot read it)`,
    );
  });

  it('loads the position before move 1 when the root holds that move (defect 2)', () => {
    const files: Record<string, string> = {
      'r.sgf': '(;GM[1]SZ[9]B[ee];W[cc];B[gg])',
      'setup.sgf': '(;GM[1]SZ[9]AB[aa]AW[ii]B[ee];W[cc])',
      'bad.sgf': '(;GM[1]SZ[9]\n;B[ee',
      'size.sgf': '(;GM[1]SZ[1e1];B[ee])',
      'big.sgf': '',
    };
    const e = new GtpEngine({
      readFile: (p) =>
        p === 'big.sgf'
          ? { error: 'larger than 16 MB' }
          : files[p] === undefined
            ? undefined
            : new TextEncoder().encode(files[p]),
    });
    run(
      e,
      `> 1 loadsgf r.sgf 1
       =1 black
       > list_stones black
       =
       > 2 loadsgf r.sgf 0
       =2 black
       > showboard
       =
       A B C D E F G H J
       9 . . . . . . . . . 9
       8 . . . . . . . . . 8
       7 . . . . . . . . . 7
       6 . . . . . . . . . 6
       5 . . . . . . . . . 5
       4 . . . . . . . . . 4
       3 . . . . . . . . . 3
       2 . . . . . . . . . 2
       1 . . . . . . . . . 1
       A B C D E F G H J
       > loadsgf r.sgf 2
       = white
       > list_stones black
       = E5
       > loadsgf setup.sgf 1
       = black
       > list_stones black
       = A9
       > list_stones white
       = J1
       > loadsgf bad.sgf
       ? cannot load file (value of B never closed by ']' at line 2, column 3)
       > loadsgf size.sgf
       ? cannot load file (root node: SZ[1e1] is not a board size (digits, or columns:rows) at line 1, column 8)
       > loadsgf big.sgf
       ? cannot load file (larger than 16 MB)
       > name
       = Qipan`,
    );
  });

  it('answers a failure, and goes on, when a command throws', () => {
    const e = new GtpEngine({
      genmove: () => {
        throw new Error('boom');
      },
    });
    run(
      e,
      `> 7 genmove black
       ?7 internal error: boom
       > 8 name
       =8 Qipan`,
    );
  });

  it('lists the stones in seki apart from the living ones', () => {
    const e = new GtpEngine();
    e.handle('boardsize 9');
    e.handle('komi 0');
    // Two eyeless groups sharing E9 and E8 (GNU Go: seki D9 D8 D7 F9 F8 E7 F7, W+5).
    const rows = [
      '. . X O . X O . .',
      '. . X O . X O . .',
      '. . X O X X O . .',
      '. . X X O O O . .',
      ...Array.from({ length: 5 }, () => '. . . X O . . . .'),
    ];
    rows.forEach((row, y) =>
      row.split(' ').forEach((c, x) => {
        if (c === '.') return;
        const v = `${'ABCDEFGHJ'[x]}${9 - y}`;
        expect(e.handle(`play ${c === 'X' ? 'b' : 'w'} ${v}`)!.response).toBe('= \n\n');
      }),
    );
    const list = (which: string) =>
      e.handle(`final_status_list ${which}`)!.response.slice(2).trim().split(' ').sort();
    expect(list('seki')).toEqual(['D7', 'D8', 'D9', 'E7', 'F7', 'F8', 'F9']);
    expect(list('dead')).toEqual(['']);
    expect(list('alive')).toHaveLength(28 - 7);
    expect(e.handle('final_score')!.response).toBe('= W+5\n\n');
  });
});
