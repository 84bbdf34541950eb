module.exports = {
  displayName: 'bench',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  coverageDirectory: '../../coverage/tools/bench',
};
