import type { ClearableCache } from '@cadenza/settings';
import { createAction } from '@reduxjs/toolkit';

/**
 * A cache of spec §9 was cleared (settings' system tab): its storage is gone, and each feature
 * that holds a copy in the store empties it (the search history for `history`), so the screens
 * show the change at once instead of writing the old data back.
 */
export const cacheCleared = createAction<ClearableCache>('app/cacheCleared');
