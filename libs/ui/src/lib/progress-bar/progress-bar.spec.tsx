import { render, screen } from '@testing-library/react';
import { ProgressBar } from './progress-bar';

function valueOf(bar: HTMLElement) {
  return {
    now: bar.getAttribute('aria-valuenow'),
    text: bar.getAttribute('aria-valuetext'),
    width: (bar.querySelector('.cz-progress__fill') as HTMLElement | null)?.style.width,
  };
}

describe('ProgressBar', () => {
  it('is a named progress bar with its value', () => {
    render(<ProgressBar value={42.4} label="Downloading" />);
    const bar = screen.getByRole('progressbar', { name: 'Downloading' });
    expect(valueOf(bar)).toEqual({ now: '42', text: '42%', width: '42.4%' });
  });

  it.each<[number, string, string]>([
    [-5, '0', '0%'],
    [140, '100', '100%'],
    [Number.NaN, '0', '0%'],
  ])('clamps %d to %s', (value, now, width) => {
    render(<ProgressBar value={value} label="x" valueText="custom" />);
    expect(valueOf(screen.getByRole('progressbar'))).toEqual({ now, text: 'custom', width });
  });
});
