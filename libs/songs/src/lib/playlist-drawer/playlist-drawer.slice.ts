import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { appReducer } from '@cadenza/app-core';

/** The add-to-playlist drawer of the frame (spec §2 "playlist drawer"). */
export interface PlaylistDrawerState {
  /** The catalogue songs to add; null while the drawer is closed. */
  trackIds: number[] | null;
}

const initialState: PlaylistDrawerState = { trackIds: null };

/** Which songs the add-to-playlist drawer is adding, if it is open. */
export const playlistDrawerSlice = createSlice({
  name: 'playlistDrawer',
  initialState,
  reducers: {
    /** Opens the drawer for these songs (each once, in the order given). */
    addToPlaylistOpened(state, action: PayloadAction<readonly number[]>) {
      state.trackIds = [...new Set(action.payload)];
    },
    addToPlaylistClosed(state) {
      state.trackIds = null;
    },
  },
  selectors: {
    selectPlaylistDrawerTracks: (state) => state.trackIds,
  },
});

export const { addToPlaylistOpened, addToPlaylistClosed } = playlistDrawerSlice.actions;
declare module '@cadenza/app-core' {
  interface LazyLoadedSlices extends WithSlice<typeof playlistDrawerSlice> {}
}

const injectedPlaylistDrawerSlice = playlistDrawerSlice.injectInto(appReducer);

export const { selectPlaylistDrawerTracks } = injectedPlaylistDrawerSlice.selectors;
