/**
 * A user id from a URL: a positive whole number written plainly (no sign, no leading zero, no
 * exponent), else null — the page then says 'Invalid User ID' without asking the server.
 */
export function parseUid(raw: string | null | undefined): number | null {
  if (raw === null || raw === undefined || !/^[1-9]\d*$/.test(raw)) return null;
  const uid = Number(raw);
  return Number.isSafeInteger(uid) ? uid : null;
}
