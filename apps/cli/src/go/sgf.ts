/**
 * `qipan sgf check FILE…` and `qipan sgf format FILE` (`-` is standard input; files
 * over {@link MAX_SGF_BYTES} are refused while reading). Check parses each file (any
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
import { closeSync, openSync, readSync } from 'node:fs';
import type { Readable } from 'node:stream';
import { formatSgf, parseSgfBytes, type SgfCollection, type SgfTree } from '@qipan/core';
import { goRecordErrorPosition, loadGoRecord, mainLineIds, recordNode } from '@qipan/go';
import { EXIT, refuse, type Io } from '../io.js';
import { GO_USAGE } from './usage.js';

interface Check {
  readonly ok: boolean;
  readonly text: string;
  /** Why the declared charset was set aside (see decodeSgf). */
  readonly warning?: string;
}

/** The largest SGF file read (16 MiB, about 2 million nodes): more is refused while reading. */
export const MAX_SGF_BYTES = 16 * 1024 * 1024;

const tooLarge = (limit: number): string =>
  `larger than ${limit >= 1 << 20 ? `${limit / (1 << 20)} MiB` : `${limit} bytes`}, the limit for SGF files`;

/**
 * A file's bytes, read in chunks and refused as soon as it passes `limit` bytes (so
 * `/dev/zero` or a huge file costs at most the limit), or why it cannot be read.
 */
export function readSgfFile(
  file: string,
  limit: number = MAX_SGF_BYTES,
): { bytes: Uint8Array } | { error: string } {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch (e) {
    const code = (e as { code?: string }).code;
    return { error: `cannot read (${code ?? String(e)})` };
  }
  try {
    const chunks: Uint8Array[] = [];
    let total = 0;
    for (;;) {
      const chunk = new Uint8Array(Math.min(1 << 20, limit + 1 - total));
      const n = readSync(fd, chunk, 0, chunk.length, null);
      if (n === 0) break;
      total += n;
      if (total > limit) return { error: tooLarge(limit) };
      chunks.push(n === chunk.length ? chunk : chunk.subarray(0, n));
    }
    return { bytes: join(chunks, total) };
  } catch (e) {
    const code = (e as { code?: string }).code;
    return { error: `cannot read (${code ?? String(e)})` };
  } finally {
    closeSync(fd);
  }
}

/** A stream's bytes (standard input for `-`), refused once past `limit` bytes. */
export async function readSgfStream(
  stream: Readable,
  limit: number = MAX_SGF_BYTES,
): Promise<{ bytes: Uint8Array } | { error: string }> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for await (const chunk of stream as AsyncIterable<unknown>) {
      const bytes =
        typeof chunk === 'string' ? new TextEncoder().encode(chunk) : (chunk as Uint8Array);
      total += bytes.length;
      if (total > limit) {
        stream.destroy();
        return { error: tooLarge(limit) };
      }
      chunks.push(bytes);
    }
  } catch (e) {
    return { error: `cannot read (${e instanceof Error ? e.message : String(e)})` };
  }
  return { bytes: join(chunks, total) };
}

function join(chunks: readonly Uint8Array[], total: number): Uint8Array {
  if (chunks.length === 1) return chunks[0] as Uint8Array;
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

/** Replays one game's main line: its move count, or the first problem. */
export function checkGame(tree: SgfTree, where?: { text: string; game: number }): Check {
  const rec = loadGoRecord(tree);
  if (!rec.ok) {
    // A bad root value (SZ[1e1]) is shown where it is, as syntax errors are.
    const at = where && goRecordErrorPosition(where.text, rec.error, where.game);
    const prefix = at ? `line ${at.line}, column ${at.column}: ` : '';
    return { ok: false, text: `${prefix}${rec.error.message}` };
  }
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
  const { warning } = parsed.value;
  const r = checkGames(parsed.value.collection, parsed.value.text);
  return warning === undefined ? r : { ...r, warning };
}

function checkGames(games: readonly SgfTree[], text: string): Check {
  if (games.length === 0) return { ok: false, text: 'no game in the file' };
  const results = games.map((g, game) => checkGame(g, { text, game }));
  if (games.length === 1) return results[0] as Check;
  const firstBad = results.findIndex((r) => !r.ok);
  if (firstBad >= 0) return { ok: false, text: `game ${firstBad + 1}: ${results[firstBad]?.text}` };
  return { ok: true, text: results.map((r, i) => `game ${i + 1}: ${r.text}`).join('; ') };
}

async function check(files: readonly string[], io: Io): Promise<number> {
  if (files.length === 0) return refuse(io, 'sgf check', 'missing FILE (or - for standard input)');
  if (files.filter((f) => f === '-').length > 1)
    return refuse(io, 'sgf check', 'standard input (-) can be read only once');
  let failed = 0;
  for (const file of files) {
    const read = file === '-' ? await readSgfStream(io.stdin) : readSgfFile(file);
    const r = 'error' in read ? { ok: false, text: read.error } : checkBytes(read.bytes);
    if (!r.ok) failed++;
    io.stdout.write(`${file}: ${r.ok ? 'ok, ' : 'error: '}${r.text}\n`);
    if ('warning' in r) io.stderr.write(`qipan: ${file}: warning: ${r.warning}\n`);
  }
  return failed > 0 ? EXIT.failure : EXIT.ok;
}

/**
 * The games of `file` (`-`: standard input), or undefined after saying on stderr why not
 * (unreadable, too big, or a syntax error with its line and column); a warning is said too.
 */
export async function readSgfCollection(file: string, io: Io): Promise<SgfCollection | undefined> {
  const read = file === '-' ? await readSgfStream(io.stdin) : readSgfFile(file);
  if ('error' in read) {
    io.stderr.write(`qipan: ${file}: ${read.error}\n`);
    return undefined;
  }
  const parsed = parseSgfBytes(read.bytes);
  if (!parsed.ok) {
    const e = parsed.error;
    io.stderr.write(`qipan: ${file}: line ${e.line}, column ${e.column}: ${e.message}\n`);
    return undefined;
  }
  if (parsed.value.warning !== undefined)
    io.stderr.write(`qipan: ${file}: warning: ${parsed.value.warning}\n`);
  return parsed.value.collection;
}

async function format(files: readonly string[], io: Io): Promise<number> {
  if (files.length !== 1) return refuse(io, 'sgf format', 'expected exactly one FILE');
  const collection = await readSgfCollection(files[0] as string, io);
  if (collection === undefined) return EXIT.failure;
  io.stdout.write(formatSgf(collection, { charset: 'UTF-8' }));
  return EXIT.ok;
}

const HELP = new Set(['--help', '-h', 'help']);

export async function sgfCommand(args: readonly string[], io: Io): Promise<number> {
  const [sub, ...rest] = args;
  // `qipan sgf --help` and `qipan sgf check --help` (before any `--`) print the usage.
  const dashes = rest.indexOf('--');
  const options = dashes < 0 ? rest : rest.slice(0, dashes);
  if (
    (sub !== undefined && HELP.has(sub)) ||
    options.includes('--help') ||
    options.includes('-h')
  ) {
    io.stdout.write(GO_USAGE.sgf);
    return EXIT.ok;
  }
  const files = dashes < 0 ? rest : [...options, ...rest.slice(dashes + 1)];
  const flag = options.find((f) => f.startsWith('-') && f !== '-');
  if (flag !== undefined) return refuse(io, 'sgf', `unknown option '${flag}'`);
  if (sub === 'check') return check(files, io);
  if (sub === 'format') return format(files, io);
  if (sub === undefined) return refuse(io, 'sgf', 'missing subcommand: check or format');
  return refuse(io, 'sgf', `unknown subcommand '${sub}' (expected check or format)`);
}
