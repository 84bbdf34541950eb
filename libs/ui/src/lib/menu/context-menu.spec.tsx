import { act, fireEvent, render, screen } from '@testing-library/react';
import { ContextMenu } from './context-menu';
import type { MenuItem } from './menu-items';

function renderArea(label?: string) {
  const onAdd = jest.fn();
  const onRemove = jest.fn();
  const items: MenuItem[] = [
    { id: 'add', label: 'Add to playlist', onSelect: onAdd },
    { type: 'separator', id: 'sep' },
    {
      id: 'remove',
      label: 'Remove from playlist',
      danger: true,
      disabled: true,
      disabledReason: 'Only the owner can remove songs',
      onSelect: onRemove,
    },
  ];
  render(
    <ContextMenu items={items} label={label}>
      <div>Song row</div>
    </ContextMenu>,
  );
  return { onAdd, onRemove, area: screen.getByText('Song row') };
}

describe('ContextMenu', () => {
  it('opens on right click as a named menu of items', () => {
    const { area } = renderArea('Song actions');
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.contextMenu(area, { clientX: 10, clientY: 20 });
    expect(screen.getByRole('menu', { name: 'Song actions' })).toBeTruthy();
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Add to playlist',
      'Remove from playlistOnly the owner can remove songs',
    ]);
    expect(screen.getAllByRole('separator')).toHaveLength(1);
  });

  it('opens on a long press on touch screens', () => {
    jest.useFakeTimers();
    try {
      const { area } = renderArea();
      fireEvent.pointerDown(area, { pointerType: 'touch', clientX: 10, clientY: 20 });
      act(() => jest.advanceTimersByTime(1000));
      expect(screen.getByRole('menu')).toBeTruthy();
    } finally {
      jest.useRealTimers();
    }
  });

  it('calls onSelect of the chosen item and closes', () => {
    const { area, onAdd, onRemove } = renderArea();
    fireEvent.contextMenu(area);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Add to playlist' }));
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(onRemove).not.toHaveBeenCalled();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('does not select a disabled item and reads its reason as the description', () => {
    const { area, onRemove } = renderArea();
    fireEvent.contextMenu(area);
    const remove = screen.getByRole('menuitem', { name: 'Remove from playlist' });
    expect(remove.getAttribute('aria-disabled')).toBe('true');
    const describedBy = remove.getAttribute('aria-describedby');
    expect(describedBy && document.getElementById(describedBy)?.textContent).toBe(
      'Only the owner can remove songs',
    );
    fireEvent.click(remove);
    fireEvent.keyDown(remove, { key: 'Enter' });
    expect(onRemove).not.toHaveBeenCalled();
    expect(screen.getByRole('menu')).toBeTruthy();
  });

  it('closes on Escape without selecting', () => {
    const { area, onAdd } = renderArea();
    fireEvent.contextMenu(area);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(onAdd).not.toHaveBeenCalled();
  });
});
