import { ALT_SOURCE_RESPONSE_SCHEMAS } from '@cadenza/contract';
import { expectAltSourceSchema, readJson, useContractSim } from './contract-harness';

// Contract §5.3 (GD Studio style `api.php`: search then url, per source) and §5.4 (the web
// fallback `/music?id=`). The service answers PHP-style escaped JSON; JSON.parse reads it.

const h = useContractSim();

/** The sources the reference client tries, in its order (contract §5.3). */
const GD_SOURCES = ['joox', 'tidal', 'netease'] as const;

async function get(
  path: string,
  params: Record<string, string | number>,
): Promise<{ status: number; body: unknown; text: string }> {
  const query = new URLSearchParams(
    Object.entries(params).map(([key, value]) => [key, String(value)]),
  );
  const response = await fetch(`${h.sim.urls.altSource}${path}?${query.toString()}`);
  const text = await response.clone().text();
  return { status: response.status, body: await readJson(response), text };
}

function fullSong() {
  const song = h.info.songs.find((candidate) => candidate.availability === 'full');
  if (!song) throw new Error('the catalogue has no full song');
  return song;
}

describe('alternative-source routes answer their contract shapes', () => {
  it.each(GD_SOURCES)('api.php types=search then types=url on source %s', async (source) => {
    let hits = 0;
    for (const song of h.info.songs) {
      const search = await get('/api.php', {
        types: 'search',
        source,
        name: song.name,
        count: 1,
        pages: 1,
      });
      expect(search.status).toBe(200);
      const [first] = expectAltSourceSchema('search', search.body);
      if (!first) continue;
      hits += 1;
      const url = await get('/api.php', {
        types: 'url',
        source: first.source || source,
        id: first.id,
        br: 999,
      });
      expect(url.status).toBe(200);
      expect(expectAltSourceSchema('url', url.body).url).not.toBe('');
    }
    expect(hits).toBeGreaterThan(0);
  });

  it('api.php answers PHP-style escaped JSON that JSON.parse reads', async () => {
    const search = await get('/api.php', {
      types: 'search',
      source: 'netease',
      name: fullSong().name,
      count: 1,
      pages: 1,
    });
    const [first] = expectAltSourceSchema('search', search.body);
    const url = await get('/api.php', {
      types: 'url',
      source: 'netease',
      id: first?.id ?? '',
      br: 320,
    });
    expect(url.text).toContain('\\/');
    expectAltSourceSchema('url', url.body);
  });

  it('api.php types=url of an unknown id still has the url shape (empty url)', async () => {
    const answer = await get('/api.php', {
      types: 'url',
      source: 'netease',
      id: 'no-such-id',
      br: 999,
    });
    expect(answer.status).toBe(200);
    expect(expectAltSourceSchema('url', answer.body).url).toBe('');
  });

  it('/music?id= of a playable song', async () => {
    const answer = await get('/music', { id: fullSong().id });
    expect(answer.status).toBe(200);
    expectAltSourceSchema('/music', answer.body);
  });

  it('fails closed: /music of an unknown id (HTTP 404) is rejected by the /music schema', async () => {
    const answer = await get('/music', { id: 1 });
    expect(answer.status).toBe(404);
    expect(ALT_SOURCE_RESPONSE_SCHEMAS['/music'].safeParse(answer.body).success).toBe(false);
    expect(() => expectAltSourceSchema('/music', answer.body)).toThrow(/alt-source \/music/);
  });
});
