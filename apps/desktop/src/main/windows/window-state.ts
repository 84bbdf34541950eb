import type { BrowserWindow, Rectangle } from 'electron';
import { z } from 'zod/mini';

/** How long the window must rest after a move or resize before its bounds are saved. */
export const WINDOW_STATE_SAVE_DELAY_MS = 500;

const savedStateSchema = z.object({
  bounds: z.object({
    x: z.int(),
    y: z.int(),
    width: z.int().check(z.positive()),
    height: z.int().check(z.positive()),
  }),
  maximized: z.boolean(),
});

/** The main window's place as saved between launches. */
export type SavedWindowState = z.infer<typeof savedStateSchema>;

/** Where the state is kept (the main-process store's `window-state` document). */
export interface WindowStateStorage {
  read(): Promise<unknown>;
  write(state: SavedWindowState): Promise<void>;
}

/** What is saved of a window. */
export type TrackedWindow = Pick<
  BrowserWindow,
  'on' | 'getNormalBounds' | 'isMaximized' | 'isMinimized' | 'isDestroyed'
>;

const overlaps = (a: Rectangle, b: Rectangle) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * The saved bounds to open the window with, or null to let it open centred at its default size:
 * nothing saved, a document that does not parse, or a place on no display any more (a monitor
 * unplugged since). `workAreas` are the displays' work areas now.
 */
export async function restoreWindowState(
  storage: WindowStateStorage,
  workAreas: readonly Rectangle[],
): Promise<SavedWindowState | null> {
  const parsed = savedStateSchema.safeParse(await storage.read().catch(() => null));
  if (!parsed.success) return null;
  const { bounds } = parsed.data;
  return workAreas.some((area) => overlaps(bounds, area)) ? parsed.data : null;
}

/**
 * Saves the window's normal bounds and whether it is maximised, a moment after it stops moving
 * and when it closes. Skipped while `paused()` says so (mini mode: the mini player's size is not
 * the window's).
 */
export function trackWindowState(
  window: TrackedWindow,
  storage: WindowStateStorage,
  { paused, onError }: { paused: () => boolean; onError: (error: unknown) => void },
): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    clearTimeout(timer);
    if (paused() || window.isDestroyed() || window.isMinimized()) return;
    storage
      .write({ bounds: window.getNormalBounds(), maximized: window.isMaximized() })
      .catch(onError);
  };
  const saveSoon = () => {
    clearTimeout(timer);
    timer = setTimeout(save, WINDOW_STATE_SAVE_DELAY_MS);
  };
  window.on('resize', saveSoon);
  window.on('move', saveSoon);
  window.on('maximize', save);
  window.on('unmaximize', save);
  window.on('close', save);
}
