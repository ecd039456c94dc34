/**
 * `qipan gomoku play`: a game against the AI in the terminal. The board is drawn
 * after every move (the last stone in brackets); the player types a point such
 * as `h8`, `undo` (takes back the player's last move and the AI's reply),
 * `hint` or `quit`. The end of input ends the game; the status is 0.
 *
 * @example
 * ```ts
 * import { Readable } from 'node:stream';
 * import { playCommand } from './play.js';
 * await playCommand(['--size', '9', '--level', '1', '--time', '50'], {
 *   stdin: Readable.from(['e5\nquit\n']),
 *   stdout: process.stdout, // the board, "you: e5", "qipan: d4", the board, "bye"
 *   stderr: process.stderr,
 * }); // 0
 * ```
 */
import { createInterface } from 'node:readline';
import {
  formatPoint,
  isChoice,
  MAX_SIZE,
  MIN_SIZE,
  initial as newGame,
  parsePoint,
  playMove,
  RULE_SETS,
  type GomokuState,
} from '@qipan/gomoku';
import { chooseMove, type AiLevel } from '@qipan/gomoku/ai';
import { parseCommand } from '../command.js';
import { EXIT, fail, type Command } from '../io.js';
import { GOMOKU_USAGE } from './usage.js';

const SPEC = {
  rule: { kind: 'choice', choices: RULE_SETS },
  size: { kind: 'integer', min: MIN_SIZE, max: MAX_SIZE },
  color: { kind: 'choice', choices: ['black', 'white'] },
  time: { kind: 'integer', min: 1, max: 600_000 },
  level: { kind: 'integer', min: 1, max: 5 },
  help: { kind: 'boolean', short: 'h' },
} as const;

/** The board as text: column letters, rows numbered from the bottom, `[X]` around the last stone. */
export function drawBoard(s: GomokuState): string {
  const { size } = s.config;
  const letters = Array.from({ length: size }, (_, x) => formatPoint({ x, y: 0 }, size)[0]);
  const head = `    ${letters.join(' ')}\n`;
  const rows: string[] = [];
  for (let y = 0; y < size; y++) {
    let line = String(size - y).padStart(3);
    for (let x = 0; x < size; x++) {
      const v = s.cells[y * size + x];
      const last = s.lastStone?.x === x && s.lastStone.y === y;
      const afterLast = s.lastStone?.x === x - 1 && s.lastStone.y === y;
      line += (last ? '[' : afterLast ? ']' : ' ') + (v === 1 ? 'X' : v === 2 ? 'O' : '.');
    }
    if (s.lastStone?.x === size - 1 && s.lastStone.y === y) line += ']';
    rows.push(`${line}\n`);
  }
  return head + rows.join('') + head;
}

/** The game with its last `n` moves taken back (replayed from the start). */
function takeBack(s: GomokuState, n: number): GomokuState {
  let t = newGame({ size: s.size, rule: s.config.rule });
  for (const m of s.moves.slice(0, Math.max(0, s.moves.length - n))) {
    const r = playMove(t, m);
    if (r.ok) t = r.value;
  }
  return t;
}

function result(s: GomokuState, human: 'black' | 'white'): string {
  const o = s.outcome;
  if (!o) return '';
  if (o.reason === 'five')
    return o.winner === human ? 'five in a row: you win\n' : 'five in a row: qipan wins\n';
  return o.reason === 'full-board'
    ? 'the board is full: a draw\n'
    : 'black has no legal move: a draw\n';
}

export const playCommand: Command = async (args, io) => {
  const parsed = parseCommand(io, 'gomoku play', args, SPEC, GOMOKU_USAGE.play);
  if (typeof parsed === 'number') return parsed;
  const { flags } = parsed;
  const human = flags.color ?? 'black';
  const ai = { timeMs: flags.time ?? 1000, level: (flags.level ?? 5) as AiLevel };
  let s = newGame({ size: flags.size ?? 15, rule: flags.rule ?? 'freestyle' });
  const size = s.size;
  const out = (text: string): void => void io.stdout.write(text);
  const lines = createInterface({ input: io.stdin, crlfDelay: Infinity, terminal: false });
  const input = lines[Symbol.asyncIterator]();
  out(`gomoku, ${s.config.rule}, ${size}×${size}: you play ${human} (X is black, O white)\n`);
  let shown: GomokuState | undefined;
  try {
    for (;;) {
      if (s.outcome) {
        out(drawBoard(s) + result(s, human));
        return EXIT.ok;
      }
      if (s.turn !== human) {
        const a = chooseMove(s, ai);
        if (!a || isChoice(a.move)) {
          out('qipan has no legal move: a draw\n');
          return EXIT.ok;
        }
        const r = playMove(s, a.move);
        if (!r.ok) return fail(io, 'gomoku play', 'the AI chose an illegal move');
        s = r.value;
        out(`qipan: ${formatPoint(a.move, size)}\n`);
        continue;
      }
      if (shown !== s) out(drawBoard(s));
      shown = s;
      out(`your move (${human}; a point like h8, undo, hint or quit): `);
      const next = await input.next();
      if (next.done === true) {
        out('\n');
        return EXIT.ok;
      }
      const text = next.value.trim().toLowerCase();
      if (text === 'quit' || text === 'q') {
        out('bye\n');
        return EXIT.ok;
      }
      if (text === 'undo') {
        const back = s.moves.length >= 2 ? 2 : 0;
        if (back === 0) out('nothing to undo\n');
        s = takeBack(s, back);
        continue;
      }
      if (text === 'hint') {
        const a = chooseMove(s, ai);
        if (a && !isChoice(a.move)) out(`hint: ${formatPoint(a.move, size)}\n`);
        continue;
      }
      const p = parsePoint(text, size);
      if (!p) {
        out(`'${text}' is not a point of this board (try h8)\n`);
        continue;
      }
      const r = playMove(s, p);
      if (!r.ok) {
        out(`${formatPoint(p, size)} is not allowed: ${r.error.reason}\n`);
        continue;
      }
      s = r.value;
      out(`you: ${formatPoint(p, size)}\n`);
    }
  } finally {
    lines.close();
  }
};
