import { createAudioEngine } from '../../engine/audio-engine';
import { createFakeSoundFactory, type FakeSound } from '../../engine/testing/fake-sound-factory';
import type { PlayerNotice, PlayerTrack } from '../../machine/player.types';
import { buildTrack } from '../../testing/player.builders';
import { createMemoryStorage, platformTimers, type KeyValueStorage } from '@cadenza/ports';
import { createPlayerRuntime, type ResolvedUrl, type UrlResolver } from '../player-runtime';
import type { PlayerRuntimeEvent } from '../runtime-events';
import type { TransitionSettings } from '../song-transitions';

// The runtime with a fake sound factory and a resolver the spec answers by hand, shared by the
// runtime's specs.

export const T0 = 1_700_000_000_000;

/** A catalogue track with a given id (unless `overrides` names another), from the player's builder. */
export function track(id: number, overrides: Partial<PlayerTrack> = {}): PlayerTrack {
  return buildTrack({ id, ...overrides });
}

export const urlOf = (id: number | string, version = 1) =>
  `https://cdn.example/${String(id)}.mp3?v=${String(version)}`;

/** The simulator's shortened lifetime: a URL of 10 s is renewed 8 s after its answer. */
export const LIFETIME_MS = 10_000;
export const RENEW_AFTER_MS = 8_000;
export const short = (id: number, version = 1) => ({
  url: urlOf(id, version),
  lifetimeMs: LIFETIME_MS,
});
/** A lifetime long enough to stay out of the way. */
export const long = (id: number, version = 1) => ({
  url: urlOf(id, version),
  lifetimeMs: 3_600_000,
});

export interface PendingResolve {
  track: PlayerTrack;
  refetch: boolean;
  /** Answers the call: a bare URL (lifetime unknown) or one with its lifetime. */
  resolve: (answer: ResolvedUrl | string) => void;
  reject: (error: Error) => void;
}

/** A resolver whose answers the test gives, one call at a time. */
export function createFakeResolver() {
  const calls: PendingResolve[] = [];
  const resolver: UrlResolver = {
    resolve: (wanted, { refetch }) =>
      new Promise<ResolvedUrl | string>((resolve, reject) => {
        calls.push({ track: wanted, refetch, resolve, reject });
      }),
  };
  const call = (index: number): PendingResolve => {
    const found = calls[index];
    if (!found) throw new Error(`no resolve call #${String(index)} (${String(calls.length)} made)`);
    return found;
  };
  return { resolver, calls, call, last: () => call(calls.length - 1) };
}

export async function flush(): Promise<void> {
  for (let i = 0; i < 5; i++) await Promise.resolve();
}

export function setup(
  options: { storage?: KeyValueStorage | null; transitions?: () => TransitionSettings } = {},
) {
  const factory = createFakeSoundFactory();
  const scheduler = platformTimers();
  const now = () => Date.now();
  const engine = createAudioEngine({ factory, scheduler, now });
  const fake = createFakeResolver();
  const notices: PlayerNotice[] = [];
  const storage = options.storage === undefined ? createMemoryStorage() : options.storage;
  const runtime = createPlayerRuntime({
    engine,
    resolver: fake.resolver,
    scheduler,
    now,
    random: () => 0,
    ...(storage ? { storage } : {}),
    ...(options.transitions ? { transitions: options.transitions } : {}),
  });
  const events: PlayerRuntimeEvent[] = [];
  runtime.subscribe((event) => {
    events.push(event);
    if (event.type === 'notice') notices.push(event.notice);
  });
  const state = () => runtime.store.getSnapshot();
  return { factory, engine, resolver: fake, notices, events, storage, runtime, state };
}

export type Harness = ReturnType<typeof setup>;

/** Resolves the latest URL request, flushes, and returns the sound the engine made for it. */
export async function resolveLatest(
  harness: Harness,
  answer: ResolvedUrl | string,
): Promise<FakeSound> {
  harness.resolver.last().resolve(answer);
  await flush();
  return harness.factory.latest();
}

/** Queues `tracks`, resolves the first URL (`answer`, else a bare URL) and makes it play. */
export async function startPlaying(
  harness: Harness,
  tracks: PlayerTrack[],
  answer: ResolvedUrl | string = urlOf(tracks[0]?.id ?? 0),
): Promise<FakeSound> {
  harness.runtime.send({ type: 'replace-queue', tracks, startIndex: 0 });
  const sound = await resolveLatest(harness, answer);
  sound.fire('load');
  sound.fire('play');
  return sound;
}
