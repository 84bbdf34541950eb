import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Menu } from './menu';
import type { MenuItem } from './menu-items';

function makeItems() {
  const onPlayNext = jest.fn();
  const onDelete = jest.fn();
  const onDownload = jest.fn();
  const items: MenuItem[] = [
    { id: 'next', label: 'Play next', icon: <svg data-testid="icon" />, onSelect: onPlayNext },
    {
      id: 'download',
      label: 'Download',
      disabled: true,
      disabledReason: 'Needs a VIP account',
      onSelect: onDownload,
    },
    { type: 'separator', id: 'sep' },
    { id: 'delete', label: 'Delete', danger: true, onSelect: onDelete },
  ];
  return { items, onPlayNext, onDelete, onDownload };
}

function renderMenu() {
  const handlers = makeItems();
  render(
    <Menu
      label="Song actions"
      trigger={<button type="button">More</button>}
      items={handlers.items}
    />,
  );
  return { ...handlers, trigger: screen.getByRole('button', { name: 'More' }) };
}

function pointerOpen(trigger: HTMLElement) {
  fireEvent.pointerDown(trigger, { button: 0, ctrlKey: false, pointerType: 'mouse' });
}

describe('Menu', () => {
  it('opens on a press of its trigger as a named menu of items', () => {
    const { trigger } = renderMenu();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');

    pointerOpen(trigger);

    expect(screen.getByRole('menu', { name: 'Song actions' })).toBeTruthy();
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Play next',
      'DownloadNeeds a VIP account',
      'Delete',
    ]);
    expect(screen.getAllByRole('separator')).toHaveLength(1);
    expect(screen.getByTestId('icon').parentElement?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByRole('menuitem', { name: 'Delete' }).className).toContain(
      'cz-menu__item--danger',
    );
  });

  it('shows its header above the items, hidden from assistive technology', () => {
    render(
      <Menu
        label="Song actions"
        trigger={<button type="button">More</button>}
        items={makeItems().items}
        header={<span>Sunny Day — Singer A</span>}
      />,
    );
    pointerOpen(screen.getByRole('button', { name: 'More' }));
    const header = screen.getByText('Sunny Day — Singer A').parentElement;
    expect(header?.className).toBe('cz-menu__header');
    expect(header?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getAllByRole('menuitem')).toHaveLength(3);
  });

  it('opens from the keyboard with the first item focused', () => {
    const { trigger } = renderMenu();
    fireEvent.keyDown(trigger, { key: 'Enter' });
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Play next' }));
  });

  it('calls onSelect of the chosen item and closes', async () => {
    const { trigger, onPlayNext, onDelete } = renderMenu();
    pointerOpen(trigger);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Play next' }));
    expect(onPlayNext).toHaveBeenCalledTimes(1);
    expect(onDelete).not.toHaveBeenCalled();
    expect(screen.queryByRole('menu')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('selects with Enter on the focused item', () => {
    const { trigger, onPlayNext } = renderMenu();
    fireEvent.keyDown(trigger, { key: 'Enter' });
    fireEvent.keyDown(screen.getByRole('menuitem', { name: 'Play next' }), { key: 'Enter' });
    expect(onPlayNext).toHaveBeenCalledTimes(1);
  });

  it('shows why an item is disabled, as its description, and never selects it', async () => {
    const { trigger, onDownload } = renderMenu();
    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    const download = screen.getByRole('menuitem', { name: 'Download' });
    expect(download.getAttribute('aria-disabled')).toBe('true');
    const describedBy = download.getAttribute('aria-describedby');
    expect(describedBy && document.getElementById(describedBy)?.textContent).toBe(
      'Needs a VIP account',
    );

    // Still reachable with the arrow keys, so the reason is read out (Radix moves focus a tick later).
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement).toBe(download));

    fireEvent.keyDown(download, { key: 'Enter' });
    fireEvent.click(download);
    expect(onDownload).not.toHaveBeenCalled();
    // Nothing happened, so the menu stays.
    expect(screen.getByRole('menu')).toBeTruthy();
  });

  it('closes on Escape without selecting and refocuses the trigger', async () => {
    const { trigger, onPlayNext, onDelete } = renderMenu();
    fireEvent.keyDown(trigger, { key: 'Enter' });
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(onPlayNext).not.toHaveBeenCalled();
    expect(onDelete).not.toHaveBeenCalled();
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('closes on a second press of its trigger', () => {
    const { trigger } = renderMenu();
    pointerOpen(trigger);
    pointerOpen(trigger);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
