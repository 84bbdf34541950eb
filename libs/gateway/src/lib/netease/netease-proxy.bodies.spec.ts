import { rawRequest } from '../../testing/raw-request.spec-harness';
import {
  startRecordingUpstream,
  type RecordedRequest,
  type RecordingUpstream,
} from '../../testing/recording-upstream.spec-harness';
import { startTestGateway, type TestGateway } from '../../testing/gateway.spec-harness';

// Bodies and framings a browser, a script or a hostile client may send. Each is forwarded as the
// gateway's own filtered JSON or refused at once: none may leave the upstream waiting for bytes
// that never come (the timeout is a minute here, longer than any of these tests may take).

/** The headers of a recorded request that a client's framing may not change. */
function comparable(seen: RecordedRequest | undefined) {
  const headers = { ...seen?.headers };
  delete headers['host'];
  delete headers['connection'];
  return { method: seen?.method, url: seen?.url, headers, body: seen?.body };
}

describe('NetEase proxy: request bodies and framing', () => {
  let upstream: RecordingUpstream;
  let gateway: TestGateway;

  beforeAll(async () => {
    upstream = await startRecordingUpstream();
    gateway = await startTestGateway(
      { UPSTREAM_TIMEOUT_MS: '60000', UPSTREAM_URL: upstream.url },
      { upstreamUrl: upstream.url },
    );
  });
  afterAll(async () => {
    await gateway.close();
    await upstream.close();
  });
  beforeEach(() => upstream.requests.splice(0));

  describe.each([
    ['with a length', false],
    ['chunked', true],
  ])('JSON bodies %s', (_framing, chunked) => {
    it('forwards an object filtered, as JSON with its own length', async () => {
      const answer = await rawRequest(`${gateway.base}/playlist/create`, {
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Mix', privacy: 0, domain: 'http://169.254.169.254' }),
        chunked,
      });
      expect(answer.status).toBe(200);
      const [seen] = upstream.requests;
      expect(JSON.parse(seen?.body ?? '')).toEqual({ name: 'Mix', privacy: 0 });
      expect(Number(seen?.headers['content-length'])).toBe(Buffer.byteLength(seen?.body ?? ''));
      expect(seen?.headers['transfer-encoding']).toBeUndefined();
    });

    it.each(['[1,2,3]', '"text"', '42', 'null', 'true', 'false', '[{"domain":"http://evil"}]'])(
      'refuses the top-level value %s at once with 400 JSON, never calling the upstream',
      async (body) => {
        const answer = await rawRequest(`${gateway.base}/personalized`, {
          headers: { 'content-type': 'application/json' },
          body,
          chunked,
        });
        expect(answer.status).toBe(400);
        expect(answer.headers['content-type']).toMatch(/^application\/json/);
        expect(JSON.parse(answer.body)).toMatchObject({ code: 400 });
        expect(upstream.requests).toEqual([]);
      },
    );

    it('forwards an empty object as an empty object', async () => {
      const answer = await rawRequest(`${gateway.base}/personalized`, {
        headers: { 'content-type': 'application/json' },
        body: '{}',
        chunked,
      });
      expect(answer.status).toBe(200);
      expect(upstream.requests.map((request) => request.body)).toEqual(['{}']);
    });
  });

  it.each([
    ['GET', undefined],
    ['POST', JSON.stringify({ name: 'Mix', cookie: 'MUSIC_U=forged', privacy: 10 })],
  ])(
    'filters a %s with "Expect: 100-continue" exactly as one without it, body and all',
    async (method, body) => {
      const send = (expectContinue: boolean) =>
        rawRequest(`${gateway.base}/playlist/create?timestamp=3&cookie=MUSIC_U%3Dforged`, {
          method,
          headers: {
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            cookie: 'MUSIC_U=chosen-by-the-caller',
            authorization: 'Bearer x',
            'x-forwarded-for': '1.2.3.4',
            'x-real-ip': '1.2.3.4',
            'user-agent': 'raw-client',
          },
          body,
          expectContinue,
        });
      const plain = await send(false);
      const expecting = await send(true);
      expect([plain.status, expecting.status]).toEqual([200, 200]);
      // The gateway's own server answers the expectation; the upstream never sees it.
      expect(expecting.continued).toBe(true);
      const [withoutExpect, withExpect] = upstream.requests;
      expect(comparable(withExpect)).toEqual(comparable(withoutExpect));
      for (const name of ['cookie', 'authorization', 'x-forwarded-for', 'x-real-ip', 'expect']) {
        expect(withExpect?.headers[name]).toBeUndefined();
      }
      if (body !== undefined) {
        expect(JSON.parse(withExpect?.body ?? '')).toEqual({ name: 'Mix', privacy: 10 });
      }
    },
  );

  it('refuses an expectation it cannot meet with 417, without calling the upstream', async () => {
    const answer = await rawRequest(`${gateway.base}/personalized`, {
      headers: { expect: 'something-else' },
    });
    expect(answer.status).toBe(417);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(answer.body)).toEqual({
      code: 417,
      msg: 'Only "Expect: 100-continue" is supported',
    });
    expect(upstream.requests).toEqual([]);
  });
});
