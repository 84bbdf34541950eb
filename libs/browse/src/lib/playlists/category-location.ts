import type { PlaylistCategory } from '@cadenza/api-client';

/** The playlist square's route. */
export const PLAYLISTS_PATH = '/list';

// NetEase names the whole square 全部 (what an empty `cat` means upstream) or 全部歌单 (catlist's
// `all`): both are "no category" here, so the URL of the whole square is always plain `/list`.
const ALL_NAMES = new Set(['', '全部', '全部歌单']);

/** The category the square shows, read from its URL (`/list?cat=华语`); null for all playlists. */
export function parseCategory(params: URLSearchParams): string | null {
  const cat = (params.get('cat') ?? '').trim();
  return ALL_NAMES.has(cat) ? null : cat;
}

/** The URL of the square in a category (null: all), so back, reload and links keep it. */
export function categoryLocation(cat: string | null): string {
  const name = (cat ?? '').trim();
  if (ALL_NAMES.has(name)) return PLAYLISTS_PATH;
  return `${PLAYLISTS_PATH}?${new URLSearchParams({ cat: name }).toString()}`;
}

/** The chips above the grid: the hot tags, and the chosen category when it is not one of them. */
export function categoryChips(
  categories: readonly PlaylistCategory[],
  selected: string | null,
): string[] {
  const hot = categories.filter((category) => category.hot).map((category) => category.name);
  return selected === null || hot.includes(selected) ? hot : [...hot, selected];
}

/** The category groups of `/playlist/catlist` (its `categories` map), in upstream order. */
export const CATEGORY_GROUPS = ['language', 'style', 'scene', 'emotion', 'theme'] as const;
/** A group of {@link CATEGORY_GROUPS}. */
export type CategoryGroup = (typeof CATEGORY_GROUPS)[number];

/** The whole category list by group (0 语种 … 4 主题); a category of no known group goes last. */
export function groupCategories(
  categories: readonly PlaylistCategory[],
): Array<{ group: CategoryGroup | null; names: string[] }> {
  const groups = CATEGORY_GROUPS.map((group, index) => ({
    group: group as CategoryGroup | null,
    names: categories
      .filter((category) => category.category === index)
      .map((category) => category.name),
  }));
  const rest = categories
    .filter(
      (category) =>
        category.category === null ||
        category.category < 0 ||
        category.category >= CATEGORY_GROUPS.length,
    )
    .map((category) => category.name);
  return [...groups, { group: null, names: rest }].filter((entry) => entry.names.length > 0);
}
