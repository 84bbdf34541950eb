import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import type { LintCase, LintCaseResult } from './lib/lint-cases';

/**
 * Proves the architecture's boundaries are enforced by lint (architecture §3): each case lints
 * a would-be source file of a real project with the workspace config, and checks the rule that
 * must reject it. The allowed cases prove the rules do not simply reject everything.
 */
const workspaceRoot = resolve(__dirname, '../../..');

/** Lints every case in one child process (one ESLint and project-graph start-up). */
function lintAll(cases: LintCase[]): LintCaseResult[] {
  const tsx = require.resolve('tsx/cli', { paths: [workspaceRoot] });
  const output = execFileSync(process.execPath, [tsx, resolve(__dirname, 'lib/lint-cases.ts')], {
    cwd: workspaceRoot,
    input: JSON.stringify(cases),
    encoding: 'utf8',
    env: { ...process.env, NX_DAEMON: 'false' },
    maxBuffer: 16 * 1024 * 1024,
  });
  const lastLine = output.trim().split('\n').pop() ?? '[]';
  return JSON.parse(lastLine) as LintCaseResult[];
}

const violations: Array<[string, string, string, string, RegExp]> = [
  [
    'a client lib importing electron',
    'libs/browse/src/lib/violation.ts',
    "import { app } from 'electron';\nexport const name = app.name;\n",
    '@nx/enforce-module-boundaries',
    /electron/,
  ],
  [
    'a client lib importing express',
    'libs/ui/src/lib/violation.ts',
    "import express from 'express';\nexport const app = express();\n",
    '@nx/enforce-module-boundaries',
    /express/,
  ],
  [
    'the server lib importing react',
    'libs/gateway/src/lib/violation.ts',
    "import { createElement } from 'react';\nexport const element = createElement('div');\n",
    '@nx/enforce-module-boundaries',
    /react/,
  ],
  [
    'the server lib importing howler',
    'libs/gateway/src/lib/violation.ts',
    "import { Howl } from 'howler';\nexport const sound = Howl;\n",
    '@nx/enforce-module-boundaries',
    /howler/,
  ],
  [
    'the web app importing electron',
    'apps/web/src/violation.ts',
    "import { shell } from 'electron';\nexport const open = shell.openExternal;\n",
    '@nx/enforce-module-boundaries',
    /electron/,
  ],
  [
    'a ui lib importing a data-access lib',
    'libs/ui/src/lib/violation.ts',
    "import { DEFAULT_SETTINGS } from '@cadenza/settings';\nexport const defaults = DEFAULT_SETTINGS;\n",
    '@nx/enforce-module-boundaries',
    /type:ui/,
  ],
  [
    'a data-access lib importing a ui lib',
    'libs/settings/src/lib/violation.ts',
    "import { Button } from '@cadenza/ui';\nexport const button = Button;\n",
    '@nx/enforce-module-boundaries',
    /type:data-access/,
  ],
  [
    'a util lib importing a data-access lib',
    'libs/i18n/src/lib/violation.ts',
    // Every data-access lib now reaches i18n (settings' specs read it, and player-core and
    // api-client use settings), so the rule reports the import as the cycle it closes before
    // it looks at tags. Either way the util lib cannot import it, which is what this case pins.
    "import { PlayMode } from '@cadenza/player-core';\nexport const mode = PlayMode.Random;\n",
    '@nx/enforce-module-boundaries',
    /type:util|Circular dependency between "i18n" and "player-core"/,
  ],
  [
    'a client lib importing the server lib',
    'libs/account/src/lib/violation.ts',
    "import { createGateway } from '@cadenza/gateway';\nexport const gateway = createGateway;\n",
    '@nx/enforce-module-boundaries',
    /scope:client|type:feature/,
  ],
  [
    'the root entry of a data-access lib importing react',
    'libs/player-core/src/lib/violation.ts',
    "import { useState } from 'react';\nexport const hook = useState;\n",
    'no-restricted-imports',
    /\.\/react or \.\/howler entry/,
  ],
  [
    'the root entry of a data-access lib importing howler',
    'libs/player-core/src/lib/violation.ts',
    "import { Howler } from 'howler';\nexport const global = Howler;\n",
    'no-restricted-imports',
    /\.\/react or \.\/howler entry/,
  ],
  [
    "player-core's root touching a browser global",
    'libs/player-core/src/lib/violation.ts',
    'export const href = () => window.location.href;\n',
    'no-restricted-globals',
    /only through ports/,
  ],
  [
    'the root entry of a data-access lib importing RTK Query react',
    'libs/api-client/src/lib/violation.ts',
    "import { createApi } from '@reduxjs/toolkit/query/react';\nexport const make = createApi;\n",
    'no-restricted-imports',
    /\.\/react or \.\/howler entry/,
  ],
  [
    'the root entry of a data-access lib reaching into its react folder',
    'libs/settings/src/lib/violation.ts',
    "export { useSetting } from '../react/use-setting';\n",
    'no-restricted-imports',
    /may not reach into/,
  ],
  [
    'the root of the i18n lib importing react',
    'libs/i18n/src/lib/violation.ts',
    "import { useSyncExternalStore } from 'react';\nexport const hook = useSyncExternalStore;\n",
    'no-restricted-imports',
    /\.\/react or \.\/howler entry/,
  ],
  [
    'desktop code using raw ipcRenderer outside the wrapper',
    'apps/desktop/src/preload/violation.ts',
    "import { ipcRenderer } from 'electron';\nexport const send = ipcRenderer.send;\n",
    'no-restricted-imports',
    /typed IPC wrappers/,
  ],
  [
    'the desktop renderer importing electron',
    'apps/desktop/src/renderer/violation.ts',
    "import { shell } from 'electron';\nexport const open = shell.openExternal;\n",
    'no-restricted-imports',
    /runs in the browser/,
  ],
  [
    'the desktop renderer importing the gateway',
    'apps/desktop/src/renderer/violation.ts',
    "import { createGateway } from '@cadenza/gateway';\nexport const gateway = createGateway;\n",
    'no-restricted-imports',
    /runs in the browser/,
  ],
  [
    'the desktop main process importing react',
    'apps/desktop/src/main/violation.ts',
    "import { createElement } from 'react';\nexport const element = createElement;\n",
    'no-restricted-imports',
    /hold no UI code/,
  ],
  // The client libs' layers: a screen lib never imports another (the shell composes them), the
  // shared parts no screen, the kernel no part, and an app only the shell. A lib that the target
  // already reaches may be reported as the cycle it closes, before the tags.
  [
    'a screen lib importing another screen lib',
    'libs/browse/src/lib/violation.ts',
    "import { loadSessionStart } from '@cadenza/account';\nexport const load = loadSessionStart;\n",
    '@nx/enforce-module-boundaries',
    /type:feature/,
  ],
  [
    'a shared-parts lib importing a screen lib',
    'libs/songs/src/lib/violation.ts',
    "import { BROWSE_SCREENS } from '@cadenza/browse';\nexport const screens = BROWSE_SCREENS;\n",
    '@nx/enforce-module-boundaries',
    /type:parts|Circular dependency between "songs" and "browse"/,
  ],
  [
    'the kernel importing a shared-parts lib',
    'libs/app-core/src/lib/violation.ts',
    "import { SongList } from '@cadenza/songs';\nexport const list = SongList;\n",
    '@nx/enforce-module-boundaries',
    /type:core|Circular dependency between "app-core" and "songs"/,
  ],
  [
    'the web app importing a screen lib',
    'apps/web/src/violation.ts',
    "import { BROWSE_SCREENS } from '@cadenza/browse';\nexport const screens = BROWSE_SCREENS;\n",
    '@nx/enforce-module-boundaries',
    /type:app/,
  ],
  [
    'a desktop IPC contract importing the screens, even as types',
    'apps/desktop/src/ipc/violation.ts',
    "import type { AppStore } from '@cadenza/app-core';\nexport type Store = AppStore;\n",
    'no-restricted-imports',
    /hold no UI code/,
  ],
  [
    'the platform ports importing the screens',
    'libs/platform/src/lib/violation.ts',
    // Every screens lib imports the ports, so the rule may report the cycle before the tags.
    "import type { AppStore } from '@cadenza/app-core';\nexport type Store = AppStore;\n",
    '@nx/enforce-module-boundaries',
    /type:platform|Circular dependency between "platform" and "app-core"/,
  ],
  [
    'the platform ports importing react',
    'libs/platform/src/lib/violation.ts',
    "import type { ReactNode } from 'react';\nexport type Node = ReactNode;\n",
    'no-restricted-imports',
    /\.\/react or \.\/howler entry/,
  ],
  ...(['howler', 'react-redux', 'i18next', '@reduxjs/toolkit'] as const).map(
    (name): [string, string, string, string, RegExp] => [
      `a ui lib importing ${name}`,
      'libs/ui/src/lib/violation.ts',
      `import * as banned from '${name}';\nexport const used = banned;\n`,
      '@nx/enforce-module-boundaries',
      new RegExp(name.replace(/[/@]/g, '.')),
    ],
  ),
  [
    'a screen using the raw useSelector',
    'libs/browse/src/lib/violation.ts',
    "import { useSelector } from 'react-redux';\nexport const hook = useSelector;\n",
    'no-restricted-imports',
    /typed hooks/,
  ],
  [
    'the desktop renderer using the raw useDispatch',
    'apps/desktop/src/renderer/violation.ts',
    "import { useDispatch } from 'react-redux';\nexport const hook = useDispatch;\n",
    'no-restricted-imports',
    /typed hooks/,
  ],
  // Classic zod is banned everywhere, including the files whose own import restrictions would
  // otherwise replace the workspace-wide ones (flat config keeps only the last options).
  ...(
    [
      ['the contract', 'libs/contract/src/lib/violation.ts', 'zod'],
      ["player-core's root", 'libs/player-core/src/lib/violation.ts', 'zod/v4'],
      ['a typed-hooks file', 'libs/app-core/src/lib/store/app-hooks.ts', 'zod'],
      ['the desktop renderer', 'apps/desktop/src/renderer/violation.ts', 'zod'],
      ['the desktop main process', 'apps/desktop/src/main/violation.ts', 'zod'],
      ['the simulator', 'tools/ncm-sim/src/lib/violation.ts', 'zod/v4'],
    ] as const
  ).map(([where, filePath, name]): [string, string, string, string, RegExp] => [
    `${where} importing classic ${name}`,
    filePath,
    `import { z } from '${name}';\nexport const schema = z.string();\n`,
    'no-restricted-imports',
    /zod\/mini/,
  ]),
];

const allowed: Array<[string, string, string]> = [
  [
    'the typed hooks built on the raw ones',
    'libs/app-core/src/lib/store/app-hooks.ts',
    "import { useDispatch } from 'react-redux';\nexport const useAppDispatch = useDispatch.withTypes();\n",
  ],
  [
    'a screen using the Provider of react-redux',
    'libs/browse/src/lib/allowed.ts',
    "import { Provider } from 'react-redux';\nexport const provider = Provider;\n",
  ],
  [
    'a screen lib using ui, settings and i18n',
    'libs/account/src/lib/allowed.ts',
    "import { Button } from '@cadenza/ui';\nimport { DEFAULT_SETTINGS } from '@cadenza/settings';\nimport { createI18n } from '@cadenza/i18n';\nexport const parts = [Button, DEFAULT_SETTINGS, createI18n];\n",
  ],
  [
    'the shell composing screen libs',
    'libs/shell/src/lib/allowed.ts',
    "import { BROWSE_SCREENS } from '@cadenza/browse';\nimport { ACCOUNT_SCREENS } from '@cadenza/account';\nexport const screens = { ...BROWSE_SCREENS, ...ACCOUNT_SCREENS };\n",
  ],
  [
    'a screen lib on the shared parts and the kernel',
    'libs/browse/src/lib/allowed.ts',
    "import { SongList } from '@cadenza/songs';\nimport { useAppSelector } from '@cadenza/app-core';\nexport const parts = [SongList, useAppSelector];\n",
  ],
  [
    'a desktop IPC contract importing the platform ports',
    'apps/desktop/src/ipc/allowed.ts',
    "import type { TrayCommand } from '@cadenza/platform';\nexport type Command = TrayCommand;\n",
  ],
  [
    'the react entry of a data-access lib importing react-redux',
    'libs/settings/src/react/allowed.ts',
    "import { shallowEqual } from 'react-redux';\nexport const equal = shallowEqual;\n",
  ],
  [
    'the howler entry of player-core importing howler',
    'libs/player-core/src/howler/allowed.ts',
    "import { Howler } from 'howler';\nexport const global = Howler;\n",
  ],
  [
    'shared code importing zod/mini',
    'libs/contract/src/lib/allowed.ts',
    "import { z } from 'zod/mini';\nexport const schema = z.string();\n",
  ],
  [
    'the server lib importing express and a shared lib',
    'libs/gateway/src/lib/allowed.ts',
    "import express from 'express';\nimport { healthDtoSchema } from '@cadenza/contract';\nexport const parts = [express, healthDtoSchema];\n",
  ],
];

/** A module of `count` one-line statements (no blank or comment lines: every line counts). */
const linesOfCode = (count: number) =>
  Array.from({ length: count }, (_, index) => `export const line${index} = ${index};`).join('\n') +
  '\n';

describe('file length', () => {
  let results: LintCaseResult[];
  beforeAll(() => {
    results = lintAll([
      { filePath: 'libs/browse/src/lib/long.ts', code: linesOfCode(301) },
      { filePath: 'libs/browse/src/lib/short.ts', code: linesOfCode(300) },
      { filePath: 'libs/browse/src/lib/long.spec.ts', code: linesOfCode(400) },
      { filePath: 'libs/browse/src/lib/too-long.spec.ts', code: linesOfCode(501) },
    ]);
  }, 120_000);
  const rules = (messages: Array<{ ruleId: string | null }> | undefined) =>
    (messages ?? []).map(({ ruleId }) => ruleId);

  it('warns about a source file past 300 lines, not one of 300', () => {
    expect(rules(results[0]?.warnings)).toContain('max-lines');
    expect(rules(results[1]?.warnings)).not.toContain('max-lines');
  });

  it('lets a spec run to 500 lines and refuses it past them', () => {
    expect(rules(results[2]?.warnings)).not.toContain('max-lines');
    expect(rules(results[2]?.errors)).not.toContain('max-lines');
    expect(rules(results[3]?.errors)).toContain('max-lines');
  });
});

describe('module boundaries', () => {
  let results: LintCaseResult[];
  beforeAll(() => {
    results = lintAll(
      [...violations, ...allowed].map(([, filePath, code]) => ({ filePath, code })),
    );
  }, 120_000);
  const errorsOf = (index: number) =>
    results[index]?.errors ?? [{ ruleId: null, message: 'not linted' }];

  it.each(violations.map((entry, index) => [...entry, index] as const))(
    'rejects %s',
    (_case, _filePath, _code, ruleId, message, index) => {
      const errors = errorsOf(index);
      const matching = errors.filter((error) => error.ruleId === ruleId);
      expect(matching).not.toHaveLength(0);
      expect(matching.map((error) => error.message).join('\n')).toMatch(message);
    },
  );

  it.each(allowed.map(([name], index) => [name, violations.length + index] as const))(
    'allows %s',
    (_case, index) => {
      expect(errorsOf(index)).toEqual([]);
    },
  );
});
