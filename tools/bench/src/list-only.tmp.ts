import { chromium } from '@playwright/test';
import { startApp } from '@cadenza/scripts/app';
import { debianChromium } from '@cadenza/scripts/playwright';
import { measureMusicList } from './lib/music-list-bench';

async function main() {
  const app = await startApp({ quiet: true });
  const browser = await chromium.launch(debianChromium.launchOptions);
  try {
    const figures = await measureMusicList(browser, app.baseUrl, app.simUrl, (m) => console.error(m));
    for (const f of figures) console.log(f.name, f.value, f.unit, f.detail ?? '');
  } finally {
    await browser.close();
    app.stop();
  }
}
void main();
