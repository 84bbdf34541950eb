import { fireEvent, render, screen } from '@testing-library/react';
import { StateMessage } from './state-message';

describe('StateMessage', () => {
  it('announces an error and offers its action', () => {
    const retry = jest.fn();
    render(
      <StateMessage tone="error" message="Search failed" actionLabel="Retry" onAction={retry} />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Search failed');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('shows an empty state as plain text, without an alert or a button it cannot use', () => {
    render(<StateMessage tone="empty" message="No songs yet" actionLabel="Retry" />);
    expect(screen.getByText('No songs yet')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
