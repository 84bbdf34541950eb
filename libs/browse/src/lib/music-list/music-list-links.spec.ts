import {
  DAILY_RECOMMEND_LINK,
  albumLink,
  artistLink,
  chartLink,
  playlistLink,
} from './music-list-links';

describe('music-list links', () => {
  it('lead to the music-list page with the list type the page reads', () => {
    expect(playlistLink(8000001)).toBe('/music-list/8000001');
    expect(chartLink(7000001)).toBe('/music-list/7000001?type=toplist');
    expect(albumLink(42)).toBe('/music-list/42?type=album');
    expect(DAILY_RECOMMEND_LINK).toBe('/music-list?type=dailyRecommend');
    expect(artistLink(7)).toBe('/artist/detail/7');
  });
});
