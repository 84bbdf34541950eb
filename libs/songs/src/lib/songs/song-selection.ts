/** A multi-selection of a list's rows: the rows' keys, and the row a Shift-range starts from. */
export interface SongSelection {
  keys: ReadonlySet<number | string>;
  /** The last row clicked without Shift; null before any. */
  anchor: number | null;
}

/** Nothing selected. */
export const EMPTY_SELECTION: SongSelection = { keys: new Set(), anchor: null };

/** The modifier keys of a selecting click or key press. */
export interface SelectGesture {
  /** Ctrl or ⌘: add or remove this row, keep the others. */
  toggle: boolean;
  /** Shift: select from the anchor to this row (added to the rest with Ctrl/⌘ too). */
  range: boolean;
}

/**
 * The selection after a selecting gesture on row `index` of `keys` (the list's row keys in
 * order), as file managers do: Ctrl/⌘ toggles one row, Shift selects the range from the anchor
 * (replacing the selection, or adding to it with Ctrl/⌘), and a plain gesture (Space) toggles
 * the row alone. Disabled rows (`selectable` false) are never selected.
 */
export function nextSelection(
  current: SongSelection,
  keys: readonly (number | string)[],
  index: number,
  gesture: SelectGesture,
  selectable: (index: number) => boolean = () => true,
): SongSelection {
  const key = keys[index];
  if (key === undefined) return current;
  if (gesture.range && current.anchor !== null && keys[current.anchor] !== undefined) {
    const [from, to] = [Math.min(current.anchor, index), Math.max(current.anchor, index)];
    const range = new Set(gesture.toggle ? current.keys : []);
    for (let row = from; row <= to; row += 1) {
      const rowKey = keys[row];
      if (rowKey !== undefined && selectable(row)) range.add(rowKey);
    }
    return { keys: range, anchor: current.anchor };
  }
  if (!selectable(index)) return current;
  const toggled = new Set(current.keys);
  if (toggled.has(key)) toggled.delete(key);
  else toggled.add(key);
  return { keys: toggled, anchor: index };
}

/** The selected items in list order (a selection keeps no order of its own). */
export function selectedInOrder<T>(
  items: readonly T[],
  keyOf: (item: T) => number | string,
  selection: SongSelection,
): T[] {
  return items.filter((item) => selection.keys.has(keyOf(item)));
}
