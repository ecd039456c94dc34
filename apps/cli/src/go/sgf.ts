/**
 * `qipan sgf check FILE…` and `qipan sgf format FILE`. Check parses each file (any
 * encoding), replays the main line of every game and prints one line per file:
 * `FILE: ok, 212 moves` or the first error (`line 3, column 7: …`, or the illegal
 * move and why). Status 1 when a file failed, 2 for bad arguments. Format writes the
 * collection normalised, in UTF-8, on stdout.
 *
 * @example
 * ```ts
 * import { sgfCommand } from './sgf.js';
 * const status = await sgfCommand(['check', 'game.sgf'], io); // "game.sgf: ok, 212 moves"
 * ```
 */
import { readFileSync } from 'node:fs';
import { formatSgf, parseSgfBytes, type SgfTree } from '@qipan/core';
import { loadGoRecord, mainLineIds, recordNode } from '@qipan/go';
import { GO_STATUS, refuseGo, type GoIo } from './io.js';
import { GO_USAGE } from './usage.js';

type Check = { ok: true; text: string } | { ok: false; text: string };

function readBytes(file: string): { bytes: Uint8Array } | { error: string } {
  try {
    return { bytes: readFileSync(file) };
  } catch (e) {
    const code = (e as { code?: string }).code;
    return { error: `cannot read (${code ?? String(e)})` };
  }
}

/** Replays one game's main line: its move count, or the first problem. */
export function checkGame(tree: SgfTree): Check {
  const rec = loadGoRecord(tree);
  if (!rec.ok) return { ok: false, text: rec.error.message };
  const ids = mainLineIds(rec.value);
  const moves = ids.filter((id) => recordNode(rec.value, id).data.move !== undefined).length;
  const last = ids[ids.length - 1];
  const bad = rec.value.errors.find((e) => e.parentId === last && e.moveNumber === moves + 1);
  if (bad) {
    // The message names the move: "move 3 (black C7): the point is occupied".
    const text = `illegal ${bad.message} (${bad.reason}); ${moves} move${moves === 1 ? '' : 's'} load`;
    return { ok: false, text };
  }
  const variations = rec.value.errors.length;
  const note = variations > 0 ? ` (${variations} illegal move(s) in variations)` : '';
  return { ok: true, text: `${moves} move${moves === 1 ? '' : 's'}${note}` };
}

/** The check line for one file's bytes (without the file name). */
export function checkBytes(bytes: Uint8Array): Check {
  const parsed = parseSgfBytes(bytes);
  if (!parsed.ok) {
    const e = parsed.error;
    return { ok: false, text: `line ${e.line}, column ${e.column}: ${e.message}` };
  }
  const games = parsed.value.collection;
  if (games.length === 0) return { ok: false, text: 'no game in the file' };
  const results = games.map(checkGame);
  if (games.length === 1) return results[0] as Check;
  const firstBad = results.findIndex((r) => !r.ok);
  if (firstBad >= 0) return { ok: false, text: `game ${firstBad + 1}: ${results[firstBad]?.text}` };
  return { ok: true, text: results.map((r, i) => `game ${i + 1}: ${r.text}`).join('; ') };
}

async function check(files: readonly string[], io: GoIo): Promise<number> {
  if (files.length === 0) return refuseGo(io, 'sgf check: missing FILE');
  let failed = 0;
  for (const file of files) {
    const read = readBytes(file);
    const r = 'error' in read ? { ok: false, text: read.error } : checkBytes(read.bytes);
    if (!r.ok) failed++;
    io.stdout.write(`${file}: ${r.ok ? 'ok, ' : 'error: '}${r.text}\n`);
  }
  return failed > 0 ? GO_STATUS.failure : GO_STATUS.ok;
}

async function format(files: readonly string[], io: GoIo): Promise<number> {
  if (files.length !== 1) return refuseGo(io, 'sgf format: expected exactly one FILE');
  const file = files[0] as string;
  const read = readBytes(file);
  if ('error' in read) {
    io.stderr.write(`qipan: ${file}: ${read.error}\n`);
    return GO_STATUS.failure;
  }
  const parsed = parseSgfBytes(read.bytes);
  if (!parsed.ok) {
    const e = parsed.error;
    io.stderr.write(`qipan: ${file}: line ${e.line}, column ${e.column}: ${e.message}\n`);
    return GO_STATUS.failure;
  }
  io.stdout.write(formatSgf(parsed.value.collection, { charset: 'UTF-8' }));
  return GO_STATUS.ok;
}

export async function sgfCommand(args: readonly string[], io: GoIo): Promise<number> {
  const [sub, ...rest] = args;
  if (sub === '--help' || sub === '-h' || sub === 'help') {
    io.stdout.write(GO_USAGE.sgf);
    return GO_STATUS.ok;
  }
  const files = rest[0] === '--' ? rest.slice(1) : rest;
  const flag = files.find((f) => f.startsWith('-') && f !== '-');
  if (flag !== undefined && rest[0] !== '--') return refuseGo(io, `sgf: unknown option '${flag}'`);
  if (sub === 'check') return check(files, io);
  if (sub === 'format') return format(files, io);
  if (sub === undefined) return refuseGo(io, 'sgf: missing subcommand: check or format');
  return refuseGo(io, `sgf: unknown subcommand '${sub}' (expected check or format)`);
}
