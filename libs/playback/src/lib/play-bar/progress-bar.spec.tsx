import { createI18n } from '@cadenza/i18n';
import { I18nProvider } from '@cadenza/i18n/react';
import type { PlayerRuntime } from '@cadenza/player-core';
import { PlayerProvider } from '@cadenza/player-core/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ProgressBar } from './progress-bar';

function fakePlayer(positionSec: number) {
  const sent: unknown[] = [];
  const runtime = {
    store: { getSnapshot: () => ({}), subscribe: () => () => undefined },
    send: (command: unknown) => sent.push(command),
    position: () => positionSec,
    restore: () => undefined,
    prepare: () => undefined,
    subscribe: () => () => undefined,
    dispose: () => undefined,
  } as unknown as PlayerRuntime;
  return { runtime, sent };
}

describe('ProgressBar', () => {
  it('adds up held arrow keys from the last target, not from the engine that lags behind', async () => {
    jest.useFakeTimers();
    const i18n = await createI18n({ language: 'en-US' });
    // The engine stays at 10 s: it has not caught up with any seek yet.
    const { runtime, sent } = fakePlayer(10);
    render(
      <I18nProvider i18n={i18n}>
        <PlayerProvider runtime={runtime}>
          <ProgressBar durationSec={200} />
        </PlayerProvider>
      </I18nProvider>,
    );
    const slider = screen.getByRole('slider', { name: 'Playback position' });
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(sent.at(-1)).toEqual({ type: 'seek', positionSec: 13 });
    expect(slider.getAttribute('aria-valuenow')).toBe('13');
    // Once the keys rest, the bar follows the engine again.
    await act(async () => {
      jest.advanceTimersByTime(1000);
    });
    expect(slider.getAttribute('aria-valuenow')).toBe('10');
    jest.useRealTimers();
  });
});
