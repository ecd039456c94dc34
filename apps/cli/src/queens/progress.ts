/**
 * A one-line progress bar for long counts, drawn on stderr only when it is a terminal.
 *
 * @example
 * ```ts
 * import { renderBar, ProgressBar } from './progress.js';
 * renderBar({ done: 3, total: 12, elapsedMs: 1500, width: 40 });
 * // "[##########...............................]   25%   3/12 tasks  1.5s"
 * compactNumber(2_345_678); // "2.3M"
 * shortDuration(185_000); // "3m05s"
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
  /** More to show after the task count (e.g. solutions, rate, ETA of a queued count). */
  readonly detail?: string;
}

/** The bar as text, exactly `width` characters or fewer. */
export function renderBar(s: BarState): string {
  const fraction = s.total > 0 ? Math.min(1, Math.max(0, s.done / s.total)) : 1;
  const percent = `${Math.floor(fraction * 100)}%`.padStart(4);
  const tail = `  ${percent}  ${String(s.done).padStart(String(s.total).length)}/${s.total} tasks${s.detail === undefined ? '' : `  ${s.detail}`}  ${(s.elapsedMs / 1000).toFixed(1)}s`;
  const inner = Math.max(0, s.width - tail.length - 2);
  if (inner < 5) return tail.trim().slice(0, Math.max(0, s.width));
  const filled = Math.round(fraction * inner);
  return `[${'#'.repeat(filled)}${'.'.repeat(inner - filled)}]${tail}`;
}

/** A count in a few characters: 950, 12.3k, 4.5M, 1.2G. */
export function compactNumber(x: number): string {
  if (x < 1000) return String(Math.round(x));
  const units = ['k', 'M', 'G', 'T'] as const;
  let v = x;
  let u = -1;
  while (v >= 1000 && u < units.length - 1) {
    v /= 1000;
    u++;
  }
  return `${v < 100 ? v.toFixed(1) : Math.round(v)}${units[u] as string}`;
}

/** A duration for an ETA: 42s, 3m05s, 2h07m, 3d04h. */
export function shortDuration(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  const two = (v: number): string => String(v).padStart(2, '0');
  if (s < 60) return `${s}s`;
  if (s < 3600) return `${Math.floor(s / 60)}m${two(s % 60)}s`;
  if (s < 86400) return `${Math.floor(s / 3600)}h${two(Math.floor(s / 60) % 60)}m`;
  return `${Math.floor(s / 86400)}d${two(Math.floor(s / 3600) % 24)}h`;
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
  private detail: string | undefined;
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

  /** `detail` replaces the text after the task count (omitted: kept). */
  update(done: number, detail?: string): void {
    this.done = done;
    if (detail !== undefined) this.detail = detail;
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
      ...(this.detail === undefined ? {} : { detail: this.detail }),
    });
    this.stream.write(`\r${text}\x1b[K`);
  }
}
