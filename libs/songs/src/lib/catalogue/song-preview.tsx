import './song-preview.css';
import type { Song } from '@cadenza/api-client';
import type { CSSProperties } from 'react';
import { SongList } from '../songs/song-list';

/** Props of {@link SongPreview}. */
export interface SongPreviewProps {
  /** A few songs (a home section, a chart's top tracks): every row is drawn, none scrolls. */
  songs: readonly Song[];
  /** Names the list for screen readers, e.g. "Hot this week". */
  label: string;
}

/**
 * A short list of song rows inside a page: the song list's rows (heart, song menu, play on
 * click with these songs as the queue) in a box exactly as tall as its rows, so the page
 * scrolls and the list never does.
 */
export function SongPreview({ songs, label }: SongPreviewProps) {
  const rows = { '--cz-song-preview-rows': songs.length } as CSSProperties;
  return (
    <div className="cz-song-preview" style={rows}>
      <SongList songs={songs} label={label} />
    </div>
  );
}
