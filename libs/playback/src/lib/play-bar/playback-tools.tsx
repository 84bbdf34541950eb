import { formatCountdown } from '@cadenza/i18n';
import { useT } from '@cadenza/i18n/react';
import { usePlaybackRate, usePlayerSend } from '@cadenza/player-core/react';
import { IconButton, Popover, SegmentedControl } from '@cadenza/ui';
import { RiEqualizerLine, RiSpeedUpLine, RiTimerLine } from '@remixicon/react';
import { lazy, Suspense } from 'react';
import { useEqualizer, useSleepTimer } from '@cadenza/app-core';

// The panels load when a popover first opens; their triggers are part of the play bar.
const EqualizerPanel = lazy(() =>
  import('../equalizer/equalizer-panel').then((module) => ({ default: module.EqualizerPanel })),
);
const SleepTimerPanel = lazy(() =>
  import('../sleep-timer/sleep-timer-panel').then((module) => ({
    default: module.SleepTimerPanel,
  })),
);
import { useSleepCountdown } from '../sleep-timer/use-sleep-countdown';

/** The speeds offered (spec §4: 0.5–2). */
export const PLAYBACK_RATES = ['0.5', '0.75', '1', '1.25', '1.5', '2'] as const;

/** Playback speed: a popover with the speeds as one choice. */
export function SpeedButton() {
  const { t } = useT();
  const rate = usePlaybackRate();
  const send = usePlayerSend();
  return (
    <Popover
      label={t('player.rate.label')}
      trigger={
        <IconButton
          label={`${t('player.rate.label')}: ${t('player.rate.value', { value: rate })}`}
          icon={<RiSpeedUpLine />}
          pressed={rate !== 1}
          data-testid="speed-button"
        />
      }
    >
      <SegmentedControl
        label={t('player.rate.label')}
        value={String(rate)}
        options={PLAYBACK_RATES.map((value) => ({ value, label: `${value}x` }))}
        onChange={(value) => send({ type: 'set-rate', rate: Number(value) })}
      />
    </Popover>
  );
}

/** The equalizer popover; the button shows whether the equalizer shapes the sound now. */
export function EqualizerButton() {
  const { t } = useT();
  const { state } = useEqualizer();
  return (
    <Popover
      label={t('player.equalizer.title')}
      side="top"
      trigger={
        <IconButton
          label={t('player.equalizer.title')}
          icon={<RiEqualizerLine />}
          pressed={!state.bypass && state.preset !== 'flat'}
          data-testid="equalizer-button"
        />
      }
    >
      <Suspense fallback={null}>
        <EqualizerPanel />
      </Suspense>
    </Popover>
  );
}

/** The sleep-timer popover; on the desktop bar a running time timer shows its h:mm:ss. */
export function SleepTimerButton({ showCountdown }: { showCountdown: boolean }) {
  const { t } = useT();
  const { state } = useSleepTimer();
  const left = useSleepCountdown(showCountdown);
  return (
    <span className="cz-sleep-button">
      <Popover
        label={t('player.sleepTimer.title')}
        side="top"
        trigger={
          <IconButton
            label={t('player.sleepTimer.title')}
            icon={<RiTimerLine />}
            pressed={state.type !== 'none'}
            data-testid="sleep-timer-button"
          />
        }
      >
        <Suspense fallback={null}>
          <SleepTimerPanel />
        </Suspense>
      </Popover>
      {showCountdown && state.type === 'time' && (
        <span className="cz-sleep-button__countdown" data-testid="sleep-countdown">
          {formatCountdown(left)}
        </span>
      )}
    </span>
  );
}
