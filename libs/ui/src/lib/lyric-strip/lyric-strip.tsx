import './lyric-strip.css';
import type { CSSProperties } from 'react';

/** Props of {@link LyricStrip}. */
export interface LyricStripProps {
  /** The line sung now, or a message ('loading lyrics'). */
  primary: string;
  /** Under it: the line's translation, or the next line (dimmer), or nothing. */
  secondary?: { text: string; kind: 'translation' | 'next' };
  /** `primary` is a message about the lyrics rather than a line of them. */
  message?: boolean;
  align: 'center' | 'start';
  /** Typography: font family, size (px), letter spacing (px) and line height (a multiple). */
  typography: {
    fontFamily: string;
    fontSizePx: number;
    letterSpacingPx: number;
    lineHeight: number;
  };
  className?: string;
}

/**
 * The desktop lyrics: one line large, with its translation or the next line under it, drawn to
 * stay legible over whatever is behind a transparent window (an outline-like shadow in the
 * opposite tone). Announced politely as it changes.
 */
export function LyricStrip({
  primary,
  secondary,
  message = false,
  align,
  typography,
  className,
}: LyricStripProps) {
  const style = {
    '--cz-lyric-font': typography.fontFamily,
    '--cz-lyric-size': `${typography.fontSizePx}px`,
    '--cz-lyric-spacing': `${typography.letterSpacingPx}px`,
    '--cz-lyric-line-height': String(typography.lineHeight),
  } as CSSProperties;
  const classes = ['cz-lyric-strip', `cz-lyric-strip--${align}`, className]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes} style={style} aria-live="polite" data-testid="lyric-strip">
      <p
        className={`cz-lyric-strip__primary${message ? ' is-message' : ''}`}
        data-testid="lyric-strip-primary"
      >
        {primary}
      </p>
      {secondary ? (
        <p
          className={`cz-lyric-strip__secondary is-${secondary.kind}`}
          data-testid="lyric-strip-secondary"
        >
          {secondary.text}
        </p>
      ) : null}
    </div>
  );
}
