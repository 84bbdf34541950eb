import { SHAPE_A_SAMPLE } from '@cadenza/contract/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type GatewayCall, withStatus, DEMO_PROFILE } from '@cadenza/app-core/testing';
import { renderAccountApp } from './account-app.spec-harness';

const detail = (userId: number, nickname: string, extra: Record<string, unknown> = {}) => ({
  code: 200,
  level: 9,
  profile: {
    userId,
    nickname,
    avatarUrl: 'http://img.test/a.jpg',
    backgroundUrl: '',
    signature: 'hello',
    followeds: 123_456,
    follows: 4,
    userType: 0,
    accountType: 1,
    ...extra,
  },
});

const playlist = (id: number, name: string, ownerId: number) => ({
  id,
  name,
  coverImgUrl: 'http://img.test/p.jpg',
  trackCount: 7,
  playCount: 1024,
  specialType: 0,
  userId: ownerId,
  creator: { userId: ownerId, nickname: 'x', avatarUrl: '' },
  tracks: null,
});

const follower = (userId: number) => ({
  userId,
  nickname: `User ${userId}`,
  avatarUrl: '',
  signature: '',
  userType: 0,
  accountType: 1,
});

/** A small world: the demo user, a user who hides the ranking (1002), 35 followers of 1001. */
function world({ path, searchParams, body }: GatewayCall) {
  const uid = Number(searchParams.get('uid') ?? (body as { uid?: number } | undefined)?.uid);
  switch (path) {
    case '/user/detail':
      return uid === 1002 ? detail(1002, 'Private Person') : detail(1001, 'Demo User');
    case '/user/playlist':
      return {
        code: 200,
        playlist: [playlist(1, 'Liked by Demo', 1001), playlist(2, 'Someone else’s', 9)],
      };
    case '/user/record':
      if (uid === 1002) return withStatus(400, { code: -2, msg: '无权限访问' });
      return searchParams.get('type') === '1'
        ? { code: 200, weekData: [{ playCount: 3, score: 100, song: SHAPE_A_SAMPLE }] }
        : { code: 200, allData: [{ playCount: 9, score: 100, song: SHAPE_A_SAMPLE }] };
    case '/user/followeds': {
      const { offset, limit } = body as { offset: number; limit: number };
      const all = Array.from({ length: 35 }, (_, index) => follower(2000 + index));
      return { code: 200, followeds: all.slice(offset, offset + limit) };
    }
    case '/user/follows':
      return { code: 200, follow: [] };
    default:
      return undefined;
  }
}

describe('the user pages', () => {
  it('/user anonymous invites to log in, and asks the server nothing about users', async () => {
    const app = await renderAccountApp({ path: '/user', gateway: world });
    const main = screen.getByRole('main');
    expect(await within(main).findByText('Log in to see your playlists and listening ranking'));
    fireEvent.click(within(main).getByRole('button', { name: 'Log in now' }));
    await waitFor(() => expect(app.location.pathname).toBe('/login'));
    expect(app.calls.filter((call) => call.path.startsWith('/user/'))).toEqual([]);
  });

  it('/user: profile with level, VIP and counts in the language, playlists split by owner', async () => {
    await renderAccountApp({ path: '/user', profile: DEMO_PROFILE, gateway: world });
    const header = await screen.findByRole('heading', { name: 'Demo User', level: 2 });
    const top = header.closest('header') as HTMLElement;
    expect(top.textContent).toContain('Lv.9');
    expect(top.textContent).toContain('VIP');
    expect(within(top).getByRole('link', { name: '123.4K Followers' }).getAttribute('href')).toBe(
      '/user/followers',
    );
    expect(within(top).getByRole('link', { name: '4 Following' }).getAttribute('href')).toBe(
      '/user/follows',
    );
    const created = await screen.findByRole('list', { name: 'Created playlists' });
    expect(
      within(created)
        .getByRole('link', { name: /Liked by Demo/ })
        .getAttribute('href'),
    ).toBe('/music-list/1');
    const saved = screen.getByRole('list', { name: 'Saved playlists' });
    expect(within(saved).getByRole('link', { name: /Someone else’s/ })).toBeTruthy();
  });

  it('the ranking: last week by default, all time on demand', async () => {
    const app = await renderAccountApp({ path: '/user', profile: DEMO_PROFILE, gateway: world });
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Listening ranking' }), {
      button: 0,
      ctrlKey: false,
    });
    expect(await screen.findByRole('list', { name: /Last week/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'All time' }));
    expect(await screen.findByRole('list', { name: /All time/ })).toBeTruthy();
    expect(app.callsTo('/user/record').map((call) => call.searchParams.get('type'))).toEqual([
      '1',
      '0',
    ]);
  });

  it('another user who hides the ranking: the refusal instead of rows', async () => {
    await renderAccountApp({ path: '/user/detail/1002', gateway: world });
    expect(await screen.findByRole('heading', { name: 'Private Person' })).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Listening ranking' }), {
      button: 0,
      ctrlKey: false,
    });
    expect(
      await screen.findByText('This user does not allow viewing their listening history'),
    ).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    // Their lists are theirs: the counts lead to their follows and followers.
    expect(screen.getByRole('link', { name: /Followers/ }).getAttribute('href')).toBe(
      '/user/followers?uid=1002',
    );
  });

  it.each(['abc', '0', '-3', '1.5'])(
    '/user/detail/%s says Invalid User ID without a request',
    async (uid) => {
      const app = await renderAccountApp({ path: `/user/detail/${uid}`, gateway: world });
      expect((await screen.findByRole('alert')).textContent).toBe('Invalid User ID');
      expect(app.calls.filter((call) => call.path.startsWith('/user/'))).toEqual([]);
    },
  );

  it('followers: page after page, each user linking to their page; back goes back', async () => {
    const app = await renderAccountApp({ path: '/user', profile: DEMO_PROFILE, gateway: world });
    fireEvent.click(await screen.findByRole('link', { name: /Followers/ }));
    await waitFor(() => expect(app.location.pathname).toBe('/user/followers'));
    expect(await screen.findByRole('link', { name: /User 2000/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /User 2029/ }).getAttribute('href')).toBe(
      '/user/detail/2029',
    );
    expect(screen.queryByRole('link', { name: /User 2030/ })).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    });
    expect(await screen.findByRole('link', { name: /User 2034/ })).toBeTruthy();
    // 35 < 60: no more to load.
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(app.callsTo('/user/followeds').map((call) => call.body)).toEqual([
      expect.objectContaining({ uid: 1001, limit: 30, offset: 0 }),
      expect.objectContaining({ uid: 1001, limit: 30, offset: 30 }),
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(app.location.pathname).toBe('/user'));
  });

  it('an empty follows list says why', async () => {
    await renderAccountApp({ path: '/user/follows', profile: DEMO_PROFILE, gateway: world });
    expect(await screen.findByText('Not following anyone')).toBeTruthy();
  });
});
