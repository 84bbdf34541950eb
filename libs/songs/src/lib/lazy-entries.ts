// What the shell loads on demand: each entry is a chunk of its own, loaded on first use.

/** Loads `AddToPlaylistDrawer`'s chunk. */
export const loadAddToPlaylistDrawer = () =>
  import('./playlist-drawer/add-to-playlist-drawer').then((module) => ({
    default: module.AddToPlaylistDrawer,
  }));
