module.exports = {
  displayName: 'ui',
  preset: '../../jest.preset.js',
  testEnvironment: 'jsdom',
  setupFiles: ['<rootDir>/../../tools/jest/jsdom-setup.cjs'],
  coverageDirectory: '../../coverage/libs/ui',
};
