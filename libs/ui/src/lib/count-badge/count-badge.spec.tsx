import { render } from '@testing-library/react';
import { CountBadge } from './count-badge';

describe('CountBadge', () => {
  it('shows its text to the eye only', () => {
    const { container } = render(<CountBadge text="99+" />);
    const badge = container.querySelector('.cz-count-badge');
    expect(badge?.textContent).toBe('99+');
    expect(badge?.getAttribute('aria-hidden')).toBe('true');
  });
});
