module.exports = {
  displayName: 'player-core',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  coverageDirectory: '../../coverage/libs/player-core',
};
