import {
  DownloadHttpError,
  DownloadInterruptedError,
  DownloadRangeMismatchError,
  fetchToFile,
  type FetchProgress,
  type FetchToFileOptions,
} from './fetch-to-file';

/** Times one download asks for a new link after its link expired, before it fails. */
export const DOWNLOAD_URL_RENEWALS = 3;
/**
 * Times one download continues after its connection was lost, before it fails. Losing the
 * connection of an expired link costs one of these and one renewal, so there are more of them.
 */
export const DOWNLOAD_RESUMES = 5;
/** What a CDN answers a signed link past its lifetime (NetEase's, and the simulator's). */
const EXPIRED_LINK_STATUS = 403;

/** A fresh link to the same song, asked for the way the first was. */
export type RenewUrl = (signal?: AbortSignal) => Promise<string>;

/** Options of {@link fetchResumable}: those of one transfer, and how to renew the link. */
export interface ResumableFetchOptions extends Omit<FetchToFileOptions, 'from' | 'total'> {
  /** Without it, an expired link fails the download. */
  renewUrl?: RenewUrl;
  /** Notes each recovery (a resume, a renewal, a restart) for the log. */
  log?: (message: string) => void;
}

const NOTHING: FetchProgress = { loaded: 0, total: null };

/**
 * Only bytes of a file of known size can be continued: without the size nothing proves a
 * continuation is of the same file, so such a file starts over instead.
 */
const continuable = ({ loaded, total }: FetchProgress) =>
  total !== null && loaded > 0 && loaded < total;

/**
 * Streams `url` into `file` as {@link fetchToFile} does, and carries on through what a signed
 * link meets on the way. A lost connection continues from the byte the file reached
 * (`Range: bytes=<received>-`) on the same link; a link that has expired (403, on the first
 * request or on a continuation) is renewed with `renewUrl` and the download continues there.
 * A continuation answered with the whole file (200) starts the file over with it, and one of
 * another start or size is dropped and the file asked for from zero. Each recovery is bounded
 * ({@link DOWNLOAD_RESUMES}, {@link DOWNLOAD_URL_RENEWALS}); past the bound, or when no link
 * can be had, the last error is thrown as a single transfer would have thrown it.
 */
export async function fetchResumable(options: ResumableFetchOptions): Promise<FetchProgress> {
  const { renewUrl, log = () => undefined, signal, ...transfer } = options;
  let url = options.url;
  let held = NOTHING;
  let resumes = 0;
  let renewals = 0;
  for (;;) {
    try {
      const from = continuable(held) ? held : NOTHING;
      return await fetchToFile({ ...transfer, url, signal, from: from.loaded, total: from.total });
    } catch (error) {
      if (signal?.aborted) throw error;
      if (error instanceof DownloadInterruptedError && resumes < DOWNLOAD_RESUMES) {
        resumes += 1;
        held = error.progress;
        log(`${error.message}; continuing (${resumes}/${DOWNLOAD_RESUMES})`);
      } else if (error instanceof DownloadRangeMismatchError) {
        // Only a continuation can mismatch, and the next request is not one: no loop.
        held = NOTHING;
        log(`${error.message}; starting over`);
      } else if (
        error instanceof DownloadHttpError &&
        error.status === EXPIRED_LINK_STATUS &&
        renewUrl &&
        renewals < DOWNLOAD_URL_RENEWALS
      ) {
        renewals += 1;
        url = await renewed(renewUrl, signal, error, log);
        log(`the link expired; renewed (${renewals}/${DOWNLOAD_URL_RENEWALS})`);
      } else {
        throw error;
      }
    }
  }
}

/**
 * A new link, or the expiry itself when none can be had: the download then fails as an
 * expired link always did, and the log says why no new link came.
 */
async function renewed(
  renewUrl: RenewUrl,
  signal: AbortSignal | undefined,
  expired: DownloadHttpError,
  log: (message: string) => void,
): Promise<string> {
  try {
    return await renewUrl(signal);
  } catch (error) {
    if (signal?.aborted) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    log(`the link expired and no new one came: ${reason}`);
    throw expired;
  }
}
