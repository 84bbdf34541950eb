import { createI18n } from '@cadenza/i18n';
import { I18nProvider } from '@cadenza/i18n/react';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { CardGrid, CardGridSkeleton } from './card-grid';
import { CoverCard } from './cover-card';
import { QueryState, type QueryStatus } from './query-state';
import { Section } from './section';

async function renderWith(node: ReactNode) {
  const i18n = await createI18n({ language: 'en-US' });
  return render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter>{node}</MemoryRouter>
    </I18nProvider>,
  );
}

const failed = (refetch = jest.fn()): QueryStatus<string[]> => ({
  isLoading: false,
  isError: true,
  refetch,
});

describe('catalogue parts', () => {
  it('a card is one link named by its title and subtitle, with its badge', async () => {
    await renderWith(
      <CardGrid label="Playlists" minWidth={160}>
        <CoverCard
          to="/music-list/7"
          cover={null}
          title="Night Drive"
          subtitle="Ann"
          badge="1.2万"
          coverSize={160}
        />
      </CardGrid>,
    );
    const link = screen.getByRole('link', { name: /Night Drive/ });
    expect(link.getAttribute('href')).toBe('/music-list/7');
    expect(link.getAttribute('title')).toBe('Night Drive — Ann');
    expect(link.textContent).toContain('1.2万');
    expect(screen.getByRole('list', { name: 'Playlists' }).children).toHaveLength(1);
  });

  it('a section names itself by its heading and links to the whole list', async () => {
    await renderWith(
      <Section id="hot" title="Weekly hot" more={{ to: '/toplist', label: 'More' }}>
        <p>rows</p>
      </Section>,
    );
    expect(screen.getByRole('region', { name: 'Weekly hot' }).textContent).toContain('rows');
    expect(screen.getByRole('link', { name: 'More' }).getAttribute('href')).toBe('/toplist');
  });

  it('shows the skeleton, then the error with a retry, then the empty state, then the data', async () => {
    const view = (query: QueryStatus<string[]>) => (
      <QueryState
        query={query}
        loading={<CardGridSkeleton label="Loading" minWidth={160} count={3} />}
        errorKey="errors.playlist.getFailed"
        emptyKey="history.empty"
        isEmpty={(data) => data.length === 0}
      >
        {(data) => <p>{data.join(',')}</p>}
      </QueryState>
    );
    const i18n = await createI18n({ language: 'en-US' });
    const inApp = (query: QueryStatus<string[]>) => (
      <I18nProvider i18n={i18n}>
        <MemoryRouter>{view(query)}</MemoryRouter>
      </I18nProvider>
    );
    const { rerender } = render(inApp({ isLoading: true, isError: false, refetch: jest.fn() }));
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();

    const refetch = jest.fn();
    rerender(inApp(failed(refetch)));
    expect(screen.getByRole('alert').textContent).toContain('Get playlist failed');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledTimes(1);

    rerender(inApp({ data: [], isLoading: false, isError: false, refetch }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Nothing played yet')).toBeTruthy();

    // A refetch that fails keeps the data it had: the listener still sees the list.
    rerender(inApp({ data: ['a', 'b'], isLoading: false, isError: true, refetch }));
    expect(screen.getByText('a,b')).toBeTruthy();
  });
});
