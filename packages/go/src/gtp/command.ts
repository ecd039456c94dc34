/**
 * The Go Text Protocol (version 2) on the wire, pure: preprocess and parse command
 * lines (optional numeric id, name, arguments), format success `=id result` and
 * failure `?id message` responses (each ended by an empty line), and parse
 * responses on the controller side. Garbage gives a typed error, never a throw.
 *
 * @example
 * ```ts
 * import { parseGtpCommand, formatGtpSuccess, formatGtpFailure } from '@qipan/go';
 * const r = parseGtpCommand('12 play black D4  # a comment');
 * // { ok: true, value: { id: 12, name: 'play', args: ['black', 'D4'] } }
 * formatGtpSuccess(12, ''); // '=12 \n\n'
 * formatGtpFailure(undefined, 'unknown command'); // '? unknown command\n\n'
 * ```
 */
import { err, ok, type Result } from '@qipan/core';

export interface GtpCommand {
  /** The optional numeric id, echoed in the response. */
  readonly id: number | undefined;
  /** The command name, case kept as sent. */
  readonly name: string;
  readonly args: readonly string[];
}

export interface GtpSyntaxError {
  readonly reason: 'empty' | 'bad-id' | 'missing-command' | 'bad-command-name';
  readonly message: string;
  /** The id when one could be read, so the failure response can echo it. */
  readonly id: number | undefined;
}

/**
 * GTP preprocessing of one line: control characters other than tab and newline are
 * removed, a `#` starts a comment, tabs become spaces, outer spaces are trimmed.
 */
export function preprocessGtpLine(line: string): string {
  let out = '';
  for (let i = 0; i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (c === 35) break; // '#'
    if (c === 9) out += ' ';
    else if (c === 10 || c >= 32) {
      if (c !== 127) out += line[i];
    }
  }
  return out.trim();
}

/** Parses one command line. An empty or comment-only line is the error `empty` (to be ignored). */
export function parseGtpCommand(line: string): Result<GtpCommand, GtpSyntaxError> {
  const clean = preprocessGtpLine(line);
  if (clean === '') return err({ reason: 'empty', message: 'empty line', id: undefined });
  const words = clean.split(/ +/);
  let id: number | undefined;
  if (/^\d/.test(words[0] as string)) {
    const first = words.shift() as string;
    if (!/^\d+$/.test(first) || !Number.isSafeInteger(Number(first))) {
      return err({ reason: 'bad-id', message: `"${first}" is not a command id`, id: undefined });
    }
    id = Number(first);
  }
  const name = words.shift();
  if (name === undefined)
    return err({ reason: 'missing-command', message: 'an id without a command', id });
  if (!/^[A-Za-z][\w.-]*$/.test(name))
    return err({ reason: 'bad-command-name', message: `"${name}" is not a command name`, id });
  return ok({ id, name, args: words });
}

/** A command line as a controller sends it (with its newline). */
export function formatGtpCommand(command: GtpCommand): string {
  const parts = [
    ...(command.id === undefined ? [] : [String(command.id)]),
    command.name,
    ...command.args,
  ];
  return `${parts.join(' ')}\n`;
}

const idText = (id: number | undefined): string => (id === undefined ? '' : String(id));
/** Response lines after the first may not be empty: they would end the response early. */
const noEmptyLines = (text: string): string =>
  text
    .replace(/\r/g, '')
    .split('\n')
    .filter((l, i) => i === 0 || l.trim() !== '')
    .join('\n');

/** `=id result` plus the empty line that ends a response. */
export function formatGtpSuccess(id: number | undefined, result: string): string {
  return `=${idText(id)} ${noEmptyLines(result)}\n\n`;
}

/** `?id message` plus the empty line that ends a response. */
export function formatGtpFailure(id: number | undefined, message: string): string {
  return `?${idText(id)} ${noEmptyLines(message)}\n\n`;
}

export interface GtpResponse {
  readonly ok: boolean;
  readonly id: number | undefined;
  /** The text after `=id ` / `?id `, lines joined by '\n'. */
  readonly text: string;
}

/** Parses one response block (its lines, without the final empty line). */
export function parseGtpResponse(
  block: string,
): Result<GtpResponse, { reason: 'not-a-response'; message: string }> {
  const lines = block.replace(/\r/g, '').split('\n');
  while (lines.length > 0 && (lines[0] as string).trim() === '') lines.shift();
  while (lines.length > 0 && (lines[lines.length - 1] as string).trim() === '') lines.pop();
  const first = lines[0];
  const m = first === undefined ? null : /^([=?])(\d*)(?:\s(.*))?$/.exec(first);
  if (!m)
    return err({
      reason: 'not-a-response',
      message: `not a GTP response: ${JSON.stringify(first ?? '')}`,
    });
  const text = [m[3] ?? '', ...lines.slice(1)].join('\n').trim();
  return ok({ ok: m[1] === '=', id: m[2] === '' ? undefined : Number(m[2]), text });
}
