import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import type { DownloadItem, DownloadRequest } from '../../ipc/downloads.contract';
import { useDownloadManagerFixtures } from './download-manager.spec-harness';
import {
  startExpiringLinks,
  type ExpiringLinks,
  type LinkRule,
} from './expiring-links.spec-harness';
import { DOWNLOAD_URL_RENEWALS } from './resumable-fetch';

// A download whose link expires (or whose connection drops) on the way: it continues from the
// byte it reached, on a renewed link when the old one is dead, and never appends bytes that do
// not follow its own. An `m4a` is not tagged, so the finished file is the served bytes as they are.

const fixtures = useDownloadManagerFixtures();
const FILE = randomBytes(256 * 1024);
/** Where the first link of most tests dies: not on a chunk boundary of the server's. */
const CUT = 100_000;

let links: ExpiringLinks;
beforeEach(async () => {
  links = await startExpiringLinks(FILE);
});
afterEach(async () => {
  await links.close();
});

const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');

/** A request for `link` saved as `name.m4a`. */
const requestFor = (name: string, link: string): DownloadRequest => ({
  ...fixtures.request(name),
  url: link,
  type: 'm4a',
});

/** Bytes received, as each progress event of a running download said. */
const loadedSteps = (items: DownloadItem[]) =>
  items.filter((item) => item.status === 'downloading').map((item) => item.loaded);

/** Indexes where the reported bytes went down. */
const dropsOf = (steps: number[]) =>
  steps.flatMap((loaded, index) => (index > 0 && loaded < (steps[index - 1] ?? 0) ? [index] : []));

/** Downloads `first` with `renew` handing out new links; the saved file and what was sent. */
async function download(name: string, first: string, renew = jest.fn(async () => links.link())) {
  const { manager, next, progressOf } = fixtures.harness({ renewUrl: renew, fetch: links.fetch });
  const request = requestFor(name, first);
  await manager.queue([request]);
  const { record } = await next('music-download-complete', name);
  return { bytes: await readFile(record.filePath), steps: loadedSteps(progressOf(name)), renew };
}

describe('a download that meets an expired link', () => {
  it('renews the link and asks for the rest from the byte it reached', async () => {
    const { bytes, steps, renew } = await download(
      'expired',
      links.link({ expireAfterBytes: CUT }),
    );
    expect(bytes.length).toBe(FILE.length);
    expect(md5(bytes)).toBe(md5(FILE));
    expect(links.seen).toEqual([
      { link: 0, range: null, status: 200 },
      // The connection was lost: the same link first, which has expired by now.
      { link: 0, range: `bytes=${CUT}-`, status: 403 },
      { link: 1, range: `bytes=${CUT}-`, status: 206 },
    ]);
    expect(renew).toHaveBeenCalledTimes(1);
    expect(renew).toHaveBeenCalledWith(
      expect.objectContaining({ filename: 'expired' }),
      expect.anything(),
    );
    // Progress carried on from where it was: it never went back.
    expect(dropsOf(steps)).toEqual([]);
  });

  it('continues on the same link when the connection drops before the link expires', async () => {
    const renew = jest.fn(async () => links.link());
    const { bytes, steps } = await download('dropped', links.link({ dropAfterBytes: CUT }), renew);
    expect(md5(bytes)).toBe(md5(FILE));
    expect(links.seen).toEqual([
      { link: 0, range: null, status: 200 },
      { link: 0, range: `bytes=${CUT}-`, status: 206 },
    ]);
    expect(renew).not.toHaveBeenCalled();
    expect(dropsOf(steps)).toEqual([]);
  });

  it('renews a link that expired while the download waited, and starts at byte zero', async () => {
    const { bytes } = await download('waited', links.link({ expired: true }));
    expect(md5(bytes)).toBe(md5(FILE));
    expect(links.seen).toEqual([
      { link: 0, range: null, status: 403 },
      { link: 1, range: null, status: 200 },
    ]);
  });

  it('starts over from zero when the new link answers the whole file (200, not 206)', async () => {
    const { bytes, steps } = await download(
      'whole',
      links.link({ expireAfterBytes: CUT }),
      jest.fn(async () => links.link({ ignoreRange: true })),
    );
    expect(md5(bytes)).toBe(md5(FILE));
    expect(links.seen).toEqual([
      { link: 0, range: null, status: 200 },
      { link: 0, range: `bytes=${CUT}-`, status: 403 },
      { link: 1, range: `bytes=${CUT}-`, status: 200 },
    ]);
    // One real restart: back to 0 once, from the byte it had reached, then on to the end.
    const drops = dropsOf(steps);
    expect(drops).toHaveLength(1);
    const [restart = 0] = drops;
    expect(steps[restart - 1]).toBeGreaterThan(0);
    expect(steps[restart - 1]).toBeLessThanOrEqual(CUT);
    expect(steps[restart]).toBe(0);
  });

  it.each<[string, LinkRule]>([
    ['another size', { body: FILE.subarray(0, FILE.length - 4_096) }],
    ['another start', { rangeShift: -10 }],
  ])('drops a continuation of %s and downloads the new link from zero', async (_case, rule) => {
    const { bytes, steps } = await download(
      'mismatch',
      links.link({ expireAfterBytes: CUT }),
      jest.fn(async () => links.link(rule)),
    );
    const served = rule.body ?? FILE;
    expect(md5(bytes)).toBe(md5(served));
    expect(links.seen).toEqual([
      { link: 0, range: null, status: 200 },
      { link: 0, range: `bytes=${CUT}-`, status: 403 },
      { link: 1, range: `bytes=${CUT}-`, status: 206 },
      { link: 1, range: null, status: 200 },
    ]);
    expect(dropsOf(steps)).toHaveLength(1);
  });

  it('starts over, never continues, a file whose size it does not know', async () => {
    const { bytes } = await download('unsized', links.link({ unsized: true, dropAfterBytes: CUT }));
    expect(md5(bytes)).toBe(md5(FILE));
    expect(links.seen).toEqual([
      { link: 0, range: null, status: 200 },
      { link: 0, range: null, status: 200 },
    ]);
  });
});

describe('a download whose links keep expiring', () => {
  it(`fails as an expired link after ${DOWNLOAD_URL_RENEWALS} renewals, leaving no file`, async () => {
    const every = 30_000;
    const renew = jest.fn(async () => links.link({ expireAfterBytes: every }));
    const { manager, next, progressOf } = fixtures.harness({ renewUrl: renew, fetch: links.fetch });
    await manager.queue([requestFor('doomed', links.link({ expireAfterBytes: every }))]);
    await expect(next('music-download-error', 'doomed')).resolves.toEqual({
      filename: 'doomed',
      error: 'HTTP 403',
    });
    expect(renew).toHaveBeenCalledTimes(DOWNLOAD_URL_RENEWALS);
    // Each link carried the download on from where the one before died.
    const continuations = links.seen.filter((seen) => seen.status === 206);
    expect(continuations.map((seen) => seen.range)).toEqual(
      [1, 2, 3].map((n) => `bytes=${n * every}-`),
    );
    expect(links.seen.at(-1)).toEqual({
      link: DOWNLOAD_URL_RENEWALS,
      range: `bytes=${(DOWNLOAD_URL_RENEWALS + 1) * every}-`,
      status: 403,
    });
    expect(dropsOf(loadedSteps(progressOf('doomed')))).toEqual([]);
    expect(progressOf('doomed').at(-1)?.status).toBe('failed');
    expect(await readdir(fixtures.folder)).toEqual([]);
  });

  it('fails as an expired link when no new link can be had', async () => {
    const renew = jest.fn(async () => {
      throw new Error('the API is down');
    });
    const { manager, next } = fixtures.harness({ renewUrl: renew, fetch: links.fetch });
    await manager.queue([requestFor('stranded', links.link({ expireAfterBytes: CUT }))]);
    await expect(next('music-download-error', 'stranded')).resolves.toEqual({
      filename: 'stranded',
      error: 'HTTP 403',
    });
    expect(renew).toHaveBeenCalledTimes(1);
    expect(await readdir(fixtures.folder)).toEqual([]);
  });
});
