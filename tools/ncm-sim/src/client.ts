// The simulator's typed client and the shape of its self description, without the simulator:
// what Playwright specs, benches and tools import (fetch only, no server code).
export {
  createSimClient,
  loudestAndQuietest,
  playableSongs,
  type LoudnessPickOptions,
  type PlayableSongsOptions,
  type SimClient,
  type SimLyricsKind,
  type SimQrAction,
} from './lib/client/sim-client';
export type { SimInfo, SimInfoLoudness, SimInfoSong, SimInfoVideo } from './lib/control/sim-info';
export type { GaplessAlbumFixture } from './lib/catalogue/catalogue.types';
export type { GlideSignal } from './lib/media/glide';
export { NETEASE_REFERENCE_LUFS } from './lib/netease/song-loudness';
export type { FaultRuleInput } from './lib/faults/fault-registry';
export type {
  RiskControlKind,
  RiskControlSettings,
  RiskControlState,
} from './lib/risk-control/risk-control';
