import { expect, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { SIM_BASE } from './sim';

/** A user's nickname, as the simulator's NetEase API says it (`/user/detail`). */
export async function simNickname(request: APIRequestContext, uid: number): Promise<string> {
  const answer = await request.get(`${SIM_BASE}/user/detail?uid=${String(uid)}`);
  const body = (await answer.json()) as { profile: { nickname: string } };
  return body.profile.nickname;
}

/** Resolves with the key of the next QR code the page asks an image for. */
export function nextQrKey(page: Page): Promise<string> {
  return page
    .waitForRequest((request: Request) => request.url().includes('/api/login/qr/create'))
    .then((request) => new URL(request.url()).searchParams.get('key') ?? '');
}

/** The login card of `/login`. */
export function loginCard(page: Page) {
  return page.getByRole('region', { name: /^(登录|Log in)$/ });
}

/** Logs in with the phone form of `/login` (already open) and waits for the user page. */
export async function loginByPhone(page: Page, phone: string, password: string): Promise<void> {
  const card = loginCard(page);
  await card.getByRole('radio', { name: /手机号登录|Phone number/ }).click();
  await card.getByRole('textbox', { name: /^(手机号|Phone number)$/ }).fill(phone);
  await card.getByLabel(/^(密码|Password)$/).fill(password);
  await card.getByRole('button', { name: /^(登录|Log in)$/ }).click();
}

/** The top bar's entry of the logged-in user, or its login entry. */
export function userEntry(page: Page, nickname: string) {
  return page.getByRole('banner').getByRole('button', { name: nickname, exact: true });
}

/** Waits until the top bar offers to log in (nobody is logged in). */
export async function expectAnonymous(page: Page): Promise<void> {
  await expect(
    page.getByRole('banner').getByRole('button', { name: /^(登录|Log in)$/ }),
  ).toBeVisible();
}
