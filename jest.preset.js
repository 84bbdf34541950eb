// Shared jest settings: @swc/jest for speed (toolchain.md §6), Nx's resolver for the
// @cadenza/* tsconfig paths. Each project's jest.config.cjs picks its environment.
const { nxPreset } = require('@nx/jest/preset');

module.exports = {
  ...nxPreset,
  transform: {
    '^.+\\.(ts|tsx|js|jsx|mjs)$': [
      '@swc/jest',
      {
        jsc: {
          target: 'es2022',
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: { '\\.css$': require.resolve('./tools/jest/style-stub.cjs') },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'mjs', 'json'],
  testMatch: ['<rootDir>/src/**/*.spec.{ts,tsx}'],
  testEnvironment: 'node',
  clearMocks: true,
  restoreMocks: true,
};
