import {
  GATEWAY_LOGIN_PLACEHOLDER,
  type AccountProfileDto,
  type LoginCellphoneDto,
  type LoginQrCheckDto,
  type LoginQrCreateDto,
  type LoginQrKeyDto,
  type LoginStatusDto,
  type UserAccountDto,
} from '@cadenza/contract';
import type { LoginResult, QrCheck, QrCode, QrLoginStatus } from '../models/login';
import type { AccountProfile } from '../models/user';

/** The account profile the session keeps. */
export function accountProfileFrom(dto: AccountProfileDto): AccountProfile {
  return {
    userId: dto.userId,
    nickname: dto.nickname,
    avatarUrl: dto.avatarUrl,
    backgroundUrl: dto.backgroundUrl,
    vipType: dto.vipType,
  };
}

/** `/login/qr/key`: the key to show and poll. */
export function qrKeyFrom(dto: LoginQrKeyDto): string {
  return dto.data.unikey;
}

/** `/login/qr/create`: the QR image. */
export function qrCodeFrom(dto: LoginQrCreateDto): QrCode {
  return { qrurl: dto.data.qrurl, qrimg: dto.data.qrimg };
}

const QR_STATUS: Record<LoginQrCheckDto['code'], QrLoginStatus> = {
  800: 'expired',
  801: 'waiting',
  802: 'scanned',
  803: 'authorised',
};

/**
 * The cookie a client keeps as its token: the upstream's own, or '' when the gateway holds the
 * login (its placeholder is not a token: the browser's session cookie is).
 */
function tokenCookieFrom(cookie: string): string {
  return cookie === GATEWAY_LOGIN_PLACEHOLDER ? '' : cookie;
}

/** `/login/qr/check`: codes 800–803 as a status. */
export function qrCheckFrom(dto: LoginQrCheckDto): QrCheck {
  const scanned = dto.code === 802 ? dto : null;
  return {
    status: QR_STATUS[dto.code],
    cookie: tokenCookieFrom(dto.cookie),
    nickname: scanned?.nickname ?? null,
    avatarUrl: scanned?.avatarUrl ?? null,
  };
}

/** `/user/account`: the account, or null when nobody is logged in. */
export function accountFrom(dto: UserAccountDto): AccountProfile | null {
  return dto.profile ? accountProfileFrom(dto.profile) : null;
}

/** `/login/status` (note its extra `data` wrapper): the account, or null. */
export function loginStatusFrom(dto: LoginStatusDto): AccountProfile | null {
  return dto.data.profile ? accountProfileFrom(dto.data.profile) : null;
}

/** `/login/cellphone`: the account and the cookie that becomes the token. */
export function loginResultFrom(dto: LoginCellphoneDto): LoginResult {
  return { profile: accountProfileFrom(dto.profile), cookie: tokenCookieFrom(dto.cookie) };
}
