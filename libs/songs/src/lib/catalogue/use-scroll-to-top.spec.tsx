import { render } from '@testing-library/react';
import { useScrollToTop } from './use-scroll-to-top';

function Screen({ id }: { id: number }) {
  const root = useScrollToTop(id);
  return <div ref={root}>{id}</div>;
}

describe('useScrollToTop', () => {
  it("scrolls the kept screen's container to the top when the key changes, not before", () => {
    const { rerender, container } = render(
      <div className="cz-kept-screen">
        <Screen id={1} />
      </div>,
    );
    const scroller = container.querySelector('.cz-kept-screen') as HTMLElement;
    scroller.scrollTop = 300;
    rerender(
      <div className="cz-kept-screen">
        <Screen id={1} />
      </div>,
    );
    expect(scroller.scrollTop).toBe(300);
    rerender(
      <div className="cz-kept-screen">
        <Screen id={2} />
      </div>,
    );
    expect(scroller.scrollTop).toBe(0);
  });
});
