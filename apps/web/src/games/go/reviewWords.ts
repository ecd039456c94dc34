/**
 * The review's codes in the reader's language: what the live region says after a
 * change (`ReviewNote`), why a move or an edit was refused (`ReviewRefusal`), why a
 * file cannot be opened (`SgfLoadError`) and the loaded record's illegal move. The
 * review itself (`review.ts`) holds no words; the page says them with its `t`.
 *
 * @example
 * ```ts
 * const { t } = useTranslation(['go', 'common']);
 * noteText(t, review.announce); // 'Black E5.'
 * refusalWords(t, { kind: 'move', reason: 'ko' }); // 'Ko: you cannot retake immediately.'
 * ```
 */
import type { IllegalRecordMove } from '@qipan/go';
import { goRecordErrorText, sgfErrorText } from '../../i18n/recordErrors.js';
import {
  colorName,
  moveWords,
  refusalText,
  resultText,
  sentences,
  type TFunction,
} from './labels.js';
import { NO_VALUE, type ReviewNote, type ReviewRefusal } from './review.js';
import type { SgfLoadError } from './sgfio.js';

/** Which move was illegal and why, in words. */
export function illegalMoveText(t: TFunction, e: IllegalRecordMove): string {
  const where = e.vertex ?? (e.value === '' ? t('sgf.pass') : `[${e.value}]`);
  return t('sgf.illegalMove', {
    n: e.moveNumber,
    color: colorName(t, e.color),
    where,
    reason: refusalText(t, e.reason),
    previous: e.moveNumber - 1,
  });
}

/** Why a move or an edit was refused, one sentence. */
export function refusalWords(t: TFunction, r: ReviewRefusal): string {
  switch (r.kind) {
    case 'move':
      return refusalText(t, r.reason);
    case 'over':
      return t('announce.gameIsOver', { result: resultText(t, r.result) });
    case 'not-game-info':
      return t('edit.notGameInfo', { property: r.property });
    case 'no-move-here':
      return t('edit.noMoveHere');
    case 'root':
      return t('edit.cannotDeleteRoot');
    case 'edit':
      switch (r.reason) {
        case 'off-board':
          return t('edit.offBoard');
        case 'breaks-moves':
          return t('edit.breaksMoves');
        case 'no-node':
          return t('edit.noNode');
        case 'bad-komi':
          return t('edit.badKomi');
        case 'bad-handicap':
          return t('edit.badHandicap');
        case 'bad-rule':
          return t('edit.badRule');
        default:
          return t('edit.badInfo');
      }
  }
}

/** What the live region says after a change of the review ('' for nothing). */
export function noteText(t: TFunction, n: ReviewNote): string {
  switch (n.kind) {
    case 'none':
      return '';
    case 'start':
      return t('announce.start');
    case 'at':
      return t('announce.move', {
        n: n.n,
        what: n.move ? moveWords(t, n.move.color, n.move.move, n.size) : t('announce.setup'),
      });
    case 'played': {
      const parts: string[] = [
        t('announce.played', { what: moveWords(t, n.color, n.move, n.size) }),
      ];
      if (n.captured > 0) parts.push(t('announce.captured', { count: n.captured }));
      if (n.bothPassed) parts.push(t('announce.bothPassed'));
      else if (n.handicapLeft > 0)
        parts.push(t('announce.moreHandicap', { count: n.handicapLeft }));
      return sentences(t, parts);
    }
    case 'refused':
      return t('announce.refused', { reason: refusalWords(t, n.reason) });
    case 'marked':
      return t(n.dead ? 'announce.markedDead' : 'announce.markedAlive', {
        count: n.count,
        point: n.point,
      });
    case 'dead-reset':
      return t('announce.deadReset');
    case 'game-over':
      return t('announce.gameOver', { result: resultText(t, n.result) });
    case 'comment':
      return t(n.removed ? 'edit.commentRemoved' : 'edit.commentSaved');
    case 'name':
      return n.name === undefined ? t('edit.nameRemoved') : t('edit.nameSaved', { name: n.name });
    case 'annotation': {
      const name = t(`edit.annotation.${n.annotation}`);
      const what =
        n.value === 2 && !NO_VALUE.has(n.annotation) ? t('edit.emphasised', { what: name }) : name;
      return t(n.value === 0 ? 'edit.annotationRemoved' : 'edit.annotationSet', { what });
    }
    case 'info-saved':
      return t('edit.infoSaved');
    case 'promoted':
      return t(n.already ? 'edit.alreadyMain' : 'edit.promoted');
    case 'deleted':
      return t('edit.deleted', { count: n.count });
    case 'stone':
      return n.color === undefined
        ? t('edit.stoneRemoved', { point: n.point })
        : t('edit.stonePlaced', { color: colorName(t, n.color), point: n.point });
    case 'turn':
      return t('edit.turn', { color: colorName(t, n.color) });
    case 'loaded': {
      const counts = {
        source: n.source,
        size: n.size,
        count: n.moves,
        games: n.games,
        n: n.index + 1,
      };
      const loaded =
        n.games === 1
          ? t('announce.loaded', counts)
          : n.index === 0
            ? t('announce.loadedFirst', counts)
            : t('edit.loadedGame', counts);
      return n.warning ? sentences(t, [loaded, illegalMoveText(t, n.warning)]) : loaded;
    }
    case 'restored':
      return t('announce.restored');
    case 'saved':
      return t('announce.saved', { file: n.file });
    case 'copied':
      return t('review.tree.copied', { count: n.count });
    case 'copy-failed':
      return t('review.tree.copyFailed');
    case 'editing':
      return t(n.on ? 'review.edit.on' : 'review.edit.off');
    case 'undone':
      return t('review.undone');
    case 'text':
      return n.text;
  }
}

/** Why a file cannot be opened as a review. */
export function loadErrorText(t: TFunction, e: SgfLoadError): string {
  switch (e.kind) {
    case 'syntax':
      return t('sgf.cannotRead', {
        source: e.source,
        line: e.error.line,
        column: e.error.column,
        message: sgfErrorText(t, e.error),
      });
    case 'no-game':
      return t('sgf.noGame', { source: e.source });
    case 'no-such-game':
      return t('edit.noSuchGame', { source: e.source, n: e.index + 1, count: e.games });
    case 'record':
      return t('sgf.cannotLoad', {
        source: e.source,
        message: goRecordErrorText(t, e.error),
      });
  }
}
