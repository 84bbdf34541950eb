import { SHAPE_A_SAMPLE } from '@cadenza/contract/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import {
  renderScreen,
  settle,
  sizeViewportsForEachSpec,
  type GatewayCall,
} from '@cadenza/app-core/testing';
import { SearchScreen } from './search-screen';
import { searchRecorded, selectSearchHistory } from './search.slice';

const HOT = {
  code: 200,
  message: 'success',
  data: [
    { searchWord: '晴天', score: 3_580_000, content: '', source: 0, iconType: 1, url: '' },
    { searchWord: 'Neon Road', score: 1_200_000, content: '', source: 0, iconType: 0, url: '' },
  ],
};

/** One song found for any keyword: the contract's sample, renamed after the keyword. */
const songsFor = (keyword: string) => ({
  code: 200,
  result: {
    searchQcReminder: null,
    songs: [
      {
        ...SHAPE_A_SAMPLE,
        name: `${keyword} (Live)`,
        privilege: { id: SHAPE_A_SAMPLE.id, fee: 8, payed: 0, st: 0, pl: 128000 },
      },
    ],
    songCount: 1,
  },
});

function gateway(call: GatewayCall): unknown {
  if (call.pathname.endsWith('/search/hot/detail')) return HOT;
  if (call.pathname.endsWith('/cloudsearch')) {
    return songsFor(call.searchParams.get('keywords') ?? '');
  }
  return undefined;
}

async function openSearch(at = '/search') {
  const app = await renderScreen(<SearchScreen />, { route: '/search', at, answer: gateway });
  await act(settle);
  return app;
}

describe('the search screen', () => {
  sizeViewportsForEachSpec();

  it('before a search, offers the hot searches and the history; a hot search searches', async () => {
    const app = await openSearch();
    act(() => {
      app.store.dispatch(searchRecorded('Eason'));
    });
    expect(screen.getByRole('button', { name: 'Eason' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: /Neon Road/ }));
    await act(settle);
    expect(app.location.path).toBe('/search?keyword=Neon+Road&type=1');
    expect(selectSearchHistory(app.store.getState())).toEqual(['Neon Road', 'Eason']);
    expect(await screen.findByRole('heading', { name: /Neon Road/, level: 2 })).toBeTruthy();
    expect(
      await screen.findByRole('group', { name: new RegExp(`^Neon Road \\(Live\\) — `) }),
    ).toBeTruthy();
    expect(app.callsTo('/cloudsearch').map((call) => call.searchParams.get('type'))).toEqual(['1']);
  });

  it('shows the results of the keyword and type in its URL, and changes type in place', async () => {
    const app = await openSearch('/search?keyword=%E6%99%B4%E5%A4%A9&type=1');
    const tabs = screen.getByRole('tablist');
    expect(within(tabs).getByRole('tab', { name: 'Songs' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(await screen.findByRole('group', { name: /^晴天 \(Live\) — / })).toBeTruthy();
    fireEvent.mouseDown(within(tabs).getByRole('tab', { name: 'Playlists' }), {
      button: 0,
      ctrlKey: false,
    });
    await act(settle);
    expect(app.location.path).toBe('/search?keyword=%E6%99%B4%E5%A4%A9&type=1000');
  });

  it('removes one history entry, or clears them all', async () => {
    const app = await openSearch();
    act(() => {
      for (const keyword of ['A', 'B', 'C']) app.store.dispatch(searchRecorded(keyword));
    });
    fireEvent.click(screen.getByRole('button', { name: /: B$/ }));
    expect(selectSearchHistory(app.store.getState())).toEqual(['C', 'A']);
    fireEvent.click(screen.getByRole('button', { name: 'Clear search history' }));
    expect(selectSearchHistory(app.store.getState())).toEqual([]);
  });
});
