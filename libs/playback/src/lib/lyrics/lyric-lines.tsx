import { useT } from '@cadenza/i18n/react';
import {
  currentWordProgress,
  findCurrentLine,
  lyricTimeMs,
  type LyricLine,
  type Lyrics,
} from '@cadenza/player-core';
import { usePlaybackPosition } from '@cadenza/player-core/react';
import { memo, useCallback, useLayoutEffect, useRef, type CSSProperties } from 'react';

/** Props of {@link LyricLines}. */
export interface LyricLinesProps {
  lyrics: Lyrics;
  offsetMs: number;
  showTranslation: boolean;
  /** Seek to a line (seconds of the song, the offset already taken off). */
  onSeek(positionSec: number): void;
  /** Typography from the lyric settings. */
  style?: CSSProperties;
  centered: boolean;
}

/** How long a wheel or touch on the lines keeps the view from following the song, ms. */
const MANUAL_SCROLL_HOLD_MS = 3000;

/**
 * The lines of a song: the current one highlighted (word by word when the song has timed
 * words) and kept in the middle, eased by the browser's smooth scrolling (off when motion is
 * off). A click seeks to a line. The current line is announced politely, once per line.
 */
export function LyricLines({
  lyrics,
  offsetMs,
  showTranslation,
  onSeek,
  style,
  centered,
}: LyricLinesProps) {
  const { t } = useT();
  const positionSec = usePlaybackPosition();
  const timeMs = positionSec * 1000;
  const index = findCurrentLine(lyrics.lines, timeMs, offsetMs);
  const current = lyrics.lines[index];
  const progress = current ? currentWordProgress(current, lyricTimeMs(timeMs, offsetMs)) : [];
  const scroller = useRef<HTMLDivElement>(null);
  const heldUntil = useRef(0);

  useLayoutEffect(() => {
    const box = scroller.current;
    const line = box?.querySelector<HTMLElement>(`[data-line="${Math.max(0, index)}"]`);
    if (!box || !line || Date.now() < heldUntil.current) return;
    box.scrollTo({ top: line.offsetTop - box.clientHeight / 2 + line.offsetHeight / 2 });
  }, [index]);

  // One stable callback for every line, so the memoised lines do not re-render each frame.
  const latest = useRef({ lyrics, offsetMs, onSeek });
  latest.current = { lyrics, offsetMs, onSeek };
  const seekLine = useCallback((at: number) => {
    const { lyrics: shown, offsetMs: offset, onSeek: seek } = latest.current;
    const line = shown.lines[at];
    if (line) seek(Math.max(0, (line.timeMs - offset) / 1000));
  }, []);

  const hold = () => {
    heldUntil.current = Date.now() + MANUAL_SCROLL_HOLD_MS;
  };
  return (
    <div
      ref={scroller}
      className={`cz-lyrics__scroller${centered ? ' is-centered' : ''}`}
      style={style}
      onWheel={hold}
      onTouchMove={hold}
      data-testid="lyric-lines"
    >
      <p className="cz-visually-hidden" aria-live="polite">
        {current?.text ?? ''}
      </p>
      <ol className="cz-lyrics__lines" aria-label={t('player.lyrics')}>
        {lyrics.lines.map((line, at) => (
          <LyricLineItem
            key={`${line.timeMs}-${at}`}
            line={line}
            at={at}
            state={at === index ? 'current' : at < index ? 'past' : 'future'}
            progress={at === index ? progress : undefined}
            showTranslation={showTranslation}
            onSeekLine={seekLine}
          />
        ))}
      </ol>
    </div>
  );
}

interface LyricLineItemProps {
  line: LyricLine;
  at: number;
  state: 'past' | 'current' | 'future';
  progress: number[] | undefined;
  showTranslation: boolean;
  onSeekLine(at: number): void;
}

/** One line; memoised, so only the current line re-renders as the song plays. */
const LyricLineItem = memo(
  function LyricLineItem({
    line,
    at,
    state,
    progress,
    showTranslation,
    onSeekLine,
  }: LyricLineItemProps) {
    return (
      <li
        className={`cz-lyrics__line is-${state}`}
        data-line={at}
        data-time={line.timeMs}
        aria-current={state === 'current' || undefined}
      >
        <button
          type="button"
          className="cz-lyrics__line-button"
          onClick={() => onSeekLine(at)}
          tabIndex={-1}
        >
          <span className="cz-lyrics__text">
            {line.words && progress
              ? line.words.map((word, w) => (
                  <span
                    key={`${word.startMs}-${w}`}
                    className="cz-lyrics__word"
                    style={
                      {
                        '--cz-word-progress': `${Math.round((progress[w] ?? 0) * 100)}%`,
                      } as CSSProperties
                    }
                    data-progress={progress[w] ?? 0}
                  >
                    {word.text}
                  </span>
                ))
              : line.text || '♪'}
          </span>
          {showTranslation && line.translation && (
            <span className="cz-lyrics__translation">{line.translation}</span>
          )}
        </button>
      </li>
    );
  },
  (before, after) =>
    before.line === after.line &&
    before.state === after.state &&
    before.showTranslation === after.showTranslation &&
    before.onSeekLine === after.onSeekLine &&
    sameProgress(before.progress, after.progress),
);

function sameProgress(a: number[] | undefined, b: number[] | undefined): boolean {
  if (a === b) return true;
  if (!a || !b || a.length !== b.length) return false;
  return a.every((value, i) => Math.abs(value - (b[i] ?? 0)) < 0.01);
}
