import type { AppSettings } from '@cadenza/settings';
import type { JsonFileStore } from '../store/json-file-store';
import { readSavedSettings } from '../store/saved-settings';

/** What the download manager reads of the settings. */
export type DownloadSettings = Pick<AppSettings, 'downloadPath' | 'unlimitedDownload'>;

/**
 * The download settings as stored now (the page saves them through the same store). A missing
 * or corrupt document gives the defaults, which have no download folder: the request is then
 * refused with "Please select download path first" rather than written somewhere unchosen.
 */
export async function readDownloadSettings(store: JsonFileStore): Promise<DownloadSettings> {
  const { downloadPath, unlimitedDownload } = await readSavedSettings(store);
  return { downloadPath: downloadPath.trim(), unlimitedDownload };
}
