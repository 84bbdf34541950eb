import { randomBytes } from 'node:crypto';

/** Lifetime of a login, as NetEase's `MUSIC_U` cookie says (180 days). */
export const SESSION_MAX_AGE_SECONDS = 15_552_000;

/** A login: the `MUSIC_U` token, the joined cookie string and the `Set-Cookie` lines. */
export interface IssuedLogin {
  musicU: string;
  /** NCM's `;`-join of the `Set-Cookie` lines, as `/login/qr/check` 803 answers `cookie`. */
  cookie: string;
  setCookie: string[];
}

/** Logged-in sessions by `MUSIC_U` token. */
export class Sessions {
  private readonly users = new Map<string, number>();

  /** Opens a session for `userId` and builds the cookies NetEase would set. */
  open(userId: number, nowMs: number): IssuedLogin {
    const musicU = `00${randomBytes(48).toString('hex').toUpperCase()}`;
    const csrf = randomBytes(16).toString('hex');
    const expires = (seconds: number) => new Date(nowMs + seconds * 1000).toUTCString();
    const setCookie = [
      `MUSIC_U=${musicU}; Max-Age=${SESSION_MAX_AGE_SECONDS}; Expires=${expires(SESSION_MAX_AGE_SECONDS)}; Path=/; HTTPOnly`,
      `__csrf=${csrf}; Max-Age=1296010; Expires=${expires(1_296_010)}; Path=/`,
      `NMTID=00O${randomBytes(12).toString('hex')}; Path=/`,
    ];
    this.users.set(musicU, userId);
    return { musicU, cookie: setCookie.join(';'), setCookie };
  }

  /** The user of a token, or undefined when it is unknown or logged out. */
  userOf(musicU: string): number | undefined {
    return this.users.get(musicU);
  }

  close(musicU: string): void {
    this.users.delete(musicU);
  }

  clear(): void {
    this.users.clear();
  }
}

/** `Set-Cookie` lines that clear the login, as `/logout` sends them. */
export const LOGOUT_SET_COOKIE = ['MUSIC_U=; Max-Age=0; Path=/', '__csrf=; Max-Age=0; Path=/'];
