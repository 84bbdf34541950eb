import {
  songDownloadUrlDtoSchema,
  songUrlV1DtoSchema,
  userAccountDtoSchema,
  type SongUrlItemDto,
} from '@cadenza/contract';
import type { DownloadRequest } from '../../ipc/downloads.contract';

/**
 * A GET of the app's own API (`/song/url/v1?…`, as the page calls it under `/api`), made with
 * the page's session so the gateway answers as the logged-in listener.
 */
export type ApiFetch = (path: string, signal?: AbortSignal) => Promise<Response>;

/** What {@link createSongUrlRenewal} needs. */
export interface SongUrlRenewalDeps {
  api: ApiFetch;
  /** The quality the page asks for (the saved `musicQuality`), read at each renewal. */
  level(): Promise<string>;
}

/** Why no new link could be had. */
export class SongUrlRenewalError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SongUrlRenewalError';
  }
}

/** A schema's `safeParse` answer, as zod mini gives it. */
interface Parsed<T> {
  success: boolean;
  data?: T;
}

async function read<T>(
  api: ApiFetch,
  path: string,
  schema: { safeParse(value: unknown): Parsed<T> },
  signal?: AbortSignal,
): Promise<T> {
  const route = path.split('?')[0];
  const response = await api(path, signal);
  if (!response.ok) throw new SongUrlRenewalError(`${route} answered HTTP ${response.status}`);
  const parsed = schema.safeParse(await response.json().catch(() => null));
  if (!parsed.success || parsed.data === undefined) {
    throw new SongUrlRenewalError(`${route} answered something else than its contract`);
  }
  return parsed.data;
}

/** The extension the page would have named the file with for this item (its own rule). */
const extensionOf = (item: SongUrlItemDto) => {
  const type = (item.type ?? '').toLowerCase();
  return /^[a-z0-9]{1,5}$/.test(type) ? type : 'mp3';
};

const isWebUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/**
 * Renews a download's link the way the page got it (the song downloader of `libs/songs`): a
 * VIP account (`vipType` ≠ 0 on `/user/account`) asks the download-URL endpoint
 * (`/song/download/url/v1`), any other listener the song's playing URL (`/song/url/v1`), both at
 * the saved quality. A link is refused, rather than downloaded into the wrong file, when the song
 * now has none, answers a trial clip, or comes in another format than the file's extension.
 */
export function createSongUrlRenewal({ api, level }: SongUrlRenewalDeps) {
  return async (request: DownloadRequest, signal?: AbortSignal): Promise<string> => {
    const query = new URLSearchParams({ id: String(request.songInfo.id), level: await level() });
    const account = await read(api, '/user/account', userAccountDtoSchema, signal);
    const item =
      (account.profile?.vipType ?? 0) !== 0
        ? (await read(api, `/song/download/url/v1?${query}`, songDownloadUrlDtoSchema, signal)).data
        : (await read(api, `/song/url/v1?${query}`, songUrlV1DtoSchema, signal)).data[0];
    if (!item?.url || !isWebUrl(item.url)) {
      throw new SongUrlRenewalError('the song has no address now');
    }
    if (item.freeTrialInfo) throw new SongUrlRenewalError('the song is only a trial clip now');
    const extension = extensionOf(item);
    if (extension !== request.type) {
      throw new SongUrlRenewalError(`the song comes as ${extension} now, not ${request.type}`);
    }
    return item.url;
  };
}
