import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { IntersectionBoard } from './IntersectionBoard.js';

const render = (el: React.ReactElement): string => renderToStaticMarkup(el);
const count = (html: string, needle: string): number => html.split(needle).length - 1;
/** The text of one coordinate strip, labels joined by spaces. */
function strip(html: string, side: string): string {
  const m = new RegExp(`qb-coords--${side}"[^>]*>(.*?)</div>`).exec(html);
  return (m?.[1] ?? '')
    .replace(/<span>/g, '')
    .replace(/<\/span>/g, ' ')
    .trim();
}
/** The opening tag of the cell at `key`. */
function cell(html: string, key: string): string {
  return new RegExp(`<div role="gridcell"[^>]*data-point="${key}"[^>]*>`).exec(html)?.[0] ?? '';
}
const cellLabel = (p: { x: number; y: number }): string => `${p.x}-${p.y}`;

describe('IntersectionBoard', () => {
  /** A 9×9 board with one black stone at 1,1. */
  const oneBlackStone = {
    size: { width: 9, height: 9 },
    label: 'b',
    pieces: { '1,1': 'black' },
    cellLabel,
  } as const;

  it('puts Go coordinates on all four sides: I skipped, A19 at the top left', () => {
    const html = render(
      <IntersectionBoard
        size={{ width: 19, height: 19 }}
        label="Go"
        coordinates={{ labels: 'go', sides: ['top', 'right', 'bottom', 'left'] }}
        cellLabel={cellLabel}
      />,
    );
    expect(strip(html, 'top')).toBe('A B C D E F G H J K L M N O P Q R S T');
    expect(strip(html, 'bottom')).toBe(strip(html, 'top'));
    expect(strip(html, 'left').split(' ')[0]).toBe('19');
    expect(strip(html, 'right').split(' ').at(-1)).toBe('1');
    expect(count(html, 'role="gridcell"')).toBe(361);
    // Nine star points on 19×19, one grid path and the edge.
    expect(count(html, 'class="qb-lines__star"')).toBe(9);
    expect(count(html, 'class="qb-lines__grid"')).toBe(1);
  });

  it('draws coordinates only on the sides asked for, Gomoku letters a–o', () => {
    const html = render(
      <IntersectionBoard
        size={{ width: 15, height: 15 }}
        label="Gomoku"
        coordinates={{ labels: 'lower' }}
        cellLabel={cellLabel}
      />,
    );
    expect(strip(html, 'bottom')).toBe('a b c d e f g h i j k l m n o');
    expect(strip(html, 'left').split(' ')[0]).toBe('15');
    expect(html).not.toContain('qb-coords--top');
    expect(html).not.toContain('qb-coords--right');
    expect(count(html, 'class="qb-lines__star"')).toBe(5);
  });

  it('takes star points from the caller, and none on a rectangle by default', () => {
    const none = render(
      <IntersectionBoard
        size={{ width: 5, height: 5 }}
        label="c"
        stars={[]}
        cellLabel={cellLabel}
      />,
    );
    expect(count(none, 'qb-lines__star')).toBe(0);
    const rect = render(
      <IntersectionBoard size={{ width: 9, height: 13 }} label="r" cellLabel={cellLabel} />,
    );
    expect(count(rect, 'qb-lines__star')).toBe(0);
    expect(count(rect, 'role="row"')).toBe(13);
  });

  it('draws pieces, markers, labels and highlights with stable data attributes', () => {
    const html = render(
      <IntersectionBoard
        id="b"
        size={{ width: 9, height: 9 }}
        label="Board"
        pieces={{ '2,2': 'black', '3,3': 'white', '4,4': 'red', '5,5': 'blue' }}
        markers={{
          '2,2': 'triangle',
          '0,0': 'circle',
          '1,0': 'square',
          '2,0': 'cross',
          '3,0': 'label',
          '4,0': 'forbidden',
          '3,3': 'last',
        }}
        labels={{ '3,0': 'A', '3,3': '12' }}
        highlights={{ '4,4': ['selected', 'movable'], '6,6': ['target'], '2,2': ['win'] }}
        pieceClass="gk-stone"
        cellLabel={cellLabel}
        cellData={(p) => ({ 'data-name': `${p.x}/${p.y}`, 'data-no': false })}
      />,
    );
    expect(html).toContain('id="b"');
    expect(html).toContain('role="grid"');
    expect(html).toContain('aria-label="Board"');
    expect(cell(html, '2,2')).toContain('data-piece="black"');
    expect(cell(html, '2,2')).toContain('data-marker="triangle"');
    expect(cell(html, '2,2')).toContain('data-highlight="win"');
    expect(cell(html, '2,2')).toContain('qb-hl--win');
    expect(cell(html, '4,4')).toContain('data-highlight="selected movable"');
    expect(cell(html, '6,6')).not.toContain('data-piece');
    expect(cell(html, '0,0')).toContain('data-marker="circle"');
    expect(cell(html, '4,0')).toContain('data-marker="forbidden"');
    expect(cell(html, '5,5')).toContain('data-name="5/5"');
    expect(html).not.toContain('data-no');
    for (const k of ['circle', 'square', 'cross', 'label', 'forbidden', 'triangle'])
      expect(count(html, `qb-marker qb-marker--${k}"`)).toBe(1);
    expect(html).toContain('<span class="qb-marker__text">A</span>');
    // A number on the last stone replaces the ring and takes its colour.
    expect(cell(html, '3,3')).toContain('qb-cell--last-text');
    expect(html).not.toContain('qb-marker--last');
    expect(html).toContain('<span class="qb-stone__text">12</span>');
    expect(html).toContain('qb-stone qb-stone--white gk-stone gk-stone--white');
    expect(count(html, 'qb-stone--red')).toBe(1);
    expect(count(html, 'qb-stone--blue')).toBe(1);
  });

  it('draws the ghost stone only on an empty point', () => {
    const props = oneBlackStone;
    const on = render(
      <IntersectionBoard {...props} ghost={{ point: { x: 4, y: 4 }, piece: 'white' }} />,
    );
    expect(count(on, 'qb-piece--ghost')).toBe(1);
    expect(cell(on, '4,4')).not.toContain('data-piece');
    const off = render(
      <IntersectionBoard {...props} ghost={{ point: { x: 1, y: 1 }, piece: 'white' }} />,
    );
    expect(count(off, 'qb-piece--ghost')).toBe(0);
  });

  it('draws a tentative move as a ringed translucent piece, without changing data-piece', () => {
    const props = oneBlackStone;
    const empty = render(
      <IntersectionBoard
        {...props}
        ghost={{ point: { x: 4, y: 4 }, piece: 'black' }}
        tentative={{ point: { x: 4, y: 4 }, piece: 'white' }}
      />,
    );
    expect(cell(empty, '4,4')).toContain('data-tentative="white"');
    expect(cell(empty, '4,4')).not.toContain('data-piece');
    expect(cell(empty, '4,4')).toContain('qb-cell--tentative');
    expect(count(empty, 'qb-piece--tentative')).toBe(1);
    expect(count(empty, 'class="qb-tentative"')).toBe(1);
    // The tentative piece replaces the ghost on its point.
    expect(count(empty, 'qb-piece--ghost')).toBe(0);
    expect(count(empty, 'data-tentative=')).toBe(1);
    // On an occupied point (a piece to remove): the ring only, the piece stays.
    const taken = render(<IntersectionBoard {...props} tentative={{ point: { x: 1, y: 1 } }} />);
    expect(cell(taken, '1,1')).toContain('data-tentative="true"');
    expect(cell(taken, '1,1')).toContain('data-piece="black"');
    expect(count(taken, 'qb-piece--tentative')).toBe(0);
    expect(count(taken, 'class="qb-tentative"')).toBe(1);
    const none = render(<IntersectionBoard {...props} />);
    expect(none).not.toContain('tentative');
  });

  it('keeps one point in the tab order and marks a disabled board read-only', () => {
    const html = render(
      <IntersectionBoard size={{ width: 5, height: 5 }} label="b" disabled cellLabel={cellLabel} />,
    );
    expect(count(html, 'tabindex="0"')).toBe(1);
    expect(count(html, 'tabindex="-1"')).toBe(24);
    expect(html).toContain('aria-readonly="true"');
    expect(count(html, 'aria-disabled="true"')).toBe(25);
    expect(html).toContain('aria-label="4-3"');
  });
  it('draws lines and arrows over the cells: one halo and one stroke each, heads on arrows only', () => {
    const html = render(
      <IntersectionBoard
        size={{ width: 9, height: 9 }}
        label="Go"
        cellLabel={cellLabel}
        highlights={{ '4,4': ['dim'] }}
        lines={[
          { from: { x: 0, y: 0 }, to: { x: 2, y: 0 }, arrow: true },
          { from: { x: 1, y: 1 }, to: { x: 3, y: 3 }, arrow: false },
        ]}
      />,
    );
    expect(count(html, 'class="qb-marklines"')).toBe(1);
    expect(count(html, 'data-lines="2"')).toBe(1);
    expect(count(html, 'class="qb-marklines__halo"')).toBe(2);
    expect(count(html, 'qb-marklines__stroke qb-marklines__arrow')).toBe(1);
    expect(count(html, 'qb-marklines__stroke qb-marklines__line')).toBe(1);
    // Heads: one in the halo, one in the stroke, both on the arrow.
    expect(count(html, 'class="qb-marklines__head"')).toBe(2);
    // The arrow's tip is the centre of point 2,0; the line runs centre to centre.
    expect(html).toContain('d="M2.5 0.5L');
    expect(html).toContain('d="M1.5 1.5L3.5 3.5"');
    expect(html).toContain('data-from="0,0" data-to="2,0"');
    expect(cell(html, '4,4')).toContain('qb-hl--dim');
    expect(cell(html, '4,4')).toContain('data-highlight="dim"');
  });

  it('gives long labels a smaller font class', () => {
    const html = render(
      <IntersectionBoard
        size={{ width: 9, height: 9 }}
        label="Go"
        cellLabel={cellLabel}
        markers={{ '0,0': 'label', '1,0': 'label', '2,0': 'label' }}
        labels={{ '0,0': 'A', '1,0': 'ABC', '2,0': 'ABCDEFGH' }}
      />,
    );
    expect(html).toContain('<span class="qb-marker__text">A</span>');
    expect(html).toContain('<span class="qb-marker__text qb-marker__text--long">ABC</span>');
    expect(html).toContain('<span class="qb-marker__text qb-marker__text--longer">ABCDEFGH</span>');
  });

  it('draws no line layer without lines', () => {
    const html = render(
      <IntersectionBoard
        size={{ width: 9, height: 9 }}
        label="Go"
        cellLabel={cellLabel}
        lines={[]}
      />,
    );
    expect(html).not.toContain('qb-marklines');
  });
});
