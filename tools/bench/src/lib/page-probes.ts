// Scripts that run in the page. They are plain JavaScript strings, not functions: tsx compiles
// this file with helpers (`__name`) that would not exist in the page.

/** Init-script lines answering the web prompts: a dialog would catch the bench's clicks. */
export const PROMPTS_ANSWERED = `
  localStorage.setItem('installPromptDismissed', 'true');
  localStorage.setItem('trafficDonated4Never', 'true');
`;

/**
 * An init script, run before the app: timestamps every click, every media element's `playing`
 * and every buffer source's start, and keeps the last element that played, so the bench measures the app from
 * outside without a hook in it.
 */
export const PROBES_SCRIPT = `
(() => {${PROMPTS_ANSWERED}
  const probes = { clicks: [], playing: [], last: null };
  window.czProbes = probes;
  document.addEventListener('click', () => probes.clicks.push(performance.now()), true);
  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function probedPlay() {
    if (!this.czProbed) {
      this.czProbed = true;
      this.addEventListener('playing', () => {
        probes.playing.push(performance.now());
        probes.last = this;
      });
    }
    return play.call(this);
  };
  // A decoded song (a gapless run) plays from a buffer source, with no element: it plays from
  // the moment its start is due on the audio clock.
  const start = AudioBufferSourceNode.prototype.start;
  AudioBufferSourceNode.prototype.start = function probedStart(when = 0, ...rest) {
    const delayMs = Math.max(0, when - this.context.currentTime) * 1000;
    probes.playing.push(performance.now() + delayMs);
    return start.call(this, when, ...rest);
  };
})();
`;

/** How many \`playing\` events the page saw so far. */
export const PLAYING_COUNT = 'window.czProbes.playing.length';

/** Milliseconds from the last click to the last \`playing\` event. */
export const LAST_CLICK_TO_PLAYING =
  '(window.czProbes.playing.at(-1) ?? 0) - (window.czProbes.clicks.at(-1) ?? 0)';

/**
 * An expression that resolves, after \`durationMs\`, with how far the audio was from the current
 * lyric line's time (ms) at every change of the current line.
 */
export function lyricErrorsScript(durationMs: number): string {
  return `new Promise((resolve) => {
    const errors = [];
    const observer = new MutationObserver(() => {
      const current = document.querySelector('.cz-lyrics__line[aria-current="true"]');
      const audio = window.czProbes.last;
      if (!current || !audio) return;
      errors.push(audio.currentTime * 1000 - Number(current.dataset.time));
    });
    const lines = document.querySelector('.cz-lyrics__lines');
    if (lines) observer.observe(lines, { attributes: true, subtree: true, attributeFilter: ['aria-current'] });
    setTimeout(() => { observer.disconnect(); resolve(errors); }, ${Number(durationMs)});
  })`;
}

/** A script or stylesheet the page requested, and whether before its first contentful paint. */
export interface RequestedAsset {
  path: string;
  beforeFirstPaint: boolean;
}

/**
 * An expression giving every `/assets/…` script and stylesheet the page requested (a
 * {@link RequestedAsset} each), from the page's own resource timing: requested before the app
 * marked its first paint done (`cadenza:first-paint`, when it starts what the first paint does
 * not need), or before the first contentful paint when there is no mark, whichever came first.
 */
export const REQUESTED_ASSETS = `(() => {
  const times = [
    performance.getEntriesByName('cadenza:first-paint')[0],
    performance.getEntriesByName('first-contentful-paint')[0],
  ].filter(Boolean).map((entry) => entry.startTime);
  const firstPaint = times.length > 0 ? Math.min(...times) : Infinity;
  return performance.getEntriesByType('resource')
    .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime }))
    .filter((entry) => /^\\/assets\\/.+\\.(js|css)$/.test(entry.path))
    .map((entry) => ({ path: entry.path, beforeFirstPaint: entry.start < firstPaint }));
})()`;
