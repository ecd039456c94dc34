/**
 * The app's shortcuts around the routed page: `?` lists every key of the page (the
 * global ones, the groups the page registered, the board's), `f` flips the board
 * (remembered per page for the session), `z` zen mode (only the board, the clocks and
 * whose move it is; `z`, Escape or the "Exit zen mode" button leave it), and moves
 * typed without a field (see `keyBuffer.ts`) into the page's "Type a move" box. No key
 * acts while typing in a text field or while a dialog is open.
 *
 * @example
 * ```tsx
 * <ShortcutsHost page={pathname}><main>…</main></ShortcutsHost>
 * ```
 */
import { BOARD_KEYS, BoardFlipContext } from '@qipan/board-react';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ShortcutsContext,
  type MoveTarget,
  type ShortcutGroup,
  type ShortcutsApi,
} from './context.js';
import { bufferKey, bufferTimeout, EMPTY_BUFFER, HOLD_MS, type KeyBuffer } from './keyBuffer.js';
import { ShortcutsDialog } from './ShortcutsDialog.js';
import './shortcuts.css';

const FLIP_STORE = 'qipan:flipped';
/** The app's own one-key shortcuts (besides `?`), each a letter. */
const OWN_LETTERS = ['f', 'z'];

function readFlips(): Record<string, boolean> {
  try {
    const v: unknown = JSON.parse(sessionStorage.getItem(FLIP_STORE) ?? '{}');
    return v && typeof v === 'object' ? (v as Record<string, boolean>) : {};
  } catch {
    return {};
  }
}

/** A field that takes text: letters typed there are text, never shortcuts. */
export function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT')
    return true;
  if (!(target instanceof HTMLInputElement)) return false;
  return !/^(checkbox|radio|button|submit|reset|range|color|file|image)$/.test(target.type);
}

const dialogOpen = (): boolean => document.querySelector('dialog[open]') !== null;

/** Key events this host sends again (a held letter let go): it leaves them alone. */
const replayed = new WeakSet<Event>();

export function ShortcutsHost({
  page,
  children,
}: {
  readonly page: string;
  readonly children: ReactNode;
}): ReactNode {
  const { t } = useTranslation();
  const [groups, setGroups] = useState<readonly (ShortcutGroup & { readonly n: number })[]>([]);
  const [hasMove, setHasMove] = useState(false);
  const moveRef = useRef<(() => MoveTarget) | undefined>(undefined);
  const bufferRef = useRef<KeyBuffer>(EMPTY_BUFFER);
  const heldTarget = useRef<EventTarget | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const [boxText, setBoxText] = useState('');
  const [error, setError] = useState('');
  const [help, setHelp] = useState(false);
  const [zen, setZen] = useState(false);
  const [flips, setFlips] = useState(readFlips);
  const [said, setSaid] = useState('');
  const flipped = flips[page] === true;
  const seq = useRef(0);

  const setBuffer = useCallback((b: KeyBuffer) => {
    bufferRef.current = b;
  }, []);

  // A new page: no zen, no half-typed move.
  useEffect(() => {
    setZen(false);
    setBoxText('');
    setError('');
    setBuffer(EMPTY_BUFFER);
  }, [page, setBuffer]);
  useEffect(() => {
    document.documentElement.classList.toggle('qp-zen', zen);
    return () => document.documentElement.classList.remove('qp-zen');
  }, [zen]);

  const register = useCallback((group: ShortcutGroup) => {
    const n = ++seq.current;
    setGroups((gs) => [...gs, { ...group, n }]);
    return () => setGroups((gs) => gs.filter((g) => g.n !== n));
  }, []);
  const registerMove = useCallback((get: () => MoveTarget) => {
    moveRef.current = get;
    setHasMove(true);
    return () => {
      if (moveRef.current !== get) return;
      moveRef.current = undefined;
      setHasMove(false);
    };
  }, []);

  const submit = useCallback(
    (text: string) => {
      const target = moveRef.current?.();
      if (!target) return;
      const why = target.submit(text);
      setError(why ?? '');
      setBoxText(why ? text : '');
      setBuffer(EMPTY_BUFFER);
    },
    [setBuffer],
  );

  const letters = useMemo(() => {
    const out = new Set<string>(hasMove ? OWN_LETTERS : []);
    for (const g of groups)
      for (const e of g.entries)
        for (const k of e.keys) if (/^[a-z]$/i.test(k)) out.add(k.toLowerCase());
    return out;
  }, [groups, hasMove]);
  const lettersRef = useRef(letters);
  lettersRef.current = letters;
  /** Shortcut letters that never start a typed move (see `ShortcutEntry.immediate`). */
  const immediate = useMemo(() => {
    const out = new Set<string>();
    for (const g of groups)
      for (const e of g.entries)
        if (e.immediate === true)
          for (const k of e.keys) if (/^[a-z]$/i.test(k)) out.add(k.toLowerCase());
    return out;
  }, [groups]);
  const immediateRef = useRef(immediate);
  immediateRef.current = immediate;

  const flip = useCallback(() => {
    setFlips((f) => {
      const next = { ...f, [page]: f[page] !== true };
      try {
        sessionStorage.setItem(FLIP_STORE, JSON.stringify(next));
      } catch {
        // Storage refused (private mode): the flip still holds for this visit.
      }
      setSaid(next[page] ? t('shortcuts.flipOn') : t('shortcuts.flipOff'));
      return next;
    });
  }, [page, t]);
  const toggleZen = useCallback(() => {
    setZen((z) => {
      setSaid(z ? t('shortcuts.zenOff') : t('shortcuts.zenOn'));
      return !z;
    });
  }, [t]);

  // Typed moves: first, in the capture phase, so the board's Enter or a page's letter
  // key never sees a key that went into the move.
  useEffect(() => {
    const context = {
      startsMove: (l: string) =>
        !immediateRef.current.has(l) && (moveRef.current?.().columns.includes(l) ?? false),
      isShortcut: (l: string) => lettersRef.current.has(l),
      continues: (text: string) => moveRef.current?.().continues(text) ?? false,
    };
    const replay = (key: string): void => {
      const to = heldTarget.current;
      const target = to instanceof Node && to.isConnected ? to : document.body;
      const ev = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
      replayed.add(ev);
      target.dispatchEvent(ev);
    };
    const apply = (b: KeyBuffer): void => {
      window.clearTimeout(timer.current);
      setBuffer(b);
      setBoxText(b.text);
      if (b.text !== '') setError('');
      if (b.waiting)
        timer.current = window.setTimeout(() => {
          const step = bufferTimeout(bufferRef.current, context);
          setBuffer(step.buffer);
          setBoxText(step.buffer.text);
          if (step.replay !== undefined) replay(step.replay);
        }, HOLD_MS);
    };
    const onKey = (e: KeyboardEvent): void => {
      if (replayed.has(e) || !moveRef.current) return;
      if (e.ctrlKey || e.metaKey || e.altKey || e.isComposing) return;
      if (isTextField(e.target) || dialogOpen()) return;
      const before = bufferRef.current;
      const step = bufferKey(before, e.key, context);
      if (step.replay !== undefined) replay(step.replay);
      if (step.buffer !== before) {
        if (step.buffer.waiting && !before.waiting) heldTarget.current = e.target;
        apply(step.buffer);
      }
      if (step.consumed) {
        e.preventDefault();
        e.stopImmediatePropagation();
      }
      if (step.submit !== undefined) submit(step.submit);
    };
    window.addEventListener('keydown', onKey, true);
    return () => {
      window.removeEventListener('keydown', onKey, true);
      window.clearTimeout(timer.current);
    };
  }, [setBuffer, submit]);

  // The one-key shortcuts, last: a page that used the key (preventDefault) wins.
  useEffect(() => {
    const onKey = (e: KeyboardEvent): void => {
      if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey) return;
      if (isTextField(e.target) || dialogOpen()) return;
      const k = e.key.length === 1 ? e.key.toLowerCase() : e.key;
      if (k === '?') setHelp(true);
      else if (k === 'f' && hasMove) flip();
      else if (k === 'z' && hasMove) toggleZen();
      else if (k === 'Escape' && zen) toggleZen();
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [hasMove, zen, flip, toggleZen]);

  const api = useMemo<ShortcutsApi>(
    () => ({
      register,
      registerMove,
      draft: boxText,
      setDraft: (text) => {
        setBoxText(text);
        setBuffer(EMPTY_BUFFER);
        setError('');
      },
      error,
      submit,
    }),
    [register, registerMove, boxText, error, submit, setBuffer],
  );

  const example = moveRef.current?.().example ?? 'D4';
  const shown: ShortcutGroup[] = [
    {
      id: 'global',
      title: t('shortcuts.group.global'),
      entries: [
        { keys: ['?'], label: t('shortcuts.key.help') },
        ...(hasMove
          ? [
              { keys: ['F'], label: t('shortcuts.key.flip') },
              { keys: ['Z'], label: t('shortcuts.key.zen') },
              { keys: ['Z', 'Escape'], label: t('shortcuts.key.zenExit') },
            ]
          : []),
      ],
    },
  ];
  if (hasMove) {
    shown.push({
      id: 'typing',
      title: t('shortcuts.group.typing'),
      entries: [
        {
          keys: [example.toLowerCase(), 'Enter'],
          sequence: true,
          label: t('shortcuts.key.typeMove', { example }),
        },
        { keys: [], label: t('shortcuts.key.typeRule') },
        { keys: [], label: t('shortcuts.key.boxRule') },
      ],
    });
    const boardLabel = {
      move: 'boardMove',
      rowEnds: 'boardRowEnds',
      corners: 'boardCorners',
      columnEnds: 'boardColumnEnds',
      activate: 'boardActivate',
    } as const;
    shown.push({
      id: 'board',
      title: t('shortcuts.group.board'),
      entries: BOARD_KEYS.map((row) => ({
        keys: row.keys,
        label: t(`shortcuts.key.${boardLabel[row.id]}`),
      })),
    });
  }
  for (const g of groups) {
    const same = shown.find((s) => s.id === g.id);
    if (same) shown[shown.indexOf(same)] = { ...same, entries: [...same.entries, ...g.entries] };
    else shown.push({ id: g.id, title: g.title, entries: g.entries });
  }

  return (
    <ShortcutsContext value={api}>
      <BoardFlipContext value={flipped}>{children}</BoardFlipContext>
      <ShortcutsDialog open={help} groups={shown} onClose={() => setHelp(false)} />
      {zen ? (
        <button
          type="button"
          className="zen-exit"
          data-testid="zen-exit"
          onClick={() => setZen(false)}
        >
          {t('shortcuts.exitZen')}
        </button>
      ) : null}
      <p className="sr-only" role="status" aria-live="polite" data-testid="shortcuts-announce">
        {said}
      </p>
    </ShortcutsContext>
  );
}
