import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Menu } from '../menu/menu';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

function Page(props: Pick<ConfirmDialogProps, 'onConfirm' | 'onOpenChange' | 'tone'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete playlist
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          props.onOpenChange(next);
          setOpen(next);
        }}
        title="Delete “Road trip”?"
        message="This cannot be undone."
        confirmLabel="Delete"
        cancelLabel="Keep"
        onConfirm={props.onConfirm}
        tone={props.tone}
      />
    </>
  );
}

function openConfirm(tone?: ConfirmDialogProps['tone']) {
  const onConfirm = jest.fn();
  const onOpenChange = jest.fn();
  render(<Page onConfirm={onConfirm} onOpenChange={onOpenChange} tone={tone} />);
  const opener = screen.getByRole('button', { name: 'Delete playlist' });
  opener.focus();
  fireEvent.click(opener);
  return { onConfirm, onOpenChange, opener };
}

/** A click on the dimmed page, once Radix has started listening for outside clicks (a tick after open). */
async function clickOverlay() {
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  const overlay = document.querySelector('.cz-dialog-overlay');
  if (!overlay) throw new Error('no overlay');
  fireEvent.pointerDown(overlay, { button: 0, pointerType: 'mouse' });
  fireEvent.click(overlay);
}

describe('ConfirmDialog', () => {
  it('is an alert dialog named by its title, described by its message, focused on cancel', () => {
    openConfirm();
    const dialog = screen.getByRole('alertdialog', { name: 'Delete “Road trip”?' });
    const describedBy = dialog.getAttribute('aria-describedby');
    expect(describedBy && document.getElementById(describedBy)?.textContent).toBe(
      'This cannot be undone.',
    );
    // A stray Enter must not confirm: focus starts on the safe choice.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep' }));
  });

  it('calls onConfirm once on confirm and closes', async () => {
    const { onConfirm, onOpenChange, opener } = openConfirm('danger');
    const confirm = screen.getByRole('button', { name: 'Delete' });
    expect(confirm.className).toContain('cz-button--danger');
    fireEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('does not confirm on cancel', async () => {
    const { onConfirm, onOpenChange, opener } = openConfirm();
    expect(screen.getByRole('button', { name: 'Delete' }).className).toContain(
      'cz-button--primary',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Keep' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('does not confirm on Escape', () => {
    const { onConfirm, onOpenChange } = openConfirm();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('is not dismissed by a click outside', async () => {
    const { onConfirm, onOpenChange } = openConfirm();
    await clickOverlay();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });

  it('gives focus back to the menu button when a menu item opened it', async () => {
    function MenuPage() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Menu
            label="Playlist actions"
            trigger={<button type="button">More</button>}
            items={[{ id: 'delete', label: 'Delete…', onSelect: () => setOpen(true) }]}
          />
          <ConfirmDialog
            open={open}
            onOpenChange={setOpen}
            title="Delete?"
            message="This cannot be undone."
            confirmLabel="Delete"
            cancelLabel="Keep"
            onConfirm={() => undefined}
          />
        </>
      );
    }
    render(<MenuPage />);
    const more = screen.getByRole('button', { name: 'More' });
    fireEvent.keyDown(more, { key: 'Enter' });
    fireEvent.keyDown(screen.getByRole('menuitem', { name: 'Delete…' }), { key: 'Enter' });
    // The closing menu hands focus back to its trigger a tick later; the dialog keeps it.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep' }));

    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await waitFor(() => expect(document.activeElement).toBe(more));
  });
});
