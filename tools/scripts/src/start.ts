import { spawn, spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

// `npm start`: builds the web app and the gateway, then runs the gateway, which serves the
// web app on PORT (default 8080). The upstream choice (UPSTREAM=auto|embedded|url|sim) is
// added with the gateway's NetEase routes.
const root = resolve(__dirname, '../../..');
const env = {
  ...process.env,
  NX_DAEMON: 'false',
  NX_NO_CLOUD: 'true',
  ELECTRON_SKIP_BINARY_DOWNLOAD: '1',
};

const nx = require.resolve('nx/bin/nx.js', { paths: [root] });
const build = spawnSync(
  process.execPath,
  [nx, 'run-many', '-t', 'build', '-p', 'web', 'api-gateway', '--outputStyle=static'],
  { cwd: root, stdio: 'inherit', env },
);
if (build.status !== 0) {
  console.error('npm start: the build failed; see the output above.');
  process.exit(build.status ?? 1);
}

const gateway = spawn(process.execPath, [resolve(root, 'dist/apps/api-gateway/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env,
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => gateway.kill(signal));
}
gateway.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
