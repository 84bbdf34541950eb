module.exports = {
  displayName: 'desktop',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  coverageDirectory: '../../coverage/apps/desktop',
};
