/**
 * Micro-benchmark of the pure player machine on a 10,000-track queue (not a test).
 * Run: `npx tsx libs/player-core/src/bench/machine.bench.ts`
 * Each operation runs WARMUP times, then ITERATIONS timed times with `performance.now()`;
 * the table shows the median and p95 per call. Target: every median under 1 ms.
 * A last row times the loudness meter on 5 minutes of stereo at 44.1 kHz (what the app's worker
 * measures per song), target under a second.
 */
import { PLAYER_TIMING } from '../lib/constants/timing';
import { PlayMode } from '../lib/machine/play-mode';
import { transition } from '../lib/machine/player.machine';
import { createInitialPlayerState } from '../lib/machine/player.state';
import type { PlayerEvent, PlayerState } from '../lib/machine/player.types';
import { measureLoudness } from '../lib/loudness/loudness-meter';
import { pseudoMusic } from '../lib/loudness/loudness.spec-fixtures';
import { SCENARIO_T0, buildPlayingState, buildTracks } from '../lib/testing/player.builders';

const QUEUE_SIZE = 10_000;
const WARMUP = 200;
const ITERATIONS = 1_000;
const TARGET_MEDIAN_MS = 1;

interface Row {
  operation: string;
  medianMs: number;
  p95Ms: number;
}

/** A deterministic pseudo-random sequence in [0, 1) (mulberry32), so runs compare. */
function seededRandom(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function percentile(sorted: readonly number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

/**
 * Times `step` (given the iteration number and the state so far) and returns the new state, so a
 * run can chain states (next) or restart from a base (replace, remove).
 */
function measure(
  operation: string,
  initial: PlayerState,
  step: (i: number, state: PlayerState) => PlayerEvent,
  chain: boolean,
): Row {
  let state = initial;
  const samples: number[] = [];
  let sink = 0;
  for (let i = 0; i < WARMUP + ITERATIONS; i++) {
    const event = step(i, state);
    const started = performance.now();
    const result = transition(state, event);
    const elapsed = performance.now() - started;
    sink += result.effects.length;
    if (chain) state = result.state;
    if (i >= WARMUP) samples.push(elapsed);
  }
  if (sink < 0) throw new Error('unreachable: keeps the results alive');
  samples.sort((x, y) => x - y);
  return { operation, medianMs: percentile(samples, 0.5), p95Ms: percentile(samples, 0.95) };
}

const LOUDNESS_SECONDS = 300;
const LOUDNESS_RATE = 44_100;
const LOUDNESS_RUNS = 5;
const LOUDNESS_TARGET_MS = 1_000;

/** Median and worst ms to measure a 5-minute stereo song, after one warm-up run. */
function measureSong(): Row {
  const channels = [1, 2].map((seed) => pseudoMusic(LOUDNESS_SECONDS, LOUDNESS_RATE, seed));
  const samples: number[] = [];
  for (let i = 0; i <= LOUDNESS_RUNS; i++) {
    const started = performance.now();
    const { integratedLufs } = measureLoudness(channels, LOUDNESS_RATE);
    const elapsed = performance.now() - started;
    if (integratedLufs === null) throw new Error('unreachable: the signal is not silent');
    if (i > 0) samples.push(elapsed);
  }
  samples.sort((x, y) => x - y);
  return {
    operation: 'loudness 5 min',
    medianMs: percentile(samples, 0.5),
    p95Ms: percentile(samples, 1),
  };
}

function main(): void {
  const tracks = buildTracks(QUEUE_SIZE);
  const random = seededRandom(42);
  const sequential = buildPlayingState(tracks, { index: 0 });
  const shuffled = buildPlayingState(tracks, { index: 0, playMode: PlayMode.Random });
  // Skips are debounced: each press comes one debounce interval after the last.
  const pressAt = (i: number): number => SCENARIO_T0 + (i + 1) * PLAYER_TIMING.skipDebounceMs;

  const rows: Row[] = [
    measure(
      'replace queue',
      createInitialPlayerState(),
      (i) => ({ type: 'replace-queue', tracks, startIndex: i % QUEUE_SIZE, now: SCENARIO_T0 }),
      false,
    ),
    measure('next', sequential, (i) => ({ type: 'next', now: pressAt(i), random: 0 }), true),
    measure(
      'random next',
      shuffled,
      (i) => ({ type: 'next', now: pressAt(i), random: random() }),
      true,
    ),
    measure(
      'remove',
      sequential,
      () => ({ type: 'remove', index: Math.floor(random() * QUEUE_SIZE), now: SCENARIO_T0 }),
      false,
    ),
  ];

  const format = (ms: number): string => ms.toFixed(4).padStart(10);
  const song = measureSong();
  const songLine = `${song.operation.padEnd(16)}${format(song.medianMs)}${format(song.p95Ms)}  ${
    song.medianMs < LOUDNESS_TARGET_MS ? 'ok' : `MISSED (median ≥ ${String(LOUDNESS_TARGET_MS)} ms)`
  }`;
  const lines = [
    `player machine, ${String(QUEUE_SIZE)}-track queue, ${String(ITERATIONS)} iterations after ${String(WARMUP)} warm-up`,
    `${'operation'.padEnd(16)}${'median ms'.padStart(10)}${'p95 ms'.padStart(10)}  target`,
    ...rows.map(
      (row) =>
        `${row.operation.padEnd(16)}${format(row.medianMs)}${format(row.p95Ms)}  ${
          row.medianMs < TARGET_MEDIAN_MS
            ? 'ok'
            : `MISSED (median ≥ ${String(TARGET_MEDIAN_MS)} ms)`
        }`,
    ),
    `loudness meter, ${String(LOUDNESS_SECONDS)} s stereo at ${String(LOUDNESS_RATE)} Hz, ${String(LOUDNESS_RUNS)} runs after 1 warm-up (max, not p95)`,
    songLine,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
  if (rows.some((row) => row.medianMs >= TARGET_MEDIAN_MS)) process.exitCode = 1;
  if (song.medianMs >= LOUDNESS_TARGET_MS) process.exitCode = 1;
}

main();
