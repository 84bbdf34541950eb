import type {
  RemoteCommandResult,
  RemoteNowPlaying,
  RemoteQueuePage,
  RemoteTrack,
} from '../../ipc/remote-control.contract';
import { z } from 'zod/mini';

// What the page sends main about the player, checked before the server passes it on: the page
// is ours, but main trusts nothing that crosses IPC.

const text = z.string().check(z.maxLength(1_000));
const finite = z.number().check(z.refine(Number.isFinite, 'not a finite number'));

const trackSchema = z.object({
  id: z.union([z.number(), text]),
  name: text,
  artists: z.array(text).check(z.maxLength(100)),
  album: text,
  coverUrl: z.nullable(z.string().check(z.maxLength(4_000))),
  durationMs: z.nullable(finite),
});

/** A now-playing report from the page. */
export const nowPlayingSchema = z.object({
  track: z.nullable(trackSchema),
  status: z.enum(['idle', 'loading', 'playing', 'paused', 'stopped']),
  positionSec: finite.check(z.minimum(0)),
  volume: finite.check(z.minimum(0), z.maximum(1)),
  muted: z.boolean(),
  liked: z.boolean(),
  queueIndex: z.int().check(z.minimum(-1)),
  queueLength: z.int().check(z.minimum(0)),
});

const queuePageSchema = z.object({
  index: z.int().check(z.minimum(-1)),
  total: z.int().check(z.minimum(0)),
  offset: z.int().check(z.minimum(0)),
  tracks: z.array(trackSchema).check(z.maxLength(500)),
});

/** The page's answer to a command. */
export const commandResultSchema = z.union([
  z.object({ ok: z.literal(true), queue: z.optional(queuePageSchema) }),
  z.object({ ok: z.literal(false), error: z.enum(['no-track', 'failed']) }),
]);

// The schemas describe exactly the port's types: a change on either side fails to compile.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameShapes: [
  Same<z.infer<typeof trackSchema>, RemoteTrack>,
  Same<z.infer<typeof nowPlayingSchema>, RemoteNowPlaying>,
  Same<z.infer<typeof queuePageSchema>, RemoteQueuePage>,
  Same<z.infer<typeof commandResultSchema>, RemoteCommandResult>,
] = [true, true, true, true];
void sameShapes;
