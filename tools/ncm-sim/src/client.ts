// The simulator's typed client and the shape of its self description, without the simulator:
// what Playwright specs, benches and tools import (fetch only, no server code).
export {
  createSimClient,
  playableSongs,
  type PlayableSongsOptions,
  type SimClient,
  type SimLyricsKind,
  type SimQrAction,
} from './lib/client/sim-client';
export type { SimInfo, SimInfoSong, SimInfoVideo } from './lib/control/sim-info';
export type { FaultRuleInput } from './lib/faults/fault-registry';
