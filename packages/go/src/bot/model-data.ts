/**
 * The reader of move-model data files (`small-model.json` and `large-model.json`,
 * written by `lab/go/train-patterns.ts`): checks the document, every table's length
 * and every `code:q` pair, and gives the tables the models multiply gammas from. A
 * file that breaks the format is refused with the reason, never half read.
 *
 * @example
 * ```ts
 * import data from './large-model.json' with { type: 'json' };
 * const r = readLargeModel(data);
 * if (r.ok) new LargeModel(r.value);
 * ```
 */
import { err, ok, type Result } from '@qipan/core';

/** The tables of the small model (features.ts). */
export interface SmallTables {
  /** `code:q` pairs: canonical 3×3 code in base 36, q = round(10 · ln gamma). */
  readonly PATTERN_GAMMAS: string;
  readonly RARE_PATTERN_GAMMA: number;
  readonly LINE_GAMMAS: readonly number[];
  readonly DIST_GAMMAS: readonly number[];
  readonly TACTIC_GAMMAS: readonly number[];
}

/** The tables of a large model (large.ts): the small model's and three more groups. */
export interface LargeTables extends SmallTables {
  readonly DIST2_GAMMAS: readonly number[];
  readonly DIAMOND_GAMMAS: string;
  readonly RARE_DIAMOND_GAMMA: number;
  readonly SQUARE_GAMMAS: string;
  readonly RARE_SQUARE_GAMMA: number;
}

/** Why a model file was refused. */
export type ModelDataError =
  | { readonly reason: 'not-a-model'; readonly detail: string }
  | { readonly reason: 'unknown-version'; readonly version: unknown }
  | { readonly reason: 'wrong-kind'; readonly kind: unknown; readonly expected: 'small' | 'large' }
  | { readonly reason: 'bad-table'; readonly field: string; readonly detail: string };

/** The format name a model file carries. */
export const MODEL_FORMAT = 'qipan-go-move-model';
/** The version of the format this reader reads. */
export const MODEL_VERSION = 1;

/** How many entries each list table has (features.ts: LINE_COUNT, DIST_COUNT, TACTIC_COUNT). */
const LENGTHS = { line: 60, dist: 10, tactic: 5, dist2: 10 } as const;

type Doc = Record<string, unknown>;

const isDoc = (v: unknown): v is Doc => typeof v === 'object' && v !== null && !Array.isArray(v);
const positive = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0;

/** Why a `code:q` table is bad, or undefined when it is good. */
function pairsProblem(table: string): string | undefined {
  if (table === '') return undefined;
  const seen = new Set<string>();
  for (const entry of table.split(',')) {
    const m = /^([0-9a-z]+):(-?\d+)$/.exec(entry);
    if (m === null) return `"${entry}" is not a code:q pair`;
    if (seen.has(m[1] as string)) return `code ${m[1]} twice`;
    seen.add(m[1] as string);
  }
  return undefined;
}

type Checked<T> = Result<T, ModelDataError>;

function pairs(doc: Doc, field: string): Checked<string> {
  const v = doc[field];
  if (typeof v !== 'string') return err({ reason: 'bad-table', field, detail: 'not a string' });
  const detail = pairsProblem(v);
  return detail === undefined ? ok(v) : err({ reason: 'bad-table', field, detail });
}

function gamma(doc: Doc, field: string): Checked<number> {
  const v = doc[field];
  return positive(v) ? ok(v) : err({ reason: 'bad-table', field, detail: 'not a positive number' });
}

function list(doc: Doc, field: keyof typeof LENGTHS): Checked<readonly number[]> {
  const v = doc[field];
  const n = LENGTHS[field];
  if (!Array.isArray(v) || v.length !== n)
    return err({ reason: 'bad-table', field, detail: `not a list of ${n} numbers` });
  const at = (v as unknown[]).findIndex((x) => !positive(x));
  if (at >= 0)
    return err({ reason: 'bad-table', field, detail: `entry ${at} is not a positive number` });
  return ok(v as number[]);
}

function header(data: unknown, kind: 'small' | 'large'): Checked<Doc> {
  if (!isDoc(data)) return err({ reason: 'not-a-model', detail: 'not a JSON object' });
  if (data['format'] !== MODEL_FORMAT)
    return err({ reason: 'not-a-model', detail: `format is not "${MODEL_FORMAT}"` });
  if (data['version'] !== MODEL_VERSION)
    return err({ reason: 'unknown-version', version: data['version'] });
  if (data['kind'] !== kind)
    return err({ reason: 'wrong-kind', kind: data['kind'], expected: kind });
  return ok(data);
}

function small(doc: Doc): Checked<SmallTables> {
  const p = pairs(doc, 'patterns');
  if (!p.ok) return p;
  const rare = gamma(doc, 'rarePattern');
  if (!rare.ok) return rare;
  const line = list(doc, 'line');
  if (!line.ok) return line;
  const dist = list(doc, 'dist');
  if (!dist.ok) return dist;
  const tactic = list(doc, 'tactic');
  if (!tactic.ok) return tactic;
  return ok({
    PATTERN_GAMMAS: p.value,
    RARE_PATTERN_GAMMA: rare.value,
    LINE_GAMMAS: line.value,
    DIST_GAMMAS: dist.value,
    TACTIC_GAMMAS: tactic.value,
  });
}

/** Reads a small model document (the parsed JSON of `small-model.json`). */
export function readSmallModel(data: unknown): Result<SmallTables, ModelDataError> {
  const doc = header(data, 'small');
  return doc.ok ? small(doc.value) : doc;
}

/** Reads a large model document (the parsed JSON of `large-model.json`). */
export function readLargeModel(data: unknown): Result<LargeTables, ModelDataError> {
  const doc = header(data, 'large');
  if (!doc.ok) return doc;
  const base = small(doc.value);
  if (!base.ok) return base;
  const dist2 = list(doc.value, 'dist2');
  if (!dist2.ok) return dist2;
  const diamonds = pairs(doc.value, 'diamonds');
  if (!diamonds.ok) return diamonds;
  const rareDiamond = gamma(doc.value, 'rareDiamond');
  if (!rareDiamond.ok) return rareDiamond;
  const squares = pairs(doc.value, 'squares');
  if (!squares.ok) return squares;
  const rareSquare = gamma(doc.value, 'rareSquare');
  if (!rareSquare.ok) return rareSquare;
  return ok({
    ...base.value,
    DIST2_GAMMAS: dist2.value,
    DIAMOND_GAMMAS: diamonds.value,
    RARE_DIAMOND_GAMMA: rareDiamond.value,
    SQUARE_GAMMAS: squares.value,
    RARE_SQUARE_GAMMA: rareSquare.value,
  });
}

/** A refusal as one line of text (for the error a broken shipped file throws). */
export function describeModelError(e: ModelDataError): string {
  switch (e.reason) {
    case 'not-a-model':
      return `not a move model: ${e.detail}`;
    case 'unknown-version':
      return `move model version ${JSON.stringify(e.version)}, this reader reads ${MODEL_VERSION}`;
    case 'wrong-kind':
      return `a ${JSON.stringify(e.kind)} move model where a ${e.expected} one was expected`;
    case 'bad-table':
      return `move model table "${e.field}": ${e.detail}`;
  }
}

/** Reads a shipped model file, throwing its refusal (a broken shipped file is a build defect). */
export function shippedModel<T>(name: string, r: Result<T, ModelDataError>): T {
  if (!r.ok) throw new Error(`${name}: ${describeModelError(r.error)}`);
  return r.value;
}
