import type { Timers } from '@cadenza/ports';
import type { LyricWindowHost, LyricWindowLine, LyricWindowSong } from '@cadenza/platform';

/** The timing rules of the lyric window (spec §4 "Lyrics"), each with a fake-clock test. */
export const LYRIC_WINDOW_TIMING = {
  /** The lyric window is refreshed (time and play state sent) this often while open. */
  refreshMs: 1_000,
  /** How long the lyric window waits for the song's lyrics before saying there are none. */
  lyricWaitMs: 5_000,
  /** How often it looks for them meanwhile. */
  lyricPollMs: 100,
} as const;

/**
 * The lyrics of the current song as far as the main window knows them. The same lines keep the
 * same array: a new array is sent as new lines.
 */
export type SyncLyrics =
  | { status: 'loading' }
  | { status: 'ready'; lines: LyricWindowLine[] }
  /** None to show: an instrumental, a song without lyrics, a video-site item. */
  | { status: 'none' };

/** What the main window's player says now. */
export interface LyricSyncSnapshot {
  song: LyricWindowSong | null;
  lyrics: SyncLyrics;
  playing: boolean;
  /** The lyric time now: the playback position plus the song's lyric offset, ms. */
  timeMs: number;
}

/** A running feed of the lyric window. */
export interface LyricWindowSync {
  /** Something the feed depends on changed (song, lyrics, play state): act on it now. */
  changed(): void;
  dispose(): void;
}

/**
 * Feeds the open lyric window from the main window's player (spec §4, §7): the song when it
 * changes; its lines (`full`) once they are there, or `empty` when the song has none; the time
 * and play state (`update`) every second and at once on play/pause (also while the lines load:
 * the lyric window's play button follows it, and waits for the lines itself).
 */
export function createLyricWindowSync({
  host,
  timers,
  read,
}: {
  host: Pick<LyricWindowHost, 'sendSong' | 'sendLyric'>;
  timers: Pick<Timers, 'setInterval' | 'clearInterval'>;
  read: () => LyricSyncSnapshot;
}): LyricWindowSync {
  /** The song last sent; undefined until the first. */
  let songId: string | null | undefined;
  let sent: 'nothing' | 'full' | 'empty' = 'nothing';
  /** The lines last sent, by identity: new lines for the same song go again. */
  let sentLines: readonly LyricWindowLine[] | null = null;
  let playing = false;
  let disposed = false;

  const send = (type: 'full' | 'update' | 'empty', snapshot: LyricSyncSnapshot) => {
    if (typeof songId !== 'string') return;
    const common = { songId, timeMs: Math.round(snapshot.timeMs), playing: snapshot.playing };
    playing = snapshot.playing;
    if (type === 'full' && snapshot.lyrics.status === 'ready') {
      host.sendLyric({ type, lines: snapshot.lyrics.lines, ...common });
      sent = 'full';
      sentLines = snapshot.lyrics.lines;
    } else if (type !== 'full') {
      host.sendLyric({ type, ...common });
      if (type === 'empty') sent = 'empty';
    }
  };

  const changed = () => {
    if (disposed) return;
    const snapshot = read();
    const id = snapshot.song?.id ?? null;
    const newSong = id !== songId;
    if (newSong) {
      songId = id;
      sent = 'nothing';
      sentLines = null;
      host.sendSong(snapshot.song);
    }
    if (id === null) return;
    const { lyrics } = snapshot;
    // Lines that come late (after the lyric window gave up waiting) still go, and so do lines
    // that replace others (a refetch).
    if (lyrics.status === 'ready' && lyrics.lines !== sentLines) send('full', snapshot);
    else if (lyrics.status === 'none' && sent === 'nothing') send('empty', snapshot);
    else if (newSong || snapshot.playing !== playing) send('update', snapshot);
  };

  const refresh = timers.setInterval(() => {
    changed();
    send('update', read());
  }, LYRIC_WINDOW_TIMING.refreshMs);
  changed();

  return {
    changed,
    dispose() {
      disposed = true;
      timers.clearInterval(refresh);
    },
  };
}
