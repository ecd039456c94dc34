import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Rich } from './Rich.js';

const html = (text: string): string =>
  renderToStaticMarkup(
    <p>
      <Rich text={text} components={{ b: <strong className="n" />, home: <a href="/" /> }} />
    </p>,
  );

describe('Rich', () => {
  it('wraps each tagged part in its component, keeping the text around it', () => {
    expect(html('Solution <b>3</b> of 92')).toBe(
      '<p>Solution <strong class="n">3</strong> of 92</p>',
    );
    expect(html('Nothing here. <home>Back</home>.')).toBe(
      '<p>Nothing here. <a href="/">Back</a>.</p>',
    );
    expect(html('<b>1</b> and <b>2</b>')).toBe(
      '<p><strong class="n">1</strong> and <strong class="n">2</strong></p>',
    );
  });

  it('shows plain text as it is, a tag without a component as its inner text, and escapes', () => {
    expect(html('no markup')).toBe('<p>no markup</p>');
    expect(html('an <i>odd</i> tag')).toBe('<p>an odd tag</p>');
    expect(html('a < b <b>&</b>')).toBe('<p>a &lt; b <strong class="n">&amp;</strong></p>');
  });
});
