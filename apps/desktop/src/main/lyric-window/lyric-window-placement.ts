import type { Rectangle } from 'electron';
import { z } from 'zod/mini';

/** The lyric window's size when it has none remembered: a wide strip, two lines high. */
export const LYRIC_WINDOW_DEFAULT_SIZE = { width: 800, height: 160 } as const;
/** The smallest the listener can make it. */
export const LYRIC_WINDOW_MIN_SIZE = { width: 360, height: 100 } as const;
/** How far above the bottom of the screen's work area a new lyric window sits. */
const BOTTOM_MARGIN = 80;
/** At least this much of a remembered window must fall on a screen, or it is put back. */
const MIN_VISIBLE = 48;

/** What is remembered of the lyric window between openings and launches. */
export interface LyricWindowPlacement {
  /** Where it was last; null until it has been opened once. */
  bounds: Rectangle | null;
  /** Locked (click-through) when it was last closed. */
  locked: boolean;
}

/** The store key of the placement (`lyric-window.json` in the app's data folder). */
export const LYRIC_WINDOW_STORE_KEY = 'lyric-window';

const rectangleSchema = z.object({
  x: z.int(),
  y: z.int(),
  width: z.int().check(z.minimum(LYRIC_WINDOW_MIN_SIZE.width), z.maximum(20_000)),
  height: z.int().check(z.minimum(LYRIC_WINDOW_MIN_SIZE.height), z.maximum(20_000)),
});

const placementSchema = z.object({
  bounds: z.catch(z.nullable(rectangleSchema), null),
  locked: z.catch(z.boolean(), false),
});

/** The stored placement, read forgivingly: a bad field falls back to its default alone. */
export function parsePlacement(stored: unknown): LyricWindowPlacement {
  const parsed = placementSchema.safeParse(stored);
  return parsed.success ? parsed.data : { bounds: null, locked: false };
}

/** A screen as Electron describes it; only its work area matters here. */
export interface PlacementDisplay {
  workArea: Rectangle;
}

function overlap(a: Rectangle, b: Rectangle): { width: number; height: number } {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return { width: Math.max(0, width), height: Math.max(0, height) };
}

/**
 * Where the lyric window opens: where it was, when enough of it is still on a screen (a monitor
 * may have been unplugged since); otherwise centred near the bottom of the primary screen.
 */
export function lyricWindowBounds(
  remembered: Rectangle | null,
  displays: readonly PlacementDisplay[],
  primary: PlacementDisplay,
): Rectangle {
  if (remembered) {
    const visible = displays.some(({ workArea }) => {
      const shown = overlap(remembered, workArea);
      return shown.width >= MIN_VISIBLE && shown.height >= MIN_VISIBLE;
    });
    if (visible) return remembered;
  }
  const area = primary.workArea;
  const width = Math.min(LYRIC_WINDOW_DEFAULT_SIZE.width, area.width);
  const height = Math.min(LYRIC_WINDOW_DEFAULT_SIZE.height, area.height);
  return {
    x: Math.round(area.x + (area.width - width) / 2),
    y: Math.max(area.y, area.y + area.height - height - BOTTOM_MARGIN),
    width,
    height,
  };
}
