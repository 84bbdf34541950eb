import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Drawer, type DrawerProps } from './drawer';

type PageProps = Partial<Omit<DrawerProps, 'open' | 'onOpenChange'>> & {
  onOpenChange: (open: boolean) => void;
};

/** A page with an opener, as screens use the drawer: open state lives outside. */
function Page({ onOpenChange, ...props }: PageProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Queue
      </button>
      <Drawer
        open={open}
        onOpenChange={(next) => {
          onOpenChange(next);
          setOpen(next);
        }}
        title="Play queue"
        side="right"
        closeLabel="Close queue"
        {...props}
      >
        <button type="button">First song</button>
      </Drawer>
    </>
  );
}

function openDrawer(props: Partial<PageProps> = {}) {
  const onOpenChange = jest.fn();
  render(<Page onOpenChange={onOpenChange} {...props} />);
  const opener = screen.getByRole('button', { name: 'Queue' });
  opener.focus();
  fireEvent.click(opener);
  return { onOpenChange, opener, drawer: screen.getByRole('dialog', { name: 'Play queue' }) };
}

describe('Drawer', () => {
  it('opens as a named dialog on its side and moves focus to its content', () => {
    const { drawer } = openDrawer({ side: 'left', size: '420px' });
    expect(drawer.className).toBe('cz-drawer cz-drawer--left');
    expect(drawer.style.getPropertyValue('--cz-drawer-size')).toBe('420px');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'First song' }));
    // The page behind is hidden from assistive technology meanwhile.
    expect(screen.queryByRole('button', { name: 'Queue' })).toBeNull();
  });

  it('keeps focus inside while open', () => {
    const { drawer } = openDrawer();
    const close = screen.getByRole('button', { name: 'Close queue' });
    close.focus();
    fireEvent.keyDown(close, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'First song' }));
    screen.getByRole('button', { name: 'Queue', hidden: true }).focus();
    expect(drawer.contains(document.activeElement)).toBe(true);
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const { onOpenChange, opener } = openDrawer();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('closes from the named × button and gives focus back to the opener', async () => {
    const { onOpenChange, opener } = openDrawer();
    fireEvent.click(screen.getByRole('button', { name: 'Close queue' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('closes on a click on the overlay', async () => {
    const { onOpenChange } = openDrawer();
    // Radix listens for outside clicks from the tick after opening.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    const overlay = document.querySelector('.cz-drawer-overlay');
    if (!overlay) throw new Error('no overlay');
    fireEvent.pointerDown(overlay, { button: 0, pointerType: 'mouse' });
    fireEvent.click(overlay);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('covers the screen from the bottom as the player sheet, still named by a hidden title', () => {
    const { drawer } = openDrawer({
      side: 'bottom',
      fullScreen: true,
      hideTitle: true,
      size: '50vh',
    });
    expect(drawer.className).toBe('cz-drawer cz-drawer--bottom cz-drawer--full-screen');
    // A full-screen sheet ignores the size it was given.
    expect(drawer.style.getPropertyValue('--cz-drawer-size')).toBe('');
    expect(screen.getByText('Play queue').className).toBe('cz-visually-hidden');
  });

  it('draws no × button when bare, and Escape still closes it', async () => {
    const { drawer, onOpenChange } = openDrawer({ bare: true, fullScreen: true, side: 'bottom' });
    expect(drawer.className).toContain('cz-drawer--bare');
    expect(screen.queryByRole('button', { name: 'Close queue' })).toBeNull();
    fireEvent.keyDown(drawer, { key: 'Escape' });
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });
});
