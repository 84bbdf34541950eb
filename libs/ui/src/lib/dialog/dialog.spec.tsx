import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useRef, useState } from 'react';
import { Dialog, type DialogProps } from './dialog';

/** A page with an opener button, as screens use the dialog: open state lives outside. */
function Page({
  onOpenChange,
  ...props
}: Partial<Omit<DialogProps, 'open'>> & { onOpenChange: (open: boolean) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Rename
      </button>
      <button type="button">Elsewhere</button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          onOpenChange(next);
          setOpen(next);
        }}
        title="Rename playlist"
        closeLabel="Close"
        {...props}
      >
        {props.children ?? <input aria-label="Name" />}
      </Dialog>
    </>
  );
}

function openDialog(props: Partial<DialogProps> = {}) {
  const onOpenChange = jest.fn();
  render(<Page onOpenChange={onOpenChange} {...props} />);
  const opener = screen.getByRole('button', { name: 'Rename' });
  opener.focus();
  fireEvent.click(opener);
  return { onOpenChange, opener, dialog: screen.getByRole('dialog', { name: 'Rename playlist' }) };
}

/** A click on the dimmed page, once Radix has started listening for outside clicks (a tick after open). */
async function clickOverlay() {
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  const overlay = document.querySelector('.cz-dialog-overlay');
  if (!overlay) throw new Error('no overlay');
  fireEvent.pointerDown(overlay, { button: 0, pointerType: 'mouse' });
  fireEvent.click(overlay);
}

describe('Dialog', () => {
  it('is a dialog named by its title and described by its description', () => {
    const { dialog } = openDialog({ description: 'Give it a new name.', width: 'lg' });
    const describedBy = dialog.getAttribute('aria-describedby');
    expect(describedBy && document.getElementById(describedBy)?.textContent).toBe(
      'Give it a new name.',
    );
    expect(dialog.classList.contains('cz-dialog--lg')).toBe(true);
    // The page behind is hidden from assistive technology while the dialog is open.
    expect(screen.queryByRole('button', { name: 'Elsewhere' })).toBeNull();
  });

  it('has no dangling description when none is given', () => {
    const { dialog } = openDialog();
    expect(dialog.hasAttribute('aria-describedby')).toBe(false);
    expect(dialog.classList.contains('cz-dialog--md')).toBe(true);
  });

  it('moves focus to the first field, not the close button', () => {
    const { dialog } = openDialog();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' }));
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('moves focus to the element it is told to, and still gives it back to the opener', async () => {
    function WithInitialFocus(props: Partial<DialogProps>) {
      const later = useRef<HTMLButtonElement>(null);
      return (
        <Page
          {...props}
          onOpenChange={() => undefined}
          initialFocus={later}
          footer={
            <button type="button" ref={later}>
              Later
            </button>
          }
        />
      );
    }
    render(<WithInitialFocus />);
    const opener = screen.getByRole('button', { name: 'Rename' });
    opener.focus();
    fireEvent.click(opener);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Later' }));
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('keeps focus inside while open', () => {
    const { dialog } = openDialog({ footer: <button type="button">Save</button> });
    const close = screen.getByRole('button', { name: 'Close' });
    close.focus();
    // Tab from the last control wraps to the first.
    fireEvent.keyDown(close, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' }));
    // Focus sent outside is pulled back in.
    screen.getByRole('button', { name: 'Elsewhere', hidden: true }).focus();
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('closes on Escape, reports it and gives focus back to the opener', async () => {
    const { onOpenChange, opener } = openDialog();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(onOpenChange).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('closes from the named × button and gives focus back to the opener', async () => {
    const { onOpenChange, opener } = openDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('closes on a click on the overlay', async () => {
    const { onOpenChange } = openDialog();
    await clickOverlay();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the footer actions', () => {
    const onSave = jest.fn();
    openDialog({
      footer: (
        <button type="button" onClick={onSave}>
          Save
        </button>
      ),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('stays open while not dismissible, says so, and has no × button', async () => {
    const onDismissBlocked = jest.fn();
    const { onOpenChange, dialog } = openDialog({ dismissible: false, onDismissBlocked });
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await clickOverlay();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(onDismissBlocked).toHaveBeenCalledTimes(2);
    expect(dialog.isConnected).toBe(true);
  });

  it('takes the extra-large width', () => {
    const { dialog } = openDialog({ width: 'xl' });
    expect(dialog.className).toContain('cz-dialog--xl');
  });
});
