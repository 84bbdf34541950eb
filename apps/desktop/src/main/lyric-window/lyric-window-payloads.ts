import { z } from 'zod/mini';
import type {
  LyricWindowControl,
  LyricWindowLyric,
  LyricWindowSong,
} from '../../ipc/lyric-window.contract';
import { InvalidIpcArgumentError } from '../ipc/invalid-argument';

/**
 * Limits of what the page may send: generous for any real song (the longest lyrics run to a
 * few hundred lines), small enough that a runaway page cannot make main hold megabytes.
 */
export const LYRIC_PAYLOAD_LIMITS = {
  lines: 5_000,
  text: 1_000,
  id: 200,
  artists: 50,
} as const;

const text = z.string().check(z.maxLength(LYRIC_PAYLOAD_LIMITS.text));
const songId = z.string().check(z.minLength(1), z.maxLength(LYRIC_PAYLOAD_LIMITS.id));
// Ten hours of song at most, either way of zero (a negative offset can put the lyric time below
// 0). zod's numbers are finite.
const timeMs = z.number().check(z.minimum(-36_000_000), z.maximum(36_000_000));

/** The song of `send-lyric-song`. */
export const lyricWindowSongSchema = z.strictObject({
  id: songId,
  name: text,
  artists: z.array(text).check(z.maxLength(LYRIC_PAYLOAD_LIMITS.artists)),
}) satisfies z.ZodMiniType<LyricWindowSong>;

const lineSchema = z.strictObject({ timeMs, text, translation: z.optional(text) });

/** The lyric JSON of `send-lyric` (full, update, empty). */
export const lyricWindowLyricSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('full'),
    songId,
    lines: z.array(lineSchema).check(z.maxLength(LYRIC_PAYLOAD_LIMITS.lines)),
    timeMs,
    playing: z.boolean(),
  }),
  z.strictObject({ type: z.literal('update'), songId, timeMs, playing: z.boolean() }),
  z.strictObject({ type: z.literal('empty'), songId, timeMs, playing: z.boolean() }),
]) satisfies z.ZodMiniType<LyricWindowLyric>;

/** The controls of spec §7 the lyric window sends back. */
export const lyricWindowControlSchema = z.enum([
  'playpause',
  'prev',
  'next',
]) satisfies z.ZodMiniType<LyricWindowControl>;

/** Parses an untrusted IPC argument, or refuses it with what was wrong. */
export function parseIpcArgument<T>(schema: z.ZodMiniType<T>, value: unknown, what: string): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
  throw new InvalidIpcArgumentError(`refused ${what}${where}: ${issue?.message ?? 'invalid'}`);
}
