/** A song as every screen and the player see it, whichever upstream shape it came from. */
export interface Song {
  /** Numeric for the catalogue; `bvid--firstArtistId--cid` for video-site items (spec §3). */
  id: number | string;
  source: 'netease' | 'bilibili';
  name: string;
  artists: { id: number; name: string }[];
  album: { id: number | null; name: string; picUrl: string | null };
  /** The cover to show: the album's, or the video's. */
  picUrl: string | null;
  durationMs: number | null;
  /** `privilege.st` when the upstream sent it (-200: no copyright, spec §4). */
  privilegeStatus: number | null;
  mvId: number | null;
  /** Video-site items only. */
  bilibili?: { bvid: string; cid: number };
}
