/**
 * The current node of a review: its name (N), its comment (C) in a text box, and
 * its annotations (the move: good, bad, doubtful, interesting; the position: good
 * for Black or White, even, unclear; a hotspot). Every change is reported at once
 * (the review saves it), so nothing typed is lost by moving on or reloading.
 *
 * @example
 * ```tsx
 * <NodePanel heading="Move 12: Black D4" name="" comment="Joseki." marks={NO_MARKS}
 *   hasMove onName={setName} onComment={setComment} onMarks={setMarks} />
 * ```
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MOVE_MARKS, POSITION_MARKS, type NodeMarks, type PositionMark } from './annotations.js';

export interface NodePanelProps {
  /** Which node this is, in words ('Move 12: Black D4', 'Start'). */
  readonly heading: string;
  readonly name: string;
  readonly comment: string;
  readonly marks: NodeMarks;
  /** Whether the node has a move to judge (the move marks are hidden on the start and setup). */
  readonly hasMove: boolean;
  readonly onName: (name: string) => void;
  readonly onComment: (text: string) => void;
  readonly onMarks: (marks: NodeMarks) => void;
}

const GLYPH = { TE: '!', BM: '?', DO: '?!', IT: '!?' } as const;

export function NodePanel(p: NodePanelProps): ReactNode {
  const { t } = useTranslation(['go', 'common']);
  const { marks } = p;
  return (
    <section className="panel node-panel" aria-labelledby="node-title" data-testid="node-panel">
      <h2 id="node-title">{t('review.node.title')}</h2>
      <p className="note small" data-testid="node-heading">
        {p.heading}
      </p>
      <label className="node-field node-field--inline node-field--name">
        <span>{t('review.node.name')}</span>
        <input
          type="text"
          value={p.name}
          onChange={(e) => p.onName(e.target.value)}
          data-testid="node-name"
          autoComplete="off"
        />
      </label>
      <label className="node-field">
        <span>{t('review.node.comment')}</span>
        <textarea
          rows={3}
          value={p.comment}
          onChange={(e) => p.onComment(e.target.value)}
          data-testid="node-comment"
          placeholder={t('review.node.commentPlaceholder')}
        />
      </label>
      <div className="mark-row">
        {!p.hasMove ? null : (
          <div className="mark-group" role="group" aria-label={t('review.node.moveMark')}>
            {MOVE_MARKS.map((k) => {
              const on = marks.move === k;
              return (
                <button
                  key={k}
                  type="button"
                  className="mark-button"
                  aria-pressed={on}
                  title={t(`review.mark.${k}`)}
                  aria-label={t(`review.mark.${k}`)}
                  data-mark={k}
                  onClick={() => p.onMarks({ ...marks, move: on ? undefined : k, double: false })}
                >
                  {on && marks.double ? GLYPH[k].repeat(2) : GLYPH[k]}
                </button>
              );
            })}
          </div>
        )}
        <label className="node-field node-field--inline">
          <span>{t('review.node.position')}</span>
          <select
            value={marks.position ?? ''}
            data-testid="position-mark"
            onChange={(e) =>
              p.onMarks({
                ...marks,
                position: e.target.value === '' ? undefined : (e.target.value as PositionMark),
              })
            }
          >
            <option value="">{t('review.mark.none')}</option>
            {POSITION_MARKS.map((k) => (
              <option key={k} value={k}>
                {t(`review.mark.${k}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="toggle">
          <input
            type="checkbox"
            checked={marks.hotspot}
            data-testid="hotspot"
            onChange={(e) => p.onMarks({ ...marks, hotspot: e.target.checked })}
          />
          {t('review.mark.HO')}
        </label>
      </div>
    </section>
  );
}
