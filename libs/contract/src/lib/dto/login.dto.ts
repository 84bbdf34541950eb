import { z } from 'zod/mini';
import { neteaseIdSchema, neteaseOkCodeSchema, neteaseOkDtoSchema } from './netease-common.dto';

// Login and session routes (upstream contract §3.1, §3.13 `/login/status`).

/** Matches a cookie string that carries the NetEase login cookie `MUSIC_U`. */
const HAS_MUSIC_U = /(?:^|[;\s])MUSIC_U=[^;\s]/;

/**
 * What Cadenza's gateway answers in place of a login cookie. The gateway keeps the login in its
 * sealed HttpOnly session (architecture decision 3), but NeteaseCloudMusicApi clients store this
 * field as their login token and take an empty one for "logged out". The placeholder names the
 * gateway's session and is no secret: sent back as the `cookie` param it is ignored, and it never
 * opens a session by itself.
 */
export const GATEWAY_LOGIN_PLACEHOLDER = 'CADENZA_GATEWAY_SESSION=held-by-gateway';

/**
 * The login cookie of a successful login: a cookie string that holds `MUSIC_U` (the token a
 * client talking to the NetEase API server directly replays as the `cookie` param), or, when
 * Cadenza's gateway answered, {@link GATEWAY_LOGIN_PLACEHOLDER} (or the empty string, as
 * gateways before the placeholder answered).
 */
const loginCookieSchema = z
  .string()
  .check(
    z.refine(
      (cookie) => cookie === '' || cookie === GATEWAY_LOGIN_PLACEHOLDER || HAS_MUSIC_U.test(cookie),
      'the login cookie must contain MUSIC_U (or be held by the gateway)',
    ),
  );

/**
 * The logged-in user's profile as `/user/account`, `/login/cellphone` and `/login/status` send it.
 * Guarantees the keys the client stores and later reads: numeric `userId`, string `nickname`,
 * `avatarUrl` and `backgroundUrl`, and numeric `vipType` (`!== 0`: the download-URL endpoint serves the account).
 */
export const accountProfileDtoSchema = z.object({
  userId: neteaseIdSchema,
  nickname: z.string(),
  avatarUrl: z.string(),
  backgroundUrl: z.string(),
  vipType: z.int(),
});

/** The wire shape of the account profile. */
export type AccountProfileDto = z.infer<typeof accountProfileDtoSchema>;

/**
 * The `account` object beside the profile. Not read by the client; when it is an object, its `id`
 * is numeric and `anonimousUser` (sic) is a boolean.
 */
export const accountDtoSchema = z.object({
  id: neteaseIdSchema,
  anonimousUser: z.optional(z.boolean()),
  vipType: z.optional(z.int()),
});

/** The wire shape of the account object. */
export type AccountDto = z.infer<typeof accountDtoSchema>;

/** `GET /login/qr/key`: guarantees `code === 200` and a non-empty `data.unikey`. */
export const loginQrKeyDtoSchema = z.object({
  code: neteaseOkCodeSchema,
  data: z.object({
    code: z.optional(z.int()),
    unikey: z.string().check(z.minLength(1)),
  }),
});

/** The wire shape of the QR key answer. */
export type LoginQrKeyDto = z.infer<typeof loginQrKeyDtoSchema>;

/**
 * `GET /login/qr/create?key&qrimg=true`: guarantees `code === 200`, a string `data.qrurl` and a
 * `data.qrimg` that is an image data URL (the client sets it as `<img src>`).
 */
export const loginQrCreateDtoSchema = z.object({
  code: neteaseOkCodeSchema,
  data: z.object({
    qrurl: z.string().check(z.minLength(1)),
    qrimg: z.string().check(z.startsWith('data:image/')),
  }),
});

/** The wire shape of the QR create answer. */
export type LoginQrCreateDto = z.infer<typeof loginQrCreateDtoSchema>;

/** Fields every `/login/qr/check` answer shares: an optional `message` and the `cookie` string. */
const qrCheckBase = {
  message: z.optional(z.string()),
  cookie: z.string(),
};

/**
 * `GET /login/qr/check` (all four codes travel as HTTP 200). A discriminated union on `code`:
 * 800 expired, 801 waiting for scan, 802 scanned (optional `nickname`/`avatarUrl`), 803
 * authorised. Every member carries a `cookie` string; for 803 it is guaranteed to contain
 * `MUSIC_U`, because the client stores it verbatim as its token. Any other code is rejected.
 */
export const loginQrCheckDtoSchema = z.discriminatedUnion('code', [
  z.object({ code: z.literal(800), ...qrCheckBase }),
  z.object({ code: z.literal(801), ...qrCheckBase }),
  z.object({
    code: z.literal(802),
    ...qrCheckBase,
    nickname: z.optional(z.string()),
    avatarUrl: z.optional(z.string()),
  }),
  z.object({ code: z.literal(803), ...qrCheckBase, cookie: loginCookieSchema }),
]);

/** The wire shape of the QR check answer. */
export type LoginQrCheckDto = z.infer<typeof loginQrCheckDtoSchema>;

/**
 * `GET /user/account`: guarantees `code === 200` and a `profile` that is either the full
 * {@link accountProfileDtoSchema} or `null` (logged out: the real API answers 200 with
 * `profile: null`).
 */
export const userAccountDtoSchema = z.object({
  code: neteaseOkCodeSchema,
  account: z.optional(z.nullable(accountDtoSchema)),
  profile: z.nullable(accountProfileDtoSchema),
});

/** The wire shape of the user account answer. */
export type UserAccountDto = z.infer<typeof userAccountDtoSchema>;

/**
 * `POST /login/cellphone`: guarantees `code === 200`, a non-null `profile` and a `cookie` string
 * containing `MUSIC_U` (it becomes the token).
 */
export const loginCellphoneDtoSchema = z.object({
  code: neteaseOkCodeSchema,
  profile: accountProfileDtoSchema,
  cookie: loginCookieSchema,
  account: z.optional(z.nullable(accountDtoSchema)),
  token: z.optional(z.string()),
  loginType: z.optional(z.int()),
});

/** The wire shape of the cellphone login answer. */
export type LoginCellphoneDto = z.infer<typeof loginCellphoneDtoSchema>;

/** `GET /logout`: the result is ignored; guarantees `code === 200`. */
export const logoutDtoSchema = neteaseOkDtoSchema;

/** The wire shape of the logout answer. */
export type LogoutDto = z.infer<typeof logoutDtoSchema>;

/**
 * `GET /login/status` (not called by 4.8.2): note the extra `data` wrapper. Guarantees
 * `data.code === 200` and a `data.profile` that is a profile or `null`; `data.account`, when
 * sent, is an account or `null`.
 */
export const loginStatusDtoSchema = z.object({
  data: z.object({
    code: neteaseOkCodeSchema,
    account: z.optional(z.nullable(accountDtoSchema)),
    profile: z.nullable(accountProfileDtoSchema),
  }),
});

/** The wire shape of the login status answer. */
export type LoginStatusDto = z.infer<typeof loginStatusDtoSchema>;
