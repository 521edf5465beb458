import { describe, expect, it } from 'vitest';
import { bounceStep, type GalleryPosition } from './galleryBounce.ts';

function walk(count: number, steps: number): number[] {
  let position: GalleryPosition = { index: 0, direction: 1 };
  const seen = [position.index];
  for (let i = 0; i < steps; i++) {
    position = bounceStep(position, count);
    seen.push(position.index);
  }
  return seen;
}

describe('bounceStep', () => {
  it('goes forward to the last photo, then back to the first', () => {
    expect(walk(4, 8)).toEqual([0, 1, 2, 3, 2, 1, 0, 1, 2]);
  });

  it('swings between two photos', () => {
    expect(walk(2, 4)).toEqual([0, 1, 0, 1, 0]);
  });

  it('stays put with one photo or none', () => {
    expect(walk(1, 3)).toEqual([0, 0, 0, 0]);
    expect(walk(0, 2)).toEqual([0, 0, 0]);
  });

  it('turns around when a photo chosen by hand is at an end', () => {
    expect(bounceStep({ index: 3, direction: 1 }, 4)).toEqual({ index: 2, direction: -1 });
    expect(bounceStep({ index: 0, direction: -1 }, 4)).toEqual({ index: 1, direction: 1 });
  });
});
