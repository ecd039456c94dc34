/**
 * The larger move model for 19×19 and up: the learned model of features.ts with two
 * more shape groups (the 12-point diamond and the 20-point square of shapes.ts) and
 * the distance to the side's own previous move, all fitted together to professional
 * games by `lab/go/train-patterns.ts --large`. Its tables are big (about 100 KB of
 * text, the data file `large-model.json`), so they live behind their own module, `@qipan/go/bot/large`, which a
 * caller loads when it wants them and hands to the bot (`new GoBot({ model })`); the
 * bot falls back on the small model without it and on boards under 19×19.
 *
 * @example
 * ```ts
 * import { GoBot } from '@qipan/go/bot';
 * import { largeModel } from '@qipan/go/bot/large';
 * const bot = new GoBot({ level: 10, model: largeModel() });
 * ```
 */
import {
  buildPatternTables,
  dist2Feature,
  distFeature,
  lineFeature,
  parseGammaTable,
  type MoveModel,
} from './features.js';
import { neighbourhoodCode } from './patterns.js';
import { shapeCodes } from './shapes.js';
import { readLargeModel, shippedModel, type LargeTables } from './model-data.js';
import LARGE_MODEL from './large-model.json' with { type: 'json' };

export type { LargeTables };

export class LargeModel implements MoveModel {
  private readonly patterns: Float32Array[];
  private readonly diamonds: Map<number, number>;
  private readonly squares: Map<number, number>;
  private readonly codes = new Float64Array(2);

  constructor(private readonly t: LargeTables) {
    this.patterns = buildPatternTables(t.PATTERN_GAMMAS, t.RARE_PATTERN_GAMMA);
    this.diamonds = parseGammaTable(t.DIAMOND_GAMMAS);
    this.squares = parseGammaTable(t.SQUARE_GAMMAS);
  }

  readonly gamma: MoveModel['gamma'] = (b, c, p, last, last2, tactic) => {
    const t = this.t;
    const codes = shapeCodes(b, c, p, this.codes);
    return (
      ((this.patterns[c] as Float32Array)[neighbourhoodCode(b, p)] as number) *
      (t.LINE_GAMMAS[lineFeature(b, p)] as number) *
      (t.DIST_GAMMAS[distFeature(b, p, last)] as number) *
      (t.DIST2_GAMMAS[dist2Feature(b, p, last2)] as number) *
      (t.TACTIC_GAMMAS[tactic] as number) *
      (this.diamonds.get(codes[0] as number) ?? t.RARE_DIAMOND_GAMMA) *
      (this.squares.get(codes[1] as number) ?? t.RARE_SQUARE_GAMMA)
    );
  };
}

let shared: LargeModel | undefined;

/** The shipped large model (built once, on the first call). */
export function largeModel(): LargeModel {
  shared ??= new LargeModel(
    shippedModel('large-model.json', readLargeModel(LARGE_MODEL as unknown)),
  );
  return shared;
}
