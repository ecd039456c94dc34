/**
 * The app's sounds, synthesised with the Web Audio API when played (no sample files):
 * a stone on wood is a short band-passed noise burst (the click) over two damped tones
 * (the board's thump and the stone's ring), in four voicings with a little random
 * detune so repeated moves do not sound the same; a capture adds the rattle of the
 * taken stones; a pass is a soft falling two-tone; a game's start and end are soft
 * chords; low time is a double tick; a queen is a light click. Loaded on first use.
 * Without Web Audio (or when the browser refuses a context) nothing plays and nothing
 * throws.
 *
 * @example
 * ```ts
 * const { playNow } = await import('./synth.js');
 * playNow(['place', 'end'], 0.6); // a stone, then the end chord
 * ```
 */
import type { Sound } from './events.js';

type Ctx = AudioContext;

let ctx: Ctx | undefined;
let noise: AudioBuffer | undefined;

/** The page's audio context, made on first use (after a gesture: see `sound.ts`). */
function audio(): Ctx | undefined {
  if (!ctx) {
    const w = window as {
      AudioContext?: typeof AudioContext;
      webkitAudioContext?: typeof AudioContext;
    };
    const C = w.AudioContext ?? w.webkitAudioContext;
    if (!C) return undefined;
    ctx = new C();
  }
  const c = ctx;
  if (c.state === 'suspended') void c.resume().catch(() => undefined);
  return c;
}

// A browser that could not say whether the page had a gesture may have made the
// context suspended: the next gesture resumes it (browsers allow that only in one).
const wake = (): void => {
  if (ctx?.state === 'suspended') ctx.resume().catch(() => undefined);
};
for (const type of ['pointerdown', 'keydown'])
  window.addEventListener(type, wake, { capture: true, passive: true });

/** Half a second of white noise, made once. */
function noiseBuffer(c: Ctx): AudioBuffer {
  if (!noise) {
    noise = c.createBuffer(1, Math.floor(c.sampleRate / 2), c.sampleRate);
    const d = noise.getChannelData(0);
    for (let i = 0; i < d.length; i++) d[i] = Math.random() * 2 - 1;
  }
  return noise;
}

/** A gain that rises to `peak` in `attack` s, then falls away over `decay` s. */
function envelope(c: Ctx, out: AudioNode, t: number, peak: number, attack: number, decay: number) {
  const g = c.createGain();
  g.gain.setValueAtTime(0.0001, t);
  g.gain.linearRampToValueAtTime(peak, t + attack);
  g.gain.exponentialRampToValueAtTime(0.0001, t + attack + decay);
  g.connect(out);
  return g;
}

/** A damped tone. */
function tone(
  c: Ctx,
  out: AudioNode,
  t: number,
  freq: number,
  decay: number,
  peak: number,
  type: OscillatorType = 'sine',
  attack = 0.002,
): void {
  const o = c.createOscillator();
  o.type = type;
  o.frequency.setValueAtTime(freq, t);
  o.connect(envelope(c, out, t, peak, attack, decay));
  o.start(t);
  o.stop(t + attack + decay + 0.02);
}

/** A burst of noise through a band-pass filter: a click. */
function click(
  c: Ctx,
  out: AudioNode,
  t: number,
  freq: number,
  q: number,
  decay: number,
  peak: number,
) {
  const s = c.createBufferSource();
  s.buffer = noiseBuffer(c);
  const f = c.createBiquadFilter();
  f.type = 'bandpass';
  f.frequency.setValueAtTime(freq, t);
  f.Q.setValueAtTime(q, t);
  s.connect(f);
  f.connect(envelope(c, out, t, peak, 0.001, decay));
  // Each click reads the noise from another place, so no two are the same.
  s.start(t, Math.random() * 0.4, decay + 0.02);
}

/** Four voicings of a stone on the board: click, thump, ring (Hz) and the ring's length (s). */
const STONES = [
  [2300, 170, 760, 0.07],
  [2700, 190, 880, 0.06],
  [2000, 155, 690, 0.08],
  [3000, 210, 960, 0.05],
] as const;

/** ±5 % at random. */
const vary = (x: number): number => x * (0.95 + Math.random() * 0.1);

function stone(c: Ctx, out: AudioNode, t: number, loud = 1): void {
  const [hit, thump, ring, len] = STONES[Math.floor(Math.random() * STONES.length)] ?? STONES[0];
  click(c, out, t, vary(hit), 1.4, vary(0.03), 0.9 * loud);
  tone(c, out, t, vary(thump), vary(0.09), 0.55 * loud);
  tone(c, out, t, vary(ring), vary(len), 0.12 * loud, 'triangle');
}

function chord(c: Ctx, out: AudioNode, t: number, notes: readonly number[], step: number) {
  notes.forEach((f, i) => tone(c, out, t + i * step, f, 0.9, 0.12, 'sine', 0.02));
}

/** Two tones 0.14 s apart, each as [frequency (Hz), length (s)], with the same peak, wave and attack. */
function twoTones(
  c: Ctx,
  out: AudioNode,
  t: number,
  first: readonly [number, number],
  second: readonly [number, number],
  peak: number,
  type: OscillatorType,
  attack: number,
): void {
  tone(c, out, t, first[0], first[1], peak, type, attack);
  tone(c, out, t + 0.14, second[0], second[1], peak, type, attack);
}

/** Schedules one sound at `t`; returns how long it lasts (s). */
function voice(c: Ctx, out: AudioNode, t: number, s: Sound): number {
  switch (s) {
    case 'place':
      stone(c, out, t);
      return 0.12;
    case 'capture':
      stone(c, out, t);
      // The taken stones knock together as they leave the board.
      for (const d of [0.08, 0.13, 0.2]) click(c, out, t + vary(d), vary(3600), 3, 0.02, 0.35);
      return 0.25;
    case 'pass':
      twoTones(c, out, t, [660, 0.16], [495, 0.24], 0.22, 'triangle', 0.01);
      return 0.4;
    case 'start':
      chord(c, out, t, [523.25, 659.26, 783.99], 0.05);
      return 0.5;
    case 'end':
      chord(c, out, t, [783.99, 587.33, 493.88, 392], 0.09);
      return 0.7;
    case 'low':
      twoTones(c, out, t, [1560, 0.05], [1560, 0.05], 0.25, 'sine', 0.001);
      return 0.2;
    case 'queen':
      click(c, out, t, 4200, 2, 0.02, 0.6);
      tone(c, out, t, 1250, 0.03, 0.08, 'triangle');
      return 0.05;
  }
}

/** Plays `sounds` one after the other at `volume` (0…1); false when there is no Web Audio. */
export function playNow(sounds: readonly Sound[], volume: number): boolean {
  try {
    const c = audio();
    if (!c) return false;
    const master = c.createGain();
    // The ear hears loudness roughly as the square of the slider.
    master.gain.value = Math.max(0, Math.min(1, volume)) ** 2;
    master.connect(c.destination);
    let t = c.currentTime + 0.01;
    for (const s of sounds) t += voice(c, master, t, s) + 0.05;
    return true;
  } catch {
    return false;
  }
}
