import { createSongUrlFacts } from './song-url-facts';

describe('createSongUrlFacts', () => {
  it('answers what was remembered for a URL, and nothing for another', () => {
    const facts = createSongUrlFacts();
    facts.remember('https://m.example/a.mp3?s=1', {
      trackId: 7,
      loudness: { gainDb: -4.5, peak: 0.9 },
    });
    expect(facts.get('https://m.example/a.mp3?s=1')).toEqual({
      trackId: 7,
      loudness: { gainDb: -4.5, peak: 0.9 },
    });
    expect(facts.get('https://m.example/a.mp3?s=2')).toBeUndefined();
  });

  it('keeps the latest URLs up to its limit, a remembered one again counting as new', () => {
    const facts = createSongUrlFacts(2);
    facts.remember('u1', { trackId: 1 });
    facts.remember('u2', { trackId: 2 });
    facts.remember('u1', { trackId: 1 });
    facts.remember('u3', { trackId: 3 });
    expect(facts.get('u2')).toBeUndefined();
    expect(facts.get('u1')).toEqual({ trackId: 1 });
    expect(facts.get('u3')).toEqual({ trackId: 3 });
  });
});
