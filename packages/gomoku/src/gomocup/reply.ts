/**
 * The Gomocup (Piskvork) brain protocol, output side: reply lines. Texts are
 * kept on one line (line breaks become spaces).
 *
 * @example
 * ```ts
 * import { gomocupReply } from '@qipan/gomoku';
 * gomocupReply.move({ x: 7, y: 7 }); // '7,7'
 * gomocupReply.error('unsupported size'); // 'ERROR unsupported size'
 * gomocupReply.forbid([{ x: 7, y: 8 }]); // 'FORBID 0708.'
 * ```
 */
import type { Point } from '@qipan/core';
import { formatGomocupPoint } from '../notation.js';

/** One line without control characters (line breaks become spaces, others '?'). */
const oneLine = (text: string): string =>
  text
    .replace(/[\r\n]+/g, ' ')
    .replace(/\p{Cc}/gu, '?')
    .trim();
const two = (n: number): string => String(n).padStart(2, '0');

export interface AboutInfo {
  readonly name: string;
  readonly version: string;
  readonly author?: string;
  readonly country?: string;
  readonly www?: string;
  readonly email?: string;
}

export const gomocupReply = {
  move: (p: Point): string => formatGomocupPoint(p),
  ok: (): string => 'OK',
  error: (text: string): string => `ERROR ${oneLine(text)}`,
  unknown: (text: string): string => `UNKNOWN ${oneLine(text)}`,
  message: (text: string): string => `MESSAGE ${oneLine(text)}`,
  debug: (text: string): string => `DEBUG ${oneLine(text)}`,
  /** Yixin's YXSHOWFORBID answer: `FORBID ` then `xxyy` per point, then `.`. */
  forbid: (points: readonly Point[]): string =>
    `FORBID ${points.map((p) => two(p.x) + two(p.y)).join('')}.`,
  /** `name="..", version="..", ...` with quotes removed from the values. */
  about: (info: AboutInfo): string =>
    (['name', 'version', 'author', 'country', 'www', 'email'] as const)
      .flatMap((k) =>
        info[k] === undefined ? [] : [`${k}="${oneLine(info[k]).replace(/"/g, "'")}"`],
      )
      .join(', '),
};
