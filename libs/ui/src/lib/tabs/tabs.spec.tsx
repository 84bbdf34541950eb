import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Tabs, type TabItem } from './tabs';

const tabs: TabItem[] = [
  { id: 'songs', label: 'Songs', content: <p>Song results</p> },
  { id: 'albums', label: 'Albums', content: <input aria-label="Album filter" /> },
  { id: 'artists', label: 'Artists', content: <p>Artist results</p> },
];

/** Radix selects a tab on mousedown (left button), as browsers fire it before click. */
function clickTab(name: string) {
  const tab = screen.getByRole('tab', { name });
  fireEvent.mouseDown(tab, { button: 0, ctrlKey: false });
  fireEvent.click(tab);
}

function selectedTab() {
  return screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true');
}

describe('Tabs', () => {
  afterEach(() => jest.useRealTimers());

  it('names the tab list and shows the first tab by default', () => {
    render(<Tabs label="Search results" tabs={tabs} />);
    expect(screen.getByRole('tablist', { name: 'Search results' })).toBeTruthy();
    expect(selectedTab()?.textContent).toBe('Songs');
    expect(screen.getByRole('tabpanel', { name: 'Songs' }).textContent).toBe('Song results');
    expect(screen.queryByText('Artist results')).toBeNull();
  });

  it('switches with a click and reports the new id', () => {
    const onValueChange = jest.fn();
    render(<Tabs label="Search results" tabs={tabs} onValueChange={onValueChange} />);
    clickTab('Artists');
    expect(onValueChange).toHaveBeenCalledWith('artists');
    expect(selectedTab()?.textContent).toBe('Artists');
    expect(screen.getByRole('tabpanel').textContent).toBe('Artist results');
  });

  it('moves with arrow keys, wraps, and selects what it focuses', () => {
    jest.useFakeTimers();
    // Radix moves focus a tick after the key press.
    const press = (key: string) => {
      fireEvent.keyDown(document.activeElement as Element, { key });
      act(() => jest.runOnlyPendingTimers());
    };
    const onValueChange = jest.fn();
    render(
      <Tabs
        label="Search results"
        tabs={tabs}
        defaultValue="albums"
        onValueChange={onValueChange}
      />,
    );
    const albums = screen.getByRole('tab', { name: 'Albums' });
    act(() => albums.focus());
    press('ArrowRight');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Artists' }));
    expect(onValueChange).toHaveBeenLastCalledWith('artists');
    press('ArrowRight');
    expect(onValueChange).toHaveBeenLastCalledWith('songs');
    press('ArrowLeft');
    expect(onValueChange).toHaveBeenLastCalledWith('artists');
    press('Home');
    expect(onValueChange).toHaveBeenLastCalledWith('songs');
    expect(selectedTab()?.textContent).toBe('Songs');
    expect(screen.getByRole('tabpanel').textContent).toBe('Song results');
  });

  it('follows `value` when controlled', () => {
    function Controlled() {
      const [value, setValue] = useState('songs');
      return (
        <>
          <button type="button" onClick={() => setValue('albums')}>
            Show albums
          </button>
          <Tabs label="Search results" tabs={tabs} value={value} onValueChange={setValue} />
        </>
      );
    }
    render(<Controlled />);
    fireEvent.click(screen.getByRole('button', { name: 'Show albums' }));
    expect(selectedTab()?.textContent).toBe('Albums');
    const onValueChange = jest.fn();
    render(<Tabs label="Fixed" tabs={tabs} value="songs" onValueChange={onValueChange} />);
    const fixed = screen.getByRole('tablist', { name: 'Fixed' });
    const artists = fixed.querySelectorAll('[role="tab"]')[2] as HTMLElement;
    fireEvent.mouseDown(artists, { button: 0, ctrlKey: false });
    expect(onValueChange).toHaveBeenCalledWith('artists');
    expect(artists.getAttribute('aria-selected')).toBe('false');
  });

  it('unmounts inactive panels unless keepMounted', () => {
    render(<Tabs label="Search results" tabs={tabs} defaultValue="albums" />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Album filter' }), {
      target: { value: 'jay' },
    });
    clickTab('Songs');
    clickTab('Albums');
    expect((screen.getByRole('textbox', { name: 'Album filter' }) as HTMLInputElement).value).toBe(
      '',
    );
  });

  it('keepMounted keeps inactive panels in the DOM, hidden, with their state', () => {
    const { container } = render(
      <Tabs label="Search results" tabs={tabs} defaultValue="albums" keepMounted />,
    );
    const filter = screen.getByRole('textbox', { name: 'Album filter' }) as HTMLInputElement;
    fireEvent.change(filter, { target: { value: 'jay' } });
    clickTab('Songs');

    const panels = container.querySelectorAll('[role="tabpanel"]');
    expect(panels).toHaveLength(3);
    const hidden = Array.from(panels).map((panel) => (panel as HTMLElement).hidden);
    expect(hidden).toEqual([false, true, true]);
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(screen.queryByRole('textbox', { name: 'Album filter' })).toBeNull();
    expect(filter.isConnected).toBe(true);

    clickTab('Albums');
    expect(screen.getByRole('textbox', { name: 'Album filter' })).toBe(filter);
    expect(filter.value).toBe('jay');
  });
});
