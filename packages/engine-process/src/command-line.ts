/**
 * Splits an engine's command line into words the way a POSIX shell would (spaces
 * separate, '…' and "…" quote, a backslash escapes), so that it can be run without a
 * shell.
 *
 * @example
 * ```ts
 * import { splitCommandLine } from '@qipan/engine-process';
 * splitCommandLine(`"/my engines/katago" gtp -config 'a b.cfg'`);
 * // ok(['/my engines/katago', 'gtp', '-config', 'a b.cfg'])
 * ```
 */
import { err, ok, type Result } from '@qipan/core';
import type { EngineError } from './errors.js';

export function splitCommandLine(text: string): Result<string[], EngineError> {
  const words: string[] = [];
  let word = '';
  let inWord = false;
  let quote: '"' | "'" | undefined;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (quote === "'") {
      if (ch === "'") quote = undefined;
      else word += ch;
    } else if (quote === '"') {
      if (ch === '"') quote = undefined;
      else if (ch === '\\' && i + 1 < text.length && '"\\$`'.includes(text[i + 1] as string))
        word += text[++i];
      else word += ch;
    } else if (ch === "'" || ch === '"') {
      quote = ch;
      inWord = true;
    } else if (ch === '\\') {
      if (i + 1 < text.length) word += text[++i];
      inWord = true;
    } else if (/\s/.test(ch)) {
      if (inWord) words.push(word);
      word = '';
      inWord = false;
    } else {
      word += ch;
      inWord = true;
    }
  }
  if (quote) return err({ reason: 'bad-command-line', message: `unclosed ${quote} quote` });
  if (inWord) words.push(word);
  if (words.length === 0) return err({ reason: 'bad-command-line', message: 'empty command' });
  return ok(words);
}
