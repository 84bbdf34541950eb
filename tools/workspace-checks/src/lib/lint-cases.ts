import { createProjectGraphAsync } from '@nx/devkit';
import { ESLint } from 'eslint';
import { resolve } from 'node:path';

/** One would-be source file to lint with the workspace's real ESLint config. */
export interface LintCase {
  /** Path relative to the workspace root; decides the project, tags and file-scoped rules. */
  filePath: string;
  code: string;
}

/** One message ESLint reports. */
export interface LintMessage {
  ruleId: string | null;
  message: string;
}

/** The errors and warnings ESLint reports for one case. */
export interface LintCaseResult {
  errors: LintMessage[];
  warnings: LintMessage[];
}

/**
 * Lints each case as if it were a file of the workspace. Runs in its own Node process
 * (ESLint loads `eslint.config.mjs` with a dynamic import, which jest's sandbox refuses).
 */
export async function lintCases(
  workspaceRoot: string,
  cases: readonly LintCase[],
): Promise<LintCaseResult[]> {
  // @nx/enforce-module-boundaries reads the cached project graph and silently skips without
  // one (e.g. on a fresh clone before any nx command), so compute and cache it first.
  await createProjectGraphAsync({ exitOnError: true });
  const eslint = new ESLint({ cwd: workspaceRoot });
  const results: LintCaseResult[] = [];
  for (const lintCase of cases) {
    const [result] = await eslint.lintText(lintCase.code, {
      filePath: resolve(workspaceRoot, lintCase.filePath),
    });
    const messages = result?.messages ?? [];
    const withSeverity = (severity: number) =>
      messages
        .filter((message) => message.severity === severity)
        .map(({ ruleId, message }) => ({ ruleId, message }));
    results.push({ errors: withSeverity(2), warnings: withSeverity(1) });
  }
  return results;
}

// As a script: cases as JSON on stdin, results as JSON on the last line of stdout.
if (require.main === module) {
  let input = '';
  process.stdin.setEncoding('utf8');
  process.stdin.on('data', (chunk) => (input += chunk));
  process.stdin.on('end', () => {
    lintCases(resolve(__dirname, '../../../..'), JSON.parse(input) as LintCase[])
      .then((results) => process.stdout.write(`\n${JSON.stringify(results)}\n`))
      .catch((error: unknown) => {
        console.error(error);
        process.exit(1);
      });
  });
}
