import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFakeGateway, type FakeGateway, renderScreen } from '@cadenza/app-core/testing';
import { playlistCard } from '../../testing/catalogue.spec-fixtures';
import { PlaylistsScreen } from './playlists-screen';

// 50 playlists: 42 on the first page, 8 on the second; every fifth is 欧美, the rest 华语.
const SQUARE = Array.from({ length: 50 }, (_, index) => ({
  ...playlistCard(9000 + index, `List ${index + 1}`),
  tag: index % 5 === 0 ? '欧美' : '华语',
}));

function squareGateway(): FakeGateway {
  return installFakeGateway({
    '/playlist/catlist': () => ({
      code: 200,
      sub: [
        { name: '华语', category: 0, hot: true },
        { name: '欧美', category: 0, hot: true },
        { name: '电子', category: 1, hot: false },
        { name: '夜晚', category: 2, hot: false },
      ],
    }),
    '/top/playlist': (url) => {
      const cat = url.searchParams.get('cat') ?? '';
      const limit = Number(url.searchParams.get('limit'));
      const offset = Number(url.searchParams.get('offset'));
      const lists = SQUARE.filter((list) => cat === '' || list.tag === cat);
      return {
        code: 200,
        playlists: lists.slice(offset, offset + limit).map(({ tag: _tag, ...list }) => list),
        more: offset + limit < lists.length,
        total: lists.length,
      };
    },
  });
}

/** A stand-in IntersectionObserver: the test says when the end of the grid comes into view. */
class FakeIntersectionObserver {
  static current: FakeIntersectionObserver[] = [];
  private readonly targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.current.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    FakeIntersectionObserver.current = FakeIntersectionObserver.current.filter((o) => o !== this);
  }
  unobserve(target: Element) {
    this.targets.splice(this.targets.indexOf(target), 1);
  }
  takeRecords() {
    return [];
  }
  static scrollToEnd() {
    for (const observer of [...FakeIntersectionObserver.current]) {
      const entries = observer.targets.map(
        (target) => ({ isIntersecting: true, target }) as IntersectionObserverEntry,
      );
      observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  }
}

const cardsOf = (name: string) => within(screen.getByRole('list', { name })).getAllByRole('link');

beforeEach(() => {
  FakeIntersectionObserver.current = [];
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver =
    FakeIntersectionObserver;
});
afterEach(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

describe('the playlist square', () => {
  it('shows the category of the URL, its chip current, its cards opening their playlists', async () => {
    const gateway = squareGateway();
    await renderScreen(<PlaylistsScreen />, {
      route: '/list',
      at: '/list?cat=%E6%AC%A7%E7%BE%8E',
      gateway,
    });
    await screen.findByRole('list', { name: 'Playlists: 欧美' });
    const [request] = gateway.callsTo('/top/playlist');
    expect(Object.fromEntries(request?.searchParams ?? [])).toMatchObject({
      cat: '欧美',
      limit: '42',
      offset: '0',
    });
    const cards = cardsOf('Playlists: 欧美');
    expect(cards).toHaveLength(10);
    expect(cards[0]?.getAttribute('href')).toBe('/music-list/9000');

    const chips = await screen.findByRole('list', { name: 'Popular' });
    const current = within(chips).getByRole('link', { current: 'page' });
    expect(current.textContent).toBe('欧美');
    expect(within(chips).getByRole('link', { name: 'All playlists' }).getAttribute('href')).toBe(
      '/list',
    );
  });

  it('a chip switches the category: the URL and the grid follow', async () => {
    const gateway = squareGateway();
    const app = await renderScreen(<PlaylistsScreen />, { route: '/list', at: '/list', gateway });
    await screen.findByRole('list', { name: 'Playlists: All playlists' });
    fireEvent.click(await screen.findByRole('link', { name: '欧美' }));
    expect(app.location.path).toBe('/list?cat=%E6%AC%A7%E7%BE%8E');
    expect(await screen.findByRole('list', { name: 'Playlists: 欧美' })).toBeTruthy();
    expect(cardsOf('Playlists: 欧美')).toHaveLength(10);
    expect(gateway.callsTo('/top/playlist').map((url) => url.searchParams.get('cat'))).toEqual([
      '',
      '欧美',
    ]);
  });

  it('kept alive on another route, it keeps its category and pages (that URL is not its own)', async () => {
    const gateway = squareGateway();
    // Mounted on every path, as the kept-alive outlet keeps it while another screen shows.
    const app = await renderScreen(<PlaylistsScreen />, {
      route: '*',
      at: '/list?cat=%E6%AC%A7%E7%BE%8E',
      gateway,
    });
    await screen.findByRole('list', { name: 'Playlists: 欧美' });
    fireEvent.click(cardsOf('Playlists: 欧美')[0] as HTMLElement);
    expect(app.location.path).toBe('/music-list/9000');
    expect(screen.getByRole('list', { name: 'Playlists: 欧美' })).toBeTruthy();
    expect(cardsOf('Playlists: 欧美')).toHaveLength(10);
    expect(gateway.callsTo('/top/playlist')).toHaveLength(1);
  });

  it('loads the next 42 as the end of the grid comes into view, then says it is the end', async () => {
    const gateway = squareGateway();
    await renderScreen(<PlaylistsScreen />, { route: '/list', at: '/list', gateway });
    await screen.findByRole('list', { name: 'Playlists: All playlists' });
    expect(cardsOf('Playlists: All playlists')).toHaveLength(42);
    await act(async () => FakeIntersectionObserver.scrollToEnd());
    await waitFor(() => expect(cardsOf('Playlists: All playlists')).toHaveLength(50));
    expect(gateway.callsTo('/top/playlist').map((url) => url.searchParams.get('offset'))).toEqual([
      '0',
      '42',
    ]);
    expect(screen.getByText("That's all: 50 playlists")).toBeTruthy();
    // At the end, the end coming into view again asks for nothing.
    await act(async () => FakeIntersectionObserver.scrollToEnd());
    expect(gateway.callsTo('/top/playlist')).toHaveLength(2);
  });

  it('a next page that fails says so at the end of the grid, with a retry; the grid stays', async () => {
    const gateway = squareGateway();
    await renderScreen(<PlaylistsScreen />, { route: '/list', at: '/list', gateway });
    await screen.findByRole('list', { name: 'Playlists: All playlists' });
    gateway.failing.add('/top/playlist');
    await act(async () => FakeIntersectionObserver.scrollToEnd());
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert.textContent).toContain('Get playlist failed');
    expect(cardsOf('Playlists: All playlists')).toHaveLength(42);
    gateway.failing.delete('/top/playlist');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(cardsOf('Playlists: All playlists')).toHaveLength(50));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lists every category by group behind "more categories"; one opens the square', async () => {
    const app = await renderScreen(<PlaylistsScreen />, {
      route: '/list',
      at: '/list',
      gateway: squareGateway(),
    });
    const toggle = await screen.findByRole('button', { name: 'More categories' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('list', { name: 'Style' })).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toBe('Fewer categories');
    const style = screen.getByRole('list', { name: 'Style' });
    expect(
      within(screen.getByRole('list', { name: 'Language' })).getAllByRole('link'),
    ).toHaveLength(2);
    fireEvent.click(within(style).getByRole('link', { name: '电子' }));
    expect(app.location.path).toBe('/list?cat=%E7%94%B5%E5%AD%90');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    // The chosen category joins the chips, current; it has no playlists here.
    const chips = screen.getByRole('list', { name: 'Popular' });
    expect(within(chips).getByRole('link', { current: 'page' }).textContent).toBe('电子');
    expect(await screen.findByText('No playlists in this category yet')).toBeTruthy();
  });

  it('categories that fail to load say so with a retry; the grid still shows', async () => {
    const gateway = squareGateway();
    gateway.failing.add('/playlist/catlist');
    await renderScreen(<PlaylistsScreen />, { route: '/list', at: '/list', gateway });
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert.textContent).toContain('Playlist categories failed to load');
    expect(await screen.findByRole('list', { name: 'Playlists: All playlists' })).toBeTruthy();
  });
});
