/**
 * A one-line progress bar for long counts, drawn on stderr only when it is a terminal.
 *
 * @example
 * ```ts
 * import { renderBar, ProgressBar } from './progress.js';
 * renderBar({ done: 3, total: 12, elapsedMs: 1500, width: 40 });
 * // "[##########...............................]   25%   3/12 tasks  1.5s"
 * const bar = ProgressBar.forIo(processIo(), 12); // undefined when stderr is not a terminal
 * bar?.update(3);
 * bar?.finish();
 * ```
 */
import type { Io } from '../io.js';

export interface BarState {
  readonly done: number;
  readonly total: number;
  readonly elapsedMs: number;
  /** Characters available on the line. */
  readonly width: number;
}

/** The bar as text, exactly `width` characters or fewer. */
export function renderBar(s: BarState): string {
  const fraction = s.total > 0 ? Math.min(1, Math.max(0, s.done / s.total)) : 1;
  const percent = `${Math.floor(fraction * 100)}%`.padStart(4);
  const tail = `  ${percent}  ${String(s.done).padStart(String(s.total).length)}/${s.total} tasks  ${(s.elapsedMs / 1000).toFixed(1)}s`;
  const inner = Math.max(0, s.width - tail.length - 2);
  if (inner < 5) return tail.trim().slice(0, Math.max(0, s.width));
  const filled = Math.round(fraction * inner);
  return `[${'#'.repeat(filled)}${'.'.repeat(inner - filled)}]${tail}`;
}

/** Where the bar is drawn: a terminal of `columns` characters. */
interface TerminalStream {
  readonly columns: number;
  write(text: string): boolean;
}

export class ProgressBar {
  private readonly started = Date.now();
  private lastDraw = 0;
  private done = 0;
  private readonly timer: ReturnType<typeof setInterval>;

  private constructor(
    private readonly stream: TerminalStream,
    private readonly total: number,
    private readonly intervalMs: number,
  ) {
    // Redraw now and then so the clock moves while a heavy task runs.
    this.timer = setInterval(() => this.draw(), 250);
    this.timer.unref();
  }

  /** A bar on stderr when it is a terminal, else undefined (draw nothing). */
  static forIo(io: Io, total: number, intervalMs = 100): ProgressBar | undefined {
    if (!io.isTTY.stderr) return undefined;
    const stream = {
      write: (text: string) => io.stderr.write(text),
      get columns() {
        return io.columns;
      },
    };
    const bar = new ProgressBar(stream, total, intervalMs);
    bar.draw();
    return bar;
  }

  update(done: number): void {
    this.done = done;
    const now = Date.now();
    if (now - this.lastDraw >= this.intervalMs || done >= this.total) this.draw(now);
  }

  /** Erases the bar, leaving the line clean for the result. */
  finish(): void {
    clearInterval(this.timer);
    this.stream.write('\r\x1b[K');
  }

  private draw(now = Date.now()): void {
    this.lastDraw = now;
    const width = Math.max(20, Math.min(100, this.stream.columns - 1));
    const text = renderBar({
      done: this.done,
      total: this.total,
      elapsedMs: now - this.started,
      width,
    });
    this.stream.write(`\r${text}\x1b[K`);
  }
}
