/**
 * The sound settings of this device and playing by them. The settings: on or muted,
 * and the volume (0…1), kept in `localStorage` under `qipan.sound` and shared by every
 * tab; sound is on at a moderate volume until the person mutes it. Playing: nothing
 * when muted (or at volume 0), nothing before the person has touched the page (browsers
 * let a page start audio only after a gesture: a sound then would be refused, so it is
 * skipped, not queued), and the synthesiser (`synth.ts`) fetched with the first sound.
 * Small on purpose: the header's control makes this part of the home page.
 *
 * A browser test may define `window.__qipanSounds = []` before the page loads: every
 * sound actually played is then appended to it (the page itself never defines it).
 *
 * @example
 * ```ts
 * soundSettings(); // { on: true, volume: 0.6 } on a new device
 * setSoundSettings({ on: false }); // muted, also after a reload
 * const { on, volume } = useSoundSettings(); // in a component
 * playSounds(['capture', 'end']); // one after the other
 * ```
 */
import { useSyncExternalStore } from 'react';
import type { Sound } from './events.js';

export interface SoundSettings {
  /** False when muted. */
  readonly on: boolean;
  /** 0 (silent) to 1 (full). */
  readonly volume: number;
}

export const SOUND_KEY = 'qipan.sound';
export const DEFAULT_SOUND: SoundSettings = { on: true, volume: 0.6 };

const isVolume = (v: unknown): v is number =>
  typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= 1;

/** Stored text as settings, leniently: each field that does not read keeps its default. */
export function readSoundSettings(text: string | null | undefined): SoundSettings {
  let o: unknown;
  try {
    o = text ? JSON.parse(text) : undefined;
  } catch {
    o = undefined;
  }
  const r = typeof o === 'object' && o !== null ? (o as Record<string, unknown>) : {};
  return {
    on: typeof r.on === 'boolean' ? r.on : DEFAULT_SOUND.on,
    volume: isVolume(r.volume) ? r.volume : DEFAULT_SOUND.volume,
  };
}

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

let current: SoundSettings | undefined;
const listeners = new Set<() => void>();

/** The settings now (read from storage once, then kept). */
export function soundSettings(): SoundSettings {
  if (!current) {
    let text: string | null;
    try {
      text = storage()?.getItem(SOUND_KEY) ?? null;
    } catch {
      text = null;
    }
    current = readSoundSettings(text);
  }
  return current;
}

/**
 * Changes the settings and stores them; a volume outside 0…1 (or not a number) is a
 * `RangeError` and changes nothing.
 */
export function setSoundSettings(change: Partial<SoundSettings>): SoundSettings {
  if (change.volume !== undefined && !isVolume(change.volume))
    throw new RangeError(`the volume must be a number from 0 to 1, not ${String(change.volume)}`);
  const next = { ...soundSettings(), ...change };
  current = next;
  try {
    storage()?.setItem(SOUND_KEY, JSON.stringify(next));
  } catch {
    // Storage full or refused: the setting holds for this page only.
  }
  for (const f of listeners) f();
  return next;
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  // Another tab changed them.
  const other = (e: StorageEvent): void => {
    if (e.key !== SOUND_KEY) return;
    current = readSoundSettings(e.newValue);
    onChange();
  };
  window.addEventListener('storage', other);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', other);
  };
}

/** The settings in a component, re-rendering when they change (here or in another tab). */
export const useSoundSettings = (): SoundSettings =>
  useSyncExternalStore(subscribe, soundSettings, () => DEFAULT_SOUND);

type Synth = typeof import('./synth.js');
let synth: Promise<Synth> | undefined;

/** Whether the page has had a gesture (where the browser cannot say, assume so). */
function activated(): boolean {
  const n = navigator as Navigator & { userActivation?: { hasBeenActive: boolean } };
  return n.userActivation?.hasBeenActive ?? true;
}

/** Plays `sounds` one after the other by the settings; never throws. */
export function playSounds(sounds: readonly Sound[]): void {
  if (sounds.length === 0 || typeof window === 'undefined') return;
  const { on, volume } = soundSettings();
  if (!on || volume <= 0 || !activated()) return;
  const log = (window as Window & { __qipanSounds?: unknown }).__qipanSounds;
  if (Array.isArray(log)) log.push(...sounds);
  const loading = (synth ??= import('./synth.js'));
  loading.then(
    (s) => s.playNow(sounds, volume),
    () => {
      synth = undefined; // the chunk did not arrive: try again with the next sound
    },
  );
}
