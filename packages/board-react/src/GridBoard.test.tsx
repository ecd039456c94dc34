import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GridBoard } from './GridBoard.js';

const render = (el: React.ReactElement): string => renderToStaticMarkup(el);
const count = (html: string, needle: string): number => html.split(needle).length - 1;

describe('GridBoard', () => {
  it('renders an ARIA grid of rows and labelled cells with stable data-point attributes', () => {
    const html = render(
      <GridBoard
        size={{ width: 3, height: 2 }}
        label="Test board"
        pieces={{ '1,0': 'queen' }}
        highlights={{ '2,1': ['conflict', 'hint'] }}
        markers={{ '0,1': 'hint' }}
        cellLabel={(p) => `cell ${p.x} ${p.y}`}
        cellData={(p) => ({
          'data-queen': p.x === 1 && p.y === 0,
          'data-extra': p.x === 0 ? 'yes' : undefined,
        })}
      />,
    );
    expect(html).toContain('role="grid"');
    expect(html).toContain('aria-label="Test board"');
    expect(count(html, 'role="row"')).toBe(2);
    expect(count(html, 'role="gridcell"')).toBe(6);
    for (const key of ['0,0', '1,0', '2,0', '0,1', '1,1', '2,1'])
      expect(html).toContain(`data-point="${key}"`);
    expect(html).toContain('aria-label="cell 2 1"');
    expect(count(html, 'data-queen="true"')).toBe(1);
    expect(html).toMatch(/data-point="1,0" data-piece="queen"/);
    expect(count(html, 'class="qb-queen"')).toBe(1);
    expect(count(html, 'data-extra="yes"')).toBe(2);
    expect(html).toContain('qb-hl--conflict qb-hl--hint');
    expect(html).toMatch(/data-point="0,1"[^>]*data-marker="hint"/);
    expect(html).toContain('qb-board--squares');
    expect(html).not.toContain('qb-lines');
  });

  it('has exactly one cell in the tab order (roving tabindex)', () => {
    const html = render(
      <GridBoard size={{ width: 4, height: 4 }} label="b" cellLabel={() => 'x'} />,
    );
    expect(count(html, 'tabindex="0"')).toBe(1);
    expect(count(html, 'tabindex="-1"')).toBe(15);
    expect(html).toMatch(/data-point="0,0"[^>]*tabindex="0"/);
  });

  it('marks a disabled board read-only and shades squares unless told not to', () => {
    const html = render(
      <GridBoard size={{ width: 2, height: 2 }} label="b" disabled cellLabel={() => 'x'} />,
    );
    expect(html).toContain('aria-readonly="true"');
    expect(count(html, 'aria-disabled="true"')).toBe(4);
    expect(count(html, 'qb-cell--light')).toBe(2);
    expect(count(html, 'qb-cell--dark')).toBe(2);
    const plain = render(
      <GridBoard
        size={{ width: 2, height: 2 }}
        label="b"
        checkered={false}
        cellLabel={() => 'x'}
      />,
    );
    expect(plain).not.toContain('qb-cell--dark');
  });

  it('draws a ghost queen only on an empty square, and chess coordinates on the edges', () => {
    const html = render(
      <GridBoard
        size={{ width: 8, height: 8 }}
        label="b"
        pieces={{ '0,0': 'queen' }}
        ghost={{ point: { x: 1, y: 1 }, piece: 'queen' }}
        coordinates={{ labels: 'lower' }}
        cellLabel={() => 'x'}
      />,
    );
    expect(count(html, 'qb-piece--ghost')).toBe(1);
    expect(html).toMatch(/qb-coords--bottom"[^>]*><span>a<\/span>.*<span>h<\/span><\/div>/);
    expect(html).toMatch(/qb-coords--left"[^>]*><span>8<\/span>/);
  });
});
