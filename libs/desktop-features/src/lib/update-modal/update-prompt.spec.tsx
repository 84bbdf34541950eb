import { createI18n } from '@cadenza/i18n';
import { I18nProvider } from '@cadenza/i18n/react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { Toaster, PlatformProvider } from '@cadenza/app-core';
import { createTestApp } from '@cadenza/app-core/testing';
import { createFakeUpdatesPort, testRelease } from './update-flow.fixture';
import { UpdatePrompt } from './update-prompt';

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});

async function renderPrompt(
  shell: ReturnType<typeof createFakeUpdatesPort> | null,
  kind: 'web' | 'desktop' = 'desktop',
) {
  const app = createTestApp({ kind });
  const platform = shell ? { ...app.platform, updates: shell.port } : app.platform;
  const i18n = await createI18n({ language: 'en-US' });
  render(
    <Provider store={app.store}>
      <PlatformProvider platform={platform}>
        <I18nProvider i18n={i18n}>
          <Toaster>
            <UpdatePrompt />
          </Toaster>
        </I18nProvider>
      </PlatformProvider>
    </Provider>,
  );
  app.player.dispose();
}

const release = testRelease({
  body: [
    '## New',
    '',
    '- **Lyrics** in the tray',
    '- [Notes](https://example.org/notes) and [bad](javascript:alert(1))',
    '',
    '<img src="x" onerror="alert(1)"><script>alert(2)</script>',
  ].join('\n'),
});

describe('UpdatePrompt', () => {
  it('shows nothing and checks nothing on the web', async () => {
    const shell = createFakeUpdatesPort();
    await renderPrompt(null, 'web');
    await act(() => Promise.resolve());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(shell.calls.check).toBe(0);
  });

  it('shows nothing when there is no newer release', async () => {
    const shell = createFakeUpdatesPort({ check: { kind: 'none', reason: 'unavailable' } });
    await renderPrompt(shell);
    await act(() => Promise.resolve());
    expect(shell.calls.check).toBe(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the versions and the notes from markdown, without raw HTML', async () => {
    const shell = createFakeUpdatesPort({
      check: {
        kind: 'update',
        latestVersion: '2.0.0',
        currentVersion: '1.0.0',
        release,
        naming: null,
      },
    });
    await renderPrompt(shell);
    const dialog = await screen.findByRole('dialog', { name: 'A new version is available' });
    expect(dialog.className).toContain('cz-dialog--xl');
    within(dialog).getByText('Latest version: 2.0.0');
    within(dialog).getByText('Current version: 1.0.0');
    const notes = within(dialog).getByRole('region', { name: 'Release notes' });
    expect(notes.className).toContain('cz-update__notes');
    expect(within(notes).getByRole('heading', { name: 'New' })).toBeTruthy();
    expect(within(notes).getByText('Lyrics').tagName).toBe('STRONG');
    const link = within(notes).getByRole('link', { name: 'Notes' });
    expect([link.getAttribute('href'), link.getAttribute('target')]).toEqual([
      'https://example.org/notes',
      '_blank',
    ]);
    expect(within(notes).getByText('bad').getAttribute('href')).toBe('');
    expect(notes.querySelector('img, script')).toBeNull();
    expect(notes.textContent).not.toContain('onerror');
    const hint = within(dialog).getByRole('link', { name: 'Download it from the releases page' });
    expect(hint.getAttribute('href')).toBe(release.htmlUrl);
    // It opens by itself: focus waits on its offer, not on the notes.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Update now' }));
  });

  it('downloads with progress, cannot be closed meanwhile, then confirms the install', async () => {
    const shell = createFakeUpdatesPort();
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    await renderPrompt(shell);
    const dialog = await screen.findByRole('dialog', { name: 'A new version is available' });
    await act(async () =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Update now' })),
    );
    act(() => shell.progress({ percent: 42, bytes: 44_040_192, totalBytes: 104_857_600 }));
    const bar = within(dialog).getByRole('progressbar', {
      name: 'Downloading the update, please wait',
    });
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
    within(dialog).getByText('42.0 MB of 100.0 MB');
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Not now' })).toBeNull();

    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'A new version is available' })).toBe(dialog);
    within(dialog).getByText('The update is downloading; this window cannot be closed yet');

    act(() => shell.complete({ ok: true, filePath: '/tmp/cadenza-updates/Cadenza.AppImage' }));
    const confirm = await screen.findByRole('dialog', { name: 'Download complete' });
    within(confirm).getByText('File: /tmp/cadenza-updates/Cadenza.AppImage');
    // Installing quits the app: focus starts on the answer that does not.
    expect(document.activeElement).toBe(
      within(confirm).getByRole('button', { name: 'No, thanks' }),
    );
    await act(async () =>
      fireEvent.click(within(confirm).getByRole('button', { name: 'Copy path' })),
    );
    expect(writeText).toHaveBeenCalledWith('/tmp/cadenza-updates/Cadenza.AppImage');
    await screen.findByText('Path copied');
    await act(async () =>
      fireEvent.click(within(confirm).getByRole('button', { name: 'Yes, install' })),
    );
    expect(shell.calls.installed).toEqual(['/tmp/cadenza-updates/Cadenza.AppImage']);
  });

  it('says when the path cannot be copied, and "no thanks" closes the confirmation', async () => {
    const shell = createFakeUpdatesPort();
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async () => Promise.reject(new Error('denied')) },
    });
    await renderPrompt(shell);
    const dialog = await screen.findByRole('dialog', { name: 'A new version is available' });
    await act(async () =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Update now' })),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download in background' }));
    expect(screen.queryByRole('dialog', { name: 'A new version is available' })).toBeNull();
    act(() => shell.complete({ ok: true, filePath: '/d/a.AppImage' }));
    const confirm = await screen.findByRole('dialog', { name: 'Download complete' });
    await act(async () =>
      fireEvent.click(within(confirm).getByRole('button', { name: 'Copy path' })),
    );
    await screen.findByText('Failed to copy the path');
    fireEvent.click(within(confirm).getByRole('button', { name: 'No, thanks' }));
    expect(screen.queryByRole('dialog', { name: 'Download complete' })).toBeNull();
    expect(shell.calls.installed).toEqual([]);
  });

  it.each<[string, Parameters<typeof createFakeUpdatesPort>[0], string]>([
    [
      'a start failure',
      { startFails: true },
      'Start download failed, please try again or download manually',
    ],
    [
      'no package for this machine',
      { machine: { platform: 'linux', arch: 'arm64' } },
      'No suitable installation package found for the current system, please download manually',
    ],
  ])('says %s', async (_label, options, message) => {
    await renderPrompt(createFakeUpdatesPort(options));
    const dialog = await screen.findByRole('dialog', { name: 'A new version is available' });
    await act(async () =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Update now' })),
    );
    await screen.findByText(message);
    within(dialog).getByRole('button', { name: 'Update now' });
  });

  it('says a failed download', async () => {
    const shell = createFakeUpdatesPort();
    await renderPrompt(shell);
    const dialog = await screen.findByRole('dialog', { name: 'A new version is available' });
    await act(async () =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Update now' })),
    );
    act(() => shell.complete({ ok: false, error: 'checksum' }));
    await screen.findByText('Download failed, please try again or download manually');
  });
});
