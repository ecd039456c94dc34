/**
 * The per-device "confirm moves" setting, kept in `localStorage` under
 * `qipan.confirmMove`: `auto` (the default: on for a small touch screen, where a
 * point is a few millimetres wide, off elsewhere), `on` or `off`. Every page that
 * reads it with `useConfirmSetting` follows a change at once, in this tab and others.
 *
 * @example
 * ```ts
 * parseConfirmSetting('on'); // { ok: true, value: 'on' }
 * confirmOn('auto', true); // true: a phone
 * writeConfirmSetting('off');
 * const { on, setting, set } = useConfirmSetting(); // in a component
 * ```
 */
import { err, ok, type Result } from '@qipan/core';
import { useSyncExternalStore } from 'react';

export const CONFIRM_SETTINGS = ['auto', 'on', 'off'] as const;
export type ConfirmSetting = (typeof CONFIRM_SETTINGS)[number];

export const CONFIRM_KEY = 'qipan.confirmMove';

/**
 * A small touch screen: a coarse pointer with a side under 600 px (a phone, either way
 * up; tablets and touch laptops have points large enough to tap).
 */
export const SMALL_TOUCH_QUERY =
  '(pointer: coarse) and (max-width: 600px), (pointer: coarse) and (max-height: 600px)';

/** A setting's text: one of `auto`, `on`, `off`. */
export function parseConfirmSetting(text: string): Result<ConfirmSetting, string> {
  const known: readonly string[] = CONFIRM_SETTINGS;
  return known.includes(text)
    ? ok(text as ConfirmSetting)
    : err(`unknown confirm-move setting "${text}" (expected auto, on or off)`);
}

/** Whether moves wait for confirmation under `setting` on this kind of screen. */
export const confirmOn = (setting: ConfirmSetting, smallTouch: boolean): boolean =>
  setting === 'on' || (setting === 'auto' && smallTouch);

/** The stored setting; `auto` when none, unreadable or storage is unavailable. */
export function readConfirmSetting(): ConfirmSetting {
  try {
    const text = localStorage.getItem(CONFIRM_KEY);
    if (text === null) return 'auto';
    const r = parseConfirmSetting(text);
    return r.ok ? r.value : 'auto';
  } catch {
    return 'auto';
  }
}

const listeners = new Set<() => void>();

/** Stores the setting (a failing storage only warns) and tells this tab's readers. */
export function writeConfirmSetting(setting: ConfirmSetting): void {
  try {
    if (setting === 'auto') localStorage.removeItem(CONFIRM_KEY);
    else localStorage.setItem(CONFIRM_KEY, setting);
  } catch (e) {
    console.warn('qipan: the confirm-move setting could not be stored', e);
  }
  for (const f of listeners) f();
}

function smallTouch(): boolean {
  return typeof matchMedia === 'function' && matchMedia(SMALL_TOUCH_QUERY).matches;
}

function subscribe(f: () => void): () => void {
  listeners.add(f);
  const onStorage = (e: StorageEvent): void => {
    if (e.key === CONFIRM_KEY || e.key === null) f();
  };
  window.addEventListener('storage', onStorage);
  const mq = typeof matchMedia === 'function' ? matchMedia(SMALL_TOUCH_QUERY) : undefined;
  mq?.addEventListener('change', f);
  return () => {
    listeners.delete(f);
    window.removeEventListener('storage', onStorage);
    mq?.removeEventListener('change', f);
  };
}

/** `setting|small`: a string, so the snapshot is stable between changes. */
const snapshot = (): string => `${readConfirmSetting()}|${smallTouch() ? 1 : 0}`;

export interface ConfirmSettingView {
  readonly setting: ConfirmSetting;
  /** Whether the confirm mode is on here now. */
  readonly on: boolean;
  /** Whether `auto` means on here (a small touch screen). */
  readonly smallTouch: boolean;
  set(setting: ConfirmSetting): void;
}

export function useConfirmSetting(): ConfirmSettingView {
  const snap = useSyncExternalStore(subscribe, snapshot, () => 'auto|0');
  const [text, small] = snap.split('|') as [string, string];
  const r = parseConfirmSetting(text);
  const setting = r.ok ? r.value : 'auto';
  const isSmall = small === '1';
  return {
    setting,
    on: confirmOn(setting, isSmall),
    smallTouch: isSmall,
    set: writeConfirmSetting,
  };
}
