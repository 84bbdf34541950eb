import { useT } from '@cadenza/i18n/react';
import { lazy, Suspense } from 'react';
import type { ScreenId } from './route-table';

// Each screen is its own chunk, loaded on first visit. Screens not built yet share the
// placeholder's chunk; a built screen gets an entry of its own here.
const ScreenPlaceholder = lazy(() =>
  import('./screen-placeholder').then((module) => ({ default: module.ScreenPlaceholder })),
);

/** The screen of a route, loaded lazily, with a loading line while its chunk arrives. */
export function LazyScreen({ screen }: { screen: ScreenId }) {
  const { t } = useT();
  return (
    <Suspense fallback={<p className="cz-screen-loading">{t('screens.loading')}</p>}>
      <ScreenPlaceholder screen={screen} />
    </Suspense>
  );
}
