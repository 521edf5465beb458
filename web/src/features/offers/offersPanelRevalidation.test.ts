import { describe, expect, it } from 'vitest';
import type { ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { offersPanelShouldRevalidate } from './offersPanelRevalidation.ts';

function revalidates(current: string, next: string, defaultShouldRevalidate = true): boolean {
  return offersPanelShouldRevalidate({
    currentUrl: new URL(current, 'http://page'),
    nextUrl: new URL(next, 'http://page'),
    defaultShouldRevalidate,
  } as ShouldRevalidateFunctionArgs);
}

describe('offersPanelShouldRevalidate', () => {
  it('keeps the page when the panel opens or closes', () => {
    expect(revalidates('/list?tab=vehicles&page=2', '/list?tab=vehicles&page=2&offers=v-1')).toBe(
      false,
    );
    expect(revalidates('/list?offers=v-1&page=2', '/list?page=2')).toBe(false);
    expect(revalidates('/list?offers=v-1', '/list?offers=v-2')).toBe(false);
  });

  it('reloads as usual when anything else changes', () => {
    expect(revalidates('/list?page=2', '/list?page=3&offers=v-1')).toBe(true);
    expect(revalidates('/list?offers=v-1', '/other?offers=v-1')).toBe(true);
    expect(revalidates('/list?page=2', '/list?page=2')).toBe(true);
    expect(revalidates('/list?page=2', '/list?page=3', false)).toBe(false);
  });
});
