/**
 * Writing large or endless output to stdout: waits for `drain` (backpressure) and turns
 * a closed pipe (`EPIPE`, e.g. `qipan queens solve 12 --all | head`) into a quiet stop.
 *
 * @example
 * ```ts
 * import { Output } from './output.js';
 * const out = new Output(process.stdout);
 * for (const chunk of chunks) if (!(await out.write(chunk))) break; // reader went away
 * out.dispose();
 * ```
 */
import type { Writable } from 'node:stream';

export class Output {
  /** True once the reader has gone away (EPIPE) or the stream failed. */
  closed = false;
  /** A failure other than a closed pipe, to report. */
  failure: Error | undefined;
  private readonly onError = (e: Error & { code?: string }): void => {
    this.closed = true;
    if (e.code !== 'EPIPE' && e.code !== 'ERR_STREAM_DESTROYED') this.failure = e;
    this.wake();
  };
  private waiting: (() => void) | undefined;

  constructor(private readonly stream: Writable) {
    stream.on('error', this.onError);
  }

  /**
   * Writes one chunk; resolves false when the output is closed. Gives the event loop a
   * turn after every chunk so that a pipe error is noticed even when writes are
   * synchronous (files and pipes on Linux).
   */
  async write(chunk: Uint8Array | string): Promise<boolean> {
    if (this.closed || this.stream.destroyed) return false;
    const ready = this.stream.write(chunk);
    if (!ready && !this.closed) {
      await new Promise<void>((resolve) => {
        this.waiting = resolve;
        this.stream.once('drain', this.wake);
      });
    } else {
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    return !this.closed && !this.stream.destroyed;
  }

  private readonly wake = (): void => {
    const resolve = this.waiting;
    this.waiting = undefined;
    this.stream.off('drain', this.wake);
    resolve?.();
  };

  /** Stops listening for errors (call when done). */
  dispose(): void {
    this.stream.off('error', this.onError);
    // A late EPIPE after we are done must not crash the process.
    this.stream.on('error', () => undefined);
  }
}

/**
 * Collects small strings into chunks of about `size` bytes before writing them, so
 * that a stream of many short lines costs few writes.
 */
export class ChunkedWriter {
  private parts: string[] = [];
  private length = 0;

  constructor(
    private readonly out: Output,
    private readonly size = 1 << 16,
  ) {}

  async push(text: string): Promise<boolean> {
    this.parts.push(text);
    this.length += text.length;
    return this.length >= this.size ? this.flush() : !this.out.closed;
  }

  async flush(): Promise<boolean> {
    if (this.parts.length === 0) return !this.out.closed;
    const text = this.parts.join('');
    this.parts = [];
    this.length = 0;
    return this.out.write(text);
  }
}
