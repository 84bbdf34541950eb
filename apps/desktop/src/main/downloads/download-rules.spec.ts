import { DOWNLOAD_LOCK_MS } from './download-manager';
import { ALL_BUT_DATE, useDownloadManagerFixtures } from './download-manager.spec-harness';

const fixtures = useDownloadManagerFixtures();

describe("the download manager's rules", () => {
  it('ignores a name that is already downloading, and a name twice in one batch', async () => {
    jest.useFakeTimers({ doNotFake: ALL_BUT_DATE });
    const { manager } = fixtures.harness();
    await manager.queue([fixtures.request('slow', '/stall.mp3')]);
    jest.advanceTimersByTime(DOWNLOAD_LOCK_MS);
    await expect(
      manager.queue([
        fixtures.request('slow', '/stall.mp3'),
        fixtures.request('b', '/stall.mp3'),
        fixtures.request('b'),
      ]),
    ).resolves.toEqual({ outcome: 'queued', queued: ['b'], duplicates: ['slow', 'b'] });
    expect(manager.list().map((item) => item.filename)).toEqual(['slow', 'b']);
  });

  it('refuses every request for 2 s after it takes one', async () => {
    jest.useFakeTimers({ doNotFake: ALL_BUT_DATE });
    const { manager } = fixtures.harness();
    await expect(manager.queue([fixtures.request('a', '/stall.mp3')])).resolves.toMatchObject({
      outcome: 'queued',
    });
    await expect(manager.queue([fixtures.request('b', '/stall.mp3')])).resolves.toEqual({
      outcome: 'busy',
      queued: [],
      duplicates: [],
    });
    jest.advanceTimersByTime(DOWNLOAD_LOCK_MS - 1);
    await expect(manager.queue([fixtures.request('b', '/stall.mp3')])).resolves.toMatchObject({
      outcome: 'busy',
    });
    jest.advanceTimersByTime(1);
    await expect(manager.queue([fixtures.request('b', '/stall.mp3')])).resolves.toMatchObject({
      outcome: 'queued',
      queued: ['b'],
    });
  });

  it('refuses what would pass 300 songs at once, unless downloads are unlimited', async () => {
    jest.useFakeTimers({ doNotFake: ALL_BUT_DATE });
    const batch = (from: number, count: number) =>
      Array.from({ length: count }, (_, index) =>
        fixtures.request(`song ${from + index}`, '/stall.mp3'),
      );
    const capped = fixtures.harness();
    await expect(capped.manager.queue(batch(0, 301))).resolves.toMatchObject({ outcome: 'limit' });
    expect(capped.manager.list()).toEqual([]);
    await expect(capped.manager.queue(batch(0, 2))).resolves.toMatchObject({ outcome: 'queued' });
    jest.advanceTimersByTime(DOWNLOAD_LOCK_MS);
    await expect(capped.manager.queue(batch(2, 299))).resolves.toMatchObject({ outcome: 'limit' });
    await expect(capped.manager.queue(batch(2, 298))).resolves.toMatchObject({ outcome: 'queued' });
    expect(capped.manager.list()).toHaveLength(300);

    const unlimited = fixtures.harness({ unlimited: true });
    const result = await unlimited.manager.queue(batch(0, 301));
    expect(result.queued).toHaveLength(301);
  });

  it('asks for a download fixtures.folder before anything else', async () => {
    const { manager, sent } = fixtures.harness({ path: '' });
    const asked = fixtures.server.requested.length;
    await expect(manager.queue([fixtures.request('a')])).resolves.toEqual({
      outcome: 'no-path',
      queued: [],
      duplicates: [],
    });
    expect(sent).toEqual([]);
    expect(fixtures.server.requested).toHaveLength(asked);
  });
});
