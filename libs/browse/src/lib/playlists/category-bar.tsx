import { useGetPlaylistCategoriesQuery } from '@cadenza/api-client/react';
import { useT } from '@cadenza/i18n/react';
import { Button } from '@cadenza/ui';
import { useId, useState } from 'react';
import { QueryState } from '@cadenza/songs';
import { CategoryChips, CategoryChipsSkeleton } from './category-chips';
import { categoryChips, groupCategories } from './category-location';

/**
 * The square's categories: "all", the hot tags and the chosen one as chips, and the whole
 * category list by group behind "more categories". A failure here leaves the grid as it is.
 */
export function CategoryBar({ selected }: { selected: string | null }) {
  const { t } = useT();
  const query = useGetPlaylistCategoriesQuery();
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();
  const label = t('playlists.categories');
  return (
    <div className="cz-playlists__categories">
      <QueryState
        query={query}
        loading={<CategoryChipsSkeleton label={t('home.sectionLoading', { section: label })} />}
        errorKey="playlists.categoriesFailed"
        emptyKey="home.empty.categories"
        isEmpty={(categories) => categories.length === 0}
      >
        {(categories) => (
          <>
            <div className="cz-playlists__chips-row">
              <CategoryChips
                label={t('playlists.hot')}
                allLabel={t('playlists.allCategories')}
                names={categoryChips(categories, selected)}
                selected={selected}
              />
              <Button
                variant="ghost"
                className="cz-playlists__more"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setExpanded((open) => !open)}
              >
                {expanded ? t('playlists.fewerCategories') : t('playlists.moreCategories')}
              </Button>
            </div>
            <div id={panelId} className="cz-playlists__all" hidden={!expanded}>
              {groupCategories(categories).map(({ group, names }) => {
                const name = group ? t(`playlists.categoryGroups.${group}`) : label;
                return (
                  <div key={group ?? 'other'} className="cz-playlists__group">
                    <h3 className="cz-playlists__group-name">{name}</h3>
                    <CategoryChips
                      label={name}
                      names={names}
                      selected={selected}
                      onChoose={() => setExpanded(false)}
                    />
                  </div>
                );
              })}
            </div>
          </>
        )}
      </QueryState>
    </div>
  );
}
