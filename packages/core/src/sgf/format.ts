/**
 * SGF syntax writer: {@link SgfCollection} → normalised text. Every property and
 * every value is written back; `\` and `]` are escaped. Iterative, so any depth of
 * variations is written. One node per line, variations on their own lines.
 *
 * @example
 * ```ts
 * import { formatSgf } from '@qipan/core';
 * formatSgf([{ nodes: [{ GM: ['1'] }, { B: ['dd'] }], variations: [] }]);
 * // '(;GM[1]\n;B[dd])\n'
 * ```
 */
import type { SgfCollection, SgfNode, SgfTree } from './types.js';

/** Escapes a value for writing between brackets: `\` → `\\`, `]` → `\]`. */
export function escapeSgfValue(value: string): string {
  let needs = false;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c === 92 || c === 93) {
      needs = true;
      break;
    }
  }
  return needs ? value.replace(/[\\\]]/g, (m) => `\\${m}`) : value;
}

/** Writes one node: `;ID[v1][v2]ID2[v]`. */
export function formatSgfNode(node: SgfNode): string {
  let out = ';';
  for (const id of Object.keys(node)) {
    const values = node[id] as readonly string[];
    out += id;
    // A property always needs at least one value; an empty list is written as [].
    if (values.length === 0) out += '[]';
    for (const v of values) out += `[${escapeSgfValue(v)}]`;
  }
  return out;
}

export interface SgfFormatOptions {
  /** When set, the `CA` of every root node is replaced by this charset (e.g. 'UTF-8'). */
  readonly charset?: string;
}

/** Writes a whole collection; each game tree ends with a newline. */
export function formatSgf(collection: SgfCollection, options: SgfFormatOptions = {}): string {
  const parts: string[] = [];
  for (const root of collection) {
    const first = root.nodes[0];
    const rootTree: SgfTree =
      options.charset !== undefined && first !== undefined
        ? {
            nodes: [{ ...first, CA: [options.charset] }, ...root.nodes.slice(1)],
            variations: root.variations,
          }
        : root;
    // Explicit stack of trees to open, with a marker meaning "close one tree".
    const stack: (SgfTree | null)[] = [rootTree];
    let depth = 0;
    while (stack.length > 0) {
      const t = stack.pop();
      if (t === null || t === undefined) {
        parts.push(')');
        depth--;
        continue;
      }
      if (depth > 0) parts.push('\n');
      parts.push('(');
      depth++;
      for (let k = 0; k < t.nodes.length; k++) {
        if (k > 0) parts.push('\n');
        parts.push(formatSgfNode(t.nodes[k] as SgfNode));
      }
      stack.push(null);
      for (let v = t.variations.length - 1; v >= 0; v--) stack.push(t.variations[v] as SgfTree);
    }
    parts.push('\n');
  }
  return parts.join('');
}
