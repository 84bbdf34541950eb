/** The artist id of the route's `id` param, or null when it is not a positive integer. */
export function artistIdOf(param: string | undefined): number | null {
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
