import { fireEvent, render, screen, within } from '@testing-library/react';
import { createPortal } from 'react-dom';
import { SongRow, type SongRowSong } from './song-row';

const song: SongRowSong = {
  id: 1,
  name: 'Sunny Day',
  subtitle: 'Live',
  artists: [
    { id: 11, name: 'Alpha' },
    { id: 12, name: 'Beta' },
  ],
  album: { id: 21, name: 'Summer' },
  durationMs: 225_400,
};

const sixArtists = ['A1', 'A2', 'A3', 'A4', 'A5', 'A6'].map((name, i) => ({ id: i + 1, name }));

function row(name = 'Sunny Day — Alpha / Beta') {
  return screen.getByRole('group', { name });
}

describe('SongRow', () => {
  it('is one focusable row named "name — artists", with the duration as mm:ss', () => {
    render(<SongRow song={song} index={3} onPlay={jest.fn()} />);
    const element = row();
    expect(element.tabIndex).toBe(0);
    expect(element.hasAttribute('aria-current')).toBe(false);
    expect(within(element).getByText('03:45')).toBeTruthy();
    expect(within(element).getByText('3')).toBeTruthy();
    expect(within(element).getByText('Summer').getAttribute('title')).toBe('Summer');
    expect(within(element).getByText('Live').getAttribute('title')).toBe('Live');
  });

  it('keeps the full text of a long name in its title', () => {
    const name = 'A very long song name '.repeat(8).trim();
    render(<SongRow song={{ ...song, name }} onPlay={jest.fn()} />);
    expect(screen.getByText(name).getAttribute('title')).toBe(name);
  });

  it('shows at most four artists and sums up the rest as …', () => {
    render(
      <SongRow
        song={{ ...song, artists: sixArtists }}
        onPlay={jest.fn()}
        onArtistClick={jest.fn()}
      />,
    );
    const element = row('Sunny Day — A1 / A2 / A3 / A4 / A5 / A6');
    const artists = element.querySelector('.cz-song-row__artists');
    expect(artists?.textContent).toBe('A1 / A2 / A3 / A4 / …');
    expect(artists?.getAttribute('title')).toBe('A1 / A2 / A3 / A4 / A5 / A6');
    expect(within(element).queryByRole('button', { name: 'A5' })).toBeNull();
    expect(within(element).getByText('…').getAttribute('title')).toBe('A5 / A6');
    expect(within(element).getAllByRole('button')).toHaveLength(4);
  });

  it('plays on double-click and on Enter, and selects on a single click by default', () => {
    const onPlay = jest.fn();
    const onSelect = jest.fn();
    render(<SongRow song={song} onPlay={onPlay} onSelect={onSelect} />);
    fireEvent.click(row());
    expect(onPlay).not.toHaveBeenCalled();
    expect(onSelect).toHaveBeenCalledTimes(1);
    fireEvent.doubleClick(row());
    expect(onPlay).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(row(), { key: 'Enter' });
    expect(onPlay).toHaveBeenCalledTimes(2);
    fireEvent.keyDown(row(), { key: ' ', shiftKey: true });
    expect(onSelect).toHaveBeenCalledTimes(2);
    expect(onSelect.mock.calls[1]?.[0].shiftKey).toBe(true);
    // A plain Space is the page's play/pause, not a selection.
    const plain = fireEvent.keyDown(row(), { key: ' ' });
    expect(plain).toBe(true);
    expect(onSelect).toHaveBeenCalledTimes(2);
  });

  it('plays on a single click with playOn="click", where a modified click selects', () => {
    const onPlay = jest.fn();
    const onSelect = jest.fn();
    render(<SongRow song={song} onPlay={onPlay} onSelect={onSelect} playOn="click" />);
    fireEvent.click(row());
    expect(onPlay).toHaveBeenCalledTimes(1);
    fireEvent.click(row(), { ctrlKey: true });
    expect(onPlay).toHaveBeenCalledTimes(1);
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(onSelect.mock.calls[0]?.[0].ctrlKey).toBe(true);
    fireEvent.doubleClick(row());
    expect(onPlay).toHaveBeenCalledTimes(1);
  });

  it('tells of the intent to play when a mouse or pen press starts a click that will play', () => {
    const onPlayIntent = jest.fn();
    const press = (target: Element, init: Record<string, unknown> = {}) =>
      fireEvent.pointerDown(target, { button: 0, pointerType: 'mouse', ...init });
    const { rerender } = render(
      <SongRow
        song={song}
        onPlay={jest.fn()}
        onPlayIntent={onPlayIntent}
        playOn="click"
        onArtistClick={jest.fn()}
      />,
    );
    press(row());
    press(row(), { pointerType: 'pen' });
    expect(onPlayIntent).toHaveBeenCalledTimes(2);
    // A finger may be starting a scroll; other buttons, modified presses and the row's own
    // controls do not play.
    press(row(), { pointerType: 'touch' });
    press(row(), { button: 2 });
    press(row(), { shiftKey: true });
    press(screen.getByRole('button', { name: 'Alpha' }));
    expect(onPlayIntent).toHaveBeenCalledTimes(2);

    rerender(<SongRow song={song} onPlay={jest.fn()} onPlayIntent={onPlayIntent} />);
    press(row());
    rerender(
      <SongRow song={song} onPlay={jest.fn()} onPlayIntent={onPlayIntent} playOn="click" disabled />,
    );
    press(row());
    expect(onPlayIntent).toHaveBeenCalledTimes(2);
  });

  it('marks the playing song with aria-current and the playing indicator', () => {
    render(<SongRow song={song} index={7} active onPlay={jest.fn()} />);
    expect(row().getAttribute('aria-current')).toBe('true');
    expect(row().className).toContain('cz-song-row--active');
    expect(within(row()).queryByText('7')).toBeNull();
    expect(row().querySelector('.cz-song-row__playing')).not.toBeNull();
  });

  it('calls onArtistClick with the id, and the artist link never plays or selects', () => {
    const onPlay = jest.fn();
    const onSelect = jest.fn();
    const onArtistClick = jest.fn();
    const { rerender } = render(
      <SongRow song={song} onPlay={onPlay} onSelect={onSelect} onArtistClick={onArtistClick} />,
    );
    const beta = within(row()).getByRole('button', { name: 'Beta' });
    fireEvent.click(beta);
    fireEvent.click(beta);
    fireEvent.doubleClick(beta);
    fireEvent.keyDown(beta, { key: 'Enter' });
    expect(onArtistClick).toHaveBeenCalledTimes(2);
    expect(onArtistClick).toHaveBeenCalledWith(12);
    expect(onPlay).not.toHaveBeenCalled();
    expect(onSelect).not.toHaveBeenCalled();

    rerender(<SongRow song={song} onPlay={onPlay} playOn="click" onArtistClick={onArtistClick} />);
    fireEvent.click(within(row()).getByRole('button', { name: 'Alpha' }));
    expect(onArtistClick).toHaveBeenLastCalledWith(11);
    expect(onPlay).not.toHaveBeenCalled();
  });

  it('shows artists without a page, or without onArtistClick, as plain text', () => {
    const artists = [
      { id: 0, name: 'Unknown' },
      { id: 5, name: 'Known' },
    ];
    const { rerender } = render(
      <SongRow song={{ ...song, artists }} onPlay={jest.fn()} onArtistClick={jest.fn()} />,
    );
    expect(screen.queryByRole('button', { name: 'Unknown' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Known' })).toBeTruthy();
    rerender(<SongRow song={{ ...song, artists }} onPlay={jest.fn()} />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('opens the album through onAlbumClick', () => {
    const onAlbumClick = jest.fn();
    const onPlay = jest.fn();
    render(<SongRow song={song} onPlay={onPlay} onAlbumClick={onAlbumClick} />);
    fireEvent.doubleClick(screen.getByRole('button', { name: 'Summer' }));
    fireEvent.click(screen.getByRole('button', { name: 'Summer' }));
    expect(onAlbumClick).toHaveBeenCalledWith(21);
    expect(onPlay).not.toHaveBeenCalled();
  });

  it('does not play when disabled, shows why and offers the way out', () => {
    const onPlay = jest.fn();
    const onDisabledAction = jest.fn();
    render(
      <SongRow
        song={song}
        onPlay={onPlay}
        playOn="click"
        disabled
        disabledLabel="No copyright"
        disabledActionLabel="Search the web"
        onDisabledAction={onDisabledAction}
      />,
    );
    const element = row();
    expect(element.getAttribute('aria-disabled')).toBe('true');
    expect(element.className).toContain('cz-song-row--disabled');
    const notice = within(element).getByText('No copyright');
    expect(element.getAttribute('aria-describedby')).toBe(notice.id);

    fireEvent.click(element);
    fireEvent.doubleClick(element);
    fireEvent.keyDown(element, { key: 'Enter' });
    expect(onPlay).not.toHaveBeenCalled();

    fireEvent.click(within(element).getByRole('button', { name: 'Search the web' }));
    expect(onDisabledAction).toHaveBeenCalledTimes(1);
    expect(onPlay).not.toHaveBeenCalled();
  });

  it('does not play on double-click when disabled in the default mode', () => {
    const onPlay = jest.fn();
    render(<SongRow song={song} onPlay={onPlay} disabled disabledLabel="No copyright" />);
    fireEvent.doubleClick(row());
    expect(onPlay).not.toHaveBeenCalled();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('keeps clicks and keys in the actions slot, portalled menus included, to themselves', () => {
    const onPlay = jest.fn();
    const onSelect = jest.fn();
    const onLike = jest.fn();
    const onMenuItem = jest.fn();
    render(
      <SongRow
        song={song}
        onPlay={onPlay}
        onSelect={onSelect}
        actions={
          <>
            <button type="button" onClick={onLike}>
              Like
            </button>
            {createPortal(
              <div data-testid="menu" onClick={onMenuItem}>
                Add to playlist
              </div>,
              document.body,
            )}
          </>
        }
      />,
    );
    const like = screen.getByRole('button', { name: 'Like' });
    fireEvent.doubleClick(like);
    fireEvent.click(like);
    fireEvent.keyDown(like, { key: 'Enter' });
    fireEvent.click(screen.getByTestId('menu'));
    fireEvent.doubleClick(screen.getByTestId('menu'));
    expect(onLike).toHaveBeenCalledTimes(1);
    expect(onMenuItem).toHaveBeenCalledTimes(1);
    expect(onPlay).not.toHaveBeenCalled();
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('forwards the context menu', () => {
    const onContextMenu = jest.fn();
    render(<SongRow song={song} onPlay={jest.fn()} onContextMenu={onContextMenu} />);
    fireEvent.contextMenu(row());
    expect(onContextMenu).toHaveBeenCalledTimes(1);
  });
});
