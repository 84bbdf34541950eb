import { statSync } from 'node:fs';
import { join } from 'node:path';
import type {
  SimAlbum,
  SimArtist,
  SimCatalogue,
  SimSong,
  SimUser,
} from './catalogue/catalogue.types';
import { SearchCorpus } from './catalogue/corpus';
import { NO_COPYRIGHT_ARTIST_ID } from './catalogue/generate-catalogue';
import { FaultRegistry } from './faults/fault-registry';
import { LoudnessStore } from './media/loudness-store';
import { UrlSigner } from './media-server/url-signer';
import { RiskControl } from './risk-control/risk-control';
import { ImportTasks } from './state/import-tasks';
import { LibraryState } from './state/library-state';
import { QrLogins } from './state/qr-logins';
import { Sessions } from './state/sessions';

/**
 * A song URL is valid this long unless `POST /__sim/urls/ttl` changes it (contract §3.2: the
 * client keeps a URL 30 min); `/song/url/v1`'s `expi` says how long each URL has.
 */
export const DEFAULT_URL_TTL_MS = 30 * 60_000;

/** Base URLs of the simulator's services, known once they listen. */
export interface SimBaseUrls {
  netease: string;
  media: string;
  bilibiliApi: string;
  bilibiliCdn: string;
  altSource: string;
}

/**
 * Everything the simulator's services share: the catalogue, the search corpus, the mutable
 * state (sessions, QR logins, libraries, import tasks), media URL signing, faults, risk control and
 * the clock.
 */
export class SimWorld {
  readonly corpus: SearchCorpus;
  readonly sessions = new Sessions();
  readonly qr = new QrLogins();
  readonly library: LibraryState;
  readonly imports = new ImportTasks();
  readonly signer = new UrlSigner();
  readonly faults = new FaultRegistry();
  /** NetEase's per-account and per-address rate limits, off until `POST /__sim/risk-control`. */
  readonly riskControl = new RiskControl(() => this.now());
  /** Set by `POST /__sim/urls/ttl`: the lifetime of every media URL handed out from then on. */
  ttlOverrideMs: number | null = null;
  bases: SimBaseUrls = { netease: '', media: '', bilibiliApi: '', bilibiliCdn: '', altSource: '' };
  /** Folder of the generated media; set by `startSim`. */
  mediaDir = '';
  /** The measured loudness of the media files (`/song/url/v1`'s gain and peak). */
  readonly loudness = new LoudnessStore(() => this.mediaDir);
  private readonly sizes = new Map<string, number>();
  private readonly songsById: ReadonlyMap<number, SimSong>;

  constructor(
    readonly catalogue: SimCatalogue,
    readonly now: () => number = Date.now,
  ) {
    // Gapless tracks play only as part of their album: corpus songs borrow ordinary songs' audio.
    const playable = catalogue.songs.filter(
      (song) => song.availability === 'full' && song.gapless === undefined,
    );
    this.corpus = new SearchCorpus(
      catalogue.seed,
      catalogue.artists.filter((a) => a.id !== NO_COPYRIGHT_ARTIST_ID),
      playable,
    );
    this.library = new LibraryState(catalogue, now());
    this.songsById = new Map(catalogue.songs.map((song) => [song.id, song]));
  }

  /** A catalogue or corpus song. */
  song(id: number): SimSong | undefined {
    return this.songsById.get(id) ?? this.corpus.song(id);
  }

  /** A catalogue album, or a corpus album in the same shape. */
  album(id: number): SimAlbum | undefined {
    const own = this.catalogue.albums.find((album) => album.id === id);
    if (own) return own;
    const virtual = this.corpus.album(id);
    if (!virtual) return undefined;
    return {
      ...virtual,
      company: '模拟合辑',
      type: '专辑',
      description: '',
      imageSeed: virtual.id,
    };
  }

  artist(id: number): SimArtist | undefined {
    return this.catalogue.artists.find((artist) => artist.id === id);
  }

  user(userId: number): SimUser | undefined {
    return this.catalogue.users.find((user) => user.userId === userId);
  }

  /** The user of a `MUSIC_U` token. */
  userForToken(musicU: string): SimUser | null {
    const userId = this.sessions.userOf(musicU);
    return userId === undefined ? null : (this.user(userId) ?? null);
  }

  /** URL of a generated image (`?param=WxH` is honoured by the media service). */
  imageUrl(seed: number): string {
    return `${this.bases.media}/img/${seed}.png`;
  }

  /** A media URL's lifetime: the service's own (`realTtlMs`) unless a control route overrode it. */
  ttl(realTtlMs: number): number {
    return this.ttlOverrideMs ?? realTtlMs;
  }

  /** The lifetime of a song URL handed out now (NetEase media URLs, MVs too). */
  songUrlTtlMs(): number {
    return this.ttl(DEFAULT_URL_TTL_MS);
  }

  /** A signed URL on the media service for a file of the media cache; `id` names its song or MV. */
  mediaUrl(file: string, id: number | string, ttlMs = this.songUrlTtlMs()): string {
    return `${this.bases.media}${this.signer.sign(`/${file}`, String(id), this.now(), ttlMs)}`;
  }

  /** Byte size of a media cache file (0 when it is missing), cached after the first look. */
  fileSize(file: string): number {
    let size = this.sizes.get(file);
    if (size === undefined) {
      try {
        size = statSync(join(this.mediaDir, file)).size;
      } catch {
        size = 0;
      }
      this.sizes.set(file, size);
    }
    return size;
  }

  /**
   * Back to the initial state: no sessions, QR keys, faults or imports, risk control off with its
   * counters zeroed; libraries as generated.
   */
  reset(): void {
    this.sessions.clear();
    this.qr.clear();
    this.imports.clear();
    this.faults.clear();
    this.riskControl.reset();
    this.library.reset();
    this.ttlOverrideMs = null;
  }
}
