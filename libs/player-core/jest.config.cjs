module.exports = {
  displayName: 'player-core',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  coverageDirectory: '../../coverage/libs/player-core',
  // The bar: at least 90 % of player-core's lines run under its specs. The howler adapter
  // is exercised in Chromium by the e2e target, the specs and benchmarks are not product code.
  collectCoverage: true,
  collectCoverageFrom: ['src/**/*.{ts,tsx}', '!src/**/*.spec.{ts,tsx}', '!src/bench/**'],
  coverageReporters: ['text-summary'],
  coverageThreshold: { global: { lines: 90 } },
};
