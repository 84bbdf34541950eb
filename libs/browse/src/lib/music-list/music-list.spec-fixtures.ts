// Test-only: gateway answers of a playlist and its songs, in the contract's Shape A.

/** A Shape A song of the specs' catalogue: id n is "Song n" by "Artist n % 7" on "Album n". */
export function songDto(id: number) {
  return {
    id,
    name: `Song ${id}`,
    ar: [{ id: 100 + (id % 7), name: `Artist ${id % 7}` }],
    al: { id: 1000 + id, name: `Album ${id}`, picUrl: `http://p1.music.126.net/${id}.jpg` },
    dt: 180_000,
    mv: 0,
  };
}

/** `/playlist/detail` of a playlist with ids 1…total, carrying the first `carried` songs. */
export function playlistDetailDto(total: number, carried: number, extra: object = {}) {
  const ids = Array.from({ length: total }, (_, i) => i + 1);
  return {
    code: 200,
    playlist: {
      id: 77,
      name: 'Night Drive',
      coverImgUrl: 'http://p1.music.126.net/cover.jpg',
      description: 'Songs for the road.',
      subscribed: false,
      creator: { userId: 5, nickname: 'Ann', avatarUrl: 'http://p1.music.126.net/ann.jpg' },
      tracks: ids.slice(0, carried).map(songDto),
      trackIds: ids.map((id) => ({ id })),
      playCount: 123_456,
      subscribedCount: 42,
      tags: ['华语', '流行'],
      ...extra,
    },
  };
}

/** `/song/detail` for the ids asked (all known). */
export function songDetailAnswer(url: URL) {
  const ids = (url.searchParams.get('ids') ?? '').split(',').filter(Boolean).map(Number);
  return { code: 200, songs: ids.map(songDto) };
}
