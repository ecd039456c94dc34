// End-to-end tests of the built command (`npm test` builds first; otherwise run
// `npx tsc -b apps/cli`): each test spawns `node apps/cli/bin/qipan.js`.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const BIN = fileURLToPath(new URL('../bin/qipan.js', import.meta.url));

interface Run {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

function qipan(...args: string[]): Run {
  const r = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', maxBuffer: 1 << 28 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** Columns from a list line; throws on anything that is not digits and commas. */
function columns(line: string): number[] {
  expect(line).toMatch(/^\d+(,\d+)*$/);
  return line.split(',').map(Number);
}

/** True when `cols` puts one queen per row and column with no shared diagonal. O(n). */
function isValid(cols: ArrayLike<number>): boolean {
  const n = cols.length;
  const column = new Uint8Array(n);
  const down = new Uint8Array(2 * n);
  const up = new Uint8Array(2 * n);
  for (let r = 0; r < n; r++) {
    const c = cols[r] ?? -1;
    if (c < 0 || c >= n || column[c] || down[r + c] || up[r - c + n]) return false;
    column[c] = down[r + c] = up[r - c + n] = 1;
  }
  return true;
}

describe('qipan queens count', () => {
  it.each([
    [['8'], '92'],
    [['10', '--unique'], '92'],
    [['12', '--workers', '2'], '14200'],
    [['12', '--unique', '--workers', '2'], '1787'],
    [['11', '--workers', '1'], '2680'],
    [['1'], '1'],
    [['3'], '0'],
  ])('count %j → %s, nothing on stderr when it is not a terminal', (args, expected) => {
    const r = qipan('queens', 'count', ...args);
    expect(r).toEqual({ status: 0, stdout: `${expected}\n`, stderr: '' });
  });

  it('Ctrl-C stops the workers and exits with status 130', async () => {
    // N = 20 takes minutes, so the count is still running when Ctrl-C comes.
    const child = spawn(process.execPath, [BIN, 'queens', 'count', '20', '--workers', '2']);
    try {
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
      child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
      await new Promise((resolve) => setTimeout(resolve, 2000));
      child.kill('SIGINT');
      const [code, signal] = (await once(child, 'exit')) as [number | null, string | null];
      expect({ code, signal, stdout }).toEqual({ code: 130, signal: null, stdout: '' });
      expect(stderr).toBe('qipan: queens count: interrupted\n');
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
  });
});

describe('qipan queens solve', () => {
  it('prints the first solution in lexicographic order by default, as a board', () => {
    expect(qipan('queens', 'solve', '4')).toEqual({
      status: 0,
      stdout: '. Q . .\n. . . Q\nQ . . .\n. . Q .\n',
      stderr: '',
    });
    expect(qipan('queens', 'solve', '8', '--format', 'list').stdout).toBe('0,4,7,5,2,6,1,3\n');
  });

  it('uses the explicit construction for large N', () => {
    const r = qipan('queens', 'solve', '1000', '--format', 'list');
    expect(r.status).toBe(0);
    const cols = columns(r.stdout.trimEnd());
    expect(cols).toHaveLength(1000);
    expect(isValid(cols)).toBe(true);
    const board = qipan('queens', 'solve', '1000').stdout.split('\n');
    expect(board).toHaveLength(1001);
    expect(board.slice(0, 1000).map((row) => row.indexOf('Q') / 2)).toEqual(cols);
  });

  it('--all --format list: all 92 solutions for N = 8, distinct, valid, in order', () => {
    const r = qipan('queens', 'solve', '8', '--all', '--format', 'list');
    expect(r.status).toBe(0);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(92);
    expect(new Set(lines).size).toBe(92);
    for (const line of lines) expect(isValid(columns(line))).toBe(true);
    expect(lines[0]).toBe('0,4,7,5,2,6,1,3');
    expect([...lines].sort()).toEqual(lines);
  });

  it('--all --format board separates boards by a blank line', () => {
    const r = qipan('queens', 'solve', '6', '--all');
    expect(r.status).toBe(0);
    const boards = r.stdout.trimEnd().split('\n\n');
    expect(boards).toHaveLength(4);
    expect(boards[0]).toBe(
      '. Q . . . .\n. . . Q . .\n. . . . . Q\nQ . . . . .\n. . Q . . .\n. . . . Q .',
    );
  });

  it('solve 10000000 --format list prints one valid line of ten million columns', () => {
    const r = spawnSync(
      process.execPath,
      [BIN, 'queens', 'solve', '10000000', '--format', 'list'],
      {
        maxBuffer: 1 << 27,
      },
    );
    expect(r.status).toBe(0);
    expect(r.stderr.length).toBe(0);
    const out = r.stdout;
    expect(out[out.length - 1]).toBe(0x0a);
    const cols = new Int32Array(10_000_000);
    let row = 0;
    let value = 0;
    let badBytes = 0;
    for (let i = 0; i < out.length - 1 && row < cols.length; i++) {
      const b = out[i] ?? 0;
      if (b === 0x2c) {
        cols[row++] = value;
        value = 0;
      } else if (b >= 0x30 && b <= 0x39) {
        value = value * 10 + b - 0x30;
      } else {
        badBytes++;
      }
    }
    cols[row++] = value;
    expect(badBytes).toBe(0);
    expect(row).toBe(10_000_000);
    expect(isValid(cols)).toBe(true);
  });

  it('--random --seed is reproducible and valid; seeds vary the answer', () => {
    const a = qipan('queens', 'solve', '12', '--random', '--seed', '7', '--format', 'list');
    const b = qipan('queens', 'solve', '12', '--random', '--seed', '7', '--format', 'list');
    expect(a.status).toBe(0);
    expect(b.stdout).toBe(a.stdout);
    expect(isValid(columns(a.stdout.trimEnd()))).toBe(true);
    const seen = new Set<string>();
    for (const seed of ['1', '2', '3', 'qipan']) {
      const r = qipan('queens', 'solve', '12', '--random', '--seed', seed, '--format', 'list');
      expect(isValid(columns(r.stdout.trimEnd()))).toBe(true);
      seen.add(r.stdout);
    }
    expect(seen.size).toBeGreaterThan(1);
  });

  it('reports that N = 2 has no solution (status 1)', () => {
    const r = qipan('queens', 'solve', '2');
    expect(r.status).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^qipan: .*no solution.*\n$/);
  });

  it('stops quietly when the reader closes the pipe (like head)', async () => {
    const child = spawn(process.execPath, [
      BIN,
      'queens',
      'solve',
      '16',
      '--all',
      '--format',
      'list',
    ]);
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const [first] = (await once(child.stdout, 'data')) as [Buffer];
    child.stdout.destroy();
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(first.toString().split('\n')[0]).toBe('0,2,4,1,12,8,13,11,14,5,15,6,3,10,7,9');
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
  });
});

describe('engines whose controller goes away', () => {
  for (const [name, input] of [
    ['gtp', 'name\nboardsize 9\nclear_board\nlist_commands\n'],
    ['pbrain', 'START 15\nABOUT\nBEGIN\n'],
  ] as const) {
    it(`qipan ${name} stops quietly (status 0, nothing on stderr) when its stdout is closed`, async () => {
      const child = spawn(process.execPath, [BIN, name]);
      let stderr = '';
      child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
      child.stdin.write(input.split('\n')[0] + '\n');
      await once(child.stdout, 'data');
      child.stdout.destroy();
      // More commands whose answers can no longer be delivered.
      child.stdin.write(input.split('\n').slice(1).join('\n'));
      const [code] = (await once(child, 'exit')) as [number | null];
      expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    });
  }
});

describe('qipan queens check', () => {
  it('accepts a solution', () => {
    expect(qipan('queens', 'check', '0,4,7,5,2,6,1,3')).toEqual({
      status: 0,
      stdout: 'valid\n',
      stderr: '',
    });
  });

  it('lists the attacking pairs, 1-based, with status 1', () => {
    expect(qipan('queens', 'check', '0,2,1')).toEqual({
      status: 1,
      stdout:
        'invalid\n1 attacking pair (rows and columns counted from 1):\nrow 2 col 3 — row 3 col 2 (diagonal)\n',
      stderr: '',
    });
    const r = qipan('queens', 'check', '0,2,0');
    expect(r.status).toBe(1);
    expect(r.stdout.split('\n').slice(2, -1)).toEqual(['row 1 col 1 — row 3 col 1 (column)']);
  });
});

describe('qipan serve', () => {
  it('starts the server on 127.0.0.1, answers HTTP, stops on Ctrl-C with status 0', async () => {
    const child = spawn(process.execPath, [BIN, 'serve', '--port', '0', '--host', '127.0.0.1']);
    let stdout = '';
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const exited = once(child, 'exit');
    while (!stdout.includes('\n')) {
      const chunk = await Promise.race([once(child.stdout, 'data'), exited]);
      // A server that cannot start (no web build: npm run build) fails here, not by timeout.
      if (!(chunk[0] instanceof Buffer)) throw new Error(`qipan serve exited: ${stderr}`);
      stdout += chunk[0].toString();
    }
    const url = /http:\/\/\S+/.exec(stdout)?.[0];
    expect(url).toMatch(/^http:\/\/(127\.0\.0\.1|localhost):\d+/);
    const response = await fetch(url ?? '');
    expect(response.status).toBeLessThan(500);
    child.kill('SIGINT');
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code).toBe(0);
  });
});

describe('usage', () => {
  it('prints help and version with status 0', () => {
    for (const args of [
      ['--help'],
      ['queens', '--help'],
      ['queens', 'count', '--help'],
      ['serve', '--help'],
    ]) {
      const r = qipan(...args);
      expect(r.status).toBe(0);
      expect(r.stdout).toMatch(/^Usage: qipan/);
      expect(r.stderr).toBe('');
    }
    expect(qipan('queens', '--help').stdout).toContain('qipan queens solve N');
    expect(qipan('--version')).toEqual({ status: 0, stdout: 'qipan 0.1.0\n', stderr: '' });
  });

  it.each([
    [[]],
    [['bogus']],
    [['--bogus']],
    [['queens']],
    [['queens', 'bogus']],
    [['queens', 'count']],
    [['queens', 'count', '0']],
    [['queens', 'count', '-5']],
    [['queens', 'count', 'eight']],
    [['queens', 'count', '8.5']],
    [['queens', 'count', '26']],
    [['queens', 'count', '8', '9']],
    [['queens', 'count', '8', '--frobnicate']],
    [['queens', 'count', '8', '--workers']],
    [['queens', 'count', '8', '--workers', '0']],
    [['queens', 'count', '8', '--unique=yes']],
    [['queens', 'solve']],
    [['queens', 'solve', '0']],
    [['queens', 'solve', '1001']],
    [['queens', 'solve', '10000001', '--format', 'list']],
    [['queens', 'solve', '33', '--all']],
    [['queens', 'solve', '8', '--all', '--random']],
    [['queens', 'solve', '8', '--seed', '3']],
    [['queens', 'solve', '8', '--format', 'svg']],
    [['queens', 'check']],
    [['queens', 'check', '0,x,2']],
    [['queens', 'check', '0,9,1']],
    [['queens', 'check', '0,,1']],
    [['serve', '--port', '70000']],
    [['serve', 'now']],
  ])('%j → status 2 and a one-line reason', (args) => {
    const r = qipan(...args);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^qipan: [^\n]+\n$/);
  });
});
