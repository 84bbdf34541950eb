import type { Page } from '@playwright/test';
import { expectPlaying, search, songRow } from '@cadenza/e2e-support';
import {
  expectAnonymous,
  loginByPhone,
  loginCard,
  nextQrKey,
  simNickname,
  userEntry,
} from './support/account';
import { expect, test } from './support/test';

// The account through the UI against the gateway and the simulator: QR login (the simulator's
// phone scans and confirms), the user page, a like that reaches the account, logout; phone
// login; other users' pages; and a 301 that ends the session with one notice.

/** The ids the account likes, as the gateway answers the page's own session. */
async function accountLikes(page: Page, uid: number): Promise<number[]> {
  const answer = await page.request.get(`/api/likelist?uid=${String(uid)}`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { ids: number[] }).ids;
}

test.afterEach(async ({ sim }) => {
  await sim.clearFaults();
});

test('QR login end to end: scan, confirm, the user page, a like on the account, logout', async ({
  page,
  request,
  sim,
  simInfo,
}) => {
  const accounts = simInfo.fixtures;
  const nickname = await simNickname(request, accounts.demoUserId);
  await page.goto('/history');
  await expectAnonymous(page);

  // The login entry of the top bar; the page asks for a QR code.
  const key = nextQrKey(page);
  await page.getByRole('banner').getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const card = loginCard(page);
  const status = card.getByRole('status');
  await expect(card.getByRole('img', { name: '登录二维码' })).toBeVisible();
  await expect(status).toHaveText('等待扫码');

  await sim.qr(await key, 'scan');
  await expect(status).toHaveText(`${nickname} 已扫码，请在手机上确认登录`);
  await sim.qr(await key, 'confirm');

  // Logged in: back where the listener came from, the user in the top bar.
  await expect(page).toHaveURL(/\/history$/);
  await expect(userEntry(page, nickname)).toBeVisible();
  await page
    .getByRole('navigation', { name: '主菜单' })
    .getByRole('link', { name: '我的' })
    .click();
  await expect(page.getByRole('heading', { name: nickname, level: 2 })).toBeVisible();
  await expect(page.getByRole('list', { name: '创建的歌单' })).toBeVisible();

  // Home now opens with the account's daily recommendations, which play.
  await page
    .getByRole('navigation', { name: '主菜单' })
    .getByRole('link', { name: '首页' })
    .click();
  const daily = page.getByRole('region', { name: '每日推荐' });
  await expect(daily.locator('.cz-song-row').first()).toBeVisible();
  await daily.getByRole('button', { name: '播放每日推荐' }).click();
  await expectPlaying(page);

  // The account's likes joined the hearts at login: a song it likes shows a full heart.
  const likedBefore = await accountLikes(page, accounts.demoUserId);
  const { songs } = simInfo;
  const named = (name: string) => songs.filter((other) => other.name === name).length;
  const liked = songs.find(
    (candidate) => likedBefore.includes(candidate.id) && named(candidate.name) === 1,
  );
  if (!liked) throw new Error('the demo account likes no song with a name of its own');
  await search(page, liked.name);
  await expect(songRow(page, liked.name).getByRole('button', { name: '取消收藏' })).toBeVisible();

  // A like from a search row reaches the account's like list.
  // A song the search finds by its name alone, which the account does not like yet.
  const song = songs.find(
    (candidate) =>
      candidate.availability === 'full' &&
      named(candidate.name) === 1 &&
      !likedBefore.includes(candidate.id),
  );
  if (!song) throw new Error('every candidate song is liked already');
  await search(page, song.name);
  await songRow(page, song.name).getByRole('button', { name: '收藏', exact: true }).click();
  await expect(songRow(page, song.name).getByRole('button', { name: '取消收藏' })).toBeVisible();
  await expect.poll(() => accountLikes(page, accounts.demoUserId)).toContain(song.id);

  // Logout from the user menu: server logout, session cleared, the page reloads anonymous.
  await userEntry(page, nickname).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  const dialog = page.getByRole('alertdialog', { name: '退出登录' });
  await dialog.getByRole('button', { name: '退出登录' }).click();
  await expectAnonymous(page);
  await page.reload();
  await expectAnonymous(page);
  const account = await page.request.get('/api/user/account');
  expect(((await account.json()) as { profile: unknown }).profile).toBeNull();
  await page.goto('/user');
  await expect(page.getByText('登录后查看你的歌单与听歌排行')).toBeVisible();
});

test('an expired QR code offers a new one', async ({ page, sim }) => {
  const first = nextQrKey(page);
  await page.goto('/login');
  const card = loginCard(page);
  await expect(card.getByRole('status')).toHaveText('等待扫码');
  await sim.qr(await first, 'expire');
  await expect(card.getByRole('status')).toHaveText('二维码已过期');
  const second = nextQrKey(page);
  await card.getByRole('button', { name: '点击刷新' }).click();
  await expect(card.getByRole('status')).toHaveText('等待扫码');
  expect(await second).not.toBe(await first);
});

test('phone login: a wrong password says so; the demo account logs in', async ({
  page,
  request,
  simInfo,
}) => {
  const accounts = simInfo.fixtures;
  const nickname = await simNickname(request, accounts.demoUserId);
  await page.goto('/login');
  await loginByPhone(page, accounts.demoPhone, `${accounts.demoPassword}-wrong`);
  await expect(loginCard(page).getByRole('alert')).toHaveText('密码错误');
  await expectAnonymous(page);

  await loginByPhone(page, accounts.demoPhone, accounts.demoPassword);
  await expect(page).toHaveURL(/\/user$/);
  await expect(userEntry(page, nickname)).toBeVisible();
  await expect(page.getByRole('heading', { name: nickname, level: 2 })).toBeVisible();
  // The session outlives a reload: the gateway holds it, the app asks who is logged in.
  await page.reload();
  await expect(userEntry(page, nickname)).toBeVisible();
});

test.describe('in English', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() =>
      localStorage.setItem('settings', JSON.stringify({ language: 'en-US' })),
    );
  });

  test('another user who hides their records: the refusal instead of a ranking', async ({
    page,
    request,
    simInfo,
  }) => {
    const { hiddenRecordsUserId } = simInfo.fixtures;
    const nickname = await simNickname(request, hiddenRecordsUserId);
    await page.goto(`/user/detail/${String(hiddenRecordsUserId)}`);
    await expect(page.getByRole('heading', { name: nickname, level: 2 })).toBeVisible();
    await page.getByRole('tab', { name: 'Listening ranking' }).click();
    await expect(
      page.getByText('This user does not allow viewing their listening history'),
    ).toBeVisible();
    await expect(page.locator('.cz-song-row:visible')).toHaveCount(0);
  });

  test('a uid that is not a user id: Invalid User ID, without asking the server', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/user/')) asked.push(request.url());
    });
    await page.goto('/user/detail/not-a-user');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Invalid User ID');
    expect(asked.filter((url) => !url.includes('/api/user/account'))).toEqual([]);
  });
});

test('a 301 from the upstream logs out with exactly one notice', async ({
  page,
  request,
  sim,
  simInfo,
}) => {
  const accounts = simInfo.fixtures;
  const nickname = await simNickname(request, accounts.demoUserId);
  await page.goto('/login');
  await loginByPhone(page, accounts.demoPhone, accounts.demoPassword);
  await expect(page.getByRole('heading', { name: nickname, level: 2 })).toBeVisible();

  // Every user call now answers "login required": the reload asks who is logged in, and the
  // user page its profile and playlists, all at once.
  await sim.addFault({ service: 'netease', route: '/user/*', status: 301 });
  await page.reload();

  const notice = page.getByText('登录已过期，请重新登录');
  await expect(notice).toHaveCount(1);
  await expectAnonymous(page);
  // No second notice from the calls that were still on their way.
  await page.waitForTimeout(1500);
  await expect(notice).toHaveCount(1);
  await sim.clearFaults();
  const account = await page.request.get('/api/user/account');
  expect(((await account.json()) as { profile: unknown }).profile).toBeNull();
});
