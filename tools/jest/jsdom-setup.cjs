// jsdom lacks a few browser APIs that Radix primitives and virtual lists call. These stand-ins
// do nothing observable: layout-dependent behaviour is tested in Chromium, not here.
if (typeof window !== 'undefined') {
  if (!window.ResizeObserver) {
    window.ResizeObserver = class ResizeObserver {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
  // jsdom has no PointerEvent: fireEvent.pointerDown would dispatch a bare Event without
  // `button` or `pointerType`, which Radix reads to open menus and to ignore touch hovers.
  if (!window.PointerEvent) {
    window.PointerEvent = class PointerEvent extends window.MouseEvent {
      constructor(type, init = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 0;
        this.pointerType = init.pointerType ?? '';
        this.isPrimary = init.isPrimary ?? true;
        this.width = init.width ?? 1;
        this.height = init.height ?? 1;
        this.pressure = init.pressure ?? 0;
      }
    };
  }
  const proto = window.HTMLElement.prototype;
  if (!proto.hasPointerCapture) proto.hasPointerCapture = () => false;
  if (!proto.setPointerCapture) proto.setPointerCapture = () => undefined;
  if (!proto.releasePointerCapture) proto.releasePointerCapture = () => undefined;
  if (!proto.scrollIntoView) proto.scrollIntoView = () => undefined;
  if (!window.matchMedia) {
    window.matchMedia = (query) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    });
  }
}

// Lazy screens load their chunks (transpiled on first use) before a `findBy…` can see them; on a
// shared 2-core machine running several projects' specs at once that can take longer than the
// library's default second. The wait ends as soon as the element appears, so passing specs are
// no slower; only a failing one takes longer to say so.
try {
  require('@testing-library/dom').configure({ asyncUtilTimeout: 10_000 });
} catch {
  // Projects without the DOM testing library have nothing to configure.
}
