import {
  compareVersions,
  isNewer,
  normalizeVersion,
  parseVersion,
  type ParsedVersion,
} from './version';

describe('parseVersion', () => {
  it.each<[string, ParsedVersion | null]>([
    ['4.8.2', { core: [4, 8, 2], prerelease: [] }],
    ['v4.8.2', { core: [4, 8, 2], prerelease: [] }],
    ['V1.2', { core: [1, 2], prerelease: [] }],
    ['  v5.0.0\n', { core: [5, 0, 0], prerelease: [] }],
    ['4.9', { core: [4, 9], prerelease: [] }],
    ['7', { core: [7], prerelease: [] }],
    ['2024.10.1.3', { core: [2024, 10, 1, 3], prerelease: [] }],
    ['4.9.0-beta.1', { core: [4, 9, 0], prerelease: ['beta', '1'] }],
    ['v32.0.0-alpha.12', { core: [32, 0, 0], prerelease: ['alpha', '12'] }],
    ['1.0.0-rc-2', { core: [1, 0, 0], prerelease: ['rc-2'] }],
    ['1.2.3+build.5', { core: [1, 2, 3], prerelease: [] }],
    ['1.2.3-beta+exp.sha.5114f85', { core: [1, 2, 3], prerelease: ['beta'] }],
    ['01.02.003', { core: [1, 2, 3], prerelease: [] }],
    ['', null],
    ['v', null],
    ['latest', null],
    ['nightly', null],
    ['4..2', null],
    ['4.8.', null],
    ['.4.8', null],
    ['4.x', null],
    ['vv4.8.2', null],
    ['release-4.8.2', null],
    ['4.8.2-', null],
    ['4.8.2-beta..1', null],
    ['4.8.2 beta', null],
    ['99999999999999999999.0.0', null],
  ])('%j → %j', (input, expected) => {
    expect(parseVersion(input)).toEqual(expected);
  });
});

describe('normalizeVersion', () => {
  it.each<[string, string | null]>([
    ['v4.8.2', '4.8.2'],
    ['4.9', '4.9'],
    ['v4.9.0-beta.1', '4.9.0-beta.1'],
    ['1.2.3+build.5', '1.2.3'],
    ['01.2', '1.2'],
    ['latest', null],
  ])('%j → %j', (input, expected) => {
    expect(normalizeVersion(input)).toBe(expected);
  });
});

/** Real-world tags (reference product, Electron, Node, VS Code, CalVer) against each other. */
const COMPARISONS: readonly [string, string, -1 | 0 | 1][] = [
  // The reference product's own tags (spec §9: the application version is 4.8.2).
  ['v4.8.2', '4.8.2', 0],
  ['v4.8.2', '4.8.10', -1],
  ['4.8.10', 'v4.8.2', 1],
  ['v4.9.0', '4.8.2', 1],
  ['v5.0.0', '4.9.0', 1],
  ['4.8.1', '4.8.2', -1],
  // Missing segments count as 0.
  ['4.9', '4.9.0', 0],
  ['v4.9', '4.9.0.0', 0],
  ['4.9.0.1', '4.9', 1],
  ['4', '4.0.1', -1],
  // Numeric, not lexical.
  ['1.10.0', '1.9.9', 1],
  ['1.92.2', '1.100.0', -1],
  ['v20.19.4', 'v20.9.0', 1],
  ['2024.10.1.3', '2024.9.30.12', 1],
  ['01.2.3', '1.2.3', 0],
  // Pre-releases rank below their release, above the previous one.
  ['4.9.0-beta.1', '4.9.0', -1],
  ['4.9.0-beta.1', '4.8.2', 1],
  ['v32.0.0-beta.1', 'v31.4.0', 1],
  ['v32.0.0-beta.1', 'v32.0.0', -1],
  ['4.9.0-beta.2', '4.9.0-beta.10', -1],
  ['4.9.0-rc.1', '4.9.0-beta.11', 1],
  ['4.9.0-beta.1', 'v4.9.0-beta.1', 0],
  ['4.9-beta', '4.9.0-beta', 0],
  // Build metadata is ignored.
  ['1.2.3+build.5', '1.2.3', 0],
  ['1.2.3+20240101', '1.2.3+20231231', 0],
  // Unparseable strings rank below every valid version.
  ['latest', '0.0.1', -1],
  ['0.0.0', 'nightly', 1],
  ['latest', 'nightly', 0],
];

describe('compareVersions', () => {
  it.each(COMPARISONS)('%s vs %s → %i', (a, b, expected) => {
    expect(compareVersions(a, b)).toBe(expected);
  });

  it.each(COMPARISONS)('is antisymmetric: %s vs %s', (a, b, expected) => {
    expect(compareVersions(b, a)).toBe(-expected || 0);
  });

  it('orders the SemVer §11 precedence chain', () => {
    const chain = [
      '1.0.0-alpha',
      '1.0.0-alpha.1',
      '1.0.0-alpha.beta',
      '1.0.0-beta',
      '1.0.0-beta.2',
      '1.0.0-beta.11',
      '1.0.0-rc.1',
      '1.0.0',
      '1.0.1',
    ];
    chain.forEach((lower, i) =>
      chain.slice(i + 1).forEach((higher) => {
        expect([compareVersions(lower, higher), compareVersions(higher, lower)]).toEqual([-1, 1]);
      }),
    );
    const shuffled = [...chain].reverse();
    expect(shuffled.sort(compareVersions)).toEqual(chain);
  });
});

describe('isNewer (an update only when strictly newer)', () => {
  it.each<[string, string, boolean]>([
    ['v4.9.0', '4.8.2', true],
    ['v4.8.2', '4.8.2', false],
    ['4.8.2', 'v4.8.2', false],
    ['v4.8.1', '4.8.2', false],
    ['4.8.10', '4.8.2', true],
    ['4.9', '4.9.0', false],
    ['4.9.0.1', '4.9', true],
    ['4.9.0-beta.1', '4.8.2', true],
    ['4.9.0-beta.1', '4.9.0', false],
    ['4.9.0', '4.9.0-beta.1', true],
    ['1.2.3+build.6', '1.2.3+build.5', false],
    ['latest', '4.8.2', false],
    ['v5.0.0', 'dev', false],
    ['', '', false],
  ])('isNewer(%j, %j) → %s', (remote, local, expected) => {
    expect(isNewer(remote, local)).toBe(expected);
  });
});
