/** Whether the system asks for a dark theme (the theme's default when none is stored). */
export function prefersDarkScheme(): boolean {
  return globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
}
