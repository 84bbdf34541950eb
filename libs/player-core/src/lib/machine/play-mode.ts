/** Play modes (spec §3): 0 sequential, 1 single loop, 2 random. */
export const PlayMode = { Sequential: 0, SingleLoop: 1, Random: 2 } as const;

/** One of the play modes. */
export type PlayMode = (typeof PlayMode)[keyof typeof PlayMode];

/** Reads a stored play mode; anything unexpected is sequential, so a bad value never breaks playback. */
export function parsePlayMode(stored: unknown): PlayMode {
  const value = typeof stored === 'string' && stored.trim() !== '' ? Number(stored) : stored;
  return value === PlayMode.SingleLoop || value === PlayMode.Random ? value : PlayMode.Sequential;
}

/** The mode the play-mode button switches to: sequential → single loop → random → sequential. */
export function nextPlayMode(mode: PlayMode): PlayMode {
  return ((mode + 1) % 3) as PlayMode;
}
