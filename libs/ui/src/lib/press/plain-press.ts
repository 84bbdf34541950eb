/** What {@link isPlainPress} reads of a `pointerdown`. */
export type PressFields = Pick<
  PointerEvent,
  'button' | 'pointerType' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'
>;

/**
 * A press whose click will do the plain thing (play the row, open the link in this page): the
 * primary button of a mouse or pen, without a modifier. A finger going down may be starting a
 * scroll, and a modified click selects, or opens a tab or a window. What is done on such a
 * press gets a hand's press (about 100 ms) ahead of its click.
 */
export function isPlainPress(press: PressFields): boolean {
  if (press.button !== 0 || press.pointerType === 'touch') return false;
  return !(press.ctrlKey || press.metaKey || press.shiftKey || press.altKey);
}
