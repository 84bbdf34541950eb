import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { importLoops, type SourceTree } from './lib/import-loops';

const workspaceRoot = resolve(__dirname, '../../..');

function treeOf(sources: Record<string, string>): SourceTree {
  return { files: Object.keys(sources), read: (file) => sources[file] ?? '' };
}

describe('import loops', () => {
  it('finds files that import each other, through relative paths and aliases', () => {
    const tree = treeOf({
      'libs/a/src/index.ts': "export { b } from './lib/b';",
      'libs/a/src/lib/b.ts': "import { c } from '@x/c';\nexport const b = c;",
      'libs/c/src/index.ts': "import type { A } from '@x/a';\nexport const c = 1;",
      'libs/c/src/lib/free.ts': "import { c } from '../index';",
    });
    expect(
      importLoops(tree, { '@x/a': 'libs/a/src/index.ts', '@x/c': 'libs/c/src/index.ts' }),
    ).toEqual([['libs/a/src/index.ts', 'libs/a/src/lib/b.ts', 'libs/c/src/index.ts']]);
  });

  it('lets a lazy import close no loop, and a one-way chain be', () => {
    const tree = treeOf({
      'a.ts': "import { b } from './b';",
      'b.ts': "export const later = () => import('./a');",
    });
    expect(importLoops(tree, {})).toEqual([]);
  });

  it('finds none in the workspace', () => {
    const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '*.ts', '*.tsx'], {
      cwd: workspaceRoot,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((file) => /^(apps|libs|tools)\//.test(file));
    const paths = (
      JSON.parse(readFileSync(resolve(workspaceRoot, 'tsconfig.base.json'), 'utf8')) as {
        compilerOptions: { paths: Record<string, string[]> };
      }
    ).compilerOptions.paths;
    const aliases = Object.fromEntries(
      Object.entries(paths).map(([alias, [target]]) => [alias, target ?? '']),
    );
    const tree = {
      files,
      read: (file: string) => readFileSync(resolve(workspaceRoot, file), 'utf8'),
    };
    expect(importLoops(tree, aliases)).toEqual([]);
  });
});
