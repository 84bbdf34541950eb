import { formatDuration } from '@cadenza/i18n';
import { useT } from '@cadenza/i18n/react';
import { usePlaybackPosition, usePlayerSend } from '@cadenza/player-core/react';
import { Slider } from '@cadenza/ui';
import { useRef, useState, type PointerEvent } from 'react';

/** Props of {@link ProgressBar}. */
export interface ProgressBarProps {
  durationSec: number;
  /** Show elapsed / total beside the bar (the desktop bar shows them elsewhere). */
  showTimes?: boolean;
}

/**
 * The song's progress: moves every animation frame, seeks on release (dragging previews without
 * seeking on every pixel), and shows the time under the pointer while hovering.
 */
export function ProgressBar({ durationSec, showTimes = false }: ProgressBarProps) {
  const { t } = useT();
  const send = usePlayerSend();
  const position = usePlaybackPosition();
  const [dragging, setDragging] = useState<number | null>(null);
  const [hover, setHover] = useState<{ fraction: number; sec: number } | null>(null);
  const area = useRef<HTMLDivElement>(null);
  const shown = dragging ?? position;
  const max = durationSec > 0 ? durationSec : 0;

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const rect = area.current?.getBoundingClientRect();
    if (!rect || rect.width === 0 || max === 0) return;
    const fraction = Math.min(1, Math.max(0, (event.clientX - rect.left) / rect.width));
    setHover({ fraction, sec: fraction * max });
  };

  const elapsed = formatDuration(shown * 1000);
  const total = formatDuration(max * 1000);
  return (
    <div className="cz-progress">
      {showTimes && <span className="cz-progress__time">{elapsed}</span>}
      <div
        ref={area}
        className="cz-progress__area"
        onPointerMove={onPointerMove}
        onPointerLeave={() => setHover(null)}
      >
        <Slider
          label={t('player.seek')}
          variant="thin"
          value={shown}
          min={0}
          max={max || 1}
          step={1}
          disabled={max === 0}
          valueText={`${elapsed} / ${total}`}
          onChange={(value) => setDragging(value)}
          onCommit={(value) => {
            setDragging(null);
            send({ type: 'seek', positionSec: value });
          }}
        />
        {hover && (
          <span
            className="cz-progress__hover"
            style={{ left: `${hover.fraction * 100}%` }}
            aria-hidden="true"
          >
            {formatDuration(hover.sec * 1000)}
          </span>
        )}
      </div>
      {showTimes && <span className="cz-progress__time">{total}</span>}
    </div>
  );
}
