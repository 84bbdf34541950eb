import { fnv1a } from '../catalogue/hash';
import { createSeededRandom } from '../seeded-random';
import { encodePng } from './png';

/** Largest cover edge, in pixels (NetEase serves covers up to about this size). */
export const MAX_COVER_SIZE = 2048;

/** Parameters of {@link renderCover}. */
export interface CoverOptions {
  /** Decides the colours and layout: the same seed (and label) always gives the same bytes. */
  seed: number;
  /** Mixed into the seed (e.g. the album name), so equal seeds with different labels differ. */
  label?: string;
  /** Integer in 1..2048. */
  width: number;
  /** Integer in 1..2048. */
  height: number;
}

/**
 * Renders deterministic cover art as a PNG: a two-colour diagonal gradient under a few concentric
 * translucent discs, every hue and the discs' centre and size derived from the seed and label.
 *
 * @throws RangeError when width or height is not an integer in 1..2048.
 */
export function renderCover({ seed, label, width, height }: CoverOptions): Buffer {
  checkSize('width', width);
  checkSize('height', height);
  const random = createSeededRandom(label === undefined ? seed : (seed ^ fnv1a(label)) >>> 0);
  const hue = random.next() * 360;
  const from = hslToRgb(hue, 0.55 + random.next() * 0.2, 0.3 + random.next() * 0.15);
  const to = hslToRgb(
    hue + 60 + random.next() * 120,
    0.55 + random.next() * 0.2,
    0.55 + random.next() * 0.15,
  );
  const discCount = random.int(3, 5);
  const discHue = hue + 150 + random.next() * 60;
  const discs = Array.from({ length: discCount }, (_, i) => ({
    rgb: hslToRgb(discHue + i * 25, 0.7, 0.6 + i * 0.05),
    radius: (discCount - i) / discCount,
  }));
  const minEdge = Math.min(width, height);
  const outer = minEdge * (0.3 + random.next() * 0.15);
  const cx = width * (0.35 + random.next() * 0.3);
  const cy = height * (0.35 + random.next() * 0.3);
  const rgba = new Uint8Array(width * height * 4);
  const spanX = Math.max(1, width - 1);
  const spanY = Math.max(1, height - 1);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = (x / spanX + y / spanY) / 2;
      let r = from[0] + (to[0] - from[0]) * t;
      let g = from[1] + (to[1] - from[1]) * t;
      let b = from[2] + (to[2] - from[2]) * t;
      const distance = Math.hypot(x + 0.5 - cx, y + 0.5 - cy);
      for (const disc of discs) {
        // Anti-aliased edge: coverage falls from 1 to 0 across one pixel.
        const coverage = Math.min(1, Math.max(0, disc.radius * outer - distance + 0.5)) * 0.35;
        if (coverage === 0) break; // the discs shrink inwards: no later one covers this pixel either
        r += (disc.rgb[0] - r) * coverage;
        g += (disc.rgb[1] - g) * coverage;
        b += (disc.rgb[2] - b) * coverage;
      }
      const offset = (y * width + x) * 4;
      rgba[offset] = Math.round(r);
      rgba[offset + 1] = Math.round(g);
      rgba[offset + 2] = Math.round(b);
      rgba[offset + 3] = 255;
    }
  }
  return encodePng(width, height, rgba);
}

/**
 * Parses the size of NetEase's image URL suffix `?param=WxH`, written `200y200` or `200x200`.
 * Sizes above 2048 are clamped to 2048 (the largest cover served).
 *
 * @returns the size, or null when `param` is absent, malformed or has a zero dimension.
 */
export function parseImageParam(
  param: string | undefined,
): { width: number; height: number } | null {
  const match = /^(\d{1,6})[xy](\d{1,6})$/i.exec(param ?? '');
  if (match === null) return null;
  const width = Number(match[1]);
  const height = Number(match[2]);
  if (width < 1 || height < 1) return null;
  return { width: Math.min(width, MAX_COVER_SIZE), height: Math.min(height, MAX_COVER_SIZE) };
}

function checkSize(name: string, value: number): void {
  if (!Number.isInteger(value) || value < 1 || value > MAX_COVER_SIZE) {
    throw new RangeError(`${name} must be an integer in 1..${MAX_COVER_SIZE}, got ${value}`);
  }
}

/** HSL (hue in degrees, any range; saturation and lightness in 0..1) to 0..255 RGB. */
function hslToRgb(hue: number, saturation: number, lightness: number): [number, number, number] {
  const h = (((hue % 360) + 360) % 360) / 360;
  const a = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => {
    const k = (n + h * 12) % 12;
    return 255 * (lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1)));
  };
  return [channel(0), channel(8), channel(4)];
}
