module.exports = {
  displayName: 'updater',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  coverageDirectory: '../../coverage/libs/updater',
};
