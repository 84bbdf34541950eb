module.exports = {
  displayName: 'screens',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  coverageDirectory: '../../coverage/tools/screens',
};
