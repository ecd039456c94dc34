import { apply, fromRecordAs, goMatch, toRecord } from '@qipan/match';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/setup.js';
import { freshMatch, goSpec, resultText, sideName } from './goSpec.js';
import type { TFunction } from './labels.js';
import { recordOfMatch, sgfResult, withGameInfo, type GoMatch } from './matchRecord.js';
import { recordToSgfText } from './sgfio.js';
import { checkSettings, DEFAULT_SETTINGS, opponentOf, parseSettings, seatsOf } from './settings.js';

const tr = (lang: 'en' | 'zh'): TFunction =>
  createI18n(lang).getFixedT(lang, ['go', 'common']) as unknown as TFunction;
const t = tr('en');
const GO_SPEC = goSpec(t);

const vsBot = {
  ...DEFAULT_SETTINGS,
  size: 5,
  komi: 0.5,
  time: { kind: 'byoyomi', mainMs: 600_000, periods: 3, periodMs: 30_000 },
} as const;

function play(m: GoMatch, ...moves: ([number, number] | 'pass')[]): GoMatch {
  let t = 1000;
  for (const mv of moves) {
    const move =
      mv === 'pass'
        ? ({ type: 'pass' } as const)
        : ({ type: 'play', point: { x: mv[0], y: mv[1] } } as const);
    const r = apply(m, { type: 'move', move }, (t += 1000));
    if (!r.ok) throw new Error(r.error.message);
    m = r.value;
  }
  return m;
}

describe('Go settings as a match', () => {
  it('seats the bot, an engine or two people, and reads settings back strictly', () => {
    expect(seatsOf(vsBot)).toEqual({ black: { kind: 'person' }, white: { kind: 'ai', level: 2 } });
    const gnugo = {
      kind: 'engine',
      id: 'gnugo',
      name: 'GNU Go',
      color: 'black',
      level: 3,
    } as const;
    const m = freshMatch({ ...vsBot, opponent: gnugo });
    expect(m.seats.black).toEqual({ kind: 'engine', id: 'gnugo', name: 'GNU Go', level: 3 });
    expect(opponentOf(m)).toEqual(gnugo);
    expect(m.clock?.control).toEqual(vsBot.time);
    expect(parseSettings(t, JSON.parse(JSON.stringify(vsBot)))).toEqual(vsBot);
    expect(parseSettings(t, { ...vsBot, preset: 'martian' })).toBe('unknown rules martian');
    expect(checkSettings(t, { ...vsBot, handicap: 12 })).toBe(
      'A board of 5 × 5 cannot take 12 handicap stones.',
    );
    expect(checkSettings(t, vsBot)).toBeUndefined();
  });

  it('words moves, refusals, results and the summary', () => {
    let m = freshMatch(vsBot);
    m = play(m, [2, 2]);
    expect(sideName(t, 'black', m)).toBe('You');
    expect(sideName(t, 'white', m)).toBe('The bot');
    expect(GO_SPEC.summary(m, vsBot)).toBe('5×5 · move 1 · vs AI level 2');
    expect(goSpec(tr('zh')).summary(m, vsBot)).toBe('5×5 · 第 1 手 · 对 AI 2 级');
    const r = apply(m, { type: 'move', move: { type: 'play', point: { x: 2, y: 2 } } }, 5000);
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(GO_SPEC.refusalText(r.error, undefined, m, tr('en'))).toMatch(
        /^Occupied: there is already a stone/,
      );
    const resigned = apply(m, { type: 'resign', color: 'black' }, 6000);
    if (!resigned.ok) throw new Error('resign refused');
    expect(resultText(t, resigned.value)).toBe('You resigned: The bot wins.');
    expect(sgfResult(resigned.value.result!)).toBe('W+R');
  });

  it('builds the SGF record of the match with the result after counting', () => {
    let m = freshMatch({ ...vsBot, opponent: { kind: 'person' }, time: { kind: 'none' } });
    m = play(m, [2, 2], [0, 0], 'pass', 'pass');
    expect(m.scoring).toBeDefined();
    const { record, ids } = recordOfMatch(m);
    expect(ids).toHaveLength(5);
    expect(record.tree.node(ids[1]!).data.move).toEqual({
      color: 'black',
      move: { type: 'play', point: { x: 2, y: 2 } },
    });
    expect(recordOfMatch(m)).toBe(recordOfMatch(m)); // cached per tip
    for (const color of ['black', 'white'] as const) {
      const r = apply(m, { type: 'accept-score', color }, 9000);
      if (!r.ok) throw new Error(r.error.message);
      m = r.value;
    }
    expect(m.result?.reason).toBe('score');
    const re = sgfResult(m.result!);
    expect(re).toMatch(/^[BW]\+\d+(\.5)?$/);
    const sgf = recordToSgfText(withGameInfo(t, m));
    expect(sgf).toContain(`RE[${re}]`);
    expect(sgf.replace(/\s+/g, '')).toContain(';B[cc];W[aa];B[];W[]');
    // The saved match record reads back.
    const back = fromRecordAs(goMatch, JSON.parse(JSON.stringify(toRecord(m))));
    expect(back.ok && back.value.result).toEqual(m.result);
  });
});
