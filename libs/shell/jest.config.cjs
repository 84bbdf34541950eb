// A test-runner config, not the lib's code: it may use the workspace's jest helpers by path, as
// `preset` and `setupFiles` below do.
// eslint-disable-next-line @nx/enforce-module-boundaries
const { transformIgnoreExcept } = require('../../tools/jest/esm-packages.cjs');

module.exports = {
  displayName: 'shell',
  preset: '../../jest.preset.js',
  testEnvironment: '../../tools/jest/jsdom-with-fetch.cjs',
  setupFiles: ['<rootDir>/../../tools/jest/jsdom-setup.cjs'],
  // react-markdown (the update modal's release notes) and its remark packages are ESM-only.
  transformIgnorePatterns: [transformIgnoreExcept(['react-markdown'])],
  coverageDirectory: '../../coverage/libs/shell',
};
