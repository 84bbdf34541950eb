import type { TranslationKey } from '@cadenza/i18n';

/** What a failed phone login says: a string key, or the server's own words. */
export type PhoneLoginError = { key: TranslationKey } | { text: string };

/** The NetEase refusal codes of `/login/cellphone` (HTTP 200, contract §3.1). */
const REFUSALS: Record<number, TranslationKey> = {
  501: 'login.phone.noAccount',
  502: 'login.phone.wrongPassword',
};

function codeOf(data: unknown): number | null {
  if (typeof data !== 'object' || data === null) return null;
  const code = (data as { code?: unknown }).code;
  return typeof code === 'number' ? code : null;
}

/**
 * The message of a failed phone login: the known refusals (unknown account, wrong password) in
 * the interface language; another refusal the server worded, in its words; anything else (no
 * network, a bad answer) the general "login failed".
 */
export function phoneLoginError(error: unknown): PhoneLoginError {
  if (typeof error !== 'object' || error === null) return { key: 'login.failed' };
  const {
    status,
    data,
    error: message,
  } = error as {
    status?: unknown;
    data?: unknown;
    error?: unknown;
  };
  const code = codeOf(data);
  const known = code === null ? undefined : REFUSALS[code];
  if (known) return { key: known };
  if (status === 'CUSTOM_ERROR' && code !== null && typeof message === 'string' && message !== '')
    return { text: message };
  return { key: 'login.failed' };
}
