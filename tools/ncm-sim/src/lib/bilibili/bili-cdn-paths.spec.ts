import type { SimBiliVideo } from '../catalogue/catalogue.types';
import { biliCoverPath, biliStreamPath, findBiliPart, parseBiliStreamPath } from './bili-cdn-paths';

function video(streamForm: 'dash' | 'durl', cid: number): SimBiliVideo {
  return {
    bvid: 'BV1test00000',
    aid: 1,
    title: 't',
    desc: '',
    ownerMid: 1,
    ownerName: 'u',
    pubdate: 0,
    view: 0,
    danmaku: 0,
    like: 0,
    favorites: 0,
    tag: '',
    imageSeed: 7,
    streamForm,
    pages: [{ cid, page: 1, part: 'p', durationSec: 30, frequencyHz: 440 }],
  };
}

describe('Bilibili CDN paths', () => {
  it('shapes DASH paths like upstream (the BAC sample cid 146044693)', () => {
    const dash = video('dash', 146044693);
    const page = dash.pages[0] ?? fail('no page');
    expect(biliStreamPath(dash, page)).toBe('/upgcxcode/93/46/146044693/146044693-1-30280.m4s');
    expect(biliStreamPath(dash, page, 30216)).toBe(
      '/upgcxcode/93/46/146044693/146044693-1-30216.m4s',
    );
  });

  it('zero-pads the folders and uses .mp4 for the durl form', () => {
    const durl = video('durl', 200000080);
    const page = durl.pages[0] ?? fail('no page');
    expect(biliStreamPath(durl, page)).toBe('/upgcxcode/80/00/200000080/200000080-1-16.mp4');
  });

  it('parses what it produces and nothing else', () => {
    expect(parseBiliStreamPath('/upgcxcode/93/46/146044693/146044693-1-30280.m4s')).toEqual({
      cid: 146044693,
      streamId: 30280,
      ext: 'm4s',
    });
    expect(parseBiliStreamPath('/upgcxcode/80/00/200000080/200000080-1-16.mp4')).toEqual({
      cid: 200000080,
      streamId: 16,
      ext: 'mp4',
    });
    expect(parseBiliStreamPath('/upgcxcode/93/47/146044693/146044693-1-30280.m4s')).toBeNull();
    expect(parseBiliStreamPath('/upgcxcode/93/46/146044693/146044694-1-30280.m4s')).toBeNull();
    expect(parseBiliStreamPath('/upgcxcode/93/46/146044693/146044693-1-30280.flv')).toBeNull();
  });

  it('finds the owner of a cid', () => {
    const videos = [video('dash', 11), video('durl', 12)];
    expect(findBiliPart(videos, 12)?.video).toBe(videos[1]);
    expect(findBiliPart(videos, 13)).toBeNull();
  });

  it('names covers by image seed', () => {
    expect(biliCoverPath(123)).toBe('/bfs/archive/123.png');
  });
});

function fail(message: string): never {
  throw new Error(message);
}
