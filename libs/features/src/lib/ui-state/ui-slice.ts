import type { Theme } from '@cadenza/settings';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Which overlay of the frame is open; one at a time, so opening one closes the others. */
export type FrameOverlay = 'none' | 'queue' | 'player' | 'lyrics';

/** The interface state of spec §3 "Other UI state" that the frame owns. */
export interface UiState {
  theme: Theme;
  overlay: FrameOverlay;
}

const initialState: UiState = { theme: 'light', overlay: 'none' };

/** The frame's UI state: the theme and which overlay (queue, player sheet, lyrics) is open. */
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
  },
  selectors: {
    selectTheme: (state) => state.theme,
    selectOverlay: (state) => state.overlay,
  },
});

export const { themeChosen, overlayOpened, overlayToggled } = uiSlice.actions;
export const { selectTheme, selectOverlay } = uiSlice.selectors;
