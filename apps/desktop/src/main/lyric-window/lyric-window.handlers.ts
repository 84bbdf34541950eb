import type { IpcHandlersOf } from '../../ipc/contract';
import type { LyricWindowInvokeContract } from '../../ipc/lyric-window.contract';
import { InvalidIpcArgumentError } from '../ipc/invalid-argument';
import type { LyricWindowController } from './lyric-window';
import {
  lyricWindowControlSchema,
  lyricWindowLyricSchema,
  lyricWindowSongSchema,
  parseIpcArgument,
} from './lyric-window-payloads';

function requireBoolean(value: unknown, what: string): boolean {
  if (typeof value !== 'boolean') throw new InvalidIpcArgumentError(`${what} is true or false`);
  return value;
}

/**
 * The main-process side of the lyric window channels. Every argument from a page is checked
 * (shape, sizes) before main keeps or forwards it.
 */
export function createLyricWindowHandlers(
  lyricWindow: LyricWindowController,
): IpcHandlersOf<LyricWindowInvokeContract> {
  return {
    'open-lyric-window': () => lyricWindow.open(),
    'close-lyric-window': async () => lyricWindow.close(),
    'toggle-lyric-window': () => lyricWindow.toggle(),
    'get-lyric-window-state': async () => lyricWindow.state(),
    'send-lyric-song': async (song) => {
      lyricWindow.sendSong(
        song === null ? null : parseIpcArgument(lyricWindowSongSchema, song, 'the lyric song'),
      );
    },
    'send-lyric': async (lyric) => {
      lyricWindow.sendLyric(parseIpcArgument(lyricWindowLyricSchema, lyric, 'the lyric data'));
    },
    'lyric-window-control': async (control) => {
      lyricWindow.control(
        parseIpcArgument(lyricWindowControlSchema, control, 'the lyric window control'),
      );
    },
    'set-lyric-window-locked': async (locked) =>
      lyricWindow.setLocked(requireBoolean(locked, 'locked')),
    'set-lyric-window-interactive': async (interactive) => {
      lyricWindow.setInteractive(requireBoolean(interactive, 'interactive'));
    },
  };
}
