// Test-only: jsdom lays nothing out (every element measures 0 × 0), so a virtual list would
// render no rows. Specs of screens with lists give every element a size instead.

/**
 * Before each spec of the calling block, every element measures `width` × `height` CSS px (so
 * virtual lists render the rows that fit); after it, jsdom's zero sizes come back.
 */
export function sizeViewportsForEachSpec(width = 800, height = 2000): void {
  let spies: jest.SpyInstance[] = [];
  beforeEach(() => {
    spies = [
      jest.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(width),
      jest.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(height),
    ];
  });
  afterEach(() => {
    for (const spy of spies) spy.mockRestore();
  });
}
