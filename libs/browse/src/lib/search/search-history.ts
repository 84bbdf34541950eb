import type { KeyValueStorage } from '@cadenza/ports';
import { STORAGE_KEYS } from '@cadenza/settings';

/** How many past searches are kept, newest first. */
export const SEARCH_HISTORY_LIMIT = 20;

/** The stored search history; anything unreadable is an empty history (never an error). */
export function readSearchHistory(storage: KeyValueStorage): string[] {
  const text = storage.getItem(STORAGE_KEYS.searchHistory);
  if (text === null) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter((entry): entry is string => typeof entry === 'string' && entry.trim() !== '')
      .slice(0, SEARCH_HISTORY_LIMIT);
  } catch {
    return [];
  }
}

/** The history with `keyword` first (moved up when it was there), at most the limit. */
export function withSearch(history: readonly string[], keyword: string): string[] {
  const trimmed = keyword.trim();
  if (trimmed === '') return [...history];
  return [trimmed, ...history.filter((entry) => entry !== trimmed)].slice(0, SEARCH_HISTORY_LIMIT);
}

/** Saves the history (an empty one removes the key). */
export function writeSearchHistory(storage: KeyValueStorage, history: readonly string[]): void {
  if (history.length === 0) storage.removeItem(STORAGE_KEYS.searchHistory);
  else storage.setItem(STORAGE_KEYS.searchHistory, JSON.stringify(history));
}
