import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AccountProfile } from '../lib/models/user';

/**
 * Who is logged in, as the endpoints see it (spec §6). The login endpoints keep it up to date:
 * `/user/account`, `/login/cellphone` and `/login/status` set the profile (a null profile clears
 * the session), a QR check that answers 803 keeps its cookie as the token, and `/logout` clears
 * it. The login-gated endpoints read `profile` through {@link selectIsLoggedIn} before any request.
 * A store adds it with `combineSlices(…, sessionSlice)` (or `{ session: sessionSlice.reducer }`);
 * without it nobody is logged in.
 */
export interface SessionState {
  /** The logged-in account; null when anonymous. */
  profile: AccountProfile | null;
  /** The NetEase cookie string (desktop keeps it and sends it; the web gateway holds its own). */
  token: string | null;
}

const initialState: SessionState = { profile: null, token: null };

/** The session slice, under `session`. */
export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    /** Merges what is known now: the profile, the token, or both. */
    setSession: (state, action: PayloadAction<Partial<SessionState>>) => ({
      ...state,
      ...action.payload,
    }),
    /** Forgets the user and the token (logout, a 301 answer, an account answer without profile). */
    clearSession: () => initialState,
  },
});

/** The session actions. */
export const { setSession, clearSession } = sessionSlice.actions;

/** The session of any root state; the anonymous session when the store has no `session` slice. */
export function selectSession(state: unknown): SessionState {
  const slice =
    typeof state === 'object' && state !== null
      ? (state as { session?: SessionState }).session
      : undefined;
  return slice ?? initialState;
}

/** Whether a user is logged in: the session holds a profile (spec §6 "user has userId"). */
export function selectIsLoggedIn(state: unknown): boolean {
  return selectSession(state).profile !== null;
}

/** The logged-in user's id, or null. */
export function selectSessionUserId(state: unknown): number | null {
  return selectSession(state).profile?.userId ?? null;
}

/** The stored cookie string, or null. */
export function selectSessionToken(state: unknown): string | null {
  return selectSession(state).token;
}
