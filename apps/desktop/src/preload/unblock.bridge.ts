import type { UnblockBridgeSlice } from '../ipc/unblock.contract';
import { invoke } from './ipc-renderer';

/** The unblock bridge: a song's URL from other sources, found by main. */
export const unblockBridge: UnblockBridgeSlice = {
  unblockMusic: (id: number, songData: unknown, sources: string[]) =>
    invoke('unblock-music', id, songData, sources),
};
