import { render, screen } from '@testing-library/react';
import { ProgressBar } from './progress-bar';

describe('ProgressBar', () => {
  it('is a named progress bar with its value, clamped to 0..100', () => {
    const { rerender } = render(<ProgressBar label="song.mp3" value={42} valueText="42%" />);
    const bar = screen.getByRole('progressbar', { name: 'song.mp3' });
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
    expect(bar.getAttribute('aria-valuetext')).toBe('42%');
    expect(bar.style.getPropertyValue('--cz-progress')).toBe('0.42');
    rerender(<ProgressBar label="song.mp3" value={140} tone="done" />);
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
    expect(bar.classList.contains('cz-progress-bar--done')).toBe(true);
  });

  it('has no value while the total is unknown', () => {
    render(<ProgressBar label="song.mp3" value={null} valueText="1.2 MB received" />);
    const bar = screen.getByRole('progressbar', { name: 'song.mp3' });
    expect(bar.hasAttribute('aria-valuenow')).toBe(false);
    expect(bar.classList.contains('cz-progress-bar--indeterminate')).toBe(true);
    expect(bar.getAttribute('aria-valuetext')).toBe('1.2 MB received');
  });
});
