import { chromium } from '@playwright/test';
import { startApp } from '@cadenza/scripts/app';
import { debianChromium } from '@cadenza/scripts/playwright';
import { LIST_PROBES_SCRIPT, scrollToEndScript } from './lib/music-list-probes';

async function main() {
  const app = await startApp({ quiet: true });
  const browser = await chromium.launch(debianChromium.launchOptions);
  try {
    const info = (await (await fetch(`${app.simUrl}/__sim/info`)).json()) as any;
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript({ content: LIST_PROBES_SCRIPT });
    const page = await context.newPage();
    await page.goto(`${app.baseUrl}/music-list/${info.fixtures.bigPlaylistId}`);
    await page.locator('.cz-music-list .cz-song-row').first().waitFor();
    await page.waitForTimeout(1500);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const metrics = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
    const before = await metrics();
    const profile = process.env.PROFILE === '1';
    if (profile) { await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 200 }); await cdp.send('Profiler.start'); }
    const r = (await page.evaluate(scrollToEndScript(690))) as { frames: number[] };
    const after = await metrics();
    const n = r.frames.length;
    for (const k of ['TaskDuration', 'ScriptDuration', 'LayoutDuration', 'RecalcStyleDuration', 'ThreadTime', 'LayoutCount', 'RecalcStyleCount', 'Nodes', 'JSHeapUsedSize']) {
      const d = (after[k] - before[k]);
      console.log(k, k.endsWith('Duration') || k === 'ThreadTime' ? (d * 1000 / n).toFixed(2) + ' ms/frame' : (d / n).toFixed(1) + ' /frame', 'abs', after[k]);
    }
    const sorted = [...r.frames].sort((a, b) => a - b);
    console.log('p95', sorted[Math.floor(n * 0.95)], 'max', sorted[n - 1], 'over 20ms', r.frames.filter((f) => f > 20).length, 'of', n);
    if (profile) {
      const { profile: p } = (await cdp.send('Profiler.stop')) as any;
      const self = new Map<string, number>();
      const byId = new Map<number, any>(p.nodes.map((nd: any) => [nd.id, nd]));
      const dt = p.timeDeltas as number[];
      p.samples.forEach((id: number, i: number) => {
        const nd = byId.get(id); const cf = nd.callFrame;
        const key = `${cf.functionName || '(anon)'} ${cf.url.split('/').pop()}:${cf.lineNumber}`;
        self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0));
      });
      const top = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 40);
      for (const [k, v] of top) console.log((v / 1000 / n).toFixed(3), 'ms/frame', k);
    }
  } finally {
    await browser.close();
    app.stop();
  }
}
void main();
