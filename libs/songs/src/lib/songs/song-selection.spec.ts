import { EMPTY_SELECTION, nextSelection, selectedInOrder } from './song-selection';

const keys = [10, 11, 12, 13, 14];
const toggle = { toggle: true, range: false };
const range = { toggle: false, range: true };
const sorted = (set: ReadonlySet<number | string>) => [...set].sort();

describe('song selection', () => {
  it('toggles single rows with Ctrl/⌘ and keeps the others', () => {
    let selection = nextSelection(EMPTY_SELECTION, keys, 1, toggle);
    selection = nextSelection(selection, keys, 3, toggle);
    expect(sorted(selection.keys)).toEqual([11, 13]);
    selection = nextSelection(selection, keys, 1, toggle);
    expect(sorted(selection.keys)).toEqual([13]);
    expect(selection.anchor).toBe(1);
  });

  it('selects the range from the anchor with Shift, replacing or (with Ctrl) adding', () => {
    const anchored = nextSelection(EMPTY_SELECTION, keys, 0, toggle);
    const replaced = nextSelection(nextSelection(anchored, keys, 4, toggle), keys, 2, range);
    // The anchor moved to 4 with the Ctrl-click, so Shift on 2 selects 2..4 only.
    expect(sorted(replaced.keys)).toEqual([12, 13, 14]);
    const added = nextSelection(anchored, keys, 2, { toggle: true, range: true });
    expect(sorted(added.keys)).toEqual([10, 11, 12]);
    expect(added.anchor).toBe(0);
  });

  it('without an anchor a Shift gesture toggles the row; disabled rows are never selected', () => {
    expect(sorted(nextSelection(EMPTY_SELECTION, keys, 2, range).keys)).toEqual([12]);
    const selectable = (index: number) => index !== 1;
    const anchored = nextSelection(EMPTY_SELECTION, keys, 0, toggle, selectable);
    expect(sorted(nextSelection(anchored, keys, 3, range, selectable).keys)).toEqual([10, 12, 13]);
    expect(nextSelection(EMPTY_SELECTION, keys, 1, toggle, selectable)).toBe(EMPTY_SELECTION);
  });

  it('gives the selected items in list order', () => {
    const selection = { keys: new Set([13, 10]), anchor: 3 };
    expect(selectedInOrder(keys, (key) => key, selection)).toEqual([10, 13]);
  });
});
