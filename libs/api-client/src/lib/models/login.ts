import type { AccountProfile } from './user';

/** The QR image of a login key. */
export interface QrCode {
  qrurl: string;
  /** An image data URL for `<img src>`. */
  qrimg: string;
}

/** Where a QR login stands (`/login/qr/check` codes 800–803). */
export type QrLoginStatus = 'expired' | 'waiting' | 'scanned' | 'authorised';

/** One poll of a QR login. `cookie` carries `MUSIC_U` once authorised (the desktop token). */
export interface QrCheck {
  status: QrLoginStatus;
  cookie: string;
  /** Who scanned (status `scanned`), when the server says. */
  nickname: string | null;
  avatarUrl: string | null;
}

/** A finished login: the account and the cookie string that becomes the token. */
export interface LoginResult {
  profile: AccountProfile;
  cookie: string;
}
