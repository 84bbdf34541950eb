import { fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { IconButton } from './icon-button';

describe('IconButton', () => {
  it('is named by its label, hides the icon from screen readers and forwards clicks', () => {
    const onClick = jest.fn();
    render(<IconButton label="Next song" icon={<svg data-testid="icon" />} onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Next song' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.getAttribute('title')).toBe('Next song');
    expect(screen.getByTestId('icon').parentElement?.getAttribute('aria-hidden')).toBe('true');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('announces a toggle state only when it is one', () => {
    const { rerender } = render(<IconButton label="Like" icon="♥" pressed={false} />);
    expect(screen.getByRole('button', { name: 'Like' }).getAttribute('aria-pressed')).toBe('false');
    rerender(<IconButton label="Like" icon="♥" pressed />);
    expect(screen.getByRole('button', { name: 'Like' }).getAttribute('aria-pressed')).toBe('true');
    rerender(<IconButton label="Like" icon="♥" />);
    expect(screen.getByRole('button', { name: 'Like' }).hasAttribute('aria-pressed')).toBe(false);
  });

  it('hands its element to a ref (popover and tooltip triggers need it)', () => {
    const ref = createRef<HTMLButtonElement>();
    render(<IconButton ref={ref} label="Volume" icon="v" size="sm" tone="accent" />);
    expect(ref.current?.className).toBe('cz-icon-button cz-icon-button--sm cz-icon-button--accent');
  });
});
