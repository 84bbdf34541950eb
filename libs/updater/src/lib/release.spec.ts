import {
  RELEASE_REQUEST_TIMEOUT_MS,
  checkForUpdate,
  defaultChangelogUrl,
  githubLatestReleaseApiUrl,
  githubReleaseDtoSchema,
  packageManifestDtoSchema,
  sha256OfDigest,
  toReleaseInfo,
  type CheckForUpdateInput,
  type UpdateCheckResult,
} from './release';
import { createFakeHttp, type FakeAnswer } from './update.fixture';
import type { UpdateJsonResponse, UpdateTextResponse } from './update.port';

const REPO = 'algerkong/AlgerMusicPlayer';
const GITHUB = githubLatestReleaseApiUrl(REPO);
const MANIFEST = 'https://music.alger.fun/package.json';
const CHANGELOG = 'https://music.alger.fun/CHANGELOG.md';
const RELEASES_PAGE = 'https://github.com/algerkong/AlgerMusicPlayer/releases/latest';
const DOWNLOAD = 'https://github.com/algerkong/AlgerMusicPlayer/releases/download/v4.9.0';

/** A latest-release answer shaped like the GitHub API's (extra fields are ignored). */
const GITHUB_RELEASE = {
  url: 'https://api.github.com/repos/algerkong/AlgerMusicPlayer/releases/123',
  html_url: 'https://github.com/algerkong/AlgerMusicPlayer/releases/tag/v4.9.0',
  id: 123,
  tag_name: 'v4.9.0',
  target_commitish: 'main',
  name: 'v4.9.0',
  draft: false,
  prerelease: false,
  created_at: '2025-07-20T10:00:00Z',
  published_at: '2025-07-20T10:30:00Z',
  body: '## 新功能\n- 歌词翻译',
  assets: [
    {
      id: 1,
      name: 'AlgerMusicPlayer-4.9.0-win-x64.exe',
      content_type: 'application/x-msdownload',
      size: 98_765_432,
      browser_download_url: `${DOWNLOAD}/AlgerMusicPlayer-4.9.0-win-x64.exe`,
    },
    {
      id: 2,
      name: 'AlgerMusicPlayer-4.9.0-mac-universal.dmg',
      size: 187_654_321,
      browser_download_url: `${DOWNLOAD}/AlgerMusicPlayer-4.9.0-mac-universal.dmg`,
    },
    { id: 3, name: 'evil.exe', size: 1, browser_download_url: 'http://mirror.example/evil.exe' },
  ],
};

function ok(body: unknown): UpdateJsonResponse {
  return { status: 200, body };
}

function text(body: string, status = 200): UpdateTextResponse {
  return { status, body };
}

function run(
  json: Record<string, FakeAnswer<UpdateJsonResponse>>,
  texts: Record<string, FakeAnswer<UpdateTextResponse>> = {},
  overrides: Partial<Omit<CheckForUpdateInput, 'ports'>> = {},
) {
  const http = createFakeHttp(json, texts);
  const debug = jest.fn<void, [string]>();
  const result = checkForUpdate({
    currentVersion: '4.8.2',
    repo: REPO,
    manifestUrl: MANIFEST,
    ...overrides,
    ports: { getJson: http.getJson, getText: http.getText, debug },
  });
  return { result, http, debug };
}

describe('schemas', () => {
  it('parse the GitHub release and the manifest', () => {
    expect(githubReleaseDtoSchema.parse(GITHUB_RELEASE).assets).toHaveLength(3);
    expect(packageManifestDtoSchema.parse({ name: 'alger-music', version: '4.9.0' })).toEqual({
      version: '4.9.0',
    });
  });

  it('accept GitHub nulls and a release without assets', () => {
    const parsed = githubReleaseDtoSchema.parse({
      tag_name: 'v1.0.0',
      html_url: RELEASES_PAGE,
      name: null,
      body: null,
      published_at: null,
    });
    expect(parsed.assets).toEqual([]);
    expect(toReleaseInfo(parsed, REPO)).toMatchObject({ name: null, body: '', publishedAt: null });
  });
});

describe('checkForUpdate: GitHub answers', () => {
  it('offers a newer release with its notes, page and https assets', async () => {
    const { result, http } = run({ [GITHUB]: ok(GITHUB_RELEASE) });
    await expect(result).resolves.toEqual({
      kind: 'update',
      latestVersion: '4.9.0',
      currentVersion: '4.8.2',
      release: {
        tagName: 'v4.9.0',
        version: '4.9.0',
        name: 'v4.9.0',
        body: '## 新功能\n- 歌词翻译',
        htmlUrl: GITHUB_RELEASE.html_url,
        publishedAt: '2025-07-20T10:30:00Z',
        assets: [
          {
            name: 'AlgerMusicPlayer-4.9.0-win-x64.exe',
            url: `${DOWNLOAD}/AlgerMusicPlayer-4.9.0-win-x64.exe`,
            size: 98_765_432,
            sha256: null,
          },
          {
            name: 'AlgerMusicPlayer-4.9.0-mac-universal.dmg',
            url: `${DOWNLOAD}/AlgerMusicPlayer-4.9.0-mac-universal.dmg`,
            size: 187_654_321,
            sha256: null,
          },
        ],
        source: 'github',
      },
    } satisfies UpdateCheckResult);
    expect(http.calls).toEqual([{ url: GITHUB, timeoutMs: 2000 }]);
    expect(RELEASE_REQUEST_TIMEOUT_MS).toBe(2000);
  });

  it.each<[string, string, UpdateCheckResult['kind'], string]>([
    ['v4.9.0', '4.8.2', 'update', 'newer'],
    ['v4.8.2', '4.8.2', 'none', 'same version'],
    ['4.8.2', 'v4.8.2', 'none', 'same version, v on the local side'],
    ['v4.8.1', '4.8.2', 'none', 'older'],
    ['v4.8.10', '4.8.2', 'update', 'numeric segment'],
    ['v4.9', '4.9.0', 'none', 'missing segment'],
    ['v4.9.0-beta.1', '4.9.0', 'none', 'pre-release of the running version'],
    ['v4.9.0-beta.1', '4.8.2', 'update', 'pre-release of a later version'],
  ])('tag %s, running %s → %s (%s)', async (tag, current, kind) => {
    const { result } = run(
      { [GITHUB]: ok({ ...GITHUB_RELEASE, tag_name: tag }) },
      {},
      { currentVersion: current },
    );
    const outcome = await result;
    expect(outcome.kind).toBe(kind);
    if (outcome.kind === 'none') expect(outcome.reason).toBe('up-to-date');
  });

  it('replaces a non-https release page with the releases page', async () => {
    const { result } = run({
      [GITHUB]: ok({ ...GITHUB_RELEASE, html_url: 'javascript:alert(1)' }),
    });
    await expect(result).resolves.toMatchObject({ release: { htmlUrl: RELEASES_PAGE } });
  });

  it('takes no link that carries a user name or password', async () => {
    const { result } = run({
      [GITHUB]: ok({ ...GITHUB_RELEASE, html_url: 'https://me:pw@github.com/a/b/releases' }),
    });
    await expect(result).resolves.toMatchObject({ release: { htmlUrl: RELEASES_PAGE } });
  });
});

describe('checkForUpdate: where the release is read', () => {
  const LOCAL = 'http://127.0.0.1:4343';
  const LOCAL_RELEASE = `${LOCAL}/releases/latest.json`;
  const HASH = 'ab'.repeat(32);
  const localRelease = {
    ...GITHUB_RELEASE,
    html_url: `${LOCAL}/releases`,
    assets: [
      {
        name: 'Cadenza-4.9.0-linux-x64.AppImage',
        size: 2048,
        digest: `sha256:${HASH.toUpperCase()}`,
        browser_download_url: `${LOCAL}/download/Cadenza-4.9.0-linux-x64.AppImage`,
      },
      {
        name: 'Cadenza-4.9.0-linux-x64.deb',
        digest: 'sha512:00',
        browser_download_url: `${LOCAL}/download/Cadenza-4.9.0-linux-x64.deb`,
      },
      {
        name: 'Cadenza-4.9.0-win-x64.exe',
        browser_download_url: 'http://127.0.0.1:9999/other-port.exe',
      },
    ],
  };

  it('reads a configured release URL and keeps links on the trusted http origin only', async () => {
    const { result, http } = run(
      { [LOCAL_RELEASE]: ok(localRelease) },
      {},
      { releaseUrl: LOCAL_RELEASE, trustedHttpOrigin: LOCAL, manifestUrl: undefined },
    );
    const outcome = await result;
    expect(http.calls).toEqual([{ url: LOCAL_RELEASE, timeoutMs: 2000 }]);
    expect(outcome.kind === 'update' && outcome.release).toMatchObject({
      htmlUrl: `${LOCAL}/releases`,
      assets: [
        { name: 'Cadenza-4.9.0-linux-x64.AppImage', size: 2048, sha256: HASH },
        { name: 'Cadenza-4.9.0-linux-x64.deb', size: null, sha256: null },
      ],
    });
  });

  it('drops http links when no origin is trusted', async () => {
    const { result } = run(
      { [LOCAL_RELEASE]: ok(localRelease) },
      {},
      { releaseUrl: LOCAL_RELEASE, manifestUrl: undefined },
    );
    await expect(result).resolves.toMatchObject({
      release: { htmlUrl: RELEASES_PAGE, assets: [] },
    });
  });
});

describe('sha256OfDigest', () => {
  it.each<[string | null | undefined, string | null]>([
    [`sha256:${'0f'.repeat(32)}`, '0f'.repeat(32)],
    [`SHA256:${'AB'.repeat(32)}`, 'ab'.repeat(32)],
    [`sha256:${'0f'.repeat(31)}`, null],
    [`sha512:${'0f'.repeat(64)}`, null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (digest, expected) => {
    expect(sha256OfDigest(digest)).toBe(expected);
  });
});

const MANIFEST_UPDATE = {
  kind: 'update',
  latestVersion: '4.9.0',
  currentVersion: '4.8.2',
  release: {
    tagName: '4.9.0',
    version: '4.9.0',
    name: null,
    body: '# 4.9.0\n- fixes',
    htmlUrl: RELEASES_PAGE,
    publishedAt: null,
    assets: [],
    source: 'manifest',
  },
} satisfies UpdateCheckResult;

describe('checkForUpdate: fallback to the manifest and changelog', () => {
  it.each<[string, FakeAnswer<UpdateJsonResponse>]>([
    ['a rate limit (403)', { status: 403, body: { message: 'API rate limit exceeded' } }],
    ['no release yet (404)', { status: 404, body: { message: 'Not Found' } }],
    ['a timeout', new Error('timeout of 2000ms exceeded')],
    ['a non-JSON body', { status: 200, body: null }],
    ['a body without tag_name', ok({ ...GITHUB_RELEASE, tag_name: undefined })],
    ['assets of the wrong shape', ok({ ...GITHUB_RELEASE, assets: [{ name: 1 }] })],
    ['a tag that is not a version', ok({ ...GITHUB_RELEASE, tag_name: 'nightly' })],
  ])('after %s', async (_label, githubAnswer) => {
    const { result, http, debug } = run(
      { [GITHUB]: githubAnswer, [MANIFEST]: ok({ name: 'alger-music', version: '4.9.0' }) },
      { [CHANGELOG]: text('# 4.9.0\n- fixes') },
    );
    await expect(result).resolves.toEqual(MANIFEST_UPDATE);
    expect(http.calls).toEqual([
      { url: GITHUB, timeoutMs: 2000 },
      { url: MANIFEST, timeoutMs: 2000 },
      { url: CHANGELOG, timeoutMs: 2000 },
    ]);
    expect(debug).toHaveBeenCalledWith(
      expect.stringMatching(/^update check: github: .*; trying the manifest$/),
    );
  });

  it.each<[string, FakeAnswer<UpdateTextResponse> | undefined]>([
    ['is missing (404)', text('Not Found', 404)],
    ['times out', new Error('timeout of 2000ms exceeded')],
    ['is not configured next to a URL', undefined],
  ])('shows the update with empty notes when the changelog %s', async (_label, changelog) => {
    const { result, debug } = run(
      { [GITHUB]: { status: 403, body: {} }, [MANIFEST]: ok({ version: '4.9.0' }) },
      changelog === undefined ? {} : { [CHANGELOG]: changelog },
    );
    await expect(result).resolves.toMatchObject({ kind: 'update', release: { body: '' } });
    expect(debug).toHaveBeenCalledWith(expect.stringContaining('notes left empty'));
  });

  it('uses an explicit changelog URL', async () => {
    const changelogUrl = 'https://cdn.example/notes/CHANGELOG.md';
    const { result, http } = run(
      { [MANIFEST]: ok({ version: '4.9.0' }) },
      { [changelogUrl]: text('notes') },
      { changelogUrl },
    );
    await expect(result).resolves.toMatchObject({ release: { body: 'notes' } });
    expect(http.calls.map((call) => call.url)).toEqual([GITHUB, MANIFEST, changelogUrl]);
  });

  it('skips the changelog when the manifest URL cannot be resolved against', async () => {
    const { result, http } = run(
      { 'package.json': ok({ version: '4.9.0' }) },
      {},
      { manifestUrl: 'package.json' },
    );
    await expect(result).resolves.toMatchObject({ kind: 'update', release: { body: '' } });
    expect(http.calls.map((call) => call.url)).toEqual([GITHUB, 'package.json']);
  });

  it('is up to date when the manifest version is not newer', async () => {
    const { result } = run({ [MANIFEST]: ok({ version: '4.8.2' }) }, { [CHANGELOG]: text('') });
    await expect(result).resolves.toMatchObject({ kind: 'none', reason: 'up-to-date' });
  });
});

describe('checkForUpdate: silent failure (spec §8)', () => {
  it.each<[string, FakeAnswer<UpdateJsonResponse> | undefined, RegExp]>([
    ['the manifest is unreachable', undefined, /^github: ENOTFOUND .*; manifest: ENOTFOUND/],
    ['the manifest answers 500', { status: 500, body: null }, /manifest: HTTP 500$/],
    ['the manifest has no version', ok({ name: 'x' }), /manifest: version: /],
    [
      'the manifest version is not one',
      ok({ version: 'next' }),
      /manifest: "next" is not a version$/,
    ],
  ])('no update when GitHub fails and %s', async (_label, manifest, detail) => {
    const { result } = run(manifest === undefined ? {} : { [MANIFEST]: manifest });
    const outcome = await result;
    expect(outcome).toMatchObject({ kind: 'none', reason: 'unavailable' });
    expect(outcome.kind === 'none' && outcome.detail).toMatch(detail);
  });

  it('makes one request when there is no fallback manifest', async () => {
    const { result, http } = run(
      { [GITHUB]: { status: 502, body: null } },
      {},
      { manifestUrl: undefined },
    );
    await expect(result).resolves.toEqual({
      kind: 'none',
      reason: 'unavailable',
      detail: 'github: HTTP 502',
    });
    expect(http.calls).toHaveLength(1);
  });

  it.each(['not a repo', 'algerkong', 'https://github.com/algerkong/AlgerMusicPlayer'])(
    'makes no request for the malformed repo %j',
    async (repo) => {
      const { result, http } = run({ [GITHUB]: ok(GITHUB_RELEASE) }, {}, { repo });
      await expect(result).resolves.toEqual({
        kind: 'none',
        reason: 'unavailable',
        detail: `invalid repo "${repo}"`,
      });
      expect(http.calls).toEqual([]);
    },
  );

  it.each(['', 'dev', 'latest'])('makes no request for the running version %j', async (current) => {
    const { result, http } = run({ [GITHUB]: ok(GITHUB_RELEASE) }, {}, { currentVersion: current });
    await expect(result).resolves.toMatchObject({
      kind: 'none',
      reason: 'invalid-current-version',
    });
    expect(http.calls).toEqual([]);
  });

  it('survives ports that throw synchronously and a throwing debug sink', async () => {
    const explode = () => {
      throw new Error('boom');
    };
    const result = checkForUpdate({
      currentVersion: '4.8.2',
      repo: REPO,
      manifestUrl: MANIFEST,
      ports: { getJson: explode, getText: explode, debug: explode },
    });
    await expect(result).resolves.toMatchObject({ kind: 'none', reason: 'unavailable' });
  });

  it('reports a rejection that is not an Error', async () => {
    const result = checkForUpdate({
      currentVersion: '4.8.2',
      repo: REPO,
      ports: {
        getJson: () => Promise.reject('socket hang up'),
        getText: () => Promise.reject('socket hang up'),
      },
    });
    await expect(result).resolves.toEqual({
      kind: 'none',
      reason: 'unavailable',
      detail: 'github: socket hang up',
    });
  });

  it('works without a debug sink', async () => {
    const http = createFakeHttp({});
    await expect(
      checkForUpdate({
        currentVersion: '4.8.2',
        repo: REPO,
        ports: { getJson: http.getJson, getText: http.getText },
      }),
    ).resolves.toMatchObject({ kind: 'none' });
  });
});

describe('defaultChangelogUrl', () => {
  it.each<[string, string | null]>([
    [MANIFEST, CHANGELOG],
    ['http://music.alger.fun/package.json', 'http://music.alger.fun/CHANGELOG.md'],
    ['https://cdn.example/app/v2/package.json?x=1', 'https://cdn.example/app/v2/CHANGELOG.md'],
    ['package.json', null],
  ])('%s → %s', (manifest, changelog) => {
    expect(defaultChangelogUrl(manifest)).toBe(changelog);
  });
});
