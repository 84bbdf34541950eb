import { chromium } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { debianChromium } from '../playwright/debian-chromium';

// `npm run icons:web`: draws the web app's install icons from its logo (apps/web/public/
// favicon.svg) with Debian's Chromium, so the icons stay the logo and no image library is
// needed. Run it again when the logo changes; the PNGs are committed.

const publicDir = resolve(import.meta.dirname, '../../../../apps/web/public');
const logo = readFileSync(join(publicDir, 'favicon.svg'), 'utf8');
/** The logo's circle colour: a maskable icon's background must fill the whole square. */
const LOGO_RED = '#e4393c';

interface IconJob {
  file: string;
  size: number;
  /** A maskable icon: full-bleed background, the logo inside the 80 % safe circle. */
  maskable: boolean;
}

const JOBS: IconJob[] = [
  { file: 'pwa-192x192.png', size: 192, maskable: false },
  { file: 'pwa-512x512.png', size: 512, maskable: false },
  { file: 'maskable-icon-512x512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon-180x180.png', size: 180, maskable: true },
];

function iconPage({ size, maskable }: IconJob): string {
  const scale = maskable ? 0.8 : 1;
  const drawn = Math.round(size * scale);
  const svg = logo.replace('<svg ', `<svg width="${drawn}" height="${drawn}" `);
  return `<!doctype html><html><body style="margin:0;width:${size}px;height:${size}px;
    display:grid;place-items:center;background:${maskable ? LOGO_RED : 'transparent'}">${svg}</body></html>`;
}

async function main() {
  const browser = await chromium.launch(debianChromium.launchOptions);
  try {
    const page = await browser.newPage({ deviceScaleFactor: 1 });
    for (const job of JOBS) {
      await page.setViewportSize({ width: job.size, height: job.size });
      await page.setContent(iconPage(job));
      const png = await page.screenshot({ omitBackground: !job.maskable, type: 'png' });
      writeFileSync(join(publicDir, job.file), png);
      console.log(`wrote apps/web/public/${job.file} (${job.size}px, ${png.length} bytes)`);
    }
  } finally {
    await browser.close();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
