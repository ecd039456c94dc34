/**
 * Every relative link in every tracked Markdown file names a file of the repository
 * (and a heading for `#fragments`); the checker itself is tried on a broken tree first.
 *
 * @example
 * ```sh
 * npx vitest run scripts/markdown-links.test.ts
 * ```
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { anchorsOf, brokenLinks, linksOf, trackedMarkdown } from './markdown-links.js';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('the link checker', () => {
  const dir = mkdtempSync(join(tmpdir(), 'qipan-links-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (file: string, text: string): void => {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  };

  it('reports a missing file, a missing anchor and a link out of the tree, nothing else', () => {
    write(
      'README.md',
      [
        '# Qipan 棋盘',
        'See [the CLI](docs/cli.md), [its flags](docs/cli.md#the-flags-qipan-gtp), [a dir](docs/),',
        '[gone](docs/gone.md), [no anchor](docs/cli.md#nowhere), [up](../elsewhere.md),',
        '[here](#qipan-棋盘), [web](https://example.org/x.md), ![shot](docs/shot.png)',
        '`[in code](missing.md)`',
        '```',
        '[in a fence](missing.md)',
        '```',
        '[ref]: docs/also-gone.md',
      ].join('\n'),
    );
    write('docs/cli.md', '# CLI\n\n## The flags: `qipan gtp`\n\n## CLI\n');
    write('docs/shot.png', '');
    expect(brokenLinks(dir, ['README.md', 'docs/cli.md'])).toEqual([
      { file: 'README.md', line: 3, target: 'docs/gone.md', problem: 'no such file' },
      { file: 'README.md', line: 3, target: 'docs/cli.md#nowhere', problem: 'no such anchor' },
      { file: 'README.md', line: 3, target: '../elsewhere.md', problem: 'outside the repository' },
      { file: 'README.md', line: 9, target: 'docs/also-gone.md', problem: 'no such file' },
    ]);
  });

  it('reads links and GitHub anchors', () => {
    expect(linksOf('[a](b.md "title") and [c](<d e.md>)').map((l) => l.target)).toEqual([
      'b.md',
      'd e.md',
    ]);
    expect([...anchorsOf('# Hello, World!\n## Hello, World!\n### `npm test` (CI)')]).toEqual([
      'hello-world',
      'hello-world-1',
      'npm-test-ci',
    ]);
  });
});

it('every relative link of every tracked Markdown file resolves', () => {
  const files = trackedMarkdown(root);
  expect(files).toContain('README.md');
  expect(brokenLinks(root, files)).toEqual([]);
});
