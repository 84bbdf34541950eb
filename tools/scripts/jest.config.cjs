module.exports = {
  displayName: 'scripts',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  coverageDirectory: '../../coverage/tools/scripts',
};
