import { act, screen, within } from '@testing-library/react';
import { renderScreen, settle } from '@cadenza/app-core/testing';
import { LazyTopActions } from './lazy-top-actions';

async function open(showTopAction: boolean) {
  await renderScreen(<LazyTopActions />, {
    route: '*',
    at: '/',
    stored: { language: 'en-US', showTopAction },
  });
  await act(settle);
}

describe('the top bar’s frequent actions', () => {
  it('are there when the setting shows them: the transport and the heart', async () => {
    await open(true);
    const group = await screen.findByRole('group', { name: 'Quick controls' });
    expect(within(group).getByRole('button', { name: 'Play' })).toBeTruthy();
    expect(within(group).getByRole('button', { name: 'Next' })).toBeTruthy();
    expect(within(group).getByRole('button', { name: 'Favourite' })).toBeTruthy();
  });

  it('are not there by default', async () => {
    await open(false);
    expect(screen.queryByRole('group', { name: 'Quick controls' })).toBeNull();
  });
});
