import type { Theme } from '@cadenza/settings';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Which overlay of the frame is open; one at a time, so opening one closes the others. */
export type FrameOverlay = 'none' | 'queue' | 'player' | 'lyrics';

/** The interface state of spec §3 "Other UI state" that the frame owns. */
export interface UiState {
  theme: Theme;
  overlay: FrameOverlay;
  /** The artist drawer (spec §3 `showArtistDrawer`), opened from the play bar's artist links. */
  showArtistDrawer: boolean;
  /** The artist the drawer shows (spec §3 `currentArtistId`); null once it is closed. */
  currentArtistId: number | null;
}

const initialState: UiState = {
  theme: 'light',
  overlay: 'none',
  showArtistDrawer: false,
  currentArtistId: null,
};

/**
 * The frame's UI state: the theme, which overlay (queue, player sheet, lyrics) is open, and the
 * artist drawer.
 */
export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    themeChosen(state, action: PayloadAction<Theme>) {
      state.theme = action.payload;
    },
    overlayOpened(state, action: PayloadAction<FrameOverlay>) {
      state.overlay = action.payload;
    },
    /** Toggles one overlay: open it, or close it when it is the one open. */
    overlayToggled(state, action: PayloadAction<Exclude<FrameOverlay, 'none'>>) {
      state.overlay = state.overlay === action.payload ? 'none' : action.payload;
    },
    /** Opens the artist drawer on an artist (another artist replaces the one shown). */
    artistDrawerOpened(state, action: PayloadAction<number>) {
      state.showArtistDrawer = true;
      state.currentArtistId = action.payload;
    },
    /** Closes the artist drawer; closing clears the current artist id (spec §4). */
    artistDrawerClosed(state) {
      state.showArtistDrawer = false;
      state.currentArtistId = null;
    },
  },
  selectors: {
    selectTheme: (state) => state.theme,
    selectOverlay: (state) => state.overlay,
    selectShowArtistDrawer: (state) => state.showArtistDrawer,
    selectCurrentArtistId: (state) => state.currentArtistId,
  },
});

export const {
  themeChosen,
  overlayOpened,
  overlayToggled,
  artistDrawerOpened,
  artistDrawerClosed,
} = uiSlice.actions;
export const { selectTheme, selectOverlay, selectShowArtistDrawer, selectCurrentArtistId } =
  uiSlice.selectors;
