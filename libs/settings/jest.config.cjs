module.exports = {
  displayName: 'settings',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  coverageDirectory: '../../coverage/libs/settings',
};
