import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { appReducer } from '@cadenza/app-core';
import type { DownloadEvent, DownloadItem } from '@cadenza/platform';

/** The badge shows at most this count (spec §9); more reads "99+". */
export const DOWNLOAD_BADGE_MAX = 99;

/** What the page knows of the shell's downloads, and the drawer (spec §3 `showDownloadDrawer`). */
export interface DownloadsState {
  /** Running, waiting, or ended in the last 5 s, in the order they were queued. */
  items: DownloadItem[];
  drawerOpen: boolean;
  /** Counts completions, so the downloaded tab knows to read the records again. */
  completed: number;
}

const initialState: DownloadsState = { items: [], drawerOpen: false, completed: 0 };

/** The downloads as the shell reports them, and whether the download drawer is open. */
export const downloadsSlice = createSlice({
  name: 'downloads',
  initialState,
  reducers: {
    /**
     * The shell's list, read at start-up (downloads outlive a reload of the page). What events
     * said meanwhile is newer, so only downloads not heard of yet are added.
     */
    downloadsListed(state, action: PayloadAction<DownloadItem[]>) {
      for (const item of action.payload) {
        if (!state.items.some((known) => known.filename === item.filename)) state.items.push(item);
      }
    },
    /** One event of the shell. */
    downloadEventReceived(state, action: PayloadAction<DownloadEvent>) {
      const event = action.payload;
      if (event.type === 'progress') {
        const at = state.items.findIndex((item) => item.filename === event.item.filename);
        if (at === -1) state.items.push(event.item);
        else state.items[at] = event.item;
      } else if (event.type === 'removed') {
        state.items = state.items.filter((item) => item.filename !== event.filename);
      } else if (event.type === 'complete') {
        state.completed += 1;
      }
    },
    downloadDrawerOpened(state) {
      state.drawerOpen = true;
    },
    downloadDrawerClosed(state) {
      state.drawerOpen = false;
    },
  },
  selectors: {
    selectDownloadItems: (state) => state.items,
    selectDownloadDrawerOpen: (state) => state.drawerOpen,
    selectCompletedDownloads: (state) => state.completed,
    /** Downloads running or waiting: the badge's count (spec §2). */
    selectActiveDownloadCount: (state) =>
      state.items.filter((item) => item.status === 'downloading').length,
  },
});

export const {
  downloadsListed,
  downloadEventReceived,
  downloadDrawerOpened,
  downloadDrawerClosed,
} = downloadsSlice.actions;
declare module '@cadenza/app-core' {
  interface LazyLoadedSlices extends WithSlice<typeof downloadsSlice> {}
}

const injectedDownloadsSlice = downloadsSlice.injectInto(appReducer);

export const {
  selectDownloadItems,
  selectDownloadDrawerOpen,
  selectCompletedDownloads,
  selectActiveDownloadCount,
} = injectedDownloadsSlice.selectors;

/** The badge's text: the count, capped at 99 ("99+" beyond). */
export function downloadBadgeText(count: number, overflow: string): string {
  return count > DOWNLOAD_BADGE_MAX ? overflow : String(count);
}

/**
 * Spec §2: the drawer button shows on desktop when "always show" is on, the drawer is open, or
 * downloads are running.
 */
export function showsDownloadButton(options: {
  desktop: boolean;
  alwaysShow: boolean;
  drawerOpen: boolean;
  active: number;
}): boolean {
  return options.desktop && (options.alwaysShow || options.drawerOpen || options.active > 0);
}
