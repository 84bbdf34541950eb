/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { createExternalStore } from '../lib/store/external-store';
import { useStoreSelector } from './use-store-selector';

interface State {
  songName: string;
  positionMs: number;
}
const selectSongName = (state: State) => state.songName;

describe('useStoreSelector', () => {
  it('re-renders when the selected value changes and not otherwise', () => {
    const store = createExternalStore<State>({ songName: 'A', positionMs: 0 });
    let renders = 0;
    function Title() {
      renders += 1;
      return <p>{useStoreSelector(store, selectSongName)}</p>;
    }
    render(<Title />);
    expect(screen.getByText('A')).toBeTruthy();
    const before = renders;
    act(() => store.set({ songName: 'A', positionMs: 500 }));
    expect(renders).toBe(before);
    act(() => store.set({ songName: 'B', positionMs: 600 }));
    expect(screen.getByText('B')).toBeTruthy();
    expect(renders).toBe(before + 1);
  });
});

describe('useStoreSelector with a changing selector', () => {
  it('uses the new selector at once, without waiting for a store update', () => {
    const store = createExternalStore({ queue: ['A', 'B', 'C'] });
    function Item({ index }: { index: number }) {
      const name = useStoreSelector(store, (state: { queue: string[] }) => state.queue[index]);
      return <p>{name}</p>;
    }
    const { rerender } = render(<Item index={0} />);
    expect(screen.getByText('A')).toBeTruthy();
    rerender(<Item index={2} />);
    expect(screen.getByText('C')).toBeTruthy();
  });
});
