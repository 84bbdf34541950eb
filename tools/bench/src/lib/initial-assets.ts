import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The assets a first visit to `/` loads before the app runs: the entry script, the chunks it
 * imports statically (Vite lists them as `modulepreload`) and the stylesheets, in `index.html`
 * order. Lazily loaded screens are not among them.
 */
export function initialAssets(indexHtml: string): string[] {
  const found: string[] = [];
  const tag = /<(script|link)\b([^>]*)>/gi;
  for (const match of indexHtml.matchAll(tag)) {
    const attributes = match[2] ?? '';
    const attribute = (name: string) =>
      new RegExp(`\\b${name}\\s*=\\s*"([^"]*)"`, 'i').exec(attributes)?.[1];
    if (match[1]?.toLowerCase() === 'script') {
      const src = attribute('src');
      if (src && attribute('type') === 'module') found.push(src);
      continue;
    }
    const rel = attribute('rel');
    const href = attribute('href');
    if (href && (rel === 'modulepreload' || rel === 'stylesheet')) found.push(href);
  }
  return [...new Set(found)];
}

/** One initial asset and its size. */
export interface AssetSize {
  path: string;
  bytes: number;
  gzipBytes: number;
}

/** The initial assets of a built web app (`dist/apps/web`), raw and gzipped (level 9). */
export function initialAssetSizes(distDir: string): AssetSize[] {
  const html = readFileSync(resolve(distDir, 'index.html'), 'utf8');
  return assetSizes(distDir, initialAssets(html));
}

/** Sizes of built assets by their URL paths (`/assets/…`), raw and gzipped (level 9). */
export function assetSizes(distDir: string, paths: readonly string[]): AssetSize[] {
  return paths.map((path) => {
    const content = readFileSync(resolve(distDir, path.replace(/^\//, '')));
    return { path, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
  });
}
