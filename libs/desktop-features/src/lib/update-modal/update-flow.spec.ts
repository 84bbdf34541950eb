import type { MachineInfo } from '@cadenza/updater';
import type { ToastRequest } from '@cadenza/app-core';
import { createUpdateFlow } from './update-flow';
import { createFakeUpdatesPort, testRelease } from './update-flow.fixture';

const APPIMAGE_URL =
  'https://github.com/acme/cadenza/releases/download/v2.0.0/Cadenza-2.0.0-linux-x86_64.AppImage';

function setUp(options: Parameters<typeof createFakeUpdatesPort>[0] = {}) {
  const shell = createFakeUpdatesPort(options);
  const toasts: ToastRequest[] = [];
  const opened: string[] = [];
  const flow = createUpdateFlow({
    port: shell.port,
    notify: (toast) => toasts.push(toast),
    openExternal: (url) => opened.push(url),
  });
  return { flow, shell, toasts, opened, state: () => flow.getState() };
}

describe('the update flow (spec §4)', () => {
  it('opens the modal for a newer release, checking once', async () => {
    const { flow, shell, state } = setUp();
    const changes = jest.fn();
    flow.subscribe(changes);
    await flow.check();
    await flow.check();
    expect(shell.calls.check).toBe(1);
    expect(state()).toMatchObject({
      modalOpen: true,
      update: { latestVersion: '2.0.0', currentVersion: '1.0.0' },
      download: { status: 'idle' },
    });
    expect(changes).toHaveBeenCalled();
  });

  it.each([
    ['up to date', { kind: 'none', reason: 'up-to-date' } as const],
    ['a failed check', { kind: 'none', reason: 'unavailable' } as const],
    ['a rejected call', new Error('bridge gone')],
  ])('shows nothing for %s', async (_label, check) => {
    const { flow, state, toasts } = setUp({ check });
    await flow.check();
    expect(state()).toMatchObject({ update: null, modalOpen: false });
    expect(toasts).toEqual([]);
  });

  it('downloads with progress, blocks closing meanwhile, then asks to install', async () => {
    const { flow, shell, state, toasts } = setUp();
    await flow.check();
    await flow.updateNow();
    expect(shell.calls.started).toEqual([APPIMAGE_URL]);
    expect(state().download).toEqual({
      status: 'downloading',
      progress: { percent: 0, bytes: 0, totalBytes: null },
    });
    shell.progress({ percent: 42, bytes: 42, totalBytes: 100 });
    expect(state().download).toEqual({
      status: 'downloading',
      progress: { percent: 42, bytes: 42, totalBytes: 100 },
    });
    flow.dismiss();
    expect(state()).toMatchObject({ modalOpen: true, closeBlocked: true });

    shell.complete({ ok: true, filePath: '/tmp/cadenza-updates/Cadenza.AppImage' });
    expect(state()).toMatchObject({
      modalOpen: false,
      closeBlocked: false,
      download: { status: 'idle' },
      installPath: '/tmp/cadenza-updates/Cadenza.AppImage',
    });
    await flow.install();
    expect(shell.calls.installed).toEqual(['/tmp/cadenza-updates/Cadenza.AppImage']);
    expect(state().installing).toBe(true);
    expect(toasts).toEqual([]);
  });

  it('keeps downloading in the background and still asks to install at the end', async () => {
    const { flow, shell, state } = setUp();
    await flow.check();
    await flow.updateNow();
    flow.background();
    expect(state()).toMatchObject({ modalOpen: false, download: { status: 'downloading' } });
    shell.complete({ ok: true, filePath: '/d/a.AppImage' });
    expect(state().installPath).toBe('/d/a.AppImage');
    flow.declineInstall();
    expect(state().installPath).toBeNull();
  });

  it('says a failed download and lets the user try again', async () => {
    const { flow, shell, state, toasts } = setUp();
    await flow.check();
    await flow.updateNow();
    shell.complete({ ok: false, error: 'checksum' });
    expect(toasts).toEqual([{ tone: 'error', titleKey: 'errors.update.downloadFailed' }]);
    expect(state()).toMatchObject({ modalOpen: true, download: { status: 'idle' } });
    flow.dismiss();
    expect(state().modalOpen).toBe(false);
  });

  it('says a download that could not start', async () => {
    const { flow, state, toasts } = setUp({ startFails: true });
    await flow.check();
    await flow.updateNow();
    expect(toasts).toEqual([{ tone: 'error', titleKey: 'errors.update.startFailed' }]);
    expect(state().download).toEqual({ status: 'idle' });
  });

  it.each<[string, MachineInfo]>([
    ['another arch', { platform: 'linux', arch: 'arm64' }],
    ['an unknown machine', { platform: null, arch: null }],
  ])('has no package for %s', async (_label, machine) => {
    const { flow, shell, state, toasts, opened } = setUp({ machine });
    await flow.check();
    await flow.updateNow();
    expect(toasts).toEqual([{ tone: 'error', titleKey: 'errors.update.noPackage' }]);
    expect(shell.calls.started).toEqual([]);
    expect(opened).toEqual([]);
    expect(state().download).toEqual({ status: 'idle' });
  });

  it('opens the releases page when the release has no download URL', async () => {
    const release = testRelease({ assets: [] });
    const { flow, toasts, opened } = setUp({
      check: {
        kind: 'update',
        latestVersion: '2.0.0',
        currentVersion: '1.0.0',
        release,
        naming: null,
      },
    });
    await flow.check();
    await flow.updateNow();
    expect(toasts).toEqual([{ tone: 'error', titleKey: 'errors.update.noDownloadUrl' }]);
    expect(opened).toEqual([release.htmlUrl]);
  });

  it('ignores events of no download of its own and a second start', async () => {
    const { flow, shell, state } = setUp();
    await flow.check();
    shell.progress({ percent: 50, bytes: 1, totalBytes: 2 });
    shell.complete({ ok: true, filePath: '/x' });
    expect(state()).toMatchObject({ download: { status: 'idle' }, installPath: null });
    await flow.updateNow();
    await flow.updateNow();
    expect(shell.calls.started).toHaveLength(1);
  });

  it('handles a download that ends before the shell says it started', async () => {
    const { flow, shell, state } = setUp();
    await flow.check();
    const starting = flow.updateNow();
    // The end arrives while start-download is still on its way back.
    await Promise.resolve();
    await Promise.resolve();
    shell.complete({ ok: true, filePath: '/d/small.AppImage' });
    await starting;
    expect(state()).toMatchObject({
      download: { status: 'idle' },
      installPath: '/d/small.AppImage',
    });
  });

  it('says an install the shell refused and stays on the confirmation', async () => {
    const { flow, shell, state, toasts } = setUp({ installFails: true });
    await flow.check();
    await flow.updateNow();
    shell.complete({ ok: true, filePath: '/d/a.AppImage' });
    await flow.install();
    expect(toasts).toEqual([{ tone: 'error', titleKey: 'errors.general.operationFailed' }]);
    expect(state()).toMatchObject({ installing: false, installPath: '/d/a.AppImage' });
  });

  it('stops listening when disposed', () => {
    const { flow, shell } = setUp();
    expect(shell.listenerCount()).toBe(2);
    flow.dispose();
    expect(shell.listenerCount()).toBe(0);
  });
});
