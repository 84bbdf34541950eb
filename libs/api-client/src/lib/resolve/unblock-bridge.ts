import { z } from 'zod/mini';
import { failure, RESOLUTION_MESSAGES, type ResolutionFailure } from './resolution-messages';
import type { UnblockBridge } from './resolve.ports';

/** The platforms the desktop bridge knows (contract §5.2 `ALL_PLATFORMS`); others are dropped. */
export const UNBLOCK_PLATFORMS = ['migu', 'kugou', 'pyncmd', 'bilibili'] as const;

/** A URL from the unblock bridge. */
export interface UnblockResult {
  ok: true;
  url: string;
  br: number;
  size: number;
  md5?: string;
  /** The platform that matched, as the bridge names it. */
  platform?: string;
}

const bridgeEnvelopeSchema = z.object({
  data: z.object({
    data: z.object({
      url: z.string().check(z.minLength(1)),
      br: z.catch(z.number().check(z.nonnegative()), 0),
      size: z.catch(z.number().check(z.nonnegative()), 0),
      md5: z.catch(z.optional(z.string()), undefined),
      source: z.catch(z.optional(z.string()), undefined),
    }),
  }),
});

/** The sources the bridge is asked with: the known platforms of `sources`, in their order. */
export function bridgeSources(sources: readonly string[]): string[] {
  return sources.filter((source): source is (typeof UNBLOCK_PLATFORMS)[number] =>
    (UNBLOCK_PLATFORMS as readonly string[]).includes(source),
  );
}

/**
 * Asks the desktop bridge (`unblock-music`, contract §5.2) with the song data and the sources
 * filtered to {@link UNBLOCK_PLATFORMS}. An `{error}` answer, a throw, an empty URL or a missing
 * bridge (web) is a failure.
 */
export async function resolveFromUnblockBridge(
  id: number,
  songData: unknown,
  sources: readonly string[],
  bridge: UnblockBridge | undefined,
): Promise<UnblockResult | ResolutionFailure> {
  if (!bridge) return failure('unavailable', RESOLUTION_MESSAGES.playFailed);
  let answer: unknown;
  try {
    answer = await bridge(id, songData, bridgeSources(sources));
  } catch (error) {
    return failure('refused', RESOLUTION_MESSAGES.playFailed, error);
  }
  const parsed = bridgeEnvelopeSchema.safeParse(answer);
  if (!parsed.success) {
    const error =
      typeof answer === 'object' && answer !== null && 'error' in answer ? answer.error : answer;
    return failure('refused', RESOLUTION_MESSAGES.playFailed, error);
  }
  const { url, br, size, md5, source } = parsed.data.data.data;
  return {
    ok: true,
    url,
    br,
    size,
    ...(md5 !== undefined ? { md5 } : {}),
    ...(source !== undefined ? { platform: source } : {}),
  };
}
