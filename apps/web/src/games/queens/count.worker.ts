/**
 * A counting worker: receives one `CountTask` at a time, answers with its `Counts`.
 *
 * @example
 * ```ts
 * const w = new Worker(new URL('./count.worker.ts', import.meta.url), { type: 'module' });
 * w.postMessage({ task });
 * w.onmessage = (e) => console.log(e.data); // { id, counts: { total, unique } }
 * ```
 */
/// <reference lib="webworker" />
import { runCountTask, type CountTask, type Counts } from '@qipan/queens';

export interface CountRequest {
  readonly task: CountTask;
}
export type CountReply =
  | { readonly id: number; readonly counts: Counts }
  | { readonly id: number; readonly error: string };

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (e: MessageEvent<CountRequest>) => {
  const { task } = e.data;
  try {
    const counts = runCountTask(task);
    scope.postMessage({ id: task.id, counts } satisfies CountReply);
  } catch (error) {
    scope.postMessage({ id: task.id, error: String(error) } satisfies CountReply);
  }
};
