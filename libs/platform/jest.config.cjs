module.exports = {
  displayName: 'platform',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  coverageDirectory: '../../coverage/libs/platform',
};
