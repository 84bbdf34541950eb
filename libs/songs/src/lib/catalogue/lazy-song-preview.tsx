import { useT } from '@cadenza/i18n/react';
import { SkeletonList } from '@cadenza/ui';
import { lazy, Suspense } from 'react';
import type { SongPreviewProps } from './song-preview';

// The song rows (virtual list, menus, the player's hooks) are not part of a catalogue page's
// first paint: they load beside it, and skeleton rows of the same height hold their place.
const SongPreview = lazy(() =>
  import('./song-preview').then((module) => ({ default: module.SongPreview })),
);

/** {@link SongPreview}, loaded on first use, with skeleton rows until it (and the player) is there. */
export function LazySongPreview(props: SongPreviewProps) {
  const { t } = useT();
  return (
    <Suspense
      fallback={
        <SkeletonList
          count={props.songs.length}
          label={t('home.sectionLoading', { section: props.label })}
        />
      }
    >
      <SongPreview {...props} />
    </Suspense>
  );
}
