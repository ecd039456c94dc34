/**
 * The new-game form: board size (9, 13, 19 first, any of 2–25), rules preset, komi,
 * handicap, and the opponent (a person on this device, the Qipan bot with its level
 * and colour, or a GTP engine the server found, with its colour and level when it
 * takes one), and the clock (the shared time-control fields). Impossible settings are
 * explained, never thrown.
 *
 * @example
 * ```tsx
 * <NewGameForm initial={DEFAULT_SETTINGS} onStart={(s) => start(s)} error={undefined}
 *   engines={{ state: 'ok', engines: [] }} />
 * ```
 */
import type { Color } from '@qipan/core';
import { maxFixedHandicap, PRESET_RULES, PRESETS, type Preset } from '@qipan/go';
import type { SideChoice } from '@qipan/protocol';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TimeControlFields } from '../../components/TimeControlFields.js';
import { clockOf, OnlineFields, useCreateOnline } from '../../online/create.js';
import { ENGINE_LEVELS, engineProblemText, type ServerEngine } from './engineApi.js';
import { num } from './labels.js';
import { optionsOf, PAGE_BOT_LEVELS, type GameSettings, type Opponent } from './settings.js';
import type { EngineList } from './useServerEngines.js';

const MAIN_SIZES = [9, 13, 19];
const OTHER_SIZES = Array.from({ length: 24 }, (_, i) => i + 2).filter(
  (s) => !MAIN_SIZES.includes(s),
);

export interface NewGameFormProps {
  readonly initial: GameSettings;
  readonly error: string | undefined;
  readonly onStart: (s: GameSettings) => void;
  readonly engines: EngineList;
}

type Available = Extract<ServerEngine, { available: true }>;
const engineChoice = (id: string): string => `engine:${id}`;
/** Online against a server engine (only GNU Go is offered online). */
const ONLINE_ENGINE = 'gnugo';

function initialChoice(o: Opponent): string {
  return o.kind === 'engine' ? engineChoice(o.id) : o.kind;
}

export function NewGameForm({ initial, error, onStart, engines }: NewGameFormProps): ReactNode {
  const { t } = useTranslation(['go', 'common']);
  const { t: to } = useTranslation('online');
  const online = useCreateOnline('go');
  const [side, setSide] = useState<SideChoice>('random');
  const [size, setSize] = useState(initial.size);
  const [preset, setPreset] = useState<Preset>(initial.preset);
  const [komi, setKomi] = useState(String(initial.komi));
  const [handicap, setHandicap] = useState(initial.handicap);
  const [opponent, setOpponent] = useState<string>(initialChoice(initial.opponent));
  const [engineColor, setEngineColor] = useState<Color>(
    initial.opponent.kind === 'engine' ? initial.opponent.color : 'white',
  );
  const [engineLevel, setEngineLevel] = useState<number>(
    initial.opponent.kind === 'engine' ? (initial.opponent.level ?? 10) : 10,
  );
  const available: Available[] =
    engines.state === 'ok' ? engines.engines.filter((e): e is Available => e.available) : [];
  const unavailable = engines.state === 'ok' ? engines.engines.filter((e) => !e.available) : [];
  const engine = available.find((e) => engineChoice(e.id) === opponent);
  const onlineEngine = available.find((e) => e.id === ONLINE_ENGINE);
  // A chosen engine that the server no longer lists falls back to the bot.
  const choice =
    (opponent.startsWith('engine:') && !engine) || (opponent === 'online-engine' && !onlineEngine)
      ? 'bot'
      : opponent;
  const isOnline = choice === 'online' || choice === 'online-engine';
  const [botColor, setBotColor] = useState<Color>(
    initial.opponent.kind === 'bot' ? initial.opponent.color : 'white',
  );
  const [level, setLevel] = useState(initial.opponent.kind === 'bot' ? initial.opponent.level : 2);
  const [komiError, setKomiError] = useState<string | undefined>(undefined);
  const [time, setTime] = useState(initial.time);

  const defaultKomi = (p: Preset, h: number): number => (h >= 2 ? 0.5 : PRESET_RULES[p].komi);
  const fixed = PRESET_RULES[preset].handicapPlacement === 'fixed';
  const maxHandicap = fixed ? maxFixedHandicap(size) : Math.min(9, size * size - 1);

  const submit = (e: FormEvent): void => {
    e.preventDefault();
    const k = Number(komi.replace(',', '.'));
    if (komi.trim() === '' || !Number.isFinite(k)) {
      setKomiError(t('form.komiError'));
      return;
    }
    setKomiError(undefined);
    if (isOnline) {
      online.create({
        game: 'go',
        options: {
          ...optionsOf({ size, preset, komi: k, handicap, opponent: { kind: 'person' }, time }),
        },
        side,
        ...clockOf(time),
        ...(choice === 'online-engine' && onlineEngine
          ? {
              opponent: {
                engine: onlineEngine.id,
                ...(onlineEngine.levels ? { level: engineLevel } : {}),
              },
            }
          : {}),
      });
      return;
    }
    const opp: Opponent = engine
      ? {
          kind: 'engine',
          id: engine.id,
          name: engine.name,
          color: engineColor,
          ...(engine.levels ? { level: engineLevel } : {}),
        }
      : choice === 'bot'
        ? { kind: 'bot', color: botColor, level }
        : { kind: 'person' };
    onStart({ size, preset, komi: k, handicap, opponent: opp, time });
  };

  return (
    <form
      className="go-form"
      onSubmit={submit}
      aria-label={t('newGame')}
      data-testid="new-game-form"
    >
      <label>
        <span>{t('form.boardSize')}</span>
        <select
          id="go-size"
          data-testid="go-size"
          value={size}
          onChange={(e) => {
            const n = Number(e.target.value);
            setSize(n);
            if (fixed && handicap > maxFixedHandicap(n)) setHandicap(0);
          }}
        >
          <optgroup label={t('form.usual')}>
            {MAIN_SIZES.map((s) => (
              <option key={s} value={s}>
                {t('form.sizeOption', { size: s })}
              </option>
            ))}
          </optgroup>
          <optgroup label={t('form.other')}>
            {OTHER_SIZES.map((s) => (
              <option key={s} value={s}>
                {t('form.sizeOption', { size: s })}
              </option>
            ))}
          </optgroup>
        </select>
      </label>
      <label>
        <span>{t('form.rules')}</span>
        <select
          id="go-rules"
          data-testid="go-rules"
          aria-describedby="go-rules-note"
          value={preset}
          onChange={(e) => {
            const p = e.target.value as Preset;
            setPreset(p);
            setKomi(String(defaultKomi(p, handicap)));
          }}
        >
          {PRESETS.map((p) => (
            <option key={p} value={p}>
              {t(`rules.preset.${p}`)}
            </option>
          ))}
        </select>
      </label>
      <p id="go-rules-note" className="note small" data-testid="rules-note">
        {t('form.rulesNote', {
          scoring: t(`rules.scoring.${PRESET_RULES[preset].scoring}`),
          ko: t(`rules.ko.${PRESET_RULES[preset].ko}`),
          suicide: t(`rules.suicide.${PRESET_RULES[preset].suicide}`),
        })}
      </p>
      <label>
        <span>{t('form.handicap')}</span>
        <select
          id="go-handicap"
          value={handicap}
          onChange={(e) => {
            const h = Number(e.target.value);
            setHandicap(h);
            setKomi(String(defaultKomi(preset, h)));
          }}
        >
          <option value={0}>{t('form.none')}</option>
          {Array.from({ length: Math.max(0, maxHandicap - 1) }, (_, i) => i + 2).map((h) => (
            <option key={h} value={h}>
              {t(fixed ? 'form.stones' : 'form.stonesFree', { count: h })}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{t('form.komi')}</span>
        <input
          id="go-komi"
          data-testid="go-komi"
          inputMode="decimal"
          value={komi}
          aria-invalid={komiError ? true : undefined}
          aria-describedby={komiError ? 'go-komi-error' : undefined}
          onChange={(e) => setKomi(e.target.value)}
        />
      </label>
      {komiError ? (
        <p id="go-komi-error" className="note note--bad">
          {komiError}
        </p>
      ) : null}
      <fieldset>
        <legend>{t('form.opponent')}</legend>
        <label className="radio">
          <input
            type="radio"
            name="go-opponent"
            value="bot"
            checked={choice === 'bot'}
            onChange={() => setOpponent('bot')}
          />
          {t('form.bot')}
        </label>
        <label className="radio">
          <input
            type="radio"
            name="go-opponent"
            value="person"
            data-testid="go-opponent-person"
            checked={choice === 'person'}
            onChange={() => setOpponent('person')}
          />
          {t('form.person')}
        </label>
        {available.map((e) => (
          <label className="radio" key={e.id}>
            <input
              type="radio"
              name="go-opponent"
              value={engineChoice(e.id)}
              checked={choice === engineChoice(e.id)}
              onChange={() => setOpponent(engineChoice(e.id))}
            />
            {e.name}
            {e.version ? ` ${e.version}` : ''} <span className="small">{t('form.onServer')}</span>
          </label>
        ))}
        <label className="radio">
          <input
            type="radio"
            name="go-opponent"
            value="online"
            checked={choice === 'online'}
            onChange={() => setOpponent('online')}
          />
          {to('dialog.friend')}
        </label>
        {onlineEngine ? (
          <label className="radio">
            <input
              type="radio"
              name="go-opponent"
              value="online-engine"
              checked={choice === 'online-engine'}
              onChange={() => setOpponent('online-engine')}
            />
            {to('dialog.engine', { name: onlineEngine.name })}
          </label>
        ) : null}
        <EngineNote engines={engines} none={available.length === 0} unavailable={unavailable} />
      </fieldset>
      {engine ? (
        <OpponentSettings
          who={engine.name}
          colorId="go-engine-color"
          color={engineColor}
          onColor={setEngineColor}
          levelId="go-engine-level"
          levels={engine.levels ? ENGINE_LEVELS : undefined}
          level={engineLevel}
          onLevel={setEngineLevel}
          weakest={t('form.weakest')}
        />
      ) : null}
      {choice === 'bot' ? (
        <OpponentSettings
          who={t('form.botShort')}
          colorId="go-bot-color"
          color={botColor}
          onColor={setBotColor}
          levelId="go-level"
          levels={PAGE_BOT_LEVELS}
          level={level}
          onLevel={setLevel}
          weakest={t('form.fastest')}
        />
      ) : null}
      {choice === 'online-engine' && onlineEngine?.levels ? (
        <div className="go-form__row">
          <LevelSelect
            id="go-online-level"
            who={onlineEngine.name}
            levels={ENGINE_LEVELS}
            level={engineLevel}
            onLevel={setEngineLevel}
            weakest={t('form.weakest')}
          />
        </div>
      ) : null}
      {isOnline ? (
        <OnlineFields
          side={side}
          onSide={setSide}
          sides={[
            { value: 'black', label: to('dialog.sides.black') },
            { value: 'white', label: to('dialog.sides.white') },
            { value: 'random', label: to('dialog.random') },
          ]}
          state={online.state}
          {...(choice === 'online-engine' ? { note: to('dialog.engineNote') } : {})}
        />
      ) : null}
      <TimeControlFields value={time} onChange={setTime} />
      {error ? (
        <p className="note note--bad" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="primary" data-testid="start-game">
        {t('form.start')}
      </button>
    </form>
  );
}

function EngineNote({
  engines,
  none,
  unavailable,
}: {
  readonly engines: EngineList;
  readonly none: boolean;
  readonly unavailable: readonly ServerEngine[];
}): ReactNode {
  const { t } = useTranslation(['go', 'common']);
  if (engines.state === 'loading') {
    return <p className="note small">{t('form.lookingForEngines')}</p>;
  }
  if (engines.state === 'failed') {
    return (
      <p
        className="note small"
        data-testid="engines-note"
        title={engineProblemText(t, engines.problem)}
      >
        {t('form.enginesUnavailable')}
      </p>
    );
  }
  return (
    <>
      {unavailable.map((e) => (
        <p className="note small" key={e.id} data-testid="engines-note">
          {t('form.engineUnavailable', { name: e.name, reason: e.available ? '' : e.reason })}
        </p>
      ))}
      {none ? (
        <p className="note small" data-testid="engines-note">
          {t('form.noEngines')}
        </p>
      ) : null}
    </>
  );
}

interface OpponentSettingsProps {
  /** "Bot", "GNU Go", …: labels read "<who> plays" and "<who> level". */
  readonly who: string;
  readonly colorId: string;
  readonly color: Color;
  readonly onColor: (c: Color) => void;
  readonly levelId: string;
  /** The levels offered, weakest first; undefined when the opponent has none. */
  readonly levels: readonly number[] | undefined;
  readonly level: number;
  readonly onLevel: (l: number) => void;
  /** Note after the first level, e.g. "fastest". */
  readonly weakest: string;
}

/** The computer opponent's colour and, when it has levels, its level. */
function OpponentSettings(p: OpponentSettingsProps): ReactNode {
  const { t } = useTranslation(['go', 'common']);
  return (
    <div className="go-form__row">
      <label>
        <span>{t('form.plays', { who: p.who })}</span>
        <select id={p.colorId} value={p.color} onChange={(e) => p.onColor(e.target.value as Color)}>
          <option value="white">{t('form.youBlack')}</option>
          <option value="black">{t('form.youWhite')}</option>
        </select>
      </label>
      {p.levels ? (
        <LevelSelect
          id={p.levelId}
          who={p.who}
          levels={p.levels}
          level={p.level}
          onLevel={p.onLevel}
          weakest={p.weakest}
        />
      ) : null}
    </div>
  );
}

/** "<who> level": the levels offered, weakest first, the first and last with a note. */
function LevelSelect(p: {
  readonly id: string;
  readonly who: string;
  readonly levels: readonly number[];
  readonly level: number;
  readonly onLevel: (l: number) => void;
  readonly weakest: string;
}): ReactNode {
  const { t } = useTranslation(['go', 'common']);
  const last = p.levels.at(-1);
  return (
    <label>
      <span>{t('form.level', { who: p.who })}</span>
      <select id={p.id} value={p.level} onChange={(e) => p.onLevel(Number(e.target.value))}>
        {p.levels.map((l) => (
          <option key={l} value={l}>
            {l === p.levels[0]
              ? t('form.levelWeakest', { level: l, note: p.weakest })
              : l === last
                ? t('form.levelWeakest', { level: l, note: t('form.strongest') })
                : num(t, l)}
          </option>
        ))}
      </select>
    </label>
  );
}
