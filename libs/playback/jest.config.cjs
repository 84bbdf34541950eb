module.exports = {
  displayName: 'playback',
  preset: '../../jest.preset.js',
  testEnvironment: '../../tools/jest/jsdom-with-fetch.cjs',
  setupFiles: ['<rootDir>/../../tools/jest/jsdom-setup.cjs'],
  coverageDirectory: '../../coverage/libs/playback',
};
