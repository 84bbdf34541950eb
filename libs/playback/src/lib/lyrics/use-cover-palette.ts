import { coverUrl } from '@cadenza/ui';
import { useEffect, useState } from 'react';
import { COVER_SAMPLE_SIZE, paletteOf, type CoverPalette } from './cover-palette';

/**
 * The palette of a cover: the image is fetched at 30 × 30 (the CDN scales it), drawn on a canvas
 * and averaged. A cover that cannot be read (no CORS, an error) leaves the palette null, and the
 * view keeps its theme's colours.
 */
export function useCoverPalette(src: string | undefined): CoverPalette | null {
  const [palette, setPalette] = useState<CoverPalette | null>(null);
  useEffect(() => {
    if (!src) {
      setPalette(null);
      return;
    }
    let cancelled = false;
    const image = new Image();
    image.crossOrigin = 'anonymous';
    image.decoding = 'async';
    image.onload = () => {
      if (cancelled) return;
      try {
        const canvas = document.createElement('canvas');
        canvas.width = COVER_SAMPLE_SIZE;
        canvas.height = COVER_SAMPLE_SIZE;
        const context = canvas.getContext('2d', { willReadFrequently: true });
        if (!context) return;
        context.drawImage(image, 0, 0, COVER_SAMPLE_SIZE, COVER_SAMPLE_SIZE);
        const { data } = context.getImageData(0, 0, COVER_SAMPLE_SIZE, COVER_SAMPLE_SIZE);
        setPalette(paletteOf(data));
      } catch {
        setPalette(null);
      }
    };
    image.onerror = () => !cancelled && setPalette(null);
    image.src = coverUrl(src, COVER_SAMPLE_SIZE, COVER_SAMPLE_SIZE, 1);
    return () => {
      cancelled = true;
    };
  }, [src]);
  return palette;
}
