/**
 * Words of the Go page in the reader's language: colour names, results ('B+3.5'),
 * refusal reasons (through the shared reason catalogue) and numbers. Every function
 * takes the `t` of the page (`useTranslation()`), so pure modules import no global.
 *
 * @example
 * ```ts
 * const { t } = useTranslation(['go', 'common']);
 * refusalText(t, 'ko'); // 'Ko: you cannot retake immediately; play elsewhere first.'
 * resultText(t, 'B+3.5'); // 'Black wins by 3.5 points' / '黑胜 3.5 目'
 * colorName(t, 'white'); // 'White' / '白'
 * ```
 */
import type { Color } from '@qipan/core';
import {
  captures,
  formatVertex,
  type GoMove,
  type GoRefusal,
  type GoRules,
  type GoState,
} from '@qipan/go';
import type { TFunction as AnyTFunction } from 'i18next';
import { reasonMessage } from '../../i18n/reasons.js';

/** The `t` of the Go namespace (`useTranslation(['go', 'common'])`); other namespaces by prefix. */
export type TFunction = AnyTFunction<['go', 'common']>;

/** Why a move is refused, one sentence ending in a full stop. */
export const refusalText = (t: TFunction, reason: GoRefusal | 'bad-point'): string =>
  reason === 'bad-point' ? t('refusal.bad-point') : reasonMessage(t, 'go', reason);

export const colorName = (t: TFunction, c: Color): string =>
  c === 'black' ? t('common:color.black') : t('common:color.white');

/** A number in the reader's digits, without grouping (move numbers, komi, scores). */
export const num = (t: TFunction, n: number): string => t('number', { n });

/** 'B+3.5' → 'Black wins by 3.5 points'; 'W+R' → 'White wins by resignation'; '0' → 'Draw (jigo)'. */
export function resultText(t: TFunction, re: string): string {
  if (re.trim() === '?' || re.trim() === '') return t('result.unknown');
  const m = /^([BW])\+(.*)$/i.exec(re.trim());
  if (!m) return re.trim() === '0' || /^draw$/i.test(re.trim()) ? t('result.draw') : re;
  const color = colorName(t, (m[1] as string).toUpperCase() === 'B' ? 'black' : 'white');
  const how = (m[2] as string).trim();
  if (/^r(esign)?$/i.test(how)) return t('result.resign', { color });
  if (/^t(ime)?$/i.test(how)) return t('result.time', { color });
  if (/^f(orfeit)?$/i.test(how)) return t('result.forfeit', { color });
  if (how === '') return t('result.wins', { color });
  const n = Number(how);
  return Number.isFinite(n)
    ? t('result.points', { color, count: n, points: n })
    : `${m[1] as string}+${how}`;
}

/** 'Black D4', 'White passes', 'Black resigns' in the language of `t`. */
export function moveWords(t: TFunction, color: Color, move: GoMove, size: number): string {
  const c = colorName(t, color);
  if (move.type === 'play')
    return t('announce.plays', { color: c, point: formatVertex(move.point, size) });
  return t(move.type === 'pass' ? 'announce.passes' : 'announce.resigns', { color: c });
}

/** Sentences of one announcement, joined as the language does (a space in English). */
export const sentences = (t: TFunction, parts: readonly string[]): string =>
  parts.join(t('common:sentenceGap'));

/** The sentence after a move: what was played, captures, what comes next. */
export function moveText(t: TFunction, before: GoState, move: GoMove, after: GoState): string {
  const color = before.turn;
  const parts: string[] = [t('announce.played', { what: moveWords(t, color, move, before.size) })];
  const taken = captures(after)[color] - captures(before)[color];
  if (taken > 0) parts.push(t('announce.captured', { count: taken }));
  if (after.passes >= 2) parts.push(t('announce.bothPassed'));
  else if (after.handicapToPlace > 0)
    parts.push(t('announce.moreHandicap', { count: after.handicapToPlace }));
  return sentences(t, parts);
}

/** The rules line: '19×19 · Japanese rules · komi 6.5' (board, preset, komi; the handicap when there is one). */
export function rulesLine(t: TFunction, r: GoRules): string {
  const parts = [
    t('form.sizeOption', { size: r.size }),
    t(`rules.preset.${r.preset}`),
    `${t('facts.komi')} ${num(t, r.komi)}`,
  ];
  if (r.handicap >= 2) parts.push(`${t('facts.handicap')} ${num(t, r.handicap)}`);
  return parts.join(' · ');
}
