module.exports = {
  displayName: 'web',
  preset: '../../jest.preset.js',
  // The platform imports the features lib, whose router needs the web platform's encoders.
  testEnvironment: '../../tools/jest/jsdom-with-fetch.cjs',
  setupFiles: ['<rootDir>/../../tools/jest/jsdom-setup.cjs'],
  coverageDirectory: '../../coverage/apps/web',
};
