import { fireEvent, render } from '@testing-library/react';
import { useSpaceToggle } from './space-toggle';

function Harness({ toggle }: { toggle: () => void }) {
  useSpaceToggle(toggle);
  return (
    <div>
      <p data-testid="text">lyrics</p>
      <input data-testid="input" />
      <button type="button" data-testid="button">
        play
      </button>
      <div role="slider" tabIndex={0} aria-valuenow={1} data-testid="slider" />
    </div>
  );
}

describe('useSpaceToggle', () => {
  it('toggles on Space outside fields and controls, once per press', () => {
    const toggle = jest.fn();
    const { getByTestId } = render(<Harness toggle={toggle} />);
    const notPrevented = fireEvent.keyDown(getByTestId('text'), { key: ' ', code: 'Space' });
    expect(notPrevented).toBe(false);
    fireEvent.keyDown(document.body, { key: ' ', code: 'Space', repeat: true });
    fireEvent.keyDown(document.body, { key: 'k', code: 'KeyK' });
    fireEvent.keyDown(document.body, { key: ' ', code: 'Space', ctrlKey: true });
    expect(toggle).toHaveBeenCalledTimes(1);
  });

  it('leaves a press a shortcut has taken already', () => {
    const toggle = jest.fn();
    const { getByTestId } = render(<Harness toggle={toggle} />);
    const takeIt = (event: KeyboardEvent) => event.preventDefault();
    window.addEventListener('keydown', takeIt, true);
    fireEvent.keyDown(getByTestId('text'), { key: ' ', code: 'Space' });
    window.removeEventListener('keydown', takeIt, true);
    expect(toggle).not.toHaveBeenCalled();
  });

  it.each(['input', 'button', 'slider'])('leaves Space to a focused %s', (id) => {
    const toggle = jest.fn();
    const { getByTestId } = render(<Harness toggle={toggle} />);
    fireEvent.keyDown(getByTestId(id), { key: ' ', code: 'Space' });
    expect(toggle).not.toHaveBeenCalled();
  });
});
