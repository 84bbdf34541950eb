/**
 * The simulator `npm start` runs for desktop-e2e (SIM_PORT in playwright.config.ts). Specs reach
 * it through the `sim` and `simInfo` fixtures of `./test`.
 */
export const SIM_BASE = `http://127.0.0.1:${process.env['DESKTOP_E2E_SIM_PORT'] ?? '4340'}`;
