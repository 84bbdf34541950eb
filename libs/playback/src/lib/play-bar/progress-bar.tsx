import { formatDuration } from '@cadenza/i18n';
import { useT } from '@cadenza/i18n/react';
import { usePlaybackPosition, usePlayerSend } from '@cadenza/player-core/react';
import { Slider } from '@cadenza/ui';
import { useEffect, useRef, useState, type PointerEvent } from 'react';

/** How long a key's seek target stands in for the engine's position, ms. */
const KEY_SEEK_HOLD_MS = 600;

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
  // Set only while the pointer drags: the bar shows the dragged time, and seeks once, on release.
  // Keys seek at once (Radix may report a key's commit before its change).
  const [dragging, setDragging] = useState<number | null>(null);
  const pointerDown = useRef(false);
  useEffect(() => {
    // A press that changed nothing never commits: the drag still ends with the button.
    const release = () => {
      if (!pointerDown.current) return;
      pointerDown.current = false;
      setDragging(null);
    };
    window.addEventListener('pointerup', release);
    return () => window.removeEventListener('pointerup', release);
  }, []);
  // The time a key asked for, shown until the engine has had time to get there: each further
  // key press steps from it, so a held arrow adds up instead of restarting from a stale position.
  const [keyed, setKeyed] = useState<number | null>(null);
  const keyedTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(keyedTimer.current), []);
  const seekByKey = (value: number) => {
    setKeyed(value);
    clearTimeout(keyedTimer.current);
    keyedTimer.current = setTimeout(() => setKeyed(null), KEY_SEEK_HOLD_MS);
    send({ type: 'seek', positionSec: value });
  };
  const [hover, setHover] = useState<{ fraction: number; sec: number } | null>(null);
  const area = useRef<HTMLDivElement>(null);
  const shown = dragging ?? keyed ?? position;
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
        onPointerDownCapture={() => {
          pointerDown.current = true;
        }}
        onPointerLeave={() => setHover(null)}
      >
        <Slider
          label={t('player.seek')}
          variant={showTimes ? 'default' : 'thin'}
          value={shown}
          min={0}
          max={max || 1}
          step={1}
          disabled={max === 0}
          valueText={`${elapsed} / ${total}`}
          onChange={(value) => {
            if (pointerDown.current) setDragging(value);
            else seekByKey(value);
          }}
          onCommit={(value) => {
            if (!pointerDown.current) return;
            pointerDown.current = false;
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
