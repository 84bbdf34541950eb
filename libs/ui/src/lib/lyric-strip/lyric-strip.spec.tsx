import { render, screen } from '@testing-library/react';
import { LyricStrip } from './lyric-strip';

const typography = { fontFamily: 'serif', fontSizePx: 30, letterSpacingPx: 2, lineHeight: 1.5 };

describe('LyricStrip', () => {
  it('shows the line with its translation, in the typography asked for', () => {
    render(
      <LyricStrip
        primary="Under the northern sky"
        secondary={{ text: '在北方的天空下', kind: 'translation' }}
        align="center"
        typography={typography}
      />,
    );
    const strip = screen.getByTestId('lyric-strip');
    expect(strip.classList.contains('cz-lyric-strip--center')).toBe(true);
    expect(strip.getAttribute('aria-live')).toBe('polite');
    expect(strip.style.getPropertyValue('--cz-lyric-size')).toBe('30px');
    expect(strip.style.getPropertyValue('--cz-lyric-spacing')).toBe('2px');
    expect(strip.style.getPropertyValue('--cz-lyric-font')).toBe('serif');
    const secondary = screen.getByTestId('lyric-strip-secondary');
    expect(secondary.classList.contains('is-translation')).toBe(true);
    expect(secondary.textContent).toBe('在北方的天空下');
    expect(screen.getByTestId('lyric-strip-primary').textContent).toBe('Under the northern sky');
  });

  it('shows a message alone, marked as one', () => {
    render(<LyricStrip primary="Loading lyrics…" message align="start" typography={typography} />);
    expect(screen.getByTestId('lyric-strip-primary').classList.contains('is-message')).toBe(true);
    expect(screen.queryByTestId('lyric-strip-secondary')).toBeNull();
  });
});
