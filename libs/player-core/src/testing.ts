export { buildSong, type SongFixture } from './lib/testing/song.builders';
