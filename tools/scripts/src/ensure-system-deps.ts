import { spawnSync } from 'node:child_process';
import {
  SCREENS_DEPENDENCIES,
  SYSTEM_DEPENDENCIES,
  isInstalled,
  planInstall,
} from './lib/system-deps';

// Called by `npm test` (and `npm run test:e2e`): installs Debian's Chromium and Redis when they
// are missing; with `--screens` (`npm run screens`), the CJK fonts too.
const needed = process.argv.includes('--screens') ? SCREENS_DEPENDENCIES : SYSTEM_DEPENDENCIES;
const missing = needed.filter((dependency) => !isInstalled(dependency));
const plan = planInstall(missing, {
  isRoot: process.getuid?.() === 0,
  hasSudo: spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0,
});

if ('error' in plan) {
  console.error(plan.error);
  process.exit(1);
}
for (const [command, ...args] of plan.commands) {
  if (!command) continue;
  console.log(`$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0) {
    console.error(`"${command} ${args.join(' ')}" failed (exit ${result.status ?? result.signal})`);
    process.exit(1);
  }
}
const stillMissing = needed.filter((dependency) => !isInstalled(dependency));
if (stillMissing.length > 0) {
  console.error(`still missing after install: ${stillMissing.map((d) => d.file).join(', ')}`);
  process.exit(1);
}
