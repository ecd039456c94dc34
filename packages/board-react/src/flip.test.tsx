import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BoardFlipContext, flipPoint } from './flip.js';
import { GridBoard } from './GridBoard.js';
import { IntersectionBoard } from './IntersectionBoard.js';

const cellLabel = (p: { x: number; y: number }): string => `cell ${p.x}-${p.y}`;
/** The data-point of every cell, in document (screen) order. */
const order = (html: string): string[] =>
  [...html.matchAll(/role="gridcell"[^>]*data-point="([^"]+)"/g)].map((m) => m[1] ?? '');
function strip(html: string, side: string): string {
  const m = new RegExp(`qb-coords--${side}"[^>]*>(.*?)</div>`).exec(html);
  return (m?.[1] ?? '')
    .replace(/<span>/g, '')
    .replace(/<\/span>/g, ' ')
    .trim();
}

describe('flipped boards', () => {
  it('flipPoint turns a point 180° and back', () => {
    const size = { width: 9, height: 5 };
    expect(flipPoint({ x: 0, y: 0 }, size)).toEqual({ x: 8, y: 4 });
    expect(flipPoint(flipPoint({ x: 2, y: 3 }, size), size)).toEqual({ x: 2, y: 3 });
  });

  it('draws the cells in turned order, keeping their true data-point and names', () => {
    const props = {
      size: { width: 3, height: 2 },
      label: 'b',
      pieces: { '0,0': 'black' as const },
      coordinates: { labels: 'lower' as const, sides: ['left', 'bottom'] as const },
      cellLabel,
    };
    const plain = renderToStaticMarkup(<IntersectionBoard {...props} />);
    const flipped = renderToStaticMarkup(<IntersectionBoard {...props} flipped />);
    expect(order(plain)).toEqual(['0,0', '1,0', '2,0', '0,1', '1,1', '2,1']);
    expect(order(flipped)).toEqual(['2,1', '1,1', '0,1', '2,0', '1,0', '0,0']);
    expect(flipped).toMatch(/data-point="0,0" data-piece="black"[^>]*aria-label="cell 0-0"/);
    expect(strip(plain, 'bottom')).toBe('a b c');
    expect(strip(flipped, 'bottom')).toBe('c b a');
    expect(strip(plain, 'left')).toBe('2 1');
    expect(strip(flipped, 'left')).toBe('1 2');
    expect(flipped).toContain('qb-board--flipped');
    expect(plain).not.toContain('qb-board--flipped');
  });

  it('takes the context unless the prop says otherwise; lines keep true ends', () => {
    const base = {
      size: { width: 3, height: 3 },
      label: 'b',
      cellLabel,
      lines: [{ from: { x: 0, y: 0 }, to: { x: 1, y: 0 }, arrow: false }],
    };
    const html = renderToStaticMarkup(
      <BoardFlipContext value={true}>
        <IntersectionBoard {...base} />
        <GridBoard {...base} flipped={false} />
      </BoardFlipContext>,
    );
    const [a, b] = html.split('qb-board--squares');
    expect(order(a ?? '')[0]).toBe('2,2');
    expect(order(b ?? '')[0]).toBe('0,0');
    // The line from 0,0 to 1,0 is drawn from the bottom-right corner, named truly.
    expect(a).toContain('data-from="0,0" data-to="1,0"><path d="M2.5 2.5L1.5 2.5"');
  });
});
