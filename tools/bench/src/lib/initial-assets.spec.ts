import { initialAssets } from './initial-assets';

describe('initialAssets', () => {
  it('lists the entry script, its preloaded chunks and the stylesheets, once each', () => {
    const html = `<!doctype html><html><head>
      <link rel="icon" href="/favicon.svg" />
      <script type="module" crossorigin src="/assets/index-a1.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/react-b2.js">
      <link rel="stylesheet" crossorigin href="/assets/index-c3.css">
      <link rel="modulepreload" href="/assets/react-b2.js">
      <script src="/legacy.js"></script>
    </head><body><div id="root"></div></body></html>`;
    expect(initialAssets(html)).toEqual([
      '/assets/index-a1.js',
      '/assets/react-b2.js',
      '/assets/index-c3.css',
    ]);
  });
});
