import { fireEvent, render, screen } from '@testing-library/react';
import { Banner } from '../banner/banner';
import { Button } from './button';

describe('Button', () => {
  it('is a non-submitting button with its variant class', () => {
    const onClick = jest.fn();
    render(
      <form onSubmit={() => onClick('submitted')}>
        <Button variant="ghost" onClick={() => onClick('clicked')}>
          Play
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Play' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.className).toBe('cz-button cz-button--ghost');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onClick).toHaveBeenCalledWith('clicked');
  });
});

describe('Banner', () => {
  it('is announced as a status with its tone', () => {
    render(<Banner tone="warning">Offline demo</Banner>);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Offline demo');
    expect(status.className).toContain('cz-banner--warning');
  });
});
