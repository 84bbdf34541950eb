import type { IpcHandlersOf } from '../../ipc/contract';
import type { UnblockInvokeContract } from '../../ipc/unblock.contract';
import { InvalidIpcArgumentError } from '../ipc/invalid-argument';
import type { createUnblockMusic } from './unblock-music';

/** The main-process side of `unblock-music`: the page's arguments checked, then the bridge. */
export function createUnblockHandlers(
  unblockMusic: ReturnType<typeof createUnblockMusic>,
): IpcHandlersOf<UnblockInvokeContract> {
  return {
    'unblock-music': async (id, songData, sources) => {
      if (typeof id !== 'number') throw new InvalidIpcArgumentError('a song id is a number');
      if (!Array.isArray(sources) || sources.some((source) => typeof source !== 'string'))
        throw new InvalidIpcArgumentError('sources are a list of names');
      return unblockMusic(id, songData, sources);
    },
  };
}
