import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import {
  errorBodyDtoSchema,
  loginCellphoneDtoSchema,
  loginQrCheckDtoSchema,
  loginQrCreateDtoSchema,
  loginQrKeyDtoSchema,
  loginStatusDtoSchema,
  userAccountDtoSchema,
} from '@cadenza/contract';
import type { LoginResult, QrCheck, QrCode } from '../lib/models/login';
import type { AccountProfile } from '../lib/models/user';
import {
  accountFrom,
  loginResultFrom,
  loginStatusFrom,
  qrCheckFrom,
  qrCodeFrom,
  qrKeyFrom,
} from '../lib/normalize/login.normalize';
import { domainApi, validate } from './endpoint-kit';
import { clearSession, setSession } from './session.slice';

/** What a login changes: the account and everything that depends on who is logged in. */
const SESSION_TAGS = ['Account', 'UserPlaylists', 'LikeList'] as const;

/**
 * A refused phone login: the server answers HTTP 200 with `{code: 501|502, msg}` (unknown
 * account, wrong password); its message becomes the error. Null for any other answer.
 */
function refusal(body: unknown): FetchBaseQueryError | null {
  const parsed = errorBodyDtoSchema.safeParse(body);
  if (!parsed.success || parsed.data.code === 200) return null;
  const { code, msg, message } = parsed.data;
  return { status: 'CUSTOM_ERROR', error: msg ?? message ?? `login failed (${code})`, data: body };
}

/** Keeps the session in step with an account answer: a profile sets it, none clears it. */
function syncAccount(
  dispatch: (action: ReturnType<typeof setSession> | ReturnType<typeof clearSession>) => unknown,
  profile: AccountProfile | null,
): void {
  dispatch(profile ? setSession({ profile }) : clearSession());
}

/**
 * Login and session (spec §7 "Login", contract §3.1). These answers keep the session slice up to
 * date (see `session.slice.ts`), which the login-gated endpoints read.
 */
export const loginApi = domainApi.injectEndpoints({
  endpoints: (builder) => ({
    /** `GET /login/qr/key`: a fresh key (never reused from the cache). */
    getQrKey: builder.query<string, void>({
      query: () => '/login/qr/key',
      rawResponseSchema: loginQrKeyDtoSchema,
      transformResponse: qrKeyFrom,
      keepUnusedDataFor: 0,
    }),
    /** `GET /login/qr/create?key&qrimg=true`: the QR image of a key. */
    createQr: builder.query<QrCode, string>({
      query: (key) => ({ path: '/login/qr/create', params: { key, qrimg: true } }),
      rawResponseSchema: loginQrCreateDtoSchema,
      transformResponse: qrCodeFrom,
    }),
    /** `GET /login/qr/check?key&noCookie=true` (poll every 3 s); 803 keeps the cookie as token. */
    checkQr: builder.query<QrCheck, string>({
      query: (key) => ({ path: '/login/qr/check', params: { key, noCookie: true } }),
      rawResponseSchema: loginQrCheckDtoSchema,
      transformResponse: qrCheckFrom,
      keepUnusedDataFor: 0,
      async onQueryStarted(_key, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          if (data.status === 'authorised') dispatch(setSession({ token: data.cookie || null }));
        } catch {
          // The error is the query's result; the session stays as it was.
        }
      },
    }),
    /** `GET /user/account`: the logged-in account, or null; sets or clears the session. */
    getUserAccount: builder.query<AccountProfile | null, void>({
      query: () => '/user/account',
      rawResponseSchema: userAccountDtoSchema,
      transformResponse: accountFrom,
      providesTags: ['Account'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          syncAccount(dispatch, (await queryFulfilled).data);
        } catch {
          // A failed call says nothing about the session.
        }
      },
    }),
    /** `GET /login/status` (not called by the reference client): like `getUserAccount`. */
    getLoginStatus: builder.query<AccountProfile | null, void>({
      query: () => '/login/status',
      rawResponseSchema: loginStatusDtoSchema,
      transformResponse: loginStatusFrom,
      providesTags: ['Account'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          syncAccount(dispatch, (await queryFulfilled).data);
        } catch {
          // A failed call says nothing about the session.
        }
      },
    }),
    /** `POST /login/cellphone {phone, password}`: logs in; the session keeps profile and cookie. */
    loginCellphone: builder.mutation<LoginResult, { phone: string; password: string }>({
      async queryFn({ phone, password }, api, _extra, runQuery) {
        const answer = await runQuery({
          path: '/login/cellphone',
          method: 'POST',
          body: { phone, password },
        });
        if (answer.error) return { error: answer.error };
        const refused = refusal(answer.data);
        if (refused) return { error: refused };
        const login = validate(loginCellphoneDtoSchema, answer.data, api.endpoint);
        return 'error' in login ? login : { data: loginResultFrom(login.data) };
      },
      invalidatesTags: [...SESSION_TAGS],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(setSession({ profile: data.profile, token: data.cookie || null }));
        } catch {
          // A failed login leaves the session as it was.
        }
      },
    }),
    /**
     * `GET /logout`: its answer and its failure are ignored (contract §3.1); the session is
     * cleared either way.
     */
    logout: builder.mutation<null, void>({
      async queryFn(_arg, api, _extraOptions, runQuery) {
        await runQuery({ path: '/logout', noRetry: true, noLogin: true });
        api.dispatch(clearSession());
        return { data: null };
      },
      invalidatesTags: [...SESSION_TAGS],
    }),
  }),
});

/** React hooks of {@link loginApi}. */
export const {
  useGetQrKeyQuery,
  useCreateQrQuery,
  useCheckQrQuery,
  useGetUserAccountQuery,
  useGetLoginStatusQuery,
  useLoginCellphoneMutation,
  useLogoutMutation,
} = loginApi;
