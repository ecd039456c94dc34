import { describe, expect, it } from 'vitest';
import {
  confirmStep,
  initialConfirm,
  tentativeOnBoard,
  type ConfirmAction,
  type ConfirmState,
  type Tentative,
} from './confirmMove.js';
import { confirmOn, parseConfirmSetting } from './confirmSetting.js';

const at = (x: number, y: number): Tentative<string> => ({
  key: `${x},${y}`,
  point: { x, y },
  piece: 'black',
  move: `play ${x},${y}`,
  words: { kind: 'at', name: `${x}${y}` },
});
const pass: Tentative<string> = {
  key: 'pass',
  point: undefined,
  piece: undefined,
  move: 'pass',
  words: { kind: 'pass', name: '' },
};
const tap = (t: Tentative<string>, on = true): ConfirmAction<string> => ({
  type: 'tap',
  tentative: t,
  on,
});

/** Runs the actions from the start, collecting the moves made. */
function run(
  actions: readonly ConfirmAction<string>[],
  position: unknown = 'p0',
): { state: ConfirmState<string>; made: string[] } {
  let state = initialConfirm<string>(position);
  const made: string[] = [];
  for (const a of actions) {
    const r = confirmStep(state, a);
    state = r.state;
    if (r.commit) made.push(r.commit.move);
  }
  return { state, made };
}

describe('confirmStep', () => {
  it('with the mode off, a tap makes the move at once', () => {
    const r = run([tap(at(7, 7), false)]);
    expect(r.made).toEqual(['play 7,7']);
    expect(r.state.tentative).toBeUndefined();
  });

  it('a first tap proposes, a second tap on the same point makes it', () => {
    const first = run([tap(at(7, 7))]);
    expect(first.made).toEqual([]);
    expect(first.state.tentative?.key).toBe('7,7');
    const second = run([tap(at(7, 7)), tap(at(7, 7))]);
    expect(second.made).toEqual(['play 7,7']);
    expect(second.state.tentative).toBeUndefined();
  });

  it('a tap elsewhere moves the tentative move; only the last one is made', () => {
    const r = run([tap(at(7, 7)), tap(at(3, 4))]);
    expect(r.made).toEqual([]);
    expect(r.state.tentative?.key).toBe('3,4');
    expect(run([tap(at(7, 7)), tap(at(3, 4)), tap(at(3, 4))]).made).toEqual(['play 3,4']);
    // Back to the first point: tentative again, not made.
    expect(run([tap(at(7, 7)), tap(at(3, 4)), tap(at(7, 7))]).made).toEqual([]);
  });

  it('Confirm makes the tentative move; with none it does nothing', () => {
    expect(run([tap(at(1, 2)), { type: 'confirm' }]).made).toEqual(['play 1,2']);
    const idle = initialConfirm<string>('p0');
    const r = confirmStep(idle, { type: 'confirm' });
    expect(r.commit).toBeUndefined();
    expect(r.state).toBe(idle);
    // Confirm twice: one move.
    expect(run([tap(at(1, 2)), { type: 'confirm' }, { type: 'confirm' }]).made).toEqual([
      'play 1,2',
    ]);
  });

  it('Cancel clears the tentative move and makes nothing', () => {
    const r = run([tap(at(1, 2)), { type: 'cancel' }]);
    expect(r.made).toEqual([]);
    expect(r.state.tentative).toBeUndefined();
    // After Cancel the same point is a first tap again.
    expect(run([tap(at(1, 2)), { type: 'cancel' }, tap(at(1, 2))]).made).toEqual([]);
  });

  it('a pass waits for a second Pass or Confirm; a point replaces it', () => {
    expect(run([tap(pass)]).made).toEqual([]);
    expect(run([tap(pass), tap(pass)]).made).toEqual(['pass']);
    expect(run([tap(pass), { type: 'confirm' }]).made).toEqual(['pass']);
    const r = run([tap(pass), tap(at(2, 2))]);
    expect(r.state.tentative?.key).toBe('2,2');
    expect(r.made).toEqual([]);
  });

  it('a new position clears the tentative move; the same position keeps it', () => {
    const first = confirmStep(initialConfirm<string>('p0'), tap(at(7, 7))).state;
    const same = confirmStep(first, { type: 'position', position: 'p0' });
    expect(same.state).toBe(first);
    const moved = confirmStep(first, { type: 'position', position: 'p1' });
    expect(moved.state.tentative).toBeUndefined();
    expect(moved.state.position).toBe('p1');
    expect(moved.commit).toBeUndefined();
    // The second tap after the opponent moved is a first tap in the new position.
    expect(confirmStep(moved.state, tap(at(7, 7))).commit).toBeUndefined();
    // Positions are compared by identity, not by shape.
    const a = { ply: 3 };
    const s = confirmStep(initialConfirm<string>(a), tap(at(0, 0))).state;
    expect(confirmStep(s, { type: 'position', position: { ply: 3 } }).state.tentative).toBe(
      undefined,
    );
  });

  it('gives the board the point and piece, and nothing for a pass', () => {
    expect(tentativeOnBoard(at(7, 7))).toEqual({ point: { x: 7, y: 7 }, piece: 'black' });
    expect(tentativeOnBoard(pass)).toBeUndefined();
    expect(tentativeOnBoard(undefined)).toBeUndefined();
  });
});

describe('the confirm-move setting', () => {
  it('reads auto, on and off, and refuses anything else with a clear error', () => {
    expect(parseConfirmSetting('auto')).toEqual({ ok: true, value: 'auto' });
    expect(parseConfirmSetting('on')).toEqual({ ok: true, value: 'on' });
    expect(parseConfirmSetting('off')).toEqual({ ok: true, value: 'off' });
    for (const bad of ['', 'ON', 'yes', 'true']) {
      const r = parseConfirmSetting(bad);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error).toContain('expected auto, on or off');
    }
  });

  it('auto is on only for a small touch screen; on and off are on and off everywhere', () => {
    expect(confirmOn('auto', true)).toBe(true);
    expect(confirmOn('auto', false)).toBe(false);
    expect(confirmOn('on', false)).toBe(true);
    expect(confirmOn('off', true)).toBe(false);
  });
});
