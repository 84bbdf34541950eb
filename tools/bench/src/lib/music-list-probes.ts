import { PROMPTS_ANSWERED } from './page-probes';

// Scripts that run in the music list's page (plain JavaScript strings, like page-probes.ts).

/**
 * An init script: records when the first song rows of a list were painted — the first animation
 * frame after the frame in which a `.cz-song-list .cz-song-row` first appeared (two
 * `requestAnimationFrame`s: the first runs before that frame's paint, the second after it).
 */
export const LIST_PROBES_SCRIPT = `
(() => {${PROMPTS_ANSWERED}
  // Every cover is a resource: the default buffer (250) would drop the later batches' entries.
  performance.setResourceTimingBufferSize(100000);
  const probe = { rowsPaintedAt: null };
  window.czListProbe = probe;
  const observer = new MutationObserver(() => {
    if (probe.rowsPaintedAt !== null || !document.querySelector('.cz-song-list .cz-song-row')) return;
    probe.rowsPaintedAt = -1;
    observer.disconnect();
    requestAnimationFrame(() => requestAnimationFrame(() => { probe.rowsPaintedAt = performance.now(); }));
  });
  observer.observe(document, { childList: true, subtree: true });
})();
`;

/** The page's times (ms since navigation): first `/playlist/detail` answered, first rows painted. */
export interface FirstRowsTimes {
  detailAnsweredAt: number | null;
  rowsPaintedAt: number | null;
}

/** An expression giving {@link FirstRowsTimes}; `rowsPaintedAt` is null until painted. */
export const FIRST_ROWS_TIMES = `(() => {
  const detail = performance.getEntriesByType('resource')
    .filter((entry) => new URL(entry.name).pathname.endsWith('/api/playlist/detail'))
    .sort((a, b) => a.responseEnd - b.responseEnd)[0];
  const painted = window.czListProbe?.rowsPaintedAt;
  return {
    detailAnsweredAt: detail ? detail.responseEnd : null,
    rowsPaintedAt: typeof painted === 'number' && painted >= 0 ? painted : null,
  };
})()`;

/** How many `/song/detail` requests the page made so far. */
export const SONG_DETAIL_REQUESTS = `performance.getEntriesByType('resource')
  .filter((entry) => new URL(entry.name).pathname.endsWith('/api/song/detail')).length`;

/**
 * An expression that scrolls the song list to its end by `stepPx` each animation frame and
 * resolves with the time between frames (ms) while it scrolled, and where it stopped.
 */
export function scrollToEndScript(stepPx: number): string {
  return `new Promise((resolve) => {
    const list = document.querySelector('.cz-song-list');
    const frames = [];
    let last = 0;
    const step = (now) => {
      frames.push(now - last);
      last = now;
      if (list.scrollTop + list.clientHeight >= list.scrollHeight - 1) {
        resolve({ frames, scrollTop: list.scrollTop, scrollHeight: list.scrollHeight });
        return;
      }
      list.scrollTop += ${Number(stepPx)};
      requestAnimationFrame(step);
    };
    requestAnimationFrame((now) => { last = now; requestAnimationFrame(step); });
  })`;
}
