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

// Zag's focus trap escapes ids with CSS.escape (a combobox open inside a dialog), which jsdom lacks:
// the CSSOM algorithm for identifiers.
if (typeof globalThis.CSS?.escape !== 'function') {
  const escape = (value: string): string => {
    const chars = Array.from(String(value));
    return chars
      .map((char, index) => {
        const code = char.codePointAt(0)!;
        if (code === 0) return '\uFFFD';
        const isDigit = code >= 0x30 && code <= 0x39;
        const hex = `\\${code.toString(16)} `;
        if ((code >= 0x01 && code <= 0x1f) || code === 0x7f) return hex;
        if (isDigit && (index === 0 || (index === 1 && chars[0] === '-'))) return hex;
        if (index === 0 && char === '-' && chars.length === 1) return `\\${char}`;
        if (code >= 0x80 || char === '-' || char === '_' || isDigit || /[a-zA-Z]/.test(char)) {
          return char;
        }
        return `\\${char}`;
      })
      .join('');
  };
  globalThis.CSS = { ...globalThis.CSS, escape } as typeof CSS;
}
