// The Gomocup brain controller with tiny shell "brains".
import { describe, expect, it } from 'vitest';
import { GomocupBrain } from './gomocup-brain.js';

describe('GomocupBrain', () => {
  it('reads answers from a shell command, skipping MESSAGE and DEBUG lines', async () => {
    const b = GomocupBrain.start(
      `read a; echo 'MESSAGE hi'; echo 'DEBUG x'; echo OK; read b; echo "7,7"`,
    );
    b.send('START 15');
    expect(await b.answer(10_000)).toEqual({ ok: true, value: 'OK' });
    b.send('BEGIN');
    expect(await b.answer(10_000)).toEqual({ ok: true, value: '7,7' });
    await b.close();
  });

  it('drops answers to earlier commands when a new one is sent', async () => {
    const b = GomocupBrain.start(`echo stale; read a; sleep 0.2; echo fresh; sleep 5`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    b.send('TURN 1,1');
    expect(await b.answer(10_000)).toEqual({ ok: true, value: 'fresh' });
    await b.close(100);
  });

  it('a brain that exits is a crash with its stderr; a silent one times out', async () => {
    const dead = GomocupBrain.start('echo broken >&2; exit 3');
    dead.send('START 15');
    expect(await dead.answer(10_000)).toMatchObject({
      ok: false,
      error: { reason: 'crashed', code: 3, stderr: 'broken' },
    });
    const silent = GomocupBrain.start('sleep 30');
    silent.send('START 15');
    expect(await silent.answer(50)).toEqual({
      ok: false,
      error: { reason: 'timeout', ms: 50, message: 'no answer within 50 ms' },
    });
    await silent.close(100);
  });
});
