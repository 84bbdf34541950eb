import { cookieToJson } from '../netease/ncm-transport';
import { LOGOUT_SET_COOKIE, SESSION_MAX_AGE_SECONDS, Sessions } from './sessions';

const T0 = Date.UTC(2025, 5, 1, 10, 0, 0);

describe('Sessions', () => {
  it('opens a session with a MUSIC_U token and the Set-Cookie lines NetEase sends', () => {
    const sessions = new Sessions();
    const login = sessions.open(1001, T0);
    expect(login.musicU).toMatch(/^00[0-9A-F]{96}$/);
    expect(login.setCookie).toHaveLength(3);
    expect(login.setCookie[0]).toBe(
      `MUSIC_U=${login.musicU}; Max-Age=${SESSION_MAX_AGE_SECONDS}; Expires=${new Date(T0 + SESSION_MAX_AGE_SECONDS * 1000).toUTCString()}; Path=/; HTTPOnly`,
    );
    expect(login.setCookie[1]).toMatch(
      /^__csrf=[0-9a-f]{32}; Max-Age=1296010; Expires=[^;]+; Path=\/$/,
    );
    expect(login.setCookie[2]).toMatch(/^NMTID=00O[0-9a-f]+; Path=\/$/);
    expect(sessions.userOf(login.musicU)).toBe(1001);
  });

  it('joins the lines with `;` (NCM’s QR 803 cookie), from which cookieToJson recovers MUSIC_U', () => {
    const login = new Sessions().open(1001, T0);
    expect(login.cookie).toBe(login.setCookie.join(';'));
    const parsed = cookieToJson(login.cookie);
    expect(parsed['MUSIC_U']).toBe(login.musicU);
    expect(parsed['__csrf']).toMatch(/^[0-9a-f]{32}$/);
    // The download route's `"<token> os=pc;"` keeps MUSIC_U too (contract §3.2).
    expect(cookieToJson(`${login.cookie} os=pc;`)['MUSIC_U']).toBe(login.musicU);
  });

  it('issues a fresh token per login, several per user', () => {
    const sessions = new Sessions();
    const a = sessions.open(1001, T0);
    const b = sessions.open(1001, T0);
    expect(a.musicU).not.toBe(b.musicU);
    expect([sessions.userOf(a.musicU), sessions.userOf(b.musicU)]).toEqual([1001, 1001]);
  });

  it('closes one session, leaving others, and clears all', () => {
    const sessions = new Sessions();
    const a = sessions.open(1001, T0);
    const b = sessions.open(1002, T0);
    sessions.close(a.musicU);
    expect(sessions.userOf(a.musicU)).toBeUndefined();
    expect(sessions.userOf(b.musicU)).toBe(1002);
    sessions.clear();
    expect(sessions.userOf(b.musicU)).toBeUndefined();
    expect(sessions.userOf('00UNKNOWN')).toBeUndefined();
  });

  it('clears MUSIC_U and __csrf on logout', () => {
    expect(LOGOUT_SET_COOKIE).toEqual([
      'MUSIC_U=; Max-Age=0; Path=/',
      '__csrf=; Max-Age=0; Path=/',
    ]);
  });
});
