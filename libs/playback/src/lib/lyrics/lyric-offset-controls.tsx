import { useT } from '@cadenza/i18n/react';
import { Button, Popover } from '@cadenza/ui';
import { LYRIC_OFFSET_STEPS_MS } from './use-lyric-offset';

/** Props of {@link LyricOffsetControls}. */
export interface LyricOffsetControlsProps {
  offsetMs: number;
  onAdjust(deltaMs: number): void;
  onReset(): void;
}

/** Seconds with a sign and one decimal: "+1.5", "−0.1", "0". */
export function offsetText(offsetMs: number): string {
  const seconds = Math.round(offsetMs / 100) / 10;
  if (seconds === 0) return '0';
  return `${seconds > 0 ? '+' : '−'}${Math.abs(seconds).toFixed(1)}`;
}

/** The song's lyric timing: earlier / later by 0.1 s or 0.5 s, and reset (spec §4). */
export function LyricOffsetControls({ offsetMs, onAdjust, onReset }: LyricOffsetControlsProps) {
  const { t } = useT();
  const value = t('player.lyricOffset.value', { value: offsetText(offsetMs) });
  return (
    <Popover
      label={t('player.lyricOffset.title')}
      align="end"
      trigger={
        <Button variant="ghost" data-testid="lyric-offset-button">
          {t('player.lyricOffset.title')} {value}
        </Button>
      }
    >
      <div className="cz-lyric-offset">
        <p className="cz-lyric-offset__value" aria-live="polite" data-testid="lyric-offset-value">
          {value}
        </p>
        <div className="cz-lyric-offset__steps">
          {LYRIC_OFFSET_STEPS_MS.map((step) => (
            <Button
              key={step}
              variant="ghost"
              aria-label={`${step > 0 ? t('player.lyricOffset.advance') : t('player.lyricOffset.delay')} ${Math.abs(step) / 1000} s`}
              onClick={() => onAdjust(step)}
            >
              {`${step > 0 ? '+' : '−'}${Math.abs(step) / 1000}`}
            </Button>
          ))}
        </div>
        <Button variant="ghost" disabled={offsetMs === 0} onClick={onReset}>
          {t('player.lyricOffset.reset')}
        </Button>
        <p className="cz-lyric-offset__hint">{t('player.lyricOffset.hint')}</p>
      </div>
    </Popover>
  );
}
