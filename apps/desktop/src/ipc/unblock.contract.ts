import type { UnblockBridgeResult } from '@cadenza/api-client';

/** The unblock bridge (spec §7 "Fallback and external sources"; contract §5.2). */
export interface UnblockInvokeContract {
  /** Finds the song on the enabled sources; `{error}` or `{data:{code:404}}` when it cannot. */
  'unblock-music': {
    args: [id: number, songData: unknown, sources: string[]];
    result: UnblockBridgeResult;
  };
}

/** The channels of {@link UnblockInvokeContract}. */
export const UNBLOCK_INVOKE_CHANNELS: Record<keyof UnblockInvokeContract, true> = {
  'unblock-music': true,
};

/** The unblock part of the preload's bridge. */
export interface UnblockBridgeSlice {
  unblockMusic(id: number, songData: unknown, sources: string[]): Promise<UnblockBridgeResult>;
}
