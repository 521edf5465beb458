// Browser APIs that jsdom lacks and Chakra UI (Ark, Floating UI) or our components call.
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { fixedMediaQueryList } from './src/testing/viewport.ts';

// relay-test-utils' mock environment calls jest.fn(); vitest's vi offers the same API.
(globalThis as unknown as { jest: typeof vi }).jest = vi;

// findBy* waits up to 1 s by default: too short for a lazy Chakra render on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// No media query matches by default; tests of a screen width use setViewportWidth.
if (!window.matchMedia) {
  window.matchMedia = (query: string) => fixedMediaQueryList(query, false);
}

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
globalThis.IntersectionObserver ??= ResizeObserverStub as unknown as typeof IntersectionObserver;
window.scrollTo = () => {};
Element.prototype.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};

// Zag's press handling (checkboxes, radios) builds PointerEvents, which jsdom lacks.
if (typeof window.PointerEvent !== 'function') {
  class PointerEventStub extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  window.PointerEvent = PointerEventStub as unknown as typeof PointerEvent;
}
