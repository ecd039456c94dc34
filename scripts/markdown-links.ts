/**
 * Relative links in Markdown files: every `[text](target)`, `![alt](target)` and
 * `[label]: target` outside code must name a file or folder of the repository, and a
 * `#fragment` a heading (GitHub's anchor of it) or an `id`/`name` in the target
 * Markdown file. Links with a scheme (`https:`, `mailto:`…) are not checked.
 *
 * @example
 * ```ts
 * import { brokenLinks, trackedMarkdown } from './markdown-links.js';
 * brokenLinks(root, trackedMarkdown(root));
 * // [{ file: 'README.md', line: 12, target: 'docs/nope.md', problem: 'no such file' }]
 * ```
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, join, normalize, relative, sep } from 'node:path';

export interface BrokenLink {
  /** The Markdown file, relative to the root, with `/` separators. */
  readonly file: string;
  /** 1-based. */
  readonly line: number;
  readonly target: string;
  readonly problem: 'no such file' | 'no such anchor' | 'outside the repository';
}

interface Link {
  readonly line: number;
  readonly target: string;
}

/** The Markdown files git tracks under `root` (relative paths, `/` separators). */
export function trackedMarkdown(root: string): string[] {
  const out = execFileSync('git', ['ls-files', '-z', '--', '*.md'], {
    cwd: root,
    encoding: 'utf8',
  });
  return out
    .split('\0')
    .filter((f) => f !== '')
    .filter((f) => existsSync(join(root, f)));
}

/** Per line: whether it is inside (or opens or closes) a fenced code block. */
function fenced(lines: readonly string[]): boolean[] {
  let fence: string | undefined;
  return lines.map((line) => {
    const m = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
    if (fence !== undefined) {
      if (m !== null && m[1]!.startsWith(fence)) fence = undefined;
      return true;
    }
    if (m !== null) fence = m[1]!;
    return m !== null;
  });
}

/** Blanks fenced code blocks and inline code spans, keeping the line structure. */
function withoutCode(text: string): string {
  const lines = text.split('\n');
  const code = fenced(lines);
  return lines
    .map((line, i) => (code[i] ? '' : line.replace(/(`+)[^`]*?\1/g, (s) => ' '.repeat(s.length))))
    .join('\n');
}

/** The links of one Markdown text (inline, image and reference definitions). */
export function linksOf(text: string): Link[] {
  const links: Link[] = [];
  withoutCode(text)
    .split('\n')
    .forEach((line, i) => {
      const inline =
        /!?\[(?:[^\]\\]|\\.)*\]\(\s*(<[^>]*>|[^\s)]+)(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)/g;
      for (const m of line.matchAll(inline)) {
        links.push({ line: i + 1, target: m[1]!.replace(/^<|>$/g, '') });
      }
      const def = /^\s{0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)/.exec(line);
      if (def !== null) links.push({ line: i + 1, target: def[1]!.replace(/^<|>$/g, '') });
    });
  return links;
}

/** GitHub's anchors for the headings (and explicit ids) of a Markdown text. */
export function anchorsOf(text: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const lines = text.split('\n');
  const code = fenced(lines);
  lines.forEach((line, i) => {
    const h = code[i] ? null : /^\s{0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(line);
    if (h === null) return;
    const base = h[1]!
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // a link counts by its text
      .replace(/<[^>]+>/g, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n === 0 ? base : `${base}-${n}`);
  });
  for (const m of text.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(m[1]!);
  return anchors;
}

const decode = (s: string): string => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

/** Every broken relative link of `files` (paths relative to `root`). */
export function brokenLinks(root: string, files: readonly string[]): BrokenLink[] {
  const broken: BrokenLink[] = [];
  const texts = new Map<string, string>();
  const read = (path: string): string => {
    let t = texts.get(path);
    if (t === undefined) texts.set(path, (t = readFileSync(path, 'utf8')));
    return t;
  };
  for (const file of files) {
    const path = join(root, file);
    for (const { line, target } of linksOf(read(path))) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto:, …
      const hash = target.indexOf('#');
      const pathPart = decode(hash === -1 ? target : target.slice(0, hash));
      const fragment = hash === -1 ? undefined : decode(target.slice(hash + 1));
      const resolved =
        pathPart === ''
          ? path
          : pathPart.startsWith('/')
            ? join(root, pathPart)
            : normalize(join(dirname(path), pathPart));
      const rel = relative(root, resolved);
      const report = (problem: BrokenLink['problem']): void => {
        broken.push({ file: file.split(sep).join('/'), line, target, problem });
      };
      if (rel.startsWith('..')) {
        report('outside the repository');
        continue;
      }
      if (!existsSync(resolved)) {
        report('no such file');
        continue;
      }
      if (fragment === undefined || fragment === '') continue;
      if (statSync(resolved).isFile() && extname(resolved).toLowerCase() === '.md') {
        if (!anchorsOf(read(resolved)).has(fragment.toLowerCase())) report('no such anchor');
      }
    }
  }
  return broken;
}
