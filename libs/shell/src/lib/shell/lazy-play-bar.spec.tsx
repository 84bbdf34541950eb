import { createI18n, type I18nInstance } from '@cadenza/i18n';
import { I18nProvider } from '@cadenza/i18n/react';
import { act, render, screen } from '@testing-library/react';
import { AppPlayerProvider, type AppPlayer } from '@cadenza/app-core';
import { LazyPlayBar } from './lazy-play-bar';

let i18n: I18nInstance;
beforeAll(async () => {
  i18n = await createI18n({ language: 'en-US' });
});

function renderBar(player: Promise<AppPlayer>) {
  render(
    <I18nProvider i18n={i18n}>
      <AppPlayerProvider player={player}>
        <LazyPlayBar mobile={false} />
      </AppPlayerProvider>
    </I18nProvider>,
  );
}

describe('LazyPlayBar', () => {
  it('holds the bar’s place while the player is on its way', () => {
    renderBar(new Promise<AppPlayer>(() => undefined));
    expect(screen.getByTestId('play-bar-placeholder')).toBeTruthy();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('says so, with a reload, when the player could not load', async () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failed = Promise.reject(new Error('chunk failed'));
    await act(async () => {
      renderBar(failed);
      await failed.catch(() => undefined);
    });
    expect(screen.getByRole('alert').textContent).toBe('The player could not load.');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    quiet.mockRestore();
  });
});
