// Workspace lint: the architecture's boundaries (docs/ARCHITECTURE.md §3) are enforced here.
// tools/workspace-checks/src/boundaries.spec.ts proves that each kind of violation fails lint.
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';

const FRAMEWORK_IMPORTS = [
  'react',
  'react-dom',
  'react-redux',
  '@reduxjs/toolkit/query/react',
  'howler',
];

/** npm packages browser code may not import (the server side and Electron's main process). */
const NOT_IN_BROWSER = ['express', 'electron', 'electron/*'];
/** npm packages the server may not import (UI frameworks, the audio engine, Electron). */
const NOT_ON_SERVER = [
  'react',
  'react/*',
  'react-*',
  'react-dom/*',
  'howler',
  'electron',
  'electron/*',
];

/** The workspace's UI libs: the main process and preload import none of them, not even types. */
const CLIENT_LIBS = [
  '@cadenza/ui',
  '@cadenza/app-core',
  '@cadenza/songs',
  '@cadenza/settings-editors',
  '@cadenza/playback',
  '@cadenza/browse',
  '@cadenza/account',
  '@cadenza/settings-screen',
  '@cadenza/desktop-features',
  '@cadenza/shell',
];

/** npm packages presentational components may not import (libs/ui). */
const NOT_IN_UI = ['howler', 'react-redux', 'i18next', '@reduxjs/*'];

/**
 * The raw react-redux hooks: only the typed hooks' own files import them (`useAppDispatch`,
 * `useAppSelector`, `useAppStore` in libs/app-core; settings' hooks for its slice).
 */
const RAW_STORE_HOOKS = {
  name: 'react-redux',
  importNames: ['useDispatch', 'useSelector', 'useStore'],
  message:
    'Use the typed hooks: useAppDispatch / useAppSelector / useAppStore (@cadenza/app-core).',
};
const TYPED_STORE_HOOK_FILES = [
  'libs/app-core/src/lib/store/app-hooks.ts',
  'libs/settings/src/react/use-setting.ts',
];

/**
 * Classic zod is ~25 KB gzip and not tree-shakable; the schemas are shared with the browser
 * bundle, so the whole workspace writes them one way, with zod/mini's tree-shakable functions.
 */
const CLASSIC_ZOD = ['zod', 'zod/v4', 'zod/v3'].map((name) => ({
  name,
  message: "Use zod/mini (`import { z } from 'zod/mini'`): classic zod is not tree-shakable.",
}));

/**
 * `no-restricted-imports` with the given restrictions plus the workspace-wide ones. In flat
 * config a later rule object REPLACES the options of an earlier one for the files both match, so
 * every declaration of the rule must carry the workspace-wide bans itself.
 */
function restrictedImports({ paths = [], patterns = [] } = {}) {
  return ['error', { paths: [...paths, ...CLASSIC_ZOD], patterns }];
}

/** The libs below every screen: design system, ports, data access and utilities. */
const BELOW_SCREENS = ['type:ui', 'type:platform', 'type:data-access', 'type:util'];

/**
 * Tag rules of architecture §3: who may depend on whom, and which npm packages each scope may not
 * import. The client libs are layered: the shell composes the screen libs (`type:feature`), which
 * never import each other; they stand on the shared parts (`type:parts`: song lists, settings
 * editors), which stand on the kernel (`type:core`: store, notices, ui state, the player's
 * context), which imports no screen.
 */
const depConstraints = [
  {
    // The renderers import the shell; the desktop's main process and preload the ports (and the
    // data libs the main process runs on), the gateway's app the gateway.
    sourceTag: 'type:app',
    onlyDependOnLibsWithTags: ['type:shell', 'type:server', ...BELOW_SCREENS],
  },
  {
    sourceTag: 'type:shell',
    onlyDependOnLibsWithTags: ['type:feature', 'type:parts', 'type:core', ...BELOW_SCREENS],
  },
  {
    sourceTag: 'type:feature',
    onlyDependOnLibsWithTags: ['type:parts', 'type:core', ...BELOW_SCREENS],
  },
  { sourceTag: 'type:parts', onlyDependOnLibsWithTags: ['type:core', ...BELOW_SCREENS] },
  { sourceTag: 'type:core', onlyDependOnLibsWithTags: BELOW_SCREENS },
  { sourceTag: 'type:server', onlyDependOnLibsWithTags: ['type:data-access', 'type:util'] },
  // The ports the shells implement: types first, below every screen, so the desktop's main
  // process and preload share their messages without importing screen code.
  {
    sourceTag: 'type:platform',
    onlyDependOnLibsWithTags: ['type:data-access', 'type:util'],
  },
  {
    // Presentational components: props in, callbacks out (architecture §3). No store, no audio
    // engine, no translation runtime: the screen libs connect them.
    sourceTag: 'type:ui',
    onlyDependOnLibsWithTags: ['type:ui', 'type:util'],
    bannedExternalImports: NOT_IN_UI,
  },
  { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:data-access', 'type:util'] },
  { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'] },
  {
    sourceTag: 'type:tool',
    onlyDependOnLibsWithTags: [
      'type:shell',
      'type:feature',
      'type:parts',
      'type:core',
      'type:server',
      ...BELOW_SCREENS,
      'type:tool',
    ],
  },
  // End-to-end projects drive built artefacts; they may use the shared libs' test builders and test tooling.
  {
    sourceTag: 'type:e2e',
    onlyDependOnLibsWithTags: ['type:data-access', 'type:util', 'type:tool'],
  },
  {
    sourceTag: 'scope:client',
    onlyDependOnLibsWithTags: ['scope:client', 'scope:shared'],
    bannedExternalImports: NOT_IN_BROWSER,
  },
  {
    sourceTag: 'scope:server',
    onlyDependOnLibsWithTags: ['scope:server', 'scope:shared'],
    bannedExternalImports: NOT_ON_SERVER,
  },
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
  {
    sourceTag: 'scope:web',
    onlyDependOnLibsWithTags: ['scope:client', 'scope:shared'],
    bannedExternalImports: NOT_IN_BROWSER,
  },
  {
    sourceTag: 'scope:gateway',
    onlyDependOnLibsWithTags: ['scope:server', 'scope:shared'],
    bannedExternalImports: NOT_ON_SERVER,
  },
  // The desktop main process embeds the gateway; its renderer uses the client libs.
  {
    sourceTag: 'scope:desktop',
    onlyDependOnLibsWithTags: ['scope:client', 'scope:server', 'scope:shared'],
  },
];

/** Options of `@nx/enforce-module-boundaries` for the whole workspace. */
const boundaryOptions = {
  enforceBuildableLibDependency: false,
  // The gateway embeds the product version from the root manifest at build time.
  allow: ['../../../package.json'],
  banTransitiveDependencies: false,
  checkDynamicDependenciesExceptions: [],
  depConstraints,
};

/** Root entries of the shared libs stay framework-free: react/howler code lives under their own entries. */
const FRAMEWORK_FREE_ROOTS = [
  'player-core',
  'api-client',
  'settings',
  'i18n',
  'ports',
  'platform',
].flatMap((lib) => [`libs/${lib}/src/**/*.ts`, `libs/${lib}/src/**/*.tsx`]);
const FRAMEWORK_ENTRIES = ['player-core', 'api-client', 'settings', 'i18n'].flatMap((lib) => [
  `libs/${lib}/src/react.ts`,
  `libs/${lib}/src/react/**`,
  `libs/${lib}/src/howler.ts`,
  `libs/${lib}/src/howler/**`,
]);

/** Browser globals player-core's root may not touch (they come in through ports). */
const PLAYER_CORE_DOM_GLOBALS = [
  'window',
  'document',
  'navigator',
  'localStorage',
  'sessionStorage',
  'Audio',
  'AudioContext',
  'HTMLAudioElement',
  'HTMLMediaElement',
  'MediaMetadata',
  'indexedDB',
];

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    ignores: [
      '**/node_modules',
      '**/dist',
      '**/coverage',
      '**/.nx',
      '**/tmp',
      '**/test-results',
      '**/playwright-report',
      '**/vite.config.*.timestamp*',
    ],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs', '**/*.cjs'],
    rules: {
      '@nx/enforce-module-boundaries': ['error', boundaryOptions],
    },
  },
  {
    // Test-only edge: api-client's specs drive the real simulator (tools/ncm-sim, type:tool) over
    // HTTP (the simulator checks its answers against @cadenza/contract, not api-client, so no
    // cycle). The gateway's specs and benchmark run it as their upstream the same way, and the
    // desktop's download specs take real MP3 bytes and covers from its encoders. Only these
    // files may import the simulator.
    files: [
      'apps/desktop/src/**/*.spec.ts',
      'apps/desktop/src/**/*.spec-harness.ts',
      'libs/api-client/src/**/*.spec.ts',
      'libs/api-client/src/**/*.spec-harness.ts',
      'libs/gateway/src/**/*.spec.ts',
      'libs/gateway/src/**/*.spec-harness.ts',
      'libs/gateway/src/bench/**/*.ts',
      'libs/player-core/e2e/**/*.ts',
    ],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          ...boundaryOptions,
          allow: [...boundaryOptions.allow, '@cadenza/ncm-sim', '@cadenza/ncm-sim/client'],
        },
      ],
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs', '**/*.cjs'],
    rules: {
      'no-restricted-imports': restrictedImports(),
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-non-null-assertion': 'error',
      // A feature lib adds its slice to the store's state type by declaration merging
      // (`interface LazyLoadedSlices extends WithSlice<…> {}`).
      '@typescript-eslint/no-empty-object-type': [
        'error',
        { allowInterfaces: 'with-single-extends' },
      ],
      '@typescript-eslint/no-empty-interface': ['error', { allowSingleExtends: true }],
      // Small files with one concern: none passes 500 lines (specs included)…
      'max-lines': ['error', { max: 500, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // …and a source file past 300 lines is a warning (lint runs with --max-warnings 0, so it is
    // split before it lands). Specs may run longer: one file per unit keeps its cases together.
    files: ['libs/*/src/**/*.{ts,tsx}', 'apps/*/src/**/*.{ts,tsx}', 'tools/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.spec.{ts,tsx}', '**/*.spec-harness.{ts,tsx}', '**/*.spec-fixtures.{ts,tsx}'],
    rules: {
      'max-lines': ['warn', { max: 300, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // House style: named exports only in source (config files need their default export).
    files: ['libs/*/src/**/*.{ts,tsx}', 'apps/*/src/**/*.{ts,tsx}', 'tools/*/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports (house style).' },
      ],
    },
  },
  {
    files: ['**/*.tsx', '**/use-*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['libs/*/src/**/*.{ts,tsx}', 'apps/*/src/**/*.{ts,tsx}'],
    ignores: TYPED_STORE_HOOK_FILES,
    rules: {
      'no-restricted-imports': restrictedImports({ paths: [RAW_STORE_HOOKS] }),
    },
  },
  {
    files: FRAMEWORK_FREE_ROOTS,
    ignores: FRAMEWORK_ENTRIES,
    rules: {
      'no-restricted-imports': restrictedImports({
        paths: FRAMEWORK_IMPORTS.map((name) => ({
          name,
          message: 'Framework code of a shared lib lives only under its ./react or ./howler entry.',
        })),
        patterns: [
          {
            group: ['react/*', 'react-dom/*', 'howler/*'],
            message:
              'Framework code of a shared lib lives only under its ./react or ./howler entry.',
          },
          {
            regex: '^\\.{1,2}/(.*/)?(react|howler)(/|$)',
            message: 'The framework-free root may not reach into the ./react or ./howler entry.',
          },
        ],
      }),
    },
  },
  {
    // player-core's root runs anywhere (Node specs, workers): browser globals only behind ports,
    // in the ./howler and ./react entries: nothing in the lib's root entry imports React,
    // howler or the DOM.
    files: ['libs/player-core/src/**/*.{ts,tsx}'],
    ignores: [...FRAMEWORK_ENTRIES, 'libs/player-core/e2e/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...PLAYER_CORE_DOM_GLOBALS.map((name) => ({
          name,
          message:
            'player-core root code reaches the browser only through ports (./howler, ./react).',
        })),
      ],
    },
  },
  {
    // The desktop renderer is a browser bundle: no Electron, no server code (architecture §3).
    files: ['apps/desktop/src/renderer/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrictedImports({
        paths: [
          ...[...NOT_IN_BROWSER, '@cadenza/gateway'].map((name) => ({
            name,
            message:
              'The desktop renderer runs in the browser: reach the main process through the preload bridge.',
          })),
          RAW_STORE_HOOKS,
        ],
        patterns: [
          { group: ['electron/*'], message: 'The desktop renderer may not import Electron.' },
        ],
      }),
    },
  },
  {
    // The main process and preload: no UI code, and raw IPC only inside the two typed wrappers
    // (architecture decision 6). The Electron entry imports the whole module once, to inject it.
    files: ['apps/desktop/src/{main,preload,ipc}/**/*.ts'],
    ignores: [
      'apps/desktop/src/main/ipc/ipc-main.ts',
      'apps/desktop/src/preload/ipc-renderer.ts',
      'apps/desktop/src/main/main.ts',
    ],
    rules: {
      'no-restricted-imports': restrictedImports({
        paths: [
          ...['electron', 'electron/main', 'electron/renderer'].map((name) => ({
            name,
            importNames: ['ipcMain', 'ipcRenderer'],
            message: 'Use the typed IPC wrappers (ipc-main.ts / ipc-renderer.ts).',
          })),
          ...[...FRAMEWORK_IMPORTS, ...CLIENT_LIBS].map((name) => ({
            name,
            message: 'The main process and preload hold no UI code.',
          })),
        ],
      }),
    },
  },
];
