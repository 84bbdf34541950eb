import type { BilibiliVideo } from '@cadenza/api-client';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { withStatus, renderScreen, sizeViewportsForEachSpec } from '@cadenza/app-core/testing';
import { VideoSiteScreen } from './video-site-screen';
import { videoPartsAsSongs } from './video-parts';

const BVID = 'BV1TboSagqAr';
const MEDIA = 'https://upos.test/audio/part-2.m4s';

const view = {
  code: 0,
  message: '0',
  ttl: 1,
  data: {
    bvid: BVID,
    aid: 170001,
    title: '【现场】黄昏风起',
    pic: '//i0.hdslb.test/bfs/archive/cover.jpg',
    desc: '模拟的哔哩哔哩视频',
    duration: 90,
    owner: { mid: 500001, name: '翻唱小站' },
    stat: { view: 710_000, danmaku: 2066, like: 254_000 },
    pages: [
      { cid: 200000001, page: 1, part: 'P1 琥珀', duration: 54 },
      { cid: 200000002, page: 2, part: 'P2 长街', duration: 36 },
    ],
  },
};
const playurl = {
  code: 0,
  message: '0',
  data: {
    dash: {
      audio: [
        {
          id: 30280,
          baseUrl: MEDIA,
          base_url: MEDIA,
          mimeType: 'audio/mp4',
          codecs: 'mp4a.40.2',
          bandwidth: 128000,
        },
      ],
    },
  },
};

/** The gateway: the detail and play-url answers, each replaceable. */
function gateway(answers: { detail?: () => unknown; playurl?: () => unknown } = {}) {
  return (url: URL) => {
    if (url.pathname.endsWith('/bilibili/video/detail')) return (answers.detail ?? (() => view))();
    if (url.pathname.endsWith('/bilibili/playurl')) return (answers.playurl ?? (() => playurl))();
    return withStatus(404, { code: 404 });
  };
}

sizeViewportsForEachSpec();

async function open(answer: (url: URL) => unknown, language: 'zh-CN' | 'en-US' = 'en-US') {
  return renderScreen(<VideoSiteScreen />, {
    route: '/bilibili/:bvid',
    at: `/bilibili/${BVID}`,
    language,
    answer,
  });
}

describe('videoPartsAsSongs: the parts as the player gets them', () => {
  const video: BilibiliVideo = {
    bvid: BVID,
    aid: 1,
    title: 'T',
    pic: '//i0.hdslb.test/c.jpg',
    desc: '',
    durationSec: 90,
    owner: { mid: 500001, name: 'U' },
    stat: { view: 0, danmaku: 0, like: 0 },
    parts: [1, 2].map((page) => ({
      id: `${BVID}--500001--${page}`,
      source: 'bilibili' as const,
      name: `P${page}`,
      artists: [{ id: 500001, name: 'U' }],
      album: { id: null, name: '', picUrl: '//i0.hdslb.test/c.jpg' },
      picUrl: '//i0.hdslb.test/c.jpg',
      durationMs: 45_000,
      privilegeStatus: null,
      mvId: null,
      bilibili: { bvid: BVID, cid: page },
    })),
  };

  it('keeps ids, parts and durations, and puts the cover behind the gateway proxy', () => {
    const songs = videoPartsAsSongs(video, '/api');
    const proxied = `/api/bilibili/stream-proxy?url=${encodeURIComponent('https://i0.hdslb.test/c.jpg')}`;
    expect(songs.map((song) => [song.id, song.bilibili, song.durationMs])).toEqual([
      [`${BVID}--500001--1`, { bvid: BVID, cid: 1 }, 45_000],
      [`${BVID}--500001--2`, { bvid: BVID, cid: 2 }, 45_000],
    ]);
    for (const song of songs) {
      expect(song.picUrl).toBe(proxied);
      expect(song.album.picUrl).toBe(proxied);
    }
  });
});

describe('VideoSiteScreen', () => {
  it('shows the video and its parts; a part plays with every part as the queue, through the stream proxy', async () => {
    const { player, factory } = await open(gateway());
    expect(await screen.findByRole('heading', { name: '【现场】黄昏风起' })).toBeTruthy();
    expect(screen.getByText('Uploader: 翻唱小站')).toBeTruthy();
    const parts = screen.getByRole('list', { name: 'Parts' });
    const rows = within(parts).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('P1 琥珀 - 【现场】黄昏风起'),
      expect.stringContaining('P2 长街 - 【现场】黄昏风起'),
    ]);
    // The uploader is no catalogue artist: no link to an artist page.
    expect(within(parts).queryByRole('button', { name: '翻唱小站' })).toBeNull();

    fireEvent.click(within(rows[1] as HTMLElement).getByRole('group'));
    await waitFor(() => expect(factory.latest().options.src).toContain('stream-proxy'));
    expect(factory.latest().options.src).toBe(
      `http://gateway.test/api/bilibili/stream-proxy?url=${encodeURIComponent(MEDIA)}`,
    );
    const state = player.store.getSnapshot();
    expect(state.queue.map((track) => track.id)).toEqual([
      `${BVID}--500001--200000001`,
      `${BVID}--500001--200000002`,
    ]);
    expect(state.index).toBe(1);
    player.dispose();
  });

  it('"Play all" starts at the first part', async () => {
    const { player } = await open(gateway());
    fireEvent.click(await screen.findByRole('button', { name: 'Play all' }));
    expect(player.store.getSnapshot().index).toBe(0);
    expect(player.store.getSnapshot().queue).toHaveLength(2);
    player.dispose();
  });

  it('a bad detail answer says so in Chinese, with a retry that recovers', async () => {
    let detail: () => unknown = () => withStatus(502, { code: -1, message: 'upstream' });
    const { player } = await open(gateway({ detail: () => detail() }), 'zh-CN');
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert.textContent).toContain('视频详情响应格式不正确');
    detail = () => view;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { name: '【现场】黄昏风起' })).toBeTruthy();
    player.dispose();
  });

  it('a detail without its data object is the same rejection', async () => {
    const { player } = await open(gateway({ detail: () => ({ code: 0, message: '0' }) }), 'zh-CN');
    expect((await screen.findByRole('alert', {}, { timeout: 3000 })).textContent).toContain(
      '视频详情响应格式不正确',
    );
    player.dispose();
  });

  it('a bad play-url answer names the part and the rejection under the header', async () => {
    const { player } = await open(
      gateway({ playurl: () => withStatus(502, { code: -1 }) }),
      'zh-CN',
    );
    fireEvent.click(await screen.findByRole('button', { name: '播放全部' }));
    await waitFor(
      () =>
        expect(document.querySelector('.cz-video-site__failures')?.textContent).toContain(
          'P1 琥珀 - 【现场】黄昏风起 无法播放：播放地址响应格式不正确',
        ),
      { timeout: 4000 },
    );
    player.dispose();
  });

  it('a play-url answer without any audio says no usable audio address was found', async () => {
    const { player, factory } = await open(
      gateway({ playurl: () => ({ code: 0, message: '0', data: { dash: { audio: [] } } }) }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Play all' }));
    await waitFor(
      () =>
        expect(document.querySelector('.cz-video-site__failures')?.textContent).toContain(
          "can't play: No usable audio address found",
        ),
      { timeout: 5000 },
    );
    expect(factory.sounds).toHaveLength(0);
    await act(async () => player.dispose());
  });
});
