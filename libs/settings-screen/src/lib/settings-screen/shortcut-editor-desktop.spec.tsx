import { SHORTCUT_ACTIONS } from '@cadenza/settings';
import { act, fireEvent, screen } from '@testing-library/react';
import type { GlobalShortcutsPort, ShortcutRegistration } from '@cadenza/platform';
import { openTab, renderSettings, settle } from './settings-screen.spec-harness';
import { displayCombination } from './shortcut-editor';

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});

/** The editor on desktop, with the shell's side of the global shortcuts played by the spec. */
async function openEditor(registration: ShortcutRegistration = { failures: [], suspended: false }) {
  let announce: (next: ShortcutRegistration) => void = () => undefined;
  const port = {
    update: jest.fn(),
    suspend: jest.fn(),
    runInShell: jest.fn(),
    subscribeActions: jest.fn(() => () => undefined),
    subscribeRegistration: jest.fn((listener: (next: ShortcutRegistration) => void) => {
      announce = listener;
      listener(registration);
      return () => undefined;
    }),
  } satisfies GlobalShortcutsPort;
  const app = await renderSettings({
    kind: 'desktop',
    stored: { language: 'en-US' },
    platformExtras: { globalShortcuts: port },
  });
  await settle();
  openTab('Application');
  const row = (action: string) =>
    screen.getByRole('switch', { name: action }).closest('li') as HTMLElement;
  return {
    ...app,
    port,
    row,
    announce: (next: ShortcutRegistration) => act(() => announce(next)),
  };
}

describe('the shortcut editor on desktop', () => {
  it('says under its action which combination the shell could not register, and why', async () => {
    const { row, announce } = await openEditor({
      failures: [{ action: 'togglePlay', accelerator: 'CommandOrControl+Alt+P', reason: 'taken' }],
      suspended: false,
    });
    expect(row('Play / pause').textContent).toContain(
      `${displayCombination('CommandOrControl+Alt+P')} could not be registered system-wide: another app may be using it`,
    );
    expect(row('Next song').textContent).not.toContain('could not be registered');

    announce({
      failures: [
        { action: 'nextPlay', accelerator: 'MediaNextTrack', reason: 'taken' },
        { action: 'volumeUp', accelerator: 'CommandOrControl+Alt+Up', reason: 'rejected' },
      ],
      suspended: false,
    });
    expect(row('Play / pause').textContent).not.toContain('could not be registered');
    expect(row('Next song').textContent).toContain(
      'The next-track media key could not be registered system-wide',
    );
    expect(row('Volume up').textContent).toContain(
      'cannot be used system-wide; choose another key',
    );
  });

  it('pauses the global shortcuts while a combination is recorded, and takes them back after', async () => {
    const { port, announce } = await openEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Change the shortcut of “Volume up”' }));
    expect(port.suspend).toHaveBeenLastCalledWith(true);
    announce({ failures: [], suspended: true });
    expect(
      screen.getByText('Global shortcuts are paused while you record a combination'),
    ).toBeTruthy();
    act(() => {
      fireEvent.keyDown(document.body, { key: 'F8', code: 'F8', ctrlKey: true });
    });
    expect(port.suspend).toHaveBeenLastCalledWith(false);
  });

  it('turns every shortcut off together with "Enable shortcuts", once saved', async () => {
    const { saved } = await openEditor();
    const all = screen.getByRole('switch', { name: 'Enable shortcuts' });
    expect(all.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(all);
    expect(screen.getByText('Shortcuts are disabled')).toBeTruthy();
    for (const name of ['Play / pause', 'Mini mode on / off']) {
      expect(screen.getByRole('switch', { name }).getAttribute('aria-checked')).toBe('false');
    }
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await settle();
    expect(SHORTCUT_ACTIONS.filter((action) => saved().shortcuts[action].enabled)).toEqual([]);

    fireEvent.click(screen.getByRole('switch', { name: 'Enable shortcuts' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await settle();
    expect(SHORTCUT_ACTIONS.every((action) => saved().shortcuts[action].enabled)).toBe(true);
  });
});
