module.exports = {
  displayName: 'workspace-checks',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  coverageDirectory: '../../coverage/tools/workspace-checks',
};
