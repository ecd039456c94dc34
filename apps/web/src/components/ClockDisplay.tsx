/**
 * Both sides' clocks, read from the match's `ClockState` with `readClock` and
 * ticking every 100 ms while one runs: the running side highlighted
 * (`data-running`), low time flagged (`data-low`: under ten seconds or the last
 * byo-yomi period), a fallen flag (`data-flagged`), periods or stones left. With
 * `lowTimeSound`, the running clock of a seat played at this screen ticks once per
 * period when under ten seconds.
 *
 * @example
 * ```tsx
 * <ClockDisplay clock={match.clock} turn={turn(match)} running={!match.result}
 *   names={{ black: 'Black', white: 'White (AI)' }} />
 * ```
 */
import type { ByColor, Color } from '@qipan/core';
import { readClock, type ClockReading, type ClockState } from '@qipan/match';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../i18n/useFormat.js';
import type { TFunction } from 'i18next';
import { formatClock, isLowTime } from '../session/local/time.js';
import { lowTimeKey } from '../sound/events.js';
import { useLowTimeSound } from '../sound/useGameSounds.js';
import './match.css';

export interface ClockDisplayProps {
  readonly clock: ClockState;
  /** The seat whose clock runs (when `running`). */
  readonly turn: Color;
  /** False once the game is over (the clocks stand still). */
  readonly running: boolean;
  readonly names: ByColor<string>;
  /** Dot colour class suffix per seat ("black", "red"…). */
  readonly dots?: ByColor<string>;
  /** Low time ticks for these seats (the people at this screen) in this game. */
  readonly lowTimeSound?: { readonly game: string; readonly seats: readonly Color[] } | undefined;
}

/** Periods or moves left, overtime, a fallen flag: "3 periods · time is up" / "3 次读秒". */
function extraOf(t: TFunction<'match'>, r: ClockReading): string {
  const parts: string[] = [];
  if (r.periods !== undefined && (r.inOvertime || r.periods > 0))
    parts.push(t('clock.periods', { count: r.periods }));
  if (r.stonesLeft !== undefined && r.inOvertime)
    parts.push(t('clock.stones', { count: r.stonesLeft }));
  if (r.inOvertime && parts.length === 0) parts.push(t('clock.overtime'));
  if (r.flagged) parts.push(t('clock.flagged'));
  return parts.join(t('clock.extraGap'));
}

export function ClockDisplay({
  clock,
  turn,
  running,
  names,
  dots,
  lowTimeSound,
}: ClockDisplayProps): ReactNode {
  const { t } = useTranslation('match');
  const { lang } = useFormat();
  const [now, setNow] = useState(() => Date.now());
  const ticking = running && clock.runningSince !== undefined;
  useEffect(() => {
    if (!ticking) return;
    const t = window.setInterval(() => setNow(Date.now()), 100);
    return () => window.clearInterval(t);
  }, [ticking]);
  const read = readClock(clock, turn, Math.max(now, clock.runningSince ?? now));
  const lowKey =
    ticking && lowTimeSound?.seats.includes(turn)
      ? lowTimeKey(read[turn], clock.control)
      : undefined;
  useLowTimeSound(lowKey && `${lowTimeSound?.game ?? ''}:${turn}:${lowKey}`);
  // Screen readers hear once when the running clock turns low.
  const [lowSaid, setLowSaid] = useState('');
  const wasLow = useRef<Record<string, boolean>>({});
  const runningLow = ticking && isLowTime(read[turn], clock.control);
  useEffect(() => {
    const key = `${turn}`;
    if (runningLow && !wasLow.current[key])
      setLowSaid(
        t('clock.low', {
          name: names[turn],
          time: formatClock(read[turn].remainingMs, lang),
        }),
      );
    wasLow.current[key] = runningLow;
  }, [runningLow, turn, names, read, t, lang]);
  return (
    <div className="clocks" role="group" aria-label={t('clock.label')} data-testid="clocks">
      {(['black', 'white'] as const).map((c) => {
        const r = read[c];
        const on = ticking && c === turn;
        const low = isLowTime(r, clock.control);
        // A stopped clock at zero is a fallen flag too (after the timeout was claimed).
        const flagged =
          r.flagged ||
          (!running && clock.control.kind !== 'none' && r.remainingMs <= 0 && !r.periods);
        const time = formatClock(r.remainingMs, lang);
        const extra = extraOf(t, { ...r, flagged });
        return (
          <div
            key={c}
            className="clock"
            role="timer"
            data-testid={`clock-${c}`}
            data-running={on || undefined}
            data-low={low || undefined}
            data-flagged={flagged || undefined}
            data-ms={Math.max(0, Math.round(r.remainingMs))}
            aria-label={
              extra
                ? t('clock.ariaExtra', { name: names[c], time, extra })
                : t('clock.aria', { name: names[c], time })
            }
          >
            <span className="clock__name">
              <span className={`side-dot side-dot--${dots?.[c] ?? c}`} aria-hidden="true" />
              {names[c]}
            </span>
            <span className="clock__time" aria-hidden="true">
              {time}
            </span>
            {extra ? (
              <span className="clock__extra" aria-hidden="true">
                {extra}
              </span>
            ) : null}
          </div>
        );
      })}
      <span className="sr-only" aria-live="polite" data-testid="clock-announce">
        {lowSaid}
      </span>
    </div>
  );
}
