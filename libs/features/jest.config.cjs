module.exports = {
  displayName: 'features',
  preset: '../../jest.preset.js',
  testEnvironment: '../../tools/jest/jsdom-with-fetch.cjs',
  coverageDirectory: '../../coverage/libs/features',
};
