import { act, screen } from '@testing-library/react';
import { renderScreen } from '@cadenza/app-core/testing';
import type { Language } from '@cadenza/i18n';
import { NetworkOfflineBanner } from './network-offline-banner';

/** Makes the browser say it has (or has not) a network, and tells the page as it would. */
function setNetwork(online: boolean) {
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

function open(language: Language = 'en-US') {
  return renderScreen(<NetworkOfflineBanner />, { route: '*', at: '/', language });
}

describe('the offline banner', () => {
  it('is not there while the browser has a network', async () => {
    await open();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says the app is offline when the network goes, and leaves when it comes back', async () => {
    await open();
    setNetwork(false);
    expect(screen.getByRole('status').textContent).toBe(
      'You are offline. Search, playback and your account will work again once you are back online.',
    );
    setNetwork(true);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('is there from the start when the app opens offline, in Chinese too', async () => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await open('zh-CN');
    expect(screen.getByRole('status').textContent).toBe(
      '当前处于离线状态，搜索、播放和账号功能将在联网后恢复。',
    );
  });
});
