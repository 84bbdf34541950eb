import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Popover } from './popover';

function renderPopover(onOpenChange = jest.fn()) {
  render(
    <Popover
      label="Volume"
      trigger={<button type="button">Open volume</button>}
      onOpenChange={onOpenChange}
    >
      <input aria-label="Level" />
    </Popover>,
  );
  return { onOpenChange, trigger: screen.getByRole('button', { name: 'Open volume' }) };
}

describe('Popover', () => {
  it('opens from its trigger as a named dialog and moves focus into it', () => {
    const { onOpenChange, trigger } = renderPopover();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(trigger);

    const dialog = screen.getByRole('dialog', { name: 'Volume' });
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(trigger.getAttribute('aria-controls')).toBe(dialog.id);
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('closes on a second trigger click', () => {
    const { onOpenChange, trigger } = renderPopover();
    fireEvent.click(trigger);
    fireEvent.click(trigger);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('closes on Escape and gives focus back to the trigger', async () => {
    const { onOpenChange, trigger } = renderPopover();
    fireEvent.click(trigger);
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Level' }), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    // Radix restores focus a tick after unmounting the content.
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('leaves focus where the listener moved it while the popover was closing', async () => {
    render(
      <>
        <Popover label="Sleep timer" trigger={<button type="button">Timer</button>}>
          <input aria-label="Minutes" />
        </Popover>
        <input aria-label="Seek" />
      </>,
    );
    const trigger = screen.getByRole('button', { name: 'Timer' });
    fireEvent.click(trigger);
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Minutes' }), { key: 'Escape' });
    // Radix hands focus back a tick after the content has gone: the seek bar is focused first.
    const seek = screen.getByRole('textbox', { name: 'Seek' });
    seek.focus();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(document.activeElement).toBe(seek);
  });

  it('follows a controlled open state and only asks to change it', () => {
    const onOpenChange = jest.fn();
    let setOpen: (open: boolean) => void = () => undefined;
    function Controlled() {
      const [open, set] = useState(true);
      setOpen = set;
      return (
        <Popover
          label="Quality"
          open={open}
          onOpenChange={onOpenChange}
          trigger={<button type="button">Quality</button>}
          side="top"
          align="end"
        >
          content
        </Popover>
      );
    }
    render(<Controlled />);
    expect(screen.getByRole('dialog', { name: 'Quality' }).textContent).toBe('content');

    // The parent did not agree, so the popover stays open.
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole('dialog', { name: 'Quality' })).toBeTruthy();

    act(() => setOpen(false));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
