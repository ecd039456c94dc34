/**
 * Reading a typed move with each game's own notation: Go `D4` (columns skip I),
 * Gomoku `h8` (skipping I from 19×19 on), Chongzi `C3`, `C2-C3` or `xC3`. Each reader
 * gives the point (or Chongzi move) or a typed error that names what was typed, and
 * says which letters start a move and which texts may still grow into one (for the
 * key buffer).
 *
 * @example
 * ```ts
 * readGoMove('D4', 19); // { ok: true, value: { x: 3, y: 15 } }
 * readGoMove('Z9', 19); // { ok: false, error: { kind: 'off-board', text: 'Z9' } }
 * readGomokuMove('h8', 15); // { ok: true, value: { x: 7, y: 7 } }
 * readChongziMove('C2-C3', 5); // a step from C2 to C3
 * ```
 */
import { parseMove, type ChongziMove } from '@qipan/chongzi';
import { err, ok, type Point, type Result } from '@qipan/core';
import { skipsI, parsePoint } from '@qipan/gomoku';
import { parseVertex } from '@qipan/go';

export type TypedMoveError =
  /** Nothing typed. */
  | { readonly kind: 'empty' }
  /** Not in the notation at all; `example` shows one that is. */
  | { readonly kind: 'malformed'; readonly text: string; readonly example: string }
  /** A point off this board. */
  | { readonly kind: 'off-board'; readonly text: string }
  /** Column I on a board whose letters leave it out. */
  | { readonly kind: 'no-i'; readonly text: string };

export type TypedMove<T> = Result<T, TypedMoveError>;

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz';
const NO_I = 'abcdefghjklmnopqrstuvwxyz';

/** The column letters of a board `size` wide (lower case). */
export const columnLetters = (size: number, skipI: boolean): string =>
  (skipI ? NO_I : ALPHABET).slice(0, size);

const POINT = /^([a-z])(\d{1,2})$/i;
const POINT_PREFIX = /^[a-z]\d{0,2}$/i;
const STEP_PREFIX = /^x?[a-z](\d{1,2}(-([a-z]\d{0,2})?)?)?$/i;

/** Whether `text` may still grow into a point (`h`, `h8`) or, with steps, `C2-C3`. */
export const continuesPoint = (text: string): boolean => POINT_PREFIX.test(text);
export const continuesStep = (text: string): boolean => STEP_PREFIX.test(text);

function readPoint(
  text: string,
  parse: (t: string) => Point | undefined,
  skipI: boolean,
  example: string,
): TypedMove<Point> {
  const t = text.trim();
  if (t === '') return err({ kind: 'empty' });
  const m = POINT.exec(t);
  if (!m) return err({ kind: 'malformed', text: t, example });
  const p = parse(t);
  if (p) return ok(p);
  if (skipI && (m[1] as string).toLowerCase() === 'i') return err({ kind: 'no-i', text: t });
  return err({ kind: 'off-board', text: t });
}

/** A Go point typed as `D4` on a `size` board. */
export const readGoMove = (text: string, size: number): TypedMove<Point> =>
  readPoint(text, (t) => parseVertex(t, size), true, 'D4');

/** A Gomoku point typed as `h8` on a `size` board. */
export const readGomokuMove = (text: string, size: number): TypedMove<Point> =>
  readPoint(text, (t) => parsePoint(t, size), skipsI(size), 'h8');

/** A Chongzi move typed as `C3`, `C2-C3` or `xC3` on an `n` board. */
export function readChongziMove(text: string, n: number): TypedMove<ChongziMove> {
  const t = text.trim();
  if (t === '') return err({ kind: 'empty' });
  // `X` as well as `x`: the key buffer keeps what was typed.
  const r = parseMove(t.replace(/^X(?=[a-z])/i, 'x'), n);
  if (r.ok) return r;
  return r.error.reason === 'off-board'
    ? err({ kind: 'off-board', text: t.toUpperCase().replace(/^X/, 'x') })
    : err({ kind: 'malformed', text: t, example: 'C2-C3' });
}

/** What the "Type a move" box needs to read one game's moves. */
export interface MoveReader<T> {
  /** The board's column letters, lower case (they may start a move). */
  readonly columns: string;
  readonly example: string;
  continues(text: string): boolean;
  read(text: string): TypedMove<T>;
}

export const goMoveReader = (size: number): MoveReader<Point> => ({
  columns: columnLetters(size, true),
  example: 'D4',
  continues: continuesPoint,
  read: (text) => readGoMove(text, size),
});

export const gomokuMoveReader = (size: number): MoveReader<Point> => ({
  columns: columnLetters(size, skipsI(size)),
  example: 'h8',
  continues: continuesPoint,
  read: (text) => readGomokuMove(text, size),
});

export const chongziMoveReader = (n: number): MoveReader<ChongziMove> => ({
  columns: columnLetters(n, false),
  example: 'C2-C3',
  continues: continuesStep,
  read: (text) => readChongziMove(text, n),
});
