/**
 * The header's sound control: a mute button (pressed while muted) and a volume slider,
 * both labelled and usable by keyboard; the choice is kept for the device
 * (`qipan.sound`). Turning sound on or setting the volume plays a stone so the level
 * can be heard (the synthesiser loads then, not with the page).
 *
 * @example
 * ```tsx
 * <SoundControl />
 * ```
 */
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { playSounds, setSoundSettings, useSoundSettings } from './sound.js';
import './sound.css';

/** Plays a stone at the new level. */
const preview = (): void => playSounds(['place']);

export function SoundControl(): ReactNode {
  const { t } = useTranslation();
  const { on, volume } = useSoundSettings();
  const timer = useRef<number | undefined>(undefined);
  const percent = Math.round(volume * 100);
  const heard = on && volume > 0;
  return (
    <div
      className="sound-control"
      role="group"
      aria-label={t('sound.label')}
      data-muted={on ? undefined : true}
    >
      <button
        type="button"
        className="sound-control__mute"
        aria-pressed={!on}
        aria-label={t('sound.mute')}
        title={t('sound.mute')}
        data-testid="sound-mute"
        onClick={() => {
          setSoundSettings({ on: !on });
          if (!on) preview();
        }}
      >
        <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
          <path d="M3 7.5h3l4-3.5v12l-4-3.5H3z" fill="currentColor" />
          {heard ? (
            <path
              d="M13 7.2a4 4 0 0 1 0 5.6M15.2 5a7 7 0 0 1 0 10"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinecap="round"
            />
          ) : (
            <path
              d="M13 7.5l5 5m0-5l-5 5"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinecap="round"
            />
          )}
        </svg>
      </button>
      <input
        type="range"
        className="sound-control__volume"
        min={0}
        max={100}
        step={5}
        value={percent}
        aria-label={t('sound.volume')}
        aria-valuetext={`${percent}%`}
        title={`${t('sound.volume')} ${percent}%`}
        data-testid="sound-volume"
        onChange={(e) => {
          const v = Number(e.target.value) / 100;
          // Moving the slider means to hear it: it turns sound on.
          setSoundSettings({ volume: v, on: true });
          window.clearTimeout(timer.current);
          timer.current = window.setTimeout(preview, 200);
        }}
      />
    </div>
  );
}
