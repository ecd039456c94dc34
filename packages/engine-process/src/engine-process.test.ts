// The process layer with tiny Node programs as engines: deadlines, crashes with
// their stderr, kills, and writing to an engine that has gone.
import { describe, expect, it } from 'vitest';
import { isRunning } from './is-running.test-util.js';
import { deadlineIn, EngineProcess } from './engine-process.js';

const node = (script: string): EngineProcess =>
  EngineProcess.spawn({ argv: [process.execPath, '-e', script] });

describe('EngineProcess', () => {
  it('reads lines as they come, CRLF or LF, split across chunks', async () => {
    const e = node(
      `process.stdout.write('one\\r\\ntw'); setTimeout(() => process.stdout.write('o\\nthree\\n'), 50);` +
        `process.stdin.resume();`,
    );
    const lines = [];
    for (let i = 0; i < 3; i++) lines.push(await e.nextLine(deadlineIn(5000)));
    expect(lines).toEqual([
      { ok: true, value: 'one' },
      { ok: true, value: 'two' },
      { ok: true, value: 'three' },
    ]);
    await e.close({ graceMs: 200 });
  });

  it('a silent engine times out, is killed, and every later read gets the same error', async () => {
    const e = node('setInterval(() => {}, 1000)');
    e.writeLine('think');
    const r = await e.nextLine(deadlineIn(200, 'think'));
    const timeout = { reason: 'timeout', ms: 200, message: 'no answer to "think" within 0.2 s' };
    expect(r).toEqual({ ok: false, error: timeout });
    await e.exited;
    expect(isRunning(e.pid)).toBe(false);
    expect(await e.nextLine(deadlineIn(5000))).toEqual({ ok: false, error: timeout });
    expect(e.error).toEqual(timeout);
  });

  it.each([
    ['a shell command', { shell: 'sleep 30 & echo $!; wait' }],
    [
      'a program (like npx) that starts another',
      {
        argv: [
          process.execPath,
          '-e',
          `const c = require('child_process').spawn('sleep', ['30'], { stdio: 'ignore' });` +
            `console.log(c.pid); setInterval(() => {}, 1000);`,
        ],
      },
    ],
  ] as const)('%s is killed with what it started (its process group)', async (_what, launch) => {
    const e = EngineProcess.spawn(launch);
    const child = await e.nextLine(deadlineIn(5000));
    if (!child.ok) throw new Error(child.error.message);
    const sleeper = Number(child.value);
    expect(isRunning(sleeper)).toBe(true);
    const r = await e.nextLine(deadlineIn(100));
    expect(r.ok || r.error.reason).toBe('timeout');
    await e.exited;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(isRunning(sleeper)).toBe(false);
  });

  it('a crash gives its status and the end of its stderr, after the lines it wrote', async () => {
    const e = node(
      `console.log('partial answer'); console.error('loading...\\nfatal: out of memory\\n'); process.exit(3);`,
    );
    expect(await e.nextLine(deadlineIn(5000))).toEqual({ ok: true, value: 'partial answer' });
    expect(await e.nextLine(deadlineIn(5000))).toEqual({
      ok: false,
      error: {
        reason: 'crashed',
        code: 3,
        signal: null,
        stderr: 'loading...\nfatal: out of memory',
        message: 'engine exited with status 3: fatal: out of memory',
      },
    });
    expect(e.lastWords()).toBe('fatal: out of memory');
  });

  it('keeps a last line written without its line break', async () => {
    const e = node(`process.stdout.write('7,7'); process.exit(0);`);
    expect(await e.nextLine(deadlineIn(5000))).toEqual({ ok: true, value: '7,7' });
    expect(await e.nextLine(deadlineIn(5000))).toMatchObject({ ok: false });
  });

  it('writing to an engine that exited early (EPIPE) is quiet; the read reports the exit', async () => {
    const e = node('process.exit(0)');
    const big = 'x'.repeat(64 * 1024);
    for (let i = 0; i < 50; i++) e.writeLine(big); // fills the pipe: EPIPE once it is gone
    await e.exited;
    for (let i = 0; i < 50; i++) e.writeLine(big);
    const r = await e.nextLine(deadlineIn(5000));
    expect(r.ok || r.error).toMatchObject({ reason: 'crashed', code: 0 });
    await e.close({ graceMs: 100 });
  });

  it('a program that cannot start fails its first read with the reason', async () => {
    const e = EngineProcess.spawn({ argv: ['/nonexistent/engine', '--gtp'] });
    e.writeLine('name');
    const r = await e.nextLine(deadlineIn(5000));
    expect(r.ok || r.error.reason).toBe('spawn-failed');
    expect(r.ok || r.error.message).toMatch(/^\/nonexistent\/engine --gtp: .*ENOENT/);
    await e.close({ graceMs: 100 });
  });

  it('close sends the goodbye line and waits for a clean exit', async () => {
    const e = node(
      `require('readline').createInterface({ input: process.stdin }).on('line', (l) => { if (l === 'bye') process.exit(0); });`,
    );
    const t0 = Date.now();
    await e.close({ graceMs: 5000, goodbye: 'bye' });
    expect(Date.now() - t0).toBeLessThan(4000);
    expect(e.error).toMatchObject({ reason: 'crashed', code: 0 });
  });
});
