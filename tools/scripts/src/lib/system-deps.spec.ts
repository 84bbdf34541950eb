import { mkdtempSync, writeFileSync, chmodSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  SCREENS_DEPENDENCIES,
  SYSTEM_DEPENDENCIES,
  isInstalled,
  planInstall,
  type SystemDependency,
} from './system-deps';

const chromium: SystemDependency = { packageName: 'chromium', file: '/usr/bin/chromium' };
const ffmpeg: SystemDependency = { packageName: 'ffmpeg', file: '/usr/bin/ffmpeg' };

describe('isInstalled', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cadenza-deps-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('needs a program to be executable, and any other file to be readable', () => {
    const file = join(dir, 'font.ttc');
    writeFileSync(file, '');
    chmodSync(file, 0o644);
    expect(isInstalled({ packageName: 'fonts', file })).toBe(true);
    expect(isInstalled({ packageName: 'tool', file, program: true })).toBe(false);
    chmodSync(file, 0o755);
    expect(isInstalled({ packageName: 'tool', file, program: true })).toBe(true);
    expect(isInstalled({ packageName: 'gone', file: join(dir, 'missing') })).toBe(false);
  });
});

describe('planInstall', () => {
  it('does nothing when nothing is missing', () => {
    expect(planInstall([], { isRoot: false, hasSudo: false })).toEqual({ commands: [] });
  });

  it('updates the lists then installs every missing package as root', () => {
    expect(planInstall([chromium, ffmpeg], { isRoot: true, hasSudo: false })).toEqual({
      commands: [
        ['apt-get', 'update', '-qq'],
        ['apt-get', 'install', '-y', '-qq', '--no-install-recommends', 'chromium', 'ffmpeg'],
      ],
    });
  });

  it('uses non-interactive sudo when not root', () => {
    const plan = planInstall([chromium], { isRoot: false, hasSudo: true });
    expect(
      'commands' in plan &&
        plan.commands.every((command) => command[0] === 'sudo' && command[1] === '-n'),
    ).toBe(true);
  });

  it('explains what to install when it cannot', () => {
    expect(planInstall([chromium], { isRoot: false, hasSudo: false })).toEqual({
      error: 'missing Debian packages: chromium. Install them as root: apt-get install -y chromium',
    });
  });
});

describe('SYSTEM_DEPENDENCIES', () => {
  it('has Chromium for Playwright and Redis for the gateway specs, both as programs', () => {
    expect(SYSTEM_DEPENDENCIES).toEqual(
      expect.arrayContaining([
        { packageName: 'chromium', file: '/usr/bin/chromium', program: true },
        { packageName: 'redis-server', file: '/usr/bin/redis-server', program: true },
      ]),
    );
  });

  it('shares Chromium with `npm run screens`, which needs no Redis', () => {
    expect(SCREENS_DEPENDENCIES.map((dependency) => dependency.packageName)).toEqual([
      'chromium',
      'fonts-noto-cjk',
    ]);
  });
});
