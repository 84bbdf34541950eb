import type { AccountProfile } from '@cadenza/api-client';
import { setSession } from '@cadenza/api-client/react';
import { act, fireEvent, screen } from '@testing-library/react';
import { settle, renderScreen } from '@cadenza/app-core/testing';
import { PlaylistImportScreen } from './playlist-import-screen';

const profile: AccountProfile = {
  userId: 9,
  nickname: 'Ann',
  avatarUrl: '',
  backgroundUrl: '',
  vipType: 0,
};

/** The gateway: task 77 is created, and reports COMPLETE with 3 songs. */
function gateway(url: URL): unknown {
  if (url.pathname.endsWith('/playlist/import/name/task/create')) {
    return { code: 200, message: '', data: { taskId: 77 } };
  }
  if (url.pathname.endsWith('/playlist/import/task/status')) {
    return {
      code: 200,
      data: { tasks: [{ taskId: 77, status: 'COMPLETE', succCount: 3, msg: '' }] },
    };
  }
  return {};
}

async function renderLoggedIn() {
  const app = await renderScreen(<PlaylistImportScreen />, {
    route: '*',
    at: '/',
    answer: gateway,
  });
  act(() => {
    app.store.dispatch(setSession({ profile }));
  });
  return app;
}

describe('PlaylistImportScreen', () => {
  it('asks an anonymous listener to log in, and sends nothing', async () => {
    const app = await renderScreen(<PlaylistImportScreen />, {
      route: '*',
      at: '/',
      answer: gateway,
    });
    expect(screen.getByText('Log in to import playlists into your account')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Import' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(app.location.path).toBe('/login');
    expect(app.calls.filter((url) => url.pathname.includes('/playlist/import'))).toHaveLength(0);
    expect(screen.getByText('No import tasks')).toBeTruthy();
  });

  it('says what is wrong with each input and keeps the text as typed', async () => {
    const app = await renderLoggedIn();
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(screen.getByText('Please enter at least one link')).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('tab', { name: 'From metadata' }), { button: 0 });
    const field = screen.getByRole('textbox', { name: 'From metadata' });
    fireEvent.change(field, { target: { value: '[{"name": "A",' } });
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(screen.getByText('Invalid JSON format')).toBeTruthy();
    expect((field as HTMLTextAreaElement).value).toBe('[{"name": "A",');

    fireEvent.click(screen.getByRole('radio', { name: 'A new playlist' }));
    fireEvent.change(field, { target: { value: '[{"name": "A"}]' } });
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(screen.getByText('Please enter the playlist name')).toBeTruthy();
    expect(app.calls.filter((url) => url.pathname.includes('/task/create'))).toHaveLength(0);
  });

  it('starts a text import into a new playlist and lists the task with its outcome', async () => {
    const app = await renderLoggedIn();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'From text' }), { button: 0 });
    fireEvent.change(screen.getByRole('textbox', { name: 'From text' }), {
      target: { value: 'Sunny Day Jay Chou\nRice Field Jay Chou' },
    });
    fireEvent.click(screen.getByRole('radio', { name: 'A new playlist' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Playlist name' }), {
      target: { value: 'Road trip' },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Import' }));
      await settle();
    });
    await act(settle);
    const task = screen.getByText('Task ID: 77').closest('li');
    expect(task?.textContent).toContain('Into “Road trip”');
    expect(task?.textContent).toContain('Succeeded');
    expect(task?.textContent).toContain('3 songs imported');
    expect(JSON.parse(app.platform.storage.getItem('importTasks') ?? '[]')).toMatchObject([
      { taskId: 77, playlistName: 'Road trip' },
    ]);
  });
});
