module.exports = {
  displayName: 'ports',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  coverageDirectory: '../../coverage/libs/ports',
};
