import { generateCatalogue } from '../catalogue/generate-catalogue';
import { videoView } from './bilibili-view';

describe('videoView', () => {
  const video = generateCatalogue(1).bilibili.find((candidate) => candidate.pages.length > 1);

  it('reports the whole video: absolute http pic, summed duration, first cid, pages', () => {
    if (!video) throw new Error('the catalogue has no multi-part video');
    const view = videoView(video, 'http://127.0.0.1:7000');
    expect(view).toMatchObject({
      bvid: video.bvid,
      aid: video.aid,
      videos: video.pages.length,
      pic: `http://127.0.0.1:7000/bfs/archive/${video.imageSeed}.png`,
      title: video.title,
      desc: video.desc,
      duration: video.pages.reduce((sum, page) => sum + page.durationSec, 0),
      owner: {
        mid: video.ownerMid,
        name: video.ownerName,
        face: `http://127.0.0.1:7000/bfs/face/${video.ownerMid}.png`,
      },
      stat: {
        view: video.view,
        danmaku: video.danmaku,
        like: video.like,
        favorite: video.favorites,
      },
      cid: video.pages[0]?.cid,
    });
    expect(view['pages']).toEqual(
      video.pages.map((page) =>
        expect.objectContaining({
          cid: page.cid,
          page: page.page,
          from: 'vupload',
          part: page.part,
          duration: page.durationSec,
        }),
      ),
    );
  });
});
