import { act, render, screen } from '@testing-library/react';
import { useMenusWhenSettled } from './use-menus-when-settled';

/** A row whose "more" control is a menu button once its menus are there. */
function Row({ scrolling }: { scrolling: boolean }) {
  const { menus, rowRef } = useMenusWhenSettled(scrolling);
  const more = <button type="button">More</button>;
  return menus ? (
    <section aria-label="with menus">
      <div ref={rowRef}>
        <div role="group" tabIndex={0} data-row-focus aria-label="Song" />
        {more}
      </div>
    </section>
  ) : (
    <div ref={rowRef}>
      <div role="group" tabIndex={0} data-row-focus aria-label="Song" />
      {more}
    </div>
  );
}

describe('useMenusWhenSettled', () => {
  it('gives a row its menus right after it mounts in a list that is still', () => {
    render(<Row scrolling={false} />);
    expect(screen.getByRole('region', { name: 'with menus' })).toBeTruthy();
  });

  it('puts them off while the list scrolls, then keeps the focus where it was', () => {
    const { rerender } = render(<Row scrolling />);
    expect(screen.queryByRole('region', { name: 'with menus' })).toBeNull();
    act(() => screen.getByRole('button', { name: 'More' }).focus());
    rerender(<Row scrolling />);
    expect(screen.queryByRole('region', { name: 'with menus' })).toBeNull();

    rerender(<Row scrolling={false} />);
    expect(screen.getByRole('region', { name: 'with menus' })).toBeTruthy();
    // The element was rebuilt; the focus moved to its new "More".
    expect(document.activeElement?.textContent).toBe('More');
    expect(document.activeElement?.closest('section')).toBeTruthy();

    // Once there, the menus stay through the next scroll.
    rerender(<Row scrolling />);
    expect(screen.getByRole('region', { name: 'with menus' })).toBeTruthy();
  });
});
