/**
 * GTP argument values: colours (`b`, `black`, `W`, ...), vertices (`D4`, `pass`,
 * case-insensitive, no I), moves (colour + vertex), integers and floats.
 *
 * @example
 * ```ts
 * import { parseGtpMove, formatGtpVertex } from '@qipan/go';
 * parseGtpMove(['W', 'q16'], 19); // { color: 'white', move: { type: 'play', point: { x: 15, y: 3 } } }
 * formatGtpVertex({ type: 'pass' }, 19); // 'PASS'
 * ```
 */
import type { Color } from '@qipan/core';
import { formatVertex, parseVertex } from '../notation.js';
import type { GoMove } from '../state.js';

export function parseGtpColor(text: string): Color | undefined {
  const t = text.toLowerCase();
  return t === 'b' || t === 'black' ? 'black' : t === 'w' || t === 'white' ? 'white' : undefined;
}

export const formatGtpColor = (c: Color): string => c;

/** A vertex or `pass`; undefined for anything else, including points off a `size` board. */
export function parseGtpVertex(text: string, size: number): GoMove | undefined {
  if (text.toLowerCase() === 'pass') return { type: 'pass' };
  const p = parseVertex(text, size);
  return p ? { type: 'play', point: p } : undefined;
}

/** `D4` or `PASS` (resign is written `resign`, as genmove answers it). */
export function formatGtpVertex(move: GoMove, size: number): string {
  return move.type === 'play'
    ? formatVertex(move.point, size)
    : move.type === 'pass'
      ? 'PASS'
      : 'resign';
}

/** `COLOR VERTEX` arguments. */
export function parseGtpMove(
  args: readonly string[],
  size: number,
): { color: Color; move: GoMove } | undefined {
  if (args.length !== 2) return undefined;
  const color = parseGtpColor(args[0] as string);
  const move = parseGtpVertex(args[1] as string, size);
  return color && move ? { color, move } : undefined;
}

export function parseGtpInt(text: string | undefined): number | undefined {
  return text !== undefined && /^-?\d+$/.test(text) && Number.isSafeInteger(Number(text))
    ? Number(text)
    : undefined;
}

export function parseGtpFloat(text: string | undefined): number | undefined {
  if (text === undefined || !/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text)) return undefined;
  const v = Number(text);
  return Number.isFinite(v) ? v : undefined;
}

/** The commands GTP version 2 requires every engine to answer. */
export const GTP_REQUIRED_COMMANDS = [
  'protocol_version',
  'name',
  'version',
  'known_command',
  'list_commands',
  'quit',
  'boardsize',
  'clear_board',
  'komi',
  'play',
  'genmove',
] as const;
