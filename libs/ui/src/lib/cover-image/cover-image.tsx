import './cover-image.css';
import { RiMusic2Line } from '@remixicon/react';
import { useState } from 'react';
import { coverUrl } from './cover-url';

/** Corner shape of a {@link CoverImage}: album art is `sm`/`md`, artist avatars are `circle`. */
export type CoverImageRadius = 'sm' | 'md' | 'circle';

interface CoverImageCommonProps {
  /** A NetEase-style image URL; missing or empty shows the music-note fallback. */
  src?: string | null;
  /** Text alternative; pass `''` when the cover only decorates text that names the same thing. */
  alt: string;
  radius?: CoverImageRadius;
  /**
   * The box fills its container (a card's column, a header's aspect-ratio box) instead of
   * drawing at its own size, which then stays the hint the image is requested at.
   */
  fill?: boolean;
  className?: string;
}

/** A square box: `size` CSS px each way. */
interface SquareCoverProps extends CoverImageCommonProps {
  size: number;
  width?: never;
  height?: never;
}

/** A rectangular box (banners, video covers) in CSS px. */
interface RectCoverProps extends CoverImageCommonProps {
  size?: never;
  width: number;
  height: number;
}

/** Props of {@link CoverImage}: either `size` or both `width` and `height`. */
export type CoverImageProps = SquareCoverProps | RectCoverProps;

function devicePixelRatio(): number {
  return typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1;
}

/**
 * Album art, avatars and playlist covers. The image is requested at the drawn size times the
 * screen's pixel ratio (see {@link coverUrl}), loads lazily off the main thread, sits on a sunken
 * placeholder until it arrives, and falls back to a music-note glyph when there is no URL or it
 * fails to load.
 */
export function CoverImage(props: CoverImageProps) {
  const { src, alt, radius = 'sm', fill = false, className } = props;
  const width = props.size ?? props.width;
  const height = props.size ?? props.height;
  const url = src ? coverUrl(src, width, height, devicePixelRatio()) : undefined;
  // Remembering which URL failed (not a boolean) lets a new src try again without an effect.
  const [failedUrl, setFailedUrl] = useState<string>();
  const failed = url === undefined || url === failedUrl;

  const classes = [
    'cz-cover',
    `cz-cover--${radius}`,
    fill && 'cz-cover--fill',
    failed && 'cz-cover--fallback',
    className,
  ]
    .filter(Boolean)
    .join(' ');
  const box = fill ? undefined : { width, height };

  if (failed) {
    // An empty alt keeps the fallback as silent as the decorative image it stands in for.
    const name = alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true as const };
    return (
      <span className={classes} style={box} {...name}>
        <RiMusic2Line className="cz-cover__fallback-icon" aria-hidden="true" />
      </span>
    );
  }
  return (
    <span className={classes} style={box}>
      <img
        className="cz-cover__img"
        src={url}
        alt={alt}
        width={width}
        height={height}
        loading="lazy"
        decoding="async"
        draggable={false}
        onError={() => setFailedUrl(url)}
      />
    </span>
  );
}
