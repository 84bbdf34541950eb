import { createSeededRandom, type SeededRandom } from '../seeded-random';
import type {
  AudioFormat,
  SimAlbum,
  SimArtist,
  SimCatalogue,
  SimSong,
  SongAvailability,
} from './catalogue.types';
import { CATEGORIES } from './categories';
import { buildGaplessAlbums } from './gapless-albums';
import { generateBilibiliVideos } from './generate-bilibili';
import { generatePlaylists } from './generate-playlists';
import { generateUsers } from './generate-users';
import { createLoudnessPlanner, type SongLoudnessPlan } from './loudness-plan';
import { generateLyrics } from './lyrics';
import { BIG_PLAYLIST_SIZE, SEARCH_CORPUS_SIZE } from './corpus';
import { COMPANIES, TITLE_ADJECTIVES_EN, TITLE_NOUNS_EN, TITLE_PARTS_ZH } from './words';

/** The artist id whose songs with privilege status -200 are no-copyright items (spec §4). */
export const NO_COPYRIGHT_ARTIST_ID = 6452;

/** Lowest signal frequency; each song, MV and Bilibili part takes the next step up. */
export const BASE_FREQUENCY_HZ = 220;
/** Distance between two signals: ~7 analyser bins at fftSize 16384, so no two are confused. */
export const FREQUENCY_STEP_HZ = 20;
/** The artist of the gapless albums (山谷回声, Valley Echo). */
const GAPLESS_ARTIST_ID = 1000012;

const ARTISTS: readonly (readonly [number, string, string[]])[] = [
  [NO_COPYRIGHT_ARTIST_ID, '静默乐团', ['The Silent Ensemble']],
  [1000001, '林间信号', ['Forest Signal']],
  [1000002, '夏至未至', []],
  [1000003, '北岸灯塔', ['North Shore Lighthouse']],
  [1000004, 'Mira Vale', ['米拉']],
  [1000005, '旧街少年', []],
  [1000006, '云端漫步者', ['Cloud Walker']],
  [1000007, 'Juno & The Tides', []],
  [1000008, '萤火虫计划', ['Firefly Project']],
  [1000009, '陈一舟', ['Zhou Chen']],
  [1000010, 'Aster Lane', []],
  [1000011, '月台十三号', ['Platform 13']],
  [1000012, '山谷回声', ['Valley Echo']],
  [1000013, '蓝色时差', ['Blue Jetlag']],
];

/** Albums per artist (index into ARTISTS) and songs per album. */
const ALBUM_PLAN: readonly (readonly [number, number])[] = [
  [0, 3],
  [1, 5],
  [1, 4],
  [2, 5],
  [3, 5],
  [4, 5],
  [5, 4],
  [6, 5],
  [7, 5],
  [8, 4],
  [9, 5],
  [10, 4],
  [11, 5],
  [12, 4],
  [13, 5],
  [4, 1],
  [9, 1],
];

/**
 * Builds the whole catalogue from a seed: the same seed gives the same catalogue on every
 * machine, so tests can rely on ids and names through `GET /__sim/info`.
 */
export function generateCatalogue(seed: number): SimCatalogue {
  const random = createSeededRandom(seed);
  const frequencies = createFrequencyAllocator();
  const artists = ARTISTS.map(([id, name, alias], index) =>
    buildArtist(random, id, name, alias, index),
  );
  const { albums, songs } = buildAlbumsAndSongs(
    random,
    artists,
    frequencies.next,
    createLoudnessPlanner(seed),
  );
  const mvs = buildMvs(random, songs, frequencies.next);
  const users = generateUsers(random, songs);
  const categories = CATEGORIES;
  const { playlists, toplists, bigPlaylistId } = generatePlaylists(
    random,
    songs,
    users,
    categories,
  );
  const unavailable = songs
    .filter((song) => song.availability === 'unavailable')
    .map((song) => song.name);
  const bilibili = generateBilibiliVideos(random, frequencies.next, unavailable);
  // Last, and without the seeded stream: every song, playlist and user before them stays as it was.
  const gapless = buildGaplessAlbums({
    seed,
    artistId: GAPLESS_ARTIST_ID,
    firstAlbumId: 3000001 + albums.length,
    firstSongId: 2000001 + songs.length,
    publishTime: Date.UTC(2015, 0, 1),
  });
  albums.push(...gapless.albums);
  songs.push(...gapless.songs);
  for (const artist of artists) {
    // Counts match the lists the artist routes answer, so a client's paging ends where they do.
    artist.albumSize = albums.filter((a) => a.artistId === artist.id).length;
    artist.musicSize = songs.filter((song) => song.artistIds.includes(artist.id)).length;
    artist.mvSize = mvs.filter((mv) => mv.artistId === artist.id).length;
  }
  const demo = users[0];
  const hidden = users[1];
  if (!demo || !hidden) throw new Error('the catalogue needs its fixture users');
  const idsWhere = (test: (song: SimSong) => boolean) => songs.filter(test).map((song) => song.id);
  const noCopyright = songs.find((song) => song.availability === 'no-copyright');
  if (!noCopyright) throw new Error('the catalogue needs a no-copyright song');
  const longest = [...songs].sort((a, b) => b.durationMs - a.durationMs);
  return {
    seed,
    artists,
    albums,
    songs,
    mvs,
    playlists,
    toplists,
    users,
    bilibili,
    categories,
    hotSearches: songs
      .filter((song) => song.availability === 'full')
      .slice(0, 10)
      .map((song) => song.name),
    defaultKeyword: defaultKeyword(songs, artists),
    fixtures: {
      demoUserId: demo.userId,
      demoPhone: demo.phone ?? '',
      demoPassword: demo.password ?? '',
      hiddenRecordsUserId: hidden.userId,
      bigPlaylistId,
      bigPlaylistSize: BIG_PLAYLIST_SIZE,
      noCopyrightSongId: noCopyright.id,
      trialSongIds: idsWhere((song) => song.availability === 'trial'),
      unavailableSongIds: idsWhere((song) => song.availability === 'unavailable'),
      aacSongIds: idsWhere((song) => song.format === 'm4a'),
      yrcSongIds: idsWhere((song) => song.lyrics?.yrc != null),
      noLyricSongIds: idsWhere((song) => song.lyrics === null),
      longSongIds: longest.slice(0, 3).map((song) => song.id),
      searchCorpusSize: SEARCH_CORPUS_SIZE,
      noGainSongIds: idsWhere((song) => song.availability !== 'no-copyright' && !song.reportsGain),
      gaplessAlbums: gapless.fixtures,
    },
  };
}

function createFrequencyAllocator() {
  let n = 0;
  return { next: () => BASE_FREQUENCY_HZ + FREQUENCY_STEP_HZ * n++ };
}

function buildArtist(
  random: SeededRandom,
  id: number,
  name: string,
  alias: string[],
  index: number,
): SimArtist {
  return {
    id,
    name,
    alias,
    briefDesc: `${name}是模拟曲库中的虚构音乐人，作品只用于离线开发与测试。`,
    imageSeed: random.int(1, 2 ** 30),
    musicSize: 0,
    albumSize: 0,
    mvSize: 0,
    fansCount: random.int(1_000, 5_000_000) + index,
  };
}

function songTitle(random: SeededRandom, used: Set<string>): string {
  for (;;) {
    const title =
      random.next() < 0.75
        ? `${random.pick(TITLE_PARTS_ZH)}${random.pick(TITLE_PARTS_ZH)}`
        : `${random.pick(TITLE_ADJECTIVES_EN)} ${random.pick(TITLE_NOUNS_EN)}`;
    if (!used.has(title) && !/^(.+)\1$/.test(title)) {
      used.add(title);
      return title;
    }
  }
}

function buildAlbumsAndSongs(
  random: SeededRandom,
  artists: SimArtist[],
  nextFrequency: () => number,
  loudnessOf: (availability: SongAvailability) => SongLoudnessPlan,
) {
  const albums: SimAlbum[] = [];
  const songs: SimSong[] = [];
  const titles = new Set<string>();
  let songId = 2000001;
  const startOf2015 = Date.UTC(2015, 0, 1);
  ALBUM_PLAN.forEach(([artistIndex, songCount], albumIndex) => {
    const artist = artists[artistIndex];
    if (!artist) throw new Error(`album plan names a missing artist ${artistIndex}`);
    const album: SimAlbum = {
      id: 3000001 + albumIndex,
      name:
        songCount === 1
          ? songTitle(random, titles)
          : `${random.pick(TITLE_PARTS_ZH)}${albumIndex % 2 ? '' : ' Vol.1'}`,
      artistId: artist.id,
      company: random.pick(COMPANIES),
      publishTime: startOf2015 + random.int(0, 3_500) * 86_400_000,
      type: songCount === 1 ? (albumIndex % 2 ? 'Single' : 'EP/Single') : '专辑',
      description: `${artist.name}的作品集（模拟数据）。`,
      songIds: [],
      imageSeed: random.int(1, 2 ** 30),
    };
    for (let no = 1; no <= songCount; no++) {
      const index = songs.length;
      const id = songId++;
      album.songIds.push(id);
      // Trial songs last at least 60 s, so the 30 s clip is really a part of the song.
      const durationMs = LONG_SONG_INDEXES.has(index)
        ? random.int(240, 330) * 1000
        : random.int(TRIAL_INDEXES.has(index) ? 60 : 20, 90) * 1000;
      const featuring =
        index % 9 === 4 ? artists[(artistIndex % (artists.length - 1)) + 1] : undefined;
      const availability = availabilityOf(index, artist.id);
      songs.push({
        id,
        name: songTitle(random, titles),
        alias: index % 7 === 3 ? ['(模拟曲目)'] : [],
        artistIds:
          featuring && featuring.id !== artist.id ? [artist.id, featuring.id] : [artist.id],
        albumId: album.id,
        no,
        durationMs,
        frequencyHz: nextFrequency(),
        format: AAC_SONG_INDEXES.has(index) ? 'm4a' : ('mp3' satisfies AudioFormat),
        availability,
        fee: availability === 'trial' ? 1 : index % 3 === 0 ? 8 : 0,
        lyrics: NO_LYRIC_INDEXES.has(index)
          ? null
          : generateLyrics(random, durationMs, {
              credits: { lyricist: artist.name, composer: artist.name },
              translated: index % 3 === 1,
              wordByWord: YRC_INDEXES.has(index),
            }),
        mvId: 0,
        publishTime: album.publishTime,
        pop: random.int(5, 100),
        ...loudnessOf(availability),
      });
    }
    albums.push(album);
  });
  return { albums, songs };
}

// Song indexes (order of generation) that carry a fixture property; chosen to spread over artists.
const LONG_SONG_INDEXES = new Set([10, 33, 57]);
const AAC_SONG_INDEXES = new Set([5, 18, 29, 44, 61]);
const NO_LYRIC_INDEXES = new Set([7, 22, 38, 52]);
const YRC_INDEXES = new Set([4, 15, 26, 47]);
const TRIAL_INDEXES = new Set([12, 31, 50]);
const UNAVAILABLE_INDEXES = new Set([9, 27, 45]);

function availabilityOf(index: number, artistId: number): SongAvailability {
  // Artist 6452's third song keeps status 0: the rule needs both the artist and -200.
  if (artistId === NO_COPYRIGHT_ARTIST_ID) return index < 2 ? 'no-copyright' : 'full';
  if (TRIAL_INDEXES.has(index)) return 'trial';
  if (UNAVAILABLE_INDEXES.has(index)) return 'unavailable';
  return 'full';
}

function buildMvs(random: SeededRandom, songs: SimSong[], nextFrequency: () => number) {
  const areas = ['内地', '港台', '欧美', '日本', '韩国'] as const;
  const types = ['官方版', '原生', '现场版', '网易出品'] as const;
  const withMv = songs.filter((song) => song.availability === 'full').filter((_, i) => i % 8 === 1);
  return withMv.map((song, index) => {
    const mvId = 4000001 + index;
    song.mvId = mvId;
    return {
      id: mvId,
      name: song.name,
      artistId: song.artistIds[0] ?? 0,
      durationMs: 4_000,
      frequencyHz: nextFrequency(),
      playCount: random.int(10_000, 50_000_000),
      area: areas[index % areas.length] ?? '内地',
      // Derived from the index, not drawn: the seeded stream (and every fixture after it) stays.
      type: types[index % types.length] ?? '官方版',
      rise: (mvId * 7919) % 1000,
      imageSeed: random.int(1, 2 ** 30),
    };
  });
}

function defaultKeyword(songs: SimSong[], artists: SimArtist[]) {
  const song = songs.find(
    (candidate) =>
      candidate.availability === 'full' && candidate.artistIds[0] !== NO_COPYRIGHT_ARTIST_ID,
  );
  const artist = artists.find((candidate) => candidate.id === song?.artistIds[0]);
  const real = song?.name ?? '';
  return { show: `${real} ${artist?.name ?? ''}`.trim(), real };
}
