import type { Browser, Page } from '@playwright/test';
import { OUTPUT_RECORDER_SCRIPT } from '@cadenza/e2e-support/output-recording';
import { PROBES_SCRIPT } from './page-probes';

/**
 * A page in a fresh 1280×800 context whose app starts with `settings` saved, the bench's probes
 * (clicks, playing) and the output recorder in place. Close it with `page.context().close()`.
 */
export async function listeningPage(
  browser: Browser,
  settings: Record<string, unknown>,
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript({
    content: `${PROBES_SCRIPT};${OUTPUT_RECORDER_SCRIPT};localStorage.setItem('settings', ${JSON.stringify(
      JSON.stringify(settings),
    )});`,
  });
  return context.newPage();
}
