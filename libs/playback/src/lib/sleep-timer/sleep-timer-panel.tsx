import { formatCountdown } from '@cadenza/i18n';
import { useT } from '@cadenza/i18n/react';
import { usePlayerSelector } from '@cadenza/player-core/react';
import type { PlayerState } from '@cadenza/player-core';
import { Button, TextInput } from '@cadenza/ui';
import { useState } from 'react';
import { useSleepTimer } from '@cadenza/app-core';
import { useSleepCountdown } from './use-sleep-countdown';
import './sleep-timer.css';

/** The quick choices of the panel. */
export const SLEEP_MINUTES = [15, 30, 60, 90] as const;
export const SLEEP_SONGS = [1, 3, 5, 10] as const;

const selectIndex = (state: PlayerState) => state.index;

/** What the timer will do, as the panel and the play bar say it. */
export function SleepTimerStatus() {
  const { t } = useT();
  const { state } = useSleepTimer();
  const left = useSleepCountdown();
  switch (state.type) {
    case 'none':
      return null;
    case 'time':
      return <>{t('player.sleepTimer.countdown', { time: formatCountdown(left) })}</>;
    case 'songs':
      return <>{t('player.sleepTimer.remainingSongs', { count: state.remainingSongs })}</>;
    case 'end':
      return <>{t('player.sleepTimer.atEnd')}</>;
  }
}

/** The sleep-timer popover (spec §4): after minutes, after songs, at the end of the list, cancel. */
export function SleepTimerPanel() {
  const { t } = useT();
  const { state, timer } = useSleepTimer();
  const index = usePlayerSelector(selectIndex);
  const [custom, setCustom] = useState('');
  const minutes = Number(custom);
  const customValid = Number.isInteger(minutes) && minutes > 0 && minutes <= 1440;
  return (
    <div className="cz-sleep">
      <p className="cz-sleep__status" aria-live="polite">
        {state.type === 'none' ? t('player.sleepTimer.types.none') : <SleepTimerStatus />}
      </p>
      <section aria-label={t('player.sleepTimer.types.time')}>
        <h3>{t('player.sleepTimer.types.time')}</h3>
        <div className="cz-sleep__choices">
          {SLEEP_MINUTES.map((value) => (
            <Button key={value} variant="ghost" compact onClick={() => timer.setMinutes(value)}>
              {t('player.sleepTimer.minutes', { count: value })}
            </Button>
          ))}
        </div>
        <form
          className="cz-sleep__custom"
          onSubmit={(event) => {
            event.preventDefault();
            if (customValid) timer.setMinutes(minutes);
          }}
        >
          <TextInput
            label={t('player.sleepTimer.customMinutes')}
            type="number"
            min={1}
            max={1440}
            value={custom}
            onChange={setCustom}
          />
          <Button type="submit" disabled={!customValid}>
            {t('player.sleepTimer.start')}
          </Button>
        </form>
      </section>
      <section aria-label={t('player.sleepTimer.types.songs')}>
        <h3>{t('player.sleepTimer.types.songs')}</h3>
        <div className="cz-sleep__choices">
          {SLEEP_SONGS.map((value) => (
            <Button
              key={value}
              variant="ghost"
              compact
              disabled={index < 0}
              onClick={() => timer.setSongs(value, index)}
            >
              {t('player.sleepTimer.songs', { count: value })}
            </Button>
          ))}
        </div>
      </section>
      <div className="cz-sleep__footer">
        <Button variant="ghost" disabled={index < 0} onClick={() => timer.setPlaylistEnd(index)}>
          {t('player.sleepTimer.types.end')}
        </Button>
        <Button variant="danger" disabled={state.type === 'none'} onClick={() => timer.cancel()}>
          {t('player.sleepTimer.cancel')}
        </Button>
      </div>
    </div>
  );
}
