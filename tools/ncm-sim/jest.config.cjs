module.exports = {
  displayName: 'ncm-sim',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  coverageDirectory: '../../coverage/tools/ncm-sim',
};
