import './screen-placeholder.css';
import { useT } from '@cadenza/i18n/react';
import type { ScreenId } from './route-table';

/**
 * What a route shows until its screen is built: the screen's name and that it is coming next,
 * never a blank page. Loaded lazily, like every screen.
 */
export function ScreenPlaceholder({ screen }: { screen: ScreenId }) {
  const { t } = useT();
  const name = t(`screens.${screen}`);
  return (
    <section className="cz-screen-placeholder" aria-labelledby={`screen-${screen}`}>
      <h2 id={`screen-${screen}`}>{name}</h2>
      <p>{t('screens.comingNext', { screen: name })}</p>
    </section>
  );
}
