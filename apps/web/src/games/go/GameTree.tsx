/**
 * The game tree as a compact list: each line's moves in a wrapping row, variations
 * as indented blocks after the move they branch from. The current move is marked
 * (`aria-current`), clicking a move goes there; one tab stop (the current move), which
 * the focus follows. Only the tree box scrolls to keep the current move in view, never
 * the window. Moves show their mark (! ? ?! !?) and a ✎ when they have a comment or name.
 * Records over 2,000 nodes show the current line around the current move.
 *
 * @example
 * ```tsx
 * <GameTree record={record} current={12} onSelect={(id) => go(id)} />
 * ```
 */
import { formatVertex, type GoRecord, type GoRecordNode } from '@qipan/go';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { markGlyph, marksOf } from './annotations.js';
import { colorName, num, type TFunction } from './labels.js';

export interface GameTreeProps {
  readonly record: GoRecord;
  readonly current: number;
  /** Ids on the line through the current node (shown stronger). */
  readonly line: ReadonlySet<number>;
  readonly onSelect: (id: number) => void;
}

const moveText = (t: TFunction, n: GoRecordNode, size: number): string => {
  const mv = n.data.move?.move;
  if (!mv) return n.id === 0 ? t('tree.start') : t('tree.setup');
  if (mv.type === 'play') return formatVertex(mv.point, size);
  return mv.type === 'pass' ? t('tree.pass') : t('tree.resign');
};

/** Records up to this many nodes show the whole tree; larger ones a window (below). */
const FULL_TREE_LIMIT = 2000;
const WINDOW = 300;
const MAX_VARIATIONS = 20;

export function GameTree({ record, current, line, onSelect }: GameTreeProps): ReactNode {
  const { t } = useTranslation(['go', 'common']);
  const size = record.rules.size;
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const box = ref.current;
    const el = box?.querySelector<HTMLElement>('[aria-current="step"]');
    if (!box || !el) return;
    // Only the tree box scrolls (never the window): keep the current move inside it.
    const b = box.getBoundingClientRect();
    const r = el.getBoundingClientRect();
    if (r.top < b.top || r.bottom > b.bottom) {
      const top = box.scrollTop + (r.top - b.top);
      box.scrollTop = Math.max(0, top - (box.clientHeight - r.height) / 2);
    }
    // Focus follows the current move when it was in the tree (the arrows moved it).
    const focused = document.activeElement;
    if (focused !== el && focused instanceof HTMLElement && box.contains(focused))
      el.focus({ preventScroll: true });
  }, [current, record]);

  const button = (n: GoRecordNode): ReactNode => {
    const mv = n.data.move;
    const color = mv?.color;
    const here = n.id === current;
    const sgf = n.data.sgf;
    const glyph = markGlyph(marksOf(sgf));
    const name = sgf.N?.[0];
    const text = moveText(t, n, size);
    // The name starts with what the button shows ("12 D4 !"), then the mover and the node's name.
    const shown = [mv ? num(t, n.data.moveNumber) : '', text, glyph].filter(Boolean).join(' ');
    const label =
      (mv ? t('treeName.move', { shown, color: colorName(t, mv.color) }) : shown) +
      (name ? ` · ${name}` : '');
    return (
      <button
        key={n.id}
        type="button"
        className={`tree-move${line.has(n.id) ? ' tree-move--line' : ''}`}
        data-node={n.id}
        data-color={color}
        aria-current={here ? 'step' : undefined}
        tabIndex={here ? 0 : -1}
        aria-label={label === shown ? undefined : label}
        title={name}
        onClick={() => onSelect(n.id)}
      >
        {mv ? <span className="tree-move__num">{num(t, n.data.moveNumber)}</span> : null}
        {mv ? ' ' : null}
        {text}
        {glyph ? <span className="tree-move__mark">{glyph}</span> : null}
        {/* The ✎ is drawn by CSS: a picture, not part of the text (nor of the name). */}
        {sgf.C !== undefined || sgf.N !== undefined ? (
          <span className="tree-move__note" aria-hidden="true" data-note />
        ) : null}
      </button>
    );
  };

  /** One line from `start` along first children; variations nest (depth = forks, not moves). */
  const renderLine = (start: number): ReactNode[] => {
    const out: ReactNode[] = [];
    const tree = record.tree;
    for (
      let n: GoRecordNode | undefined = tree.node(start);
      n;
      n = n.children[0] === undefined ? undefined : tree.node(n.children[0])
    ) {
      out.push(button(n));
      if (n.children.length > 1) {
        out.push(
          <div key={`v${n.id}`} className="tree-vars">
            {n.children.slice(1).map((c, i) => (
              <div
                key={c}
                className="tree-var"
                role="group"
                aria-label={t('tree.variation', { n: i + 2 })}
              >
                {renderLine(c)}
              </div>
            ))}
          </div>,
        );
      }
    }
    return out;
  };

  /**
   * A large record (thousands of moves or variations) shows a window of the current
   * line, each fork's other variations by their first move (a few of them), and how
   * many moves are left out: rendering 100,000 buttons would stall the page.
   */
  const renderWindow = (): ReactNode[] => {
    const tree = record.tree;
    const ids = [...line];
    const at = Math.max(0, ids.indexOf(current));
    const from = Math.max(0, at - WINDOW);
    const to = Math.min(ids.length, at + WINDOW + 1);
    const out: ReactNode[] = [];
    const gap = (key: string, words: string): ReactNode => (
      <p key={key} className="note small tree-gap" data-testid={`tree-${key}`}>
        {words}
      </p>
    );
    if (from > 0) out.push(gap('before', t('tree.earlier', { count: from })));
    for (let i = from; i < to; i++) {
      const n = tree.node(ids[i] as number);
      out.push(button(n));
      const others = n.children.filter((c) => c !== ids[i + 1]);
      if (others.length === 0) continue;
      out.push(
        <div key={`v${n.id}`} className="tree-vars">
          {others.slice(0, MAX_VARIATIONS).map((c, k) => (
            <div
              key={c}
              className="tree-var"
              role="group"
              aria-label={t('tree.variation', { n: k + 2 })}
            >
              {button(tree.node(c))}
            </div>
          ))}
          {others.length > MAX_VARIATIONS
            ? gap(
                `more${n.id}`,
                t('tree.moreVariations', { count: others.length - MAX_VARIATIONS }),
              )
            : null}
        </div>,
      );
    }
    if (to < ids.length) out.push(gap('after', t('tree.later', { count: ids.length - to })));
    return out;
  };

  return (
    <div
      className="game-tree"
      ref={ref}
      role="group"
      aria-label={t('tree.label')}
      data-testid="tree"
    >
      {record.tree.size > FULL_TREE_LIMIT ? renderWindow() : renderLine(0)}
    </div>
  );
}
