/**
 * The simulator `npm start` runs for the web e2e project (SIM_PORT in playwright.config.ts, moved
 * by WEB_E2E_SIM_PORT for a second run beside the first). Specs reach it through the `sim` and
 * `simInfo` fixtures of `./test`.
 */
export const SIM_BASE = `http://127.0.0.1:${process.env['WEB_E2E_SIM_PORT'] ?? '4330'}`;
