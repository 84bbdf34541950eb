import { act, fireEvent, screen } from '@testing-library/react';
import { openTab, renderSettings, settle } from './settings-screen.spec-harness';
import { displayCombination } from './shortcut-editor';

async function openEditor(kind: 'web' | 'desktop' = 'desktop') {
  const app = await renderSettings({ kind, stored: { language: 'en-US' } });
  await settle();
  openTab('Application');
  const recordButton = (action: string) =>
    screen.getByRole('button', { name: `Change the shortcut of “${action}”` });
  return { ...app, recordButton };
}

function press(init: KeyboardEventInit & { key: string }, target: Element = document.body) {
  act(() => {
    fireEvent.keyDown(target, init);
  });
}

describe('the shortcut editor', () => {
  it('lists every action with its combination', async () => {
    const { recordButton } = await openEditor();
    expect(recordButton('Play / pause').textContent).toBe(
      displayCombination('CommandOrControl+Alt+P'),
    );
    expect(recordButton('Show / hide the lyric window').textContent).toBe(
      displayCombination('CommandOrControl+Alt+Shift+L'),
    );
    expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(8);
  });

  it('records the exact modifiers, saves on Save and confirms with a 1.5 s toast', async () => {
    const { recordButton, saved, store } = await openEditor();
    fireEvent.click(recordButton('Play / pause'));
    expect(recordButton('Play / pause').textContent).toBe('Press a key combination');
    // Shift + P arrives as "P" with code KeyP; the combination keeps all three modifiers.
    press({ key: 'P', code: 'KeyP', ctrlKey: true, altKey: true, shiftKey: true });
    expect(recordButton('Play / pause').textContent).toBe(
      displayCombination('CommandOrControl+Alt+Shift+P'),
    );
    expect(screen.getByText('Changes apply after saving')).toBeTruthy();
    await settle();
    // Not saved before Save (spec §4: edits apply only after saving).
    expect(saved().shortcuts.togglePlay.combination).toBe('CommandOrControl+Alt+P');

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await settle();
    expect(saved().shortcuts.togglePlay.combination).toBe('CommandOrControl+Alt+Shift+P');
    expect(store.getState().toasts).toEqual([
      expect.objectContaining({ tone: 'success', titleKey: 'shortcuts.saved', durationMs: 1500 }),
    ]);
    expect(screen.getByText('Shortcuts saved')).toBeTruthy();
  });

  it('shows a conflict on the rows and refuses to save it', async () => {
    const { recordButton, saved } = await openEditor();
    fireEvent.click(recordButton('Next song'));
    press({ key: 'ArrowLeft', code: 'ArrowLeft', metaKey: true, altKey: true });
    expect(screen.getByText('Conflicts with “Previous song”')).toBeTruthy();
    expect(screen.getByText('Conflicts with “Next song”')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe('Shortcut conflict, please reset');
    await settle();
    expect(saved().shortcuts.nextPlay.combination).toBe('CommandOrControl+Alt+Right');
  });

  it('ignores keys typed in a field and a lone modifier; Escape keeps the old combination', async () => {
    const { recordButton } = await openEditor();
    fireEvent.click(recordButton('Volume up'));
    const field = screen.getByRole('textbox', { name: 'Allowed IP addresses' });
    press({ key: 'x', code: 'KeyX', ctrlKey: true }, field);
    press({ key: 'Control', code: 'ControlLeft', ctrlKey: true });
    expect(recordButton('Volume up').textContent).toBe('Press a key combination');
    press({ key: 'Escape', code: 'Escape' });
    expect(recordButton('Volume up').textContent).toBe(
      displayCombination('CommandOrControl+Alt+Up'),
    );
    expect(screen.queryByText('Changes apply after saving')).toBeNull();
  });

  it('drops a held key and the same combination again within 300 ms', async () => {
    let now = 10_000;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    const { recordButton } = await openEditor();
    fireEvent.click(recordButton('Play / pause'));
    press({ key: 'k', code: 'KeyK', ctrlKey: true, repeat: true });
    expect(recordButton('Play / pause').textContent).toBe('Press a key combination');
    press({ key: 'k', code: 'KeyK', ctrlKey: true });
    expect(recordButton('Play / pause').textContent).toBe(displayCombination('CommandOrControl+K'));

    fireEvent.click(recordButton('Favourite / unfavourite'));
    now += 299;
    press({ key: 'k', code: 'KeyK', ctrlKey: true });
    expect(recordButton('Favourite / unfavourite').textContent).toBe('Press a key combination');
    now += 1;
    press({ key: 'k', code: 'KeyK', ctrlKey: true });
    expect(recordButton('Favourite / unfavourite').textContent).toBe(
      displayCombination('CommandOrControl+K'),
    );
  });

  it('cancels the draft, and restores the defaults only once saved', async () => {
    // The presses of F9 a second apart: well outside the 300 ms repeat window.
    let now = 10_000;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    const { recordButton, saved, store } = await openEditor();
    fireEvent.click(recordButton('Volume down'));
    press({ key: 'F9', code: 'F9' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(recordButton('Volume down').textContent).toBe(
      displayCombination('CommandOrControl+Alt+Down'),
    );

    now += 1000;
    fireEvent.click(recordButton('Volume down'));
    press({ key: 'F9', code: 'F9' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await settle();
    expect(saved().shortcuts.volumeDown.combination).toBe('F9');

    fireEvent.click(screen.getByRole('button', { name: 'Restore defaults' }));
    expect(recordButton('Volume down').textContent).toBe(
      displayCombination('CommandOrControl+Alt+Down'),
    );
    await settle();
    expect(saved().shortcuts.volumeDown.combination).toBe('F9');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await settle();
    expect(saved().shortcuts.volumeDown.combination).toBe('CommandOrControl+Alt+Down');
    expect(store.getState().toasts.at(-1)).toMatchObject({ titleKey: 'shortcuts.saved' });
  });

  it('turns one shortcut off, which settles a conflict', async () => {
    const { recordButton, saved } = await openEditor('web');
    fireEvent.click(recordButton('Next song'));
    press({ key: 'ArrowLeft', code: 'ArrowLeft', ctrlKey: true, altKey: true });
    fireEvent.click(screen.getByRole('switch', { name: 'Previous song' }));
    expect(screen.queryByText(/Conflicts with/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await settle();
    expect(saved().shortcuts.prevPlay.enabled).toBe(false);
    expect(saved().shortcuts.nextPlay.combination).toBe('CommandOrControl+Alt+Left');
  });
});
