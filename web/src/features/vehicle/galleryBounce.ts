// The detail gallery advances every 4 s and bounces between its ends: forward to the last photo,
// then backward to the first, and so on (specification 000, "Vehicle detail page").

export interface GalleryPosition {
  index: number;
  direction: 1 | -1;
}

export function bounceStep({ index, direction }: GalleryPosition, count: number): GalleryPosition {
  if (count < 2) return { index: 0, direction: 1 };
  const next = index + direction;
  if (next >= count) return { index: count - 2, direction: -1 };
  if (next < 0) return { index: 1, direction: 1 };
  return { index: next, direction };
}
