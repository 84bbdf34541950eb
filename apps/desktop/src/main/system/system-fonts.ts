import { DEFAULT_FONT_FAMILY } from '@cadenza/settings';

/** `getFonts` of the `font-list` package, injected (tests pass a fake). */
export type GetFonts = (options: { disableQuoting: boolean }) => Promise<string[]>;

/**
 * The installed font families for the font setting (spec §3 UI state `systemFonts`): the system
 * default first, then every family once, sorted. Listed once per launch (it spawns a system tool
 * on some platforms); a failure lists the default alone and is logged.
 */
export function createSystemFonts(getFonts: GetFonts, log: (error: unknown) => void) {
  let listed: Promise<string[]> | undefined;
  return (): Promise<string[]> => {
    listed ??= getFonts({ disableQuoting: true }).then(
      (fonts) => {
        const names = fonts
          .map((name) => name.replace(/^(['"])(.*)\1$/, '$2').trim())
          .filter((name) => name !== '' && name !== DEFAULT_FONT_FAMILY);
        return [DEFAULT_FONT_FAMILY, ...[...new Set(names)].sort((a, b) => a.localeCompare(b))];
      },
      (error: unknown) => {
        log(error);
        return [DEFAULT_FONT_FAMILY];
      },
    );
    return listed;
  };
}
