/** The side of the square a cover is sampled at (spec §9: 30 × 30). */
export const COVER_SAMPLE_SIZE = 30;
/** Above this brightness the text over the background is dark (spec §9: 155). */
export const DARK_TEXT_BRIGHTNESS = 155;

/** Colours of the lyric background taken from a cover. */
export interface CoverPalette {
  /** The cover's average colour, `rgb(r, g, b)`. */
  base: string;
  /** A darker shade of it for the gradient's end. */
  deep: string;
  /** Perceived brightness 0–255 of the average colour. */
  brightness: number;
  /** Dark text reads on this background (brightness above 155). */
  darkText: boolean;
}

/** Perceived brightness of a colour, 0–255 (the ITU-R 601 weights the reference uses). */
export function brightnessOf(r: number, g: number, b: number): number {
  return (r * 299 + g * 587 + b * 114) / 1000;
}

/**
 * The palette of RGBA pixels (as `getImageData` gives them): the average of the opaque pixels,
 * a darker shade for the gradient, and whether text over it should be dark. Null when no pixel
 * is opaque (nothing to go by).
 */
export function paletteOf(pixels: ArrayLike<number>): CoverPalette | null {
  let r = 0;
  let g = 0;
  let b = 0;
  let count = 0;
  for (let i = 0; i + 3 < pixels.length; i += 4) {
    if ((pixels[i + 3] ?? 0) < 128) continue;
    r += pixels[i] ?? 0;
    g += pixels[i + 1] ?? 0;
    b += pixels[i + 2] ?? 0;
    count += 1;
  }
  if (count === 0) return null;
  const [ar, ag, ab] = [r / count, g / count, b / count].map(Math.round) as [
    number,
    number,
    number,
  ];
  const shade = (value: number) => Math.round(value * 0.55);
  const brightness = brightnessOf(ar, ag, ab);
  return {
    base: `rgb(${ar}, ${ag}, ${ab})`,
    deep: `rgb(${shade(ar)}, ${shade(ag)}, ${shade(ab)})`,
    brightness,
    darkText: brightness > DARK_TEXT_BRIGHTNESS,
  };
}
