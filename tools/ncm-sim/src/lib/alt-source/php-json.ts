/**
 * Serialises like PHP's `json_encode` with default flags, as the GD Studio API answers: `/` is
 * escaped as `\/` and every non-ASCII UTF-16 code unit as `\uXXXX` (lower-case hex). Both only
 * ever occur inside JSON strings, so escaping the serialised text is safe.
 */
export function phpJsonEncode(value: unknown): string {
  return JSON.stringify(value)
    .replace(/\//g, '\\/')
    .replace(
      /[\u0080-\uffff]/g,
      (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
    );
}
