/**
 * How long the bench holds the mouse button in a click, down to up. A hand's click lasts about
 * 100 ms; Playwright's own releases at once, which no listener does, and which would hide what
 * the app does with the press (it starts loading what the click will open). The figures are
 * timed from the click, the release, as before; each is also measured with an instant press.
 */
export const HAND_PRESS_MS = 80;

/** How a measured click presses: as a hand does (the budgets' figures), or instantly. */
export type PressKind = 'hand' | 'instant';

/** Playwright's click options for a press kind. */
export const clickOptions = (press: PressKind) => ({ delay: press === 'hand' ? HAND_PRESS_MS : 0 });

/** The figure name's note on its press. */
export const pressNote = (press: PressKind) =>
  press === 'hand' ? `button held ${HAND_PRESS_MS} ms` : 'instant press';
