import { planInstall, type SystemDependency } from './system-deps';

const chromium: SystemDependency = { packageName: 'chromium', binary: '/usr/bin/chromium' };
const ffmpeg: SystemDependency = { packageName: 'ffmpeg', binary: '/usr/bin/ffmpeg' };

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
