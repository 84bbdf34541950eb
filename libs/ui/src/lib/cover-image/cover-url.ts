/** The densest screens we fetch for; beyond 3× the extra pixels cost bandwidth nobody sees. */
const MAX_DPR = 3;

/*
 * Products like 48 × 1.1 come out as 52.800000000000004; without the tolerance such float noise
 * would round a whole pixel up and miss the CDN's cache for that size.
 */
const FLOAT_NOISE = 1e-6;

/**
 * The NetEase image URL for a box of `width` × `height` CSS px on a screen of `dpr` device pixels
 * per CSS px: the CDN scales to `?param={W}y{H}`, so covers are fetched at the size drawn instead
 * of the original (often several megapixels).
 *
 * Sizes round up so the image is never upscaled; `dpr` is clamped to 1…3 (a non-finite one counts
 * as 1). An existing `param=` is replaced, other query parameters and a fragment are kept as they
 * are. An empty `src`, `data:` and `blob:` URLs (local files, generated art) and non-positive
 * sizes return `src` unchanged. A `thumbnail=WxH` already there is rewritten rather than adding
 * `param` (the last one, as the reference does).
 */
export function coverUrl(src: string, width: number, height: number, dpr = 1): string {
  if (src === '' || /^(data|blob):/i.test(src)) return src;
  if (!(width > 0) || !(height > 0)) return src;
  const scale = Number.isFinite(dpr) ? Math.min(MAX_DPR, Math.max(1, dpr)) : 1;
  const w = Math.ceil(width * scale - FLOAT_NOISE);
  const h = Math.ceil(height * scale - FLOAT_NOISE);
  const param = `param=${w}y${h}`;

  const hashAt = src.indexOf('#');
  const beforeHash = hashAt === -1 ? src : src.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : src.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  if (queryAt === -1) return `${beforeHash}?${param}${hash}`;
  const path = beforeHash.slice(0, queryAt);
  const fields = beforeHash
    .slice(queryAt + 1)
    .split('&')
    .filter((field) => field !== '');
  // A URL that already asks for a thumbnail size gets that (last) one rewritten instead (contract §1).
  const thumbnailAt = fields.findLastIndex((field) => field.startsWith('thumbnail='));
  if (thumbnailAt !== -1) {
    fields[thumbnailAt] = `thumbnail=${w}x${h}`;
    return `${path}?${fields.join('&')}${hash}`;
  }
  const at = fields.findIndex((field) => field === 'param' || field.startsWith('param='));
  if (at === -1) fields.push(param);
  else fields[at] = param;
  return `${path}?${fields.join('&')}${hash}`;
}
