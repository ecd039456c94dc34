import { describe, expect, it } from 'vitest';
import { countBoth, countTasks, runCountTask, sumCounts } from '@qipan/queens';
import { OEIS } from './oeis.js';

describe('N-Queens known answers, large boards (slow)', () => {
  it.each([15, 16])('countBoth(%i) matches A000170 and A002562', (n) => {
    expect(countBoth(n)).toEqual({ total: OEIS.total(n), unique: OEIS.unique(n) });
  });

  it('n = 15 through JSON round-tripped tasks', () => {
    const tasks = JSON.parse(JSON.stringify(countTasks(15, { granularity: 3 }))) as ReturnType<
      typeof countTasks
    >;
    expect(sumCounts(tasks.map(runCountTask))).toEqual({
      total: OEIS.total(15),
      unique: OEIS.unique(15),
    });
  });
});
