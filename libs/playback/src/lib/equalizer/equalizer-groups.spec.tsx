import { act, fireEvent, screen } from '@testing-library/react';
import { renderScreen, settle } from '@cadenza/app-core/testing';
import { EqualizerPanel } from './equalizer-panel';

describe('the equalizer’s bass, midrange and treble sliders', () => {
  it('move every band of their group, and show the group’s level', async () => {
    await renderScreen(<EqualizerPanel />, { route: '*', at: '/' });
    await act(settle);
    const bass = screen.getByRole('slider', { name: 'Bass' });
    act(() => {
      fireEvent.keyDown(bass, { key: 'End' });
    });
    expect(bass.getAttribute('aria-valuenow')).toBe('12');
    for (const band of ['31 Hz', '62 Hz', '125 Hz', '250 Hz']) {
      expect(screen.getByRole('slider', { name: band }).getAttribute('aria-valuenow')).toBe('12');
    }
    expect(screen.getByRole('slider', { name: '500 Hz' }).getAttribute('aria-valuenow')).toBe('0');
    expect(screen.getByRole('slider', { name: 'Treble' }).getAttribute('aria-valuenow')).toBe('0');
  });
});
