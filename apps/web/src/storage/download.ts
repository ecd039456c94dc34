/**
 * Offering text as a file: the one download every page uses (records, SGF, JSON).
 *
 * @example
 * ```ts
 * downloadText('qipan-gomoku-Ab3dE5gH7k.sgf', sgf, 'application/x-go-sgf');
 * ```
 */

/** Offers `text` as a file named `name` of media type `type`. */
export function downloadText(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
