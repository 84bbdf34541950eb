import { selectSession } from '@cadenza/api-client/react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEMO_PROFILE } from '@cadenza/app-core/testing';
import { reloadPage, SESSION_KEYS } from '@cadenza/account';
import { renderAccountApp } from './account-app.spec-harness';

// The logout reloads the page, which jsdom cannot do: its module is replaced where it is defined,
// so the account lib's own import of it gets the mock too.
jest.mock('../../../../account/src/lib/login/reload-page', () => ({ reloadPage: jest.fn() }));

/** Radix opens its menus on pointer down (jsdom has no real pointer). */
function openMenu(trigger: HTMLElement) {
  fireEvent.pointerDown(trigger, { button: 0, ctrlKey: false, pointerType: 'mouse' });
}

describe('the user entry of the top bar', () => {
  afterEach(() => {
    jest.mocked(reloadPage).mockClear();
  });

  it('anonymous: a login entry that leads to /login (and back: see the login screen spec)', async () => {
    const app = await renderAccountApp({ path: '/history' });
    const entry = screen.getByRole('banner');
    fireEvent.click(within(entry).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(app.location.pathname).toBe('/login'));
  });

  it('logged in: avatar and nickname, a menu with the own page and logging out', async () => {
    const app = await renderAccountApp({
      path: '/history',
      profile: DEMO_PROFILE,
      gateway: ({ path }) => (path === '/logout' ? { code: 200 } : undefined),
    });
    const trigger = await screen.findByRole('button', { name: 'Demo User' });
    expect(within(screen.getByRole('banner')).queryByRole('button', { name: 'Log in' })).toBeNull();
    // The menu's chunk arrives after the first paint; its trigger takes over the same place.
    await waitFor(() => expect(trigger.getAttribute('aria-haspopup')).toBe('menu'));

    openMenu(screen.getByRole('button', { name: 'Demo User' }));
    const menu = await screen.findByRole('menu', { name: 'Demo User' });
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'My profile' }));
    await waitFor(() => expect(app.location.pathname).toBe('/user'));

    openMenu(screen.getByRole('button', { name: 'Demo User' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Log out' });
    expect(dialog.textContent).toContain('Do you want to log out?');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Log out' }));
    });
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(app.callsTo('/logout')).toHaveLength(1);
    expect(selectSession(app.store.getState()).profile).toBeNull();
    expect(app.storage.getItem(SESSION_KEYS.user)).toBeNull();
  });

  it('cancelling the confirmation keeps the listener logged in', async () => {
    const app = await renderAccountApp({ path: '/user', profile: DEMO_PROFILE });
    const main = screen.getByRole('main');
    fireEvent.click(await within(main).findByRole('button', { name: 'Log out' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Log out' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(app.callsTo('/logout')).toHaveLength(0);
    expect(reloadPage).not.toHaveBeenCalled();
    expect(selectSession(app.store.getState()).profile).toEqual(DEMO_PROFILE);
  });
});
