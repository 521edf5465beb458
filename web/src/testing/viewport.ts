// A screen width for the tests of components that choose their layout with matchMedia (jsdom has
// no layout and matches no media query): min-width and max-width queries in px or em, joined by
// `and`, are answered for the given width until the returned restore is called.
const EM_PX = 16;

function matches(query: string, width: number): boolean {
  const conditions = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)(px|em|rem)\)/g)];
  if (conditions.length === 0) return false;
  return conditions.every(([, bound, value, unit]) => {
    const px = Number(value) * (unit === 'px' ? 1 : EM_PX);
    return bound === 'min' ? width >= px : width <= px;
  });
}

/** A MediaQueryList that answers `matches` and never changes (jsdom has none). */
export function fixedMediaQueryList(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  } as MediaQueryList;
}

export function setViewportWidth(width: number): () => void {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => fixedMediaQueryList(query, matches(query, width));
  return () => {
    window.matchMedia = original;
  };
}
