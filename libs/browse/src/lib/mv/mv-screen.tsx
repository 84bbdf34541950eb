import { Page, PageTitle } from '@cadenza/ui';
import { useT } from '@cadenza/i18n/react';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ALL_MVS, MvFilterBar, type MvFilterValues } from './mv-filters';
import { MvGrid, type MvOpenState } from './mv-grid';
import { mvIdOf } from './mv-location';
import { MvPlayer } from './mv-player';
import './mv.css';

function isOpenState(state: unknown): state is MvOpenState {
  return typeof state === 'object' && state !== null && 'fromGrid' in state;
}

/**
 * The MV page (`/mv`, kept alive): the categories (area, type, order), the MVs as a grid that
 * loads on as it scrolls, and the player. The MV playing is in the URL (`/mv?id={id}`, which
 * search results link to), so it can be linked and Back closes it.
 */
export function MvScreen() {
  const { t } = useT();
  const [filters, setFilters] = useState<MvFilterValues>(ALL_MVS);
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const mvId = mvIdOf(params.get('id'));
  const opened = isOpenState(location.state) ? location.state : undefined;
  const close = () => {
    // Opened from the grid: going back closes it, so Back does not reopen it later. Opened by
    // a link (search, a reload): the page stays, without the player.
    if (opened) navigate(-1);
    else navigate('/mv', { replace: true });
  };
  return (
    <Page className="cz-mv">
      <PageTitle>{t('mv.title')}</PageTitle>
      <MvFilterBar value={filters} onChange={setFilters} />
      <MvGrid filters={filters} />
      {mvId !== null && location.pathname === '/mv' ? (
        <MvPlayer key={mvId} mvId={mvId} known={opened} onClose={close} />
      ) : null}
    </Page>
  );
}
