import type { NeteaseUpstream, UpstreamCall } from '../netease/netease-upstream';
import { readBody } from '../netease/read-body';
import { accountKeyOf } from './netease-cookie';
import type { GatewaySessionData } from './session-store';

/** The account id in a NetEase answer: `account.id`, else `profile.userId` (also under `data`). */
export function accountIdIn(body: Buffer): number | undefined {
  try {
    const parsed = JSON.parse(body.toString('utf8')) as AccountFields & { data?: AccountFields };
    const id =
      parsed.account?.id ??
      parsed.profile?.userId ??
      parsed.data?.account?.id ??
      parsed.data?.profile?.userId;
    return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined;
  } catch {
    return undefined;
  }
}

interface AccountFields {
  account?: { id?: unknown } | null;
  profile?: { userId?: unknown } | null;
}

/**
 * Whose account a new login is, for a login answer that does not say (a QR login's 803 names
 * no account): `GET /user/account` with the new login, the call the client makes next anyway.
 * Undefined when the upstream does not tell.
 */
export async function askAccountId(
  upstream: NeteaseUpstream,
  call: UpstreamCall,
): Promise<number | undefined> {
  try {
    const answer = await upstream.send(call).response;
    return answer.statusCode === 200 ? accountIdIn(await readBody(answer, 1024 * 1024)) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The key a session's NetEase calls are counted and cached under: its account (NetEase's risk
 * control watches accounts, and two logins of one account see the same answers), or, for a
 * session whose account is not known, its login (the `MUSIC_U`, hashed). Undefined: anonymous.
 */
export function accountKeyOfSession(session: GatewaySessionData | undefined): string | undefined {
  if (session?.neteaseCookie === undefined) return undefined;
  return session.accountId !== undefined
    ? `u${session.accountId}`
    : accountKeyOf(session.neteaseCookie);
}
