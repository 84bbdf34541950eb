import type { SongUrlLoudness } from '@cadenza/api-client';

/** What the resolution learnt about one song URL, for the parts that play it. */
export interface SongUrlFact {
  /** The song the URL plays. */
  trackId: string | number;
  /** NetEase's loudness figures, when the URL came from NetEase. */
  loudness?: SongUrlLoudness;
}

/** Song URL facts by URL: the resolver writes them, the audio output reads them. */
export interface SongUrlFacts {
  remember(url: string, fact: SongUrlFact): void;
  get(url: string): SongUrlFact | undefined;
}

/**
 * How many URLs are remembered: the current song's, the preloaded ones and a few before them;
 * an element only ever plays one of the latest.
 */
export const SONG_URL_FACTS_LIMIT = 32;

/**
 * The facts of the latest `limit` resolved URLs, `onRemember` told of each. Keyed by URL, not
 * by song: the audio element knows only its source, and each resolution signs a new URL.
 */
export function createSongUrlFacts(
  limit = SONG_URL_FACTS_LIMIT,
  onRemember?: (fact: SongUrlFact) => void,
): SongUrlFacts {
  const facts = new Map<string, SongUrlFact>();
  return {
    remember(url, fact) {
      facts.delete(url);
      facts.set(url, fact);
      onRemember?.(fact);
      for (const oldest of facts.keys()) {
        if (facts.size <= limit) break;
        facts.delete(oldest);
      }
    },
    get: (url) => facts.get(url),
  };
}
