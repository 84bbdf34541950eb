export { createSeededRandom, type SeededRandom } from './lib/seeded-random';
export { createSimServer, type SimServerOptions } from './lib/sim-server';
