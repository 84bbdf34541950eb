/** The MV of `?id=`, or null. */
export function mvIdOf(param: string | null): number | null {
  const id = Number(param);
  return param !== null && Number.isSafeInteger(id) && id > 0 ? id : null;
}
