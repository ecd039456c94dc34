/**
 * The rules of Chongzi summarised in English and in Chinese, with diagrams of the
 * three capture patterns and of a blocked push.
 *
 * @example
 * ```tsx
 * <RulesPanel />
 * ```
 */
import type { ReactNode } from 'react';
import { CaptureDiagram } from './CaptureDiagram.js';

const PATTERNS = [
  {
    run: '.110.',
    moved: 1,
    captures: true,
    en: 'Two push one',
    zh: '二冲一',
    label:
      'Two push one: Red moves in next to another Red piece and a single Blue piece; the Blue piece is captured.',
  },
  {
    run: '.1100',
    moved: 2,
    captures: true,
    en: 'Two push two',
    zh: '二冲二',
    label: 'Two push two: two Red pieces then two Blue pieces; both Blue pieces are captured.',
  },
  {
    run: '.1000',
    moved: 1,
    captures: true,
    en: 'One push three',
    zh: '一冲三',
    label: 'One push three: one Red piece then three Blue pieces; all three are captured.',
  },
  {
    run: '.1101',
    moved: 1,
    captures: false,
    en: 'A tail blocks',
    zh: '带尾不冲',
    label:
      'A tail blocks the push: Red, Red, Blue, Red. The run is longer than the pattern, so nothing is captured.',
  },
] as const;

export function RulesPanel(): ReactNode {
  return (
    <section className="cz-rules" aria-labelledby="cz-rules-title">
      <h2 id="cz-rules-title">
        Rules{' '}
        <span lang="zh" className="native">
          规则
        </span>
      </h2>
      <ul className="cz-patterns" aria-label="Capture patterns">
        {PATTERNS.map((p) => (
          <li key={p.run} className={`cz-pattern${p.captures ? '' : ' cz-pattern--blocked'}`}>
            <CaptureDiagram run={p.run} moved={p.moved} captures={p.captures} label={p.label} />
            <span className="cz-pattern__name">
              {p.en} <span lang="zh">{p.zh}</span>
            </span>
          </li>
        ))}
      </ul>
      <div className="cz-rules__cols">
        <div lang="en">
          <p>
            Red and Blue play on the points of a 4×4 or 5×5 grid. A move takes one of your pieces
            one step along a line to an adjacent empty point: no jumps, no diagonal steps.
          </p>
          <p>
            <strong>Capture (冲).</strong> After your move, look along the four lines through the
            piece you moved: across, down and both diagonals. Take the unbroken run of pieces on
            that line. If it is exactly yours-yours-theirs (two push one), yours-yours-theirs-theirs
            (two push two) or yours-theirs-theirs-theirs (one push three), in either direction, the
            opponent’s pieces in it are captured. Any extra piece at either end makes the run longer
            and blocks the push; the board’s edge does not. Only the side that moves captures.
          </p>
          <p>
            <strong>Fixed start:</strong> each side fills the rows nearest it (one row on 4×4, two
            on 5×5) and captured pieces change colour. <strong>Empty start:</strong> take turns
            placing pieces until the board is full (no captures), then each side removes one
            opposing piece, then move; captured pieces leave the board.
          </p>
          <p>
            You lose with no pieces left or no legal move on your turn. The third repetition of a
            position, or 100 moves without a capture, is a draw. Red moves first.
          </p>
        </div>
        <div lang="zh" className="cz-rules__zh">
          <p>
            红蓝双方在4×4或5×5个交叉点上对弈。每步把自己的一枚棋子沿线走一格到相邻的空点，不能跳，也不能斜走。
          </p>
          <p>
            <strong>冲：</strong>
            走子后，看经过这枚棋子的横线、竖线和两条斜线。线上连在一起的棋子如果恰好是“己己敌”（二冲一）、“己己敌敌”（二冲二）或“己敌敌敌”（一冲三），方向不限，就吃掉其中对方的子。两头再多一枚棋子就不成立——带尾不冲；棋盘边不算尾巴。只有走子的一方能吃子。
          </p>
          <p>
            <strong>带初始固定棋子：</strong>
            双方各占靠近自己的一行（5×5为两行），被吃的子变成吃子方的颜色。
            <strong>不带初始固定棋子：</strong>
            先轮流摆子直到摆满（摆子时不吃子），然后双方各提掉对方一子，再开始走子；被吃的子从棋盘上拿掉。
          </p>
          <p>
            没有棋子或轮到自己时无路可走的一方输。同一局面第三次出现，或连续100步没有吃子，为和棋。红方先走。
          </p>
        </div>
      </div>
    </section>
  );
}
