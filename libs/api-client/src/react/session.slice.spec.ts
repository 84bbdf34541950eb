import {
  clearSession,
  selectIsLoggedIn,
  selectSession,
  selectSessionToken,
  selectSessionUserId,
  sessionSlice,
  setSession,
} from './session.slice';

const PROFILE = {
  userId: 1001,
  nickname: 'demo',
  avatarUrl: 'a',
  backgroundUrl: 'b',
  vipType: 0,
};

describe('session slice', () => {
  const reduce = sessionSlice.reducer;

  it('starts anonymous, merges what is set, and clears everything', () => {
    const start = reduce(undefined, { type: 'init' });
    expect(start).toEqual({ profile: null, token: null });
    const withToken = reduce(start, setSession({ token: 'MUSIC_U=x' }));
    const logged = reduce(withToken, setSession({ profile: PROFILE }));
    expect(logged).toEqual({ profile: PROFILE, token: 'MUSIC_U=x' });
    expect(reduce(logged, clearSession())).toEqual({ profile: null, token: null });
  });

  it('reads the session of a root state, anonymous when the store has no session slice', () => {
    const state = { session: { profile: PROFILE, token: 't' } };
    expect(selectSession(state)).toBe(state.session);
    expect(selectIsLoggedIn(state)).toBe(true);
    expect(selectSessionUserId(state)).toBe(1001);
    expect(selectSessionToken(state)).toBe('t');
    for (const other of [{}, null, undefined, 'x']) {
      expect(selectIsLoggedIn(other)).toBe(false);
      expect(selectSessionUserId(other)).toBeNull();
      expect(selectSessionToken(other)).toBeNull();
    }
  });
});
