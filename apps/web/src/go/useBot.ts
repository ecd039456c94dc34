/**
 * Runs the bot in a module Web Worker whenever it is the bot's turn at the end of a
 * line, and plays its answer if the game is still at that position. A new position,
 * a new game or leaving the page terminates the thinking worker.
 *
 * @example
 * ```tsx
 * const thinking = useBot(model, (move) => dispatch({ type: 'bot-move', move, at }));
 * ```
 */
import type { GoMove } from '@qipan/go';
import { useEffect, useRef, useState } from 'react';
import type { BotReply, BotRequest } from './bot.worker.js';
import { botToMove, type GameModel } from './model.js';
import { pathTo } from './tree.js';

export interface BotStatus {
  readonly thinking: boolean;
  readonly error: string | undefined;
  /** What the bot said about its last move (playouts, win rate). */
  readonly note: string | undefined;
}

export function useBot(
  model: GameModel,
  onMove: (move: GoMove, atNode: number, record: GameModel['record']) => void,
): BotStatus {
  const [status, setStatus] = useState<BotStatus>({
    thinking: false,
    error: undefined,
    note: undefined,
  });
  const worker = useRef<Worker | null>(null);
  const seq = useRef(0);
  const onMoveRef = useRef(onMove);
  onMoveRef.current = onMove;
  const due = botToMove(model) && model.opponent.kind === 'bot';
  const { record, current, opponent } = model;
  const level = opponent.kind === 'bot' ? opponent.level : 0;

  useEffect(() => {
    if (!due) return;
    const w =
      worker.current ??
      new Worker(new URL('./bot.worker.ts', import.meta.url), {
        type: 'module',
        name: 'qipan-go-bot',
      });
    worker.current = w;
    const id = ++seq.current;
    let answered = false;
    setStatus((st) => ({ ...st, thinking: true, error: undefined }));
    w.onmessage = (e: MessageEvent<BotReply>) => {
      if (e.data.id !== seq.current) return;
      answered = true;
      const reply = e.data;
      if ('error' in reply) {
        setStatus({ thinking: false, error: reply.error, note: undefined });
        return;
      }
      setStatus({ thinking: false, error: undefined, note: reply.note });
      onMoveRef.current(reply.move, current, record);
    };
    w.onerror = (e: ErrorEvent) => {
      e.preventDefault();
      answered = true;
      setStatus({ thinking: false, error: e.message || 'the bot failed', note: undefined });
    };
    const line = pathTo(record, current).map((i) => record.tree.node(i).data.sgf);
    w.postMessage({ id, line, level, seed: id * 7919 + current } satisfies BotRequest);
    return () => {
      // Moved on before the answer: stop the thinking worker.
      if (!answered) {
        worker.current?.terminate();
        worker.current = null;
        setStatus((st) => ({ ...st, thinking: false }));
      }
    };
  }, [due, record, current, level]);

  useEffect(
    () => () => {
      worker.current?.terminate();
      worker.current = null;
    },
    [],
  );
  return status;
}
