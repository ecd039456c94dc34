import { describe, expect, it } from 'vitest';
import { BOARD_KEYS, clampPoint, isActivateKey, keyIntent, moveFocus } from './keyboard.js';

const size = { width: 8, height: 6 };
const key = (k: string, ctrlKey = false) => ({ key: k, ctrlKey });

describe('moveFocus', () => {
  it('moves one cell with the arrows', () => {
    expect(moveFocus({ x: 3, y: 3 }, key('ArrowRight'), size)).toEqual({ x: 4, y: 3 });
    expect(moveFocus({ x: 3, y: 3 }, key('ArrowLeft'), size)).toEqual({ x: 2, y: 3 });
    expect(moveFocus({ x: 3, y: 3 }, key('ArrowUp'), size)).toEqual({ x: 3, y: 2 });
    expect(moveFocus({ x: 3, y: 3 }, key('ArrowDown'), size)).toEqual({ x: 3, y: 4 });
  });
  it('stops at the edges', () => {
    expect(moveFocus({ x: 0, y: 0 }, key('ArrowLeft'), size)).toEqual({ x: 0, y: 0 });
    expect(moveFocus({ x: 0, y: 0 }, key('ArrowUp'), size)).toEqual({ x: 0, y: 0 });
    expect(moveFocus({ x: 7, y: 5 }, key('ArrowRight'), size)).toEqual({ x: 7, y: 5 });
    expect(moveFocus({ x: 7, y: 5 }, key('ArrowDown'), size)).toEqual({ x: 7, y: 5 });
  });
  it('goes to the row ends with Home/End and the corners with Ctrl', () => {
    expect(moveFocus({ x: 3, y: 2 }, key('Home'), size)).toEqual({ x: 0, y: 2 });
    expect(moveFocus({ x: 3, y: 2 }, key('End'), size)).toEqual({ x: 7, y: 2 });
    expect(moveFocus({ x: 3, y: 2 }, key('Home', true), size)).toEqual({ x: 0, y: 0 });
    expect(moveFocus({ x: 3, y: 2 }, key('End', true), size)).toEqual({ x: 7, y: 5 });
    expect(moveFocus({ x: 3, y: 2 }, key('PageDown'), size)).toEqual({ x: 3, y: 5 });
    expect(moveFocus({ x: 3, y: 2 }, key('PageUp'), size)).toEqual({ x: 3, y: 0 });
  });
  it('ignores other keys and clamps a stale point after the grid shrank', () => {
    expect(moveFocus({ x: 3, y: 2 }, key('a'), size)).toBeUndefined();
    expect(moveFocus({ x: 19, y: 19 }, key('ArrowLeft'), size)).toEqual({ x: 6, y: 5 });
    expect(clampPoint({ x: -2, y: 9 }, size)).toEqual({ x: 0, y: 5 });
  });
  it('activates with Enter and Space only', () => {
    expect(isActivateKey('Enter')).toBe(true);
    expect(isActivateKey(' ')).toBe(true);
    expect(isActivateKey('ArrowUp')).toBe(false);
  });
});

describe('keyIntent', () => {
  it('moves focus with the navigation keys and clicks the focused point with Enter/Space', () => {
    expect(keyIntent({ x: 3, y: 3 }, key('ArrowUp'), size)).toEqual({
      kind: 'focus',
      point: { x: 3, y: 2 },
    });
    expect(keyIntent({ x: 3, y: 3 }, key('Enter'), size)).toEqual({
      kind: 'click',
      point: { x: 3, y: 3 },
    });
    expect(keyIntent({ x: 0, y: 5 }, key(' '), size)).toEqual({
      kind: 'click',
      point: { x: 0, y: 5 },
    });
  });
  it('leaves Alt combinations, Ctrl/Meta+Enter and other keys to the page', () => {
    expect(keyIntent({ x: 3, y: 3 }, { key: 'ArrowUp', ctrlKey: false, altKey: true }, size)).toBe(
      undefined,
    );
    expect(keyIntent({ x: 3, y: 3 }, key('Enter', true), size)).toBeUndefined();
    expect(keyIntent({ x: 3, y: 3 }, { key: 'Enter', ctrlKey: false, metaKey: true }, size)).toBe(
      undefined,
    );
    expect(keyIntent({ x: 3, y: 3 }, key('x'), size)).toBeUndefined();
  });
  it('clicks a point inside the grid after it shrank', () => {
    expect(keyIntent({ x: 18, y: 18 }, key('Enter'), size)).toEqual({
      kind: 'click',
      point: { x: 7, y: 5 },
    });
  });
});

describe('BOARD_KEYS', () => {
  it('lists only keys the board answers', () => {
    for (const row of BOARD_KEYS) {
      for (const combo of row.keys) {
        const ctrl = combo.startsWith('Ctrl+');
        const intent = keyIntent({ x: 3, y: 3 }, key(ctrl ? combo.slice(5) : combo, ctrl), size);
        expect(intent?.kind, combo).toBe(row.id === 'activate' ? 'click' : 'focus');
      }
    }
  });
});
