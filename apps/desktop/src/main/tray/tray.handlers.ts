import type { IpcHandlersOf } from '../../ipc/contract';
import type { NowPlaying, TrayInvokeContract } from '../../ipc/tray.contract';
import { InvalidIpcArgumentError } from '../ipc/invalid-argument';

/** Longest title or artists line main keeps (a tooltip shows far less; this bounds memory). */
const MAX_TEXT = 500;

function isText(value: unknown): value is string {
  return typeof value === 'string' && value.length <= MAX_TEXT;
}

/** Narrows the page's report; anything else is refused. */
function parseNowPlaying(value: unknown): NowPlaying | null {
  if (value === null) return null;
  if (typeof value !== 'object')
    throw new InvalidIpcArgumentError('now playing is an object or null');
  const { title, artists, playing } = value as Record<string, unknown>;
  if (!isText(title) || !isText(artists) || typeof playing !== 'boolean') {
    throw new InvalidIpcArgumentError(
      `now playing needs a title and artists (text up to ${MAX_TEXT} characters) and playing`,
    );
  }
  return { title, artists, playing };
}

/** The main-process side of the tray channel. */
export function createTrayHandlers({
  onNowPlaying,
}: {
  onNowPlaying: (nowPlaying: NowPlaying | null) => void;
}): IpcHandlersOf<TrayInvokeContract> {
  return {
    'report-now-playing': async (nowPlaying) => onNowPlaying(parseNowPlaying(nowPlaying)),
  };
}
