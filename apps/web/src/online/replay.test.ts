import { goMatch, gomokuMatch, readClock, turn } from '@qipan/match';
import type { Snapshot } from '@qipan/protocol';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/setup.js';
import { clockState, replay, replayProblemText, resultOf } from './replay.js';

const seat = { kind: 'person' as const, taken: true, connected: true };

function snap(moves: string[], extra: Partial<Snapshot> = {}): Snapshot {
  return {
    id: 'Ab3dE5gH7k',
    game: 'gomoku',
    options: { size: 15 },
    moves,
    turn: 'black',
    status: 'playing',
    epoch: 0,
    you: 'white',
    seats: { black: seat, white: seat },
    spectators: 0,
    abortable: true,
    ...extra,
  };
}

describe('replay', () => {
  it("rebuilds the board from the server's moves, and only applies new ones after", () => {
    const a = replay(gomokuMatch, snap(['h8', 'h9']), undefined);
    expect(a.ok).toBe(true);
    if (!a.ok) return;
    expect(a.value.match.plies).toBe(2);
    expect(turn(a.value.match)).toBe('black');
    expect(a.value.match.seats.white.kind).toBe('person');
    expect(a.value.match.seats.black.kind).toBe('remote');
    const b = replay(gomokuMatch, snap(['h8', 'h9', 'j9']), a.value);
    expect(b.ok && b.value.match.plies).toBe(3);
    // The same prefix object is extended, not rebuilt.
    if (b.ok) expect(b.value.match.record.node(1)).toBe(a.value.match.record.node(1));
    // Another epoch is replayed from the start.
    const c = replay(gomokuMatch, snap(['h8'], { epoch: 1 }), b.ok ? b.value : undefined);
    expect(c.ok && c.value.match.plies).toBe(1);
  });

  it('reaches the rules’ result on the board (five in a row)', () => {
    const moves = ['h8', 'a1', 'i8', 'a2', 'j8', 'a3', 'k8', 'a4', 'l8'];
    const r = replay(gomokuMatch, snap(moves), undefined);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(resultOf(snap(moves), r.value.match)).toMatchObject({ winner: 'black', reason: 'five' });
    // The server's outcome wins over the board.
    const resigned = snap(['h8'], { outcome: { winner: 'white', reason: 'resign' } });
    expect(resultOf(resigned, r.value.match)).toEqual({ winner: 'white', reason: 'resign' });
  });

  it('says which move does not replay, and refuses bad options', () => {
    const r = replay(gomokuMatch, snap(['h8', 'h8']), undefined);
    expect(r).toMatchObject({ ok: false, error: { kind: 'move', ply: 2, move: 'h8' } });
    const g = replay(gomokuMatch, snap(['zz99']), undefined);
    expect(g).toMatchObject({ ok: false, error: { kind: 'move', ply: 1 } });
    const o = replay(gomokuMatch, snap([], { options: { size: 'big' } }), undefined);
    expect(o).toMatchObject({ ok: false, error: { kind: 'options' } });
  });

  it("says why a game does not replay in the reader's language, from the reason codes", () => {
    const zh = createI18n('zh').t;
    const en = createI18n('en').t;
    const twice = replay(gomokuMatch, snap(['h8', 'h8']), undefined);
    expect(twice.ok).toBe(false);
    if (twice.ok) return;
    expect(twice.error).toMatchObject({ by: 'illegal', code: 'occupied' });
    expect(replayProblemText(zh, 'gomoku', twice.error)).toBe(
      '第 2 手（h8）：这个点已经有棋子了。',
    );
    expect(replayProblemText(en, 'gomoku', twice.error)).toBe(
      'move 2 (h8): That point is occupied.',
    );
    const unread = replay(gomokuMatch, snap(['zz99']), undefined);
    if (!unread.ok)
      expect(replayProblemText(zh, 'gomoku', unread.error)).toBe(
        '第 1 手（zz99）：无法识别这步棋。',
      );
    // An option this page does not know (a newer server): no English in the sentence.
    const preset = snap([], { game: 'go', options: { size: 9, colour: 'red' } });
    const o = replay(goMatch, preset, undefined);
    expect(o.ok).toBe(false);
    if (o.ok) return;
    expect(o.error.message).toContain('unknown option');
    expect(replayProblemText(zh, 'go', o.error)).toBe('对局设置无效（options.colour）。');
  });

  it('plays Go passes into the scoring phase', () => {
    const s = snap(['D4', 'pass', 'pass'], { game: 'go', options: { size: 9 } });
    const r = replay(goMatch, s, undefined);
    expect(r.ok && r.value.match.scoring !== undefined).toBe(true);
  });
});

describe('clockState', () => {
  it('counts the running side down from the server reading on local time', () => {
    const view = {
      control: { kind: 'fischer' as const, initialMs: 300_000, incrementMs: 2000 },
      black: { remainingMs: 100_000, inOvertime: false },
      white: { remainingMs: 200_000, inOvertime: false },
      running: 'black' as const,
      serverNowMs: 50_000,
    };
    // The server is 10 s ahead of this browser: its reading was at local 40 000.
    const c = clockState(view, 10_000);
    expect(c?.runningSince).toBe(40_000);
    const r = c && readClock(c, 'black', 43_000);
    expect(r?.black.remainingMs).toBe(97_000);
    expect(r?.white.remainingMs).toBe(200_000);
    expect(clockState({ ...view, control: { kind: 'none' } }, 0)).toBeUndefined();
  });

  it('keeps byo-yomi periods and the current period', () => {
    const view = {
      control: { kind: 'byoyomi' as const, mainMs: 0, periods: 3, periodMs: 30_000 },
      black: { remainingMs: 12_000, periods: 2, inOvertime: true },
      white: { remainingMs: 30_000, periods: 3, inOvertime: true },
      serverNowMs: 0,
    };
    const c = clockState(view, 0);
    expect(c?.runningSince).toBeUndefined();
    const r = c && readClock(c, 'black', 0);
    expect(r?.black).toMatchObject({ remainingMs: 12_000, periods: 2, inOvertime: true });
  });
});
