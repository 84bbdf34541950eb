// Test-only: gateway answers of the artist routes, in their contract shapes (upstream contract
// §3.7), for one artist with two songs and two albums.
import { SHAPE_A_SAMPLE } from '@cadenza/contract/testing';
import { withStatus } from './fake-gateway.spec-harness';
import { songUrlAnswer } from './song-url.spec-fixtures';

export const ARTIST_ID = 6452;

const song = (id: number, name: string) => ({
  ...SHAPE_A_SAMPLE,
  id,
  name,
  ar: [{ id: ARTIST_ID, name: '周杰伦', tns: [], alias: [] }],
});
const SONGS = [song(186016, '晴天'), song(186017, '七里香')];

const album = (id: number, name: string) => ({
  id,
  name,
  picUrl: `http://p1.music.126.net/${id}.jpg`,
  publishTime: 1059580800000,
  size: 11,
  type: '专辑',
  artist: { id: ARTIST_ID, name: '周杰伦' },
});

/** The `/artist/detail` answer of the artist. */
export function artistDetailAnswer() {
  return {
    code: 200,
    data: {
      artist: {
        id: ARTIST_ID,
        name: '周杰伦',
        avatar: 'http://p4.music.126.net/a.jpg',
        alias: ['Jay Chou'],
        briefDesc: '第一段。\n<b>第二段</b>',
        albumSize: 2,
        musicSize: 2,
      },
    },
  };
}

/** The artist's answers; `overrides` replaces one route's answer by its path's end. */
export function artistGateway(overrides: Record<string, () => unknown> = {}) {
  return (url: URL): unknown => {
    const route = Object.keys(overrides).find((path) => url.pathname.endsWith(path));
    if (route) return overrides[route]?.();
    if (url.pathname.endsWith('/artist/detail')) return artistDetailAnswer();
    if (url.pathname.endsWith('/artist/songs')) return { code: 200, songs: SONGS, more: false };
    if (url.pathname.endsWith('/song/detail')) return { code: 200, songs: SONGS };
    if (url.pathname.endsWith('/artist/album')) {
      return {
        code: 200,
        hotAlbums: [album(18905, '叶惠美'), album(18906, '七里香')],
        more: false,
      };
    }
    if (url.pathname.endsWith('/song/url/v1')) return songUrlAnswer(url);
    return withStatus(404, { code: 404 });
  };
}
